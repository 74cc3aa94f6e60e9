import { Policies, type PolicyName } from '@sp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, world, type TestServer, type WorldTenant } from '../../../test/harness.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { newId } from '../../platform/db/columns.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { dictionaryDetails } from './schema.js';
import { DictionaryNames } from './seed.js';

let server: TestServer;
let a: WorldTenant;
let b: WorldTenant;
let adminA: Record<string, string>;
let adminB: Record<string, string>;

const D = '/api/data-dictionary/dictionary';
const I = '/api/data-dictionary/dictionary-detail';

beforeAll(async () => {
  ({ server, a, b } = await world({ prefix: 'dict', suppliers: false }));
  [adminA, adminB] = [bearer(a.admin), bearer(b.admin)];
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = adminA) => server.app.inject({ url, headers });
const post = (url: string, payload: object, headers: Headers = adminA) =>
  server.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Headers = adminA) =>
  server.app.inject({ method: 'PUT', url, payload, headers });
const del = (url: string, headers: Headers = adminA) => server.app.inject({ method: 'DELETE', url, headers });

async function createDictionary(name: string, headers: Headers = adminA, extra: object = {}) {
  const res = await post(D, { name, description: `${name} description`, sort: 10, ...extra }, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; name: string }>();
}
async function createItem(pid: string, label: string, value: string, headers: Headers = adminA, sort = 1) {
  const res = await post(I, { pid, label, value, sort }, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; pid: string }>();
}
/** A user of `tenant` whose only role holds `policies`. */
const userWith = async (tenant: WorldTenant, policies: PolicyName[]) =>
  bearer(await tenant.userWith(policies));

const itemsOf = async (tenant: WorldTenant, pid: string) =>
  inScope(server.database.db, tenantScope(tenant.id), (tx) =>
    tx.select().from(dictionaryDetails).where(eq(dictionaryDetails.dictionaryId, pid)),
  );

describe('seeded dictionaries', () => {
  it('gives every tenant units, material categories, carriers, document types and notice categories', async () => {
    const list = (await get(`${D}?maxResultCount=100`)).json();
    expect(list.items.map((d: { name: string }) => d.name)).toEqual([
      DictionaryNames.UnitOfMeasure,
      DictionaryNames.MaterialCategory,
      DictionaryNames.Carrier,
      DictionaryNames.DocumentType,
      DictionaryNames.NoticeCategory,
    ]);
    expect(list.items[0]).toMatchObject({ description: '计量单位 / Units of measure', sort: 1 });
    /** A seeded dictionary's items as `label=value`, in order. */
    const entries = async (name: string) =>
      (await get(`${D}/by-name/${name}/items`))
        .json()
        .items.map((i: { label: string; value: string }) => `${i.label}=${i.value}`);
    expect(await entries(DictionaryNames.UnitOfMeasure)).toEqual([
      '个=PCS',
      '千克=KG',
      '米=M',
      '卷=ROLL',
      '箱=BOX',
      '套=SET',
      '对=PAIR',
    ]);
    expect((await entries(DictionaryNames.Carrier)).map((e: string) => e.split('=')[1])).toEqual([
      'SF',
      'JD',
      'DEPPON',
      'ZTO',
      'PICKUP',
    ]);
    expect((await entries(DictionaryNames.DocumentType)).map((e: string) => e.split('=')[0])).toEqual([
      '承认书',
      '规格书',
      '检验报告',
      'RoHS 报告',
      'MSDS',
      '3C 认证证书',
    ]);
    const categories = (await get(`${D}/by-name/MaterialCategory/items`)).json();
    expect(categories.items).toHaveLength(6);
    // The host has its own copy.
    const host = bearer((await login(server.app, { username: 'admin' })).access_token);
    expect((await get(`${D}/by-name/UnitOfMeasure/items`, host)).json().items).toHaveLength(7);
  });

  it('serves the items by name to any signed-in user, each tenant its own', async () => {
    const plain = await userWith(a, []);
    const res = await get(`${D}/by-name/UnitOfMeasure/items`, plain);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ label: '个', value: 'PCS', sort: 1 });
    expect((await get(`${D}?maxResultCount=5`, plain)).statusCode).toBe(403);
    expect(
      (await server.app.inject({ url: `${D}/by-name/UnitOfMeasure/items`, headers: { __tenant: a.name } }))
        .statusCode,
    ).toBe(401);
    expect((await get(`${D}/by-name/NoSuchDictionary/items`)).statusCode).toBe(404);
    const aIds = (await get(`${D}/by-name/UnitOfMeasure/items`))
      .json()
      .items.map((i: { id: string }) => i.id);
    const bIds = (await get(`${D}/by-name/UnitOfMeasure/items`, adminB))
      .json()
      .items.map((i: { id: string }) => i.id);
    expect(aIds.some((id: string) => bIds.includes(id))).toBe(false);
  });
});

/** The audited tail of both DTOs (ABP's AuditedEntityDto with extra properties). */
const AUDITED_KEYS = [
  'creationTime',
  'creatorId',
  'lastModificationTime',
  'lastModifierId',
  'extraProperties',
];

describe('dictionaries', () => {
  it('creates, reads, updates with the DictionaryDto shape', async () => {
    const created = await createDictionary('PaymentTerms', adminA, { description: '付款条件', sort: '3' });
    expect(Object.keys(created)).toEqual(['id', 'name', 'description', 'sort', ...AUDITED_KEYS]);
    expect(created).toMatchObject({
      name: 'PaymentTerms',
      description: '付款条件',
      sort: 3,
      lastModificationTime: null,
    });
    expect((await get(`${D}/${created.id}`)).json()).toEqual(created);
    const updated = await put(`${D}/${created.id}`, {
      name: 'PaymentTerm',
      description: '付款条件（月结）',
      sort: 4,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'PaymentTerm', description: '付款条件（月结）', sort: 4 });
    expect(updated.json().lastModificationTime).not.toBeNull();
    // Same name in another case is the same name; keeping one's own name is fine.
    expect((await put(`${D}/${created.id}`, { name: 'paymentterm', sort: 4 })).statusCode).toBe(200);
    await server.audit.flush();
    const logs = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.tenantId, a.id)),
    );
    const changes = logs.flatMap((l) => l.entityChanges).filter((c) => c.entityId === created.id);
    expect(changes.map((c) => c.changeType).sort()).toEqual([0, 1, 1]);
  });

  it('refuses a duplicate name as a business error (403)', async () => {
    const dup = await post(D, { name: 'unitofmeasure', sort: 1 });
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error).toMatchObject({
      code: 'Abp.DataDictionary.E0001',
      message: 'A dictionary with this name already exists.',
    });
    const zh = await post(D, { name: 'Carrier' }, { ...adminA, 'accept-language': 'zh-Hans' });
    expect(zh.statusCode).toBe(403);
    expect(zh.json().error.message).not.toMatch(/[A-Za-z]{4}/);
    const other = await createDictionary('Incoterms');
    const clash = await put(`${D}/${other.id}`, { name: 'Carrier' });
    expect(clash.statusCode).toBe(403);
    expect(clash.json().error.code).toBe('Abp.DataDictionary.E0001');
    // Two creators racing for one name: exactly one wins, the other gets the same 403.
    const race = await Promise.all([post(D, { name: 'Racing' }), post(D, { name: 'RACING' })]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    // Another tenant may use the name.
    expect((await post(D, { name: 'Incoterms' }, adminB)).statusCode).toBe(200);
  });

  it('validates its input', async () => {
    const cases: [object, string][] = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 'ok', description: 'x'.repeat(257) }, 'description'],
      [{ name: 'ok', sort: 40000 }, 'sort'],
      [{ name: 'ok', sort: 1.5 }, 'sort'],
      [{ name: 'ok', sort: 'first' }, 'sort'],
    ];
    for (const [payload, member] of cases) {
      const res = await post(D, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().error.validationErrors[0].members).toEqual([member]);
    }
    const res = await post(D, { name: 'x'.repeat(51) });
    expect(res.json().error.validationErrors[0].message).toBe(
      'The field name must be a string with a maximum length of 50.',
    );
    expect((await put(`${D}/${newId()}`, { name: 'Nothing' })).statusCode).toBe(404);
    expect((await get(`${D}/not-a-guid`)).statusCode).toBe(400);
  });

  it('filters on name or description, sorts and pages', async () => {
    await createDictionary('QualityGrade', adminA, { description: '质量等级', sort: 20 });
    const byDescription = (await get(`${D}?filter=${encodeURIComponent('单位')}`)).json();
    expect(byDescription.items.map((d: { name: string }) => d.name)).toEqual(['UnitOfMeasure']);
    expect((await get(`${D}?filter=quality`)).json().totalCount).toBe(1);
    expect((await get(`${D}?filter=${encodeURIComponent('%')}`)).json().totalCount).toBe(0);
    const bySort = (await get(`${D}?sorting=sort%20desc&maxResultCount=2`)).json();
    expect(bySort.items[0].name).toBe('QualityGrade');
    expect(bySort.totalCount).toBeGreaterThan(5);
    const page = (await get(`${D}?sorting=name&skipCount=1&maxResultCount=1`)).json();
    expect(page.items).toHaveLength(1);
    expect((await get(`${D}?sorting=creatorId`)).statusCode).toBe(400);
  });

  it('deletes a dictionary with its items, one or many at a time', async () => {
    const one = await createDictionary('ToDelete1');
    await createItem(one.id, '甲', 'A');
    await createItem(one.id, '乙', 'B');
    const two = await createDictionary('ToDelete2');
    await createItem(two.id, '丙', 'C');
    const three = await createDictionary('ToDelete3');
    await createItem(three.id, '丁', 'D');

    expect((await del(`${D}/${one.id}`)).statusCode).toBe(204);
    expect((await get(`${D}/${one.id}`)).statusCode).toBe(404);
    expect(await itemsOf(a, one.id)).toEqual([]);

    expect((await del(`${D}?ids=${two.id}&ids=${three.id}`)).statusCode).toBe(204);
    expect((await get(`${D}/${two.id}`)).statusCode).toBe(404);
    expect((await get(`${D}/${three.id}`)).statusCode).toBe(404);
    expect([...(await itemsOf(a, two.id)), ...(await itemsOf(a, three.id))]).toEqual([]);

    const four = await createDictionary('ToDelete4');
    expect((await del(`${D}?ids=${four.id}`)).statusCode).toBe(204);
    expect((await get(`${D}/${four.id}`)).statusCode).toBe(404);
    expect((await del(D)).statusCode).toBe(400);
    expect((await del(`${D}?ids=nope`)).statusCode).toBe(400);
  });
});

describe('dictionary items', () => {
  it('lists the items of one dictionary (pid required), with CRUD', async () => {
    const dict = await createDictionary('Colours');
    const red = await createItem(dict.id, '红色', 'RED', adminA, 2);
    const black = await createItem(dict.id, '黑色', 'BLACK', adminA, 1);
    expect(Object.keys(red)).toEqual(['id', 'pid', 'label', 'value', 'sort', ...AUDITED_KEYS]);
    expect(red).toMatchObject({ pid: dict.id, label: '红色', value: 'RED', sort: 2 });
    const list = (await get(`${I}?pid=${dict.id}`)).json();
    expect(list.totalCount).toBe(2);
    expect(list.items.map((i: { value: string }) => i.value)).toEqual(['BLACK', 'RED']);
    expect((await get(`${I}?pid=${dict.id}&sorting=value%20desc`)).json().items[0].value).toBe('RED');
    expect((await get(`${I}?pid=${dict.id}&filter=${encodeURIComponent('黑')}`)).json().totalCount).toBe(1);
    const missing = await get(I);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(['querystring.pid']);

    expect((await get(`${I}/${red.id}`)).json()).toEqual(red);
    const updated = await put(`${I}/${red.id}`, { label: '大红', value: 'RED', sort: 3, pid: dict.id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ label: '大红', value: 'RED', sort: 3 });
    expect((await put(`${I}/${red.id}`, { label: '红', value: 'black' })).json().error.code).toBe(
      'Abp.DataDictionary.E0002',
    );

    // A value appears once per dictionary (any case); other dictionaries may reuse it.
    const dup = await post(I, { pid: dict.id, label: '又一个黑', value: 'black' });
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error).toMatchObject({
      code: 'Abp.DataDictionary.E0002',
      message: 'This dictionary item already exists.',
    });
    const other = await createDictionary('CableColours');
    await createItem(other.id, '黑色', 'BLACK');
    // Moving an item to another dictionary checks there.
    expect((await put(`${I}/${black.id}`, { label: '黑色', value: 'BLACK', pid: other.id })).statusCode).toBe(
      403,
    );

    const noParent = await post(I, { pid: newId(), label: 'x', value: 'x' });
    expect(noParent.statusCode).toBe(403);
    expect(noParent.json().error.code).toBe('Abp.DataDictionary.N0001');
    for (const payload of [
      { pid: dict.id, value: 'x' },
      { pid: dict.id, label: 'x' },
      { pid: dict.id, label: 'x'.repeat(51), value: 'x' },
      { pid: dict.id, label: 'x', value: 'x'.repeat(257) },
      { pid: 'nope', label: 'x', value: 'x' },
      { label: 'x', value: 'x' },
      { pid: dict.id, label: 'x', value: 'x', sort: -40000 },
    ]) {
      expect((await post(I, payload)).statusCode).toBe(400);
    }

    const green = await createItem(dict.id, '绿色', 'GREEN');
    expect((await del(`${I}/${black.id}`)).statusCode).toBe(204);
    expect((await get(`${I}/${black.id}`)).statusCode).toBe(404);
    expect((await del(`${I}?ids=${red.id}&ids=${green.id}`)).statusCode).toBe(204);
    expect((await get(`${I}?pid=${dict.id}`)).json().totalCount).toBe(0);
  });
});

describe('policies', () => {
  it('gates each endpoint with its AbpDataDictionary policy', async () => {
    const dict = await createDictionary('Policed');
    const item = await createItem(dict.id, '一', 'ONE');
    const reader = await userWith(a, [Policies.AbpDataDictionary.Default.name]);
    expect((await get(D, reader)).statusCode).toBe(200);
    expect((await get(`${D}/${dict.id}`, reader)).statusCode).toBe(200);
    expect((await post(D, { name: 'Nope' }, reader)).statusCode).toBe(403);
    expect((await put(`${D}/${dict.id}`, { name: 'Nope' }, reader)).statusCode).toBe(403);
    expect((await del(`${D}/${dict.id}`, reader)).statusCode).toBe(403);
    expect((await del(`${D}?ids=${dict.id}`, reader)).statusCode).toBe(403);
    expect((await get(`${I}?pid=${dict.id}`, reader)).statusCode).toBe(403);
    expect((await get(`${I}/${item.id}`, reader)).statusCode).toBe(403);

    const editor = await userWith(a, [
      Policies.AbpDataDictionary.Default.name,
      Policies.AbpDataDictionary.Update.name,
      Policies.AbpDataDictionary['Detail.Default'].name,
      Policies.AbpDataDictionary['Detail.Create'].name,
    ]);
    expect((await put(`${D}/${dict.id}`, { name: 'Policed', sort: 2 }, editor)).statusCode).toBe(200);
    expect((await get(`${I}?pid=${dict.id}`, editor)).statusCode).toBe(200);
    expect((await post(I, { pid: dict.id, label: '二', value: 'TWO' }, editor)).statusCode).toBe(200);
    expect((await put(`${I}/${item.id}`, { label: '一', value: 'ONE', sort: 5 }, editor)).statusCode).toBe(
      403,
    );
    expect((await del(`${I}/${item.id}`, editor)).statusCode).toBe(403);
    expect((await del(`${I}?ids=${item.id}`, editor)).statusCode).toBe(403);
    expect((await post(D, { name: 'Nope' }, editor)).statusCode).toBe(403);
    expect((await del(`${D}/${dict.id}`, editor)).statusCode).toBe(403);
    expect((await server.app.inject({ url: D, headers: { __tenant: a.name } })).statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('keeps every list, read and change inside the tenant', async () => {
    const dict = await createDictionary('SecretOfA');
    const item = await createItem(dict.id, '机密', 'SECRET');

    const bList = (await get(`${D}?maxResultCount=1000`, adminB)).json();
    expect(bList.items.some((d: { id: string }) => d.id === dict.id)).toBe(false);
    expect((await get(`${D}?filter=SecretOfA`, adminB)).json().totalCount).toBe(0);
    expect((await get(`${D}/${dict.id}`, adminB)).statusCode).toBe(404);
    expect((await put(`${D}/${dict.id}`, { name: 'Stolen' }, adminB)).statusCode).toBe(404);
    expect((await get(`${I}?pid=${dict.id}`, adminB)).json()).toEqual({ totalCount: 0, items: [] });
    expect((await get(`${I}/${item.id}`, adminB)).statusCode).toBe(404);
    expect((await put(`${I}/${item.id}`, { label: 'x', value: 'x' }, adminB)).statusCode).toBe(404);
    const intoA = await post(I, { pid: dict.id, label: 'x', value: 'X' }, adminB);
    expect(intoA.statusCode).toBe(403);
    expect(intoA.json().error.code).toBe('Abp.DataDictionary.N0001');
    expect((await get(`${D}/by-name/SecretOfA/items`, adminB)).statusCode).toBe(404);
    // B's token with A's __tenant header still acts in B.
    expect((await get(`${D}/${dict.id}`, { ...adminB, __tenant: a.name })).statusCode).toBe(404);

    // Deletes aimed at A's rows from B change nothing.
    expect((await del(`${I}/${item.id}`, adminB)).statusCode).toBe(204);
    expect((await del(`${I}?ids=${item.id}`, adminB)).statusCode).toBe(204);
    expect((await del(`${D}/${dict.id}`, adminB)).statusCode).toBe(204);
    expect((await del(`${D}?ids=${dict.id}`, adminB)).statusCode).toBe(204);
    expect((await get(`${D}/${dict.id}`)).json()).toMatchObject({ name: 'SecretOfA' });
    expect((await get(`${I}/${item.id}`)).json()).toMatchObject({ value: 'SECRET' });
    expect(await itemsOf(b, dict.id)).toEqual([]);
    expect(await itemsOf(a, dict.id)).toHaveLength(1);
  });
});
