import { Policies } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldTenant } from '../../../../test/world.js';
import { SEED_CHECK_ITEMS } from './seed.js';

const w = useWorld({ prefix: 'lci' });
const P = Policies.LetterOfRecognition.InitialCheckTemplateItem;
const base = '/api/app/initialCheckTemplateItem';
let seq = 0;
const code = (prefix = 'CI') => `${prefix}_${Date.now().toString(36)}_${++seq}`.toUpperCase();

const body = (extra: Record<string, unknown> = {}) => ({
  code: code(),
  nameEn: 'Salt spray report',
  nameZhHans: '盐雾测试报告',
  nameZhHant: '鹽霧測試報告',
  acceptanceCriteria: 'NSS 48 h per GB/T 10125, no red rust.',
  allowedExts: ['PDF', '.jpg', ' pdf '],
  maxFiles: 4,
  needsValidity: true,
  defaultValidityMonths: 12,
  reviewerRole: 'SQE',
  sort: 500,
  ...extra,
});

interface Item {
  id: string;
  code: string;
  name: string;
  allowedExts: string[];
  concurrencyStamp: string;
  templateCount: number;
  isActive: boolean;
}

async function create(t: WorldTenant, b: Record<string, unknown> = body()): Promise<Item> {
  const res = await w.api(t.admin).post(base, b);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Item;
}

const codes = (res: { body: { items: { code: string }[] } }) => res.body.items.map((x) => x.code);

describe('check-item library API', () => {
  it('seeds every tenant with the library of business-domain §2.2, names in three languages', async () => {
    const res = await w.api(w.a.admin).get(`${base}?maxResultCount=100`);
    expect(res.status).toBe(200);
    for (const seeded of SEED_CHECK_ITEMS) expect(codes(res)).toContain(seeded.code);
    expect(SEED_CHECK_ITEMS.length).toBeGreaterThanOrEqual(17);
    const rohs = (res.body.items as Record<string, unknown>[]).find((i) => i.code === 'ROHS_REPORT');
    expect(rohs).toMatchObject({
      needsValidity: true,
      defaultValidityMonths: 12,
      reviewerRole: 'SQE',
      allowedExts: ['pdf'],
      name: 'Third-party RoHS test report (SGS)',
      nameZhHans: '第三方RoHS测试报告（SGS）',
    });
    expect(rohs!.acceptanceCriteria).toMatch(/2015\/863.*Cd ≤ 0\.01 %/);
    // The default templates list the seeded items.
    expect(rohs!.templateCount).toBeGreaterThan(0);
    // The name follows the caller's language.
    const zh = await w.api(w.a.admin, null, { 'accept-language': 'zh-Hans' }).get(`${base}?filter=HSF_DECL`);
    expect(zh.body.items[0]).toMatchObject({ code: 'HSF_DECLARATION', name: '不使用有害物质保证书' });
  });

  it('creates, reads, lists with filters and sorting, updates with the stamp', async () => {
    const { a } = w;
    const item = await create(a);
    expect(item).toMatchObject({
      allowedExts: ['pdf', 'jpg'],
      needsFile: true,
      isActive: true,
      templateCount: 0,
      name: 'Salt spray report',
    });
    expect((await w.api(a.admin).get(`${base}/${item.id}`)).body.code).toBe(item.code);

    // Keyword: the code or any of the names.
    expect(codes(await w.api(a.admin).get(`${base}?filter=${item.code.slice(0, 10)}`))).toContain(item.code);
    expect(codes(await w.api(a.admin).get(`${base}?filter=${encodeURIComponent('鹽霧')}`))).toContain(
      item.code,
    );
    expect(codes(await w.api(a.admin).get(`${base}?isActive=false&maxResultCount=100`))).not.toContain(
      item.code,
    );
    expect((await w.api(a.admin).get(`${base}?sorting=name desc`)).status).toBe(200);
    expect((await w.api(a.admin).get(`${base}?sorting=defaultValidityMonths desc, code`)).status).toBe(200);
    expectError(await w.api(a.admin).get(`${base}?sorting=acceptanceCriteria`), 400);

    const upd = await w.api(a.admin).put(`${base}/${item.id}`, {
      ...body({ code: item.code, isActive: false, needsValidity: false, defaultValidityMonths: null }),
      concurrencyStamp: item.concurrencyStamp,
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body).toMatchObject({ isActive: false, needsValidity: false, defaultValidityMonths: null });
    expect(codes(await w.api(a.admin).get(`${base}?isActive=false&maxResultCount=100`))).toContain(item.code);
    // The stamp read before that save is stale now.
    expectError(
      await w
        .api(a.admin)
        .put(`${base}/${item.id}`, { ...body({ code: item.code }), concurrencyStamp: item.concurrencyStamp }),
      409,
    );
  });

  it('validates the fields', async () => {
    const api = w.api(w.a.admin);
    for (const bad of [
      { code: 'rohs_lower' },
      { code: 'HAS SPACE' },
      { code: 'X'.repeat(33) },
      { code: '' },
      { nameEn: '' },
      { nameZhHant: undefined },
      { maxFiles: 0 },
      { maxFiles: 21 },
      { defaultValidityMonths: 0 },
      { defaultValidityMonths: 121 },
      { allowedExts: ['p d f'] },
      { allowedExts: ['abcdefghijk'] },
      { reviewerRole: 'Boss' },
      { sort: -1 },
    ]) {
      const res = await api.post(base, body(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    // Validity months without validity: a localized message on the field.
    const err = expectError(
      await w
        .api(w.a.admin, null, { 'accept-language': 'zh-Hans' })
        .post(base, body({ needsValidity: false, defaultValidityMonths: 6 })),
      400,
    );
    expect(err.message).toBe('只有需有效期的项目才能设置默认有效月数。');
    expect(err.validationErrors?.[0]?.members).toEqual(['defaultValidityMonths']);
  });

  it('keeps codes unique per tenant, and another tenant may reuse one', async () => {
    const item = await create(w.a);
    const dup = expectError(
      await w.api(w.a.admin).post(base, body({ code: item.code })),
      403,
      'SupplierPortal:DuplicateCheckItemCode',
    );
    expect(dup.message).toContain(item.code);
    const other = await create(w.a);
    expectError(
      await w.api(w.a.admin).put(`${base}/${other.id}`, body({ code: item.code })),
      403,
      'SupplierPortal:DuplicateCheckItemCode',
    );
    // The seeded codes exist in every tenant; b may also take a's new code.
    await create(w.b, body({ code: item.code }));
    // A deleted item's code is free again.
    expect((await w.api(w.a.admin).delete(`${base}/${item.id}`)).status).toBe(204);
    await create(w.a, body({ code: item.code }));
  });

  it('refuses to delete or re-code an item a template uses; deactivating it is allowed', async () => {
    const { a } = w;
    const item = await create(a);
    const tpl = await w.api(a.admin).post('/api/app/checkTemplate', {
      code: `T-${item.code}`,
      name: 'Uses the new item',
      materialCategory: 'PCB',
      lines: [{ itemCode: item.code }],
    });
    expect(tpl.status, JSON.stringify(tpl.body)).toBe(200);
    expect((await w.api(a.admin).get(`${base}/${item.id}`)).body.templateCount).toBe(1);

    const err = expectError(
      await w.api(a.admin).delete(`${base}/${item.id}`),
      403,
      'SupplierPortal:CheckItemInUse',
    );
    expect(err.message).toBe(
      `Check item ${item.code} is used by check template T-${item.code}: deactivate it instead of deleting it.`,
    );
    const recode = expectError(
      await w.api(a.admin).put(`${base}/${item.id}`, body({ code: `${item.code}_X` })),
      400,
    );
    expect(recode.message).toContain('cannot change');
    const off = await w.api(a.admin).put(`${base}/${item.id}`, body({ code: item.code, isActive: false }));
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    // Once the template is gone, the item may go too.
    expect((await w.api(a.admin).delete(`/api/app/checkTemplate/${tpl.body.id}`)).status).toBe(204);
    expect((await w.api(a.admin).delete(`${base}/${item.id}`)).status).toBe(204);
    expectError(await w.api(a.admin).get(`${base}/${item.id}`), 404);
  });

  it('lets only the rightful users read and write', async () => {
    const { a } = w;
    const item = await create(a);
    const vendor = a.suppliers[0]!.vendor.token;
    // A vendor holds none of the library's policies.
    expectError(await w.api(vendor).get(base), 403);
    expectError(await w.api(vendor).post(base, body()), 403);
    expectError(await w.api(vendor).put(`${base}/${item.id}`, body({ code: item.code })), 403);
    expectError(await w.api(vendor).delete(`${base}/${item.id}`), 403);
    // A reader cannot write.
    const reader = await a.userWith([P.name]);
    expect((await w.api(reader).get(base)).status).toBe(200);
    expectError(await w.api(reader).post(base, body()), 403);
    expectError(await w.api(reader).put(`${base}/${item.id}`, body({ code: item.code })), 403);
    expectError(await w.api(reader).delete(`${base}/${item.id}`), 403);
    // A vendor user given the write policies by mistake is still refused.
    const vendorWriter = await a.userWith([P.name, P.Create.name, P.Delete.name], {
      supplierId: a.suppliers[0]!.id,
    });
    expectError(await w.api(vendorWriter).post(base, body()), 403);
    expectError(await w.api(vendorWriter).delete(`${base}/${item.id}`), 403);
    // Anonymous.
    expectError(await w.api(null, a).get(base), 401);
  });

  it('keeps tenants apart', async () => {
    const item = await create(w.a);
    const api = w.api(w.b.admin);
    expectError(await api.get(`${base}/${item.id}`), 404);
    expectError(await api.put(`${base}/${item.id}`, body({ code: item.code })), 404);
    expectError(await api.delete(`${base}/${item.id}`), 404);
    expect(codes(await api.get(`${base}?filter=${item.code}`))).toEqual([]);
  });
});
