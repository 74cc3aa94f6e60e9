import { inflateRawSync } from 'node:zlib';
import { Policies } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTenant,
  createUser,
  login,
  passwordLogin,
  startTestServer,
  tokenRequest,
  APP_CLIENT,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { queryRows } from '../../platform/db/client.js';
import { asSystem, inScope, tenantScope } from '../../platform/db/scope.js';
import { grantToRole } from '../../platform/permissions/grants.js';
import { users } from '../identity/schema.js';
import { seedDemoSuppliers } from './demo.js';
import { suppliers } from './schema.js';

let server: TestServer;
let a: TestTenant;
let b: TestTenant;
let adminA: string;
let adminB: string;

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'sup-a');
  b = await createTenant(server, 'sup-b');
  adminA = (await login(server.app, { username: 'admin', tenant: a.name })).access_token;
  adminB = (await login(server.app, { username: 'admin', tenant: b.name })).access_token;
});
afterAll(() => server.close());

interface Contact {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  isPrimary: boolean;
}
interface Supplier {
  id: string;
  tenantId: string | null;
  vendorCode: string;
  name: string;
  shortName: string | null;
  contacts: Contact[];
  address: string | null;
  status: number;
  remark: string | null;
  userCount: number;
  concurrencyStamp: string;
  extraProperties: Record<string, unknown>;
}
interface Paged<T> {
  totalCount: number;
  items: T[];
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let seq = 0;
/** A vendor code unique to this file (on PostgreSQL its servers share one database, tenants do not). */
const code = (prefix: string) => `${prefix}-${(++seq).toString().padStart(3, '0')}`;

const body = (vendorCode: string, extra: Record<string, unknown> = {}) => ({
  vendorCode,
  name: `Supplier ${vendorCode}`,
  contacts: [{ name: 'Zhang San', email: `${vendorCode.toLowerCase()}@vendor.example`, phone: '0755-1234' }],
  ...extra,
});

async function create(token: string, vendorCode: string, extra: Record<string, unknown> = {}) {
  const res = await call(token, 'POST', '/api/app/supplier', body(vendorCode, extra));
  if (res.statusCode !== 200) throw new Error(`create ${vendorCode}: ${res.statusCode} ${res.body}`);
  return res.json<Supplier>();
}

/** Binds a user to a supplier the way the users API does: the `supplier_id` column. */
async function bind(tenantId: string, userId: string, supplierId: string) {
  await inScope(server.database.db, tenantScope(tenantId), (tx) =>
    tx
      .update(users)
      .set({ supplierId })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId))),
  );
  await server.services.bus.publish({ kind: 'user', tenantId, userId });
}

async function roleWith(tenantId: string, name: string, policies: string[]) {
  await inScope(server.database.db, tenantScope(tenantId), async (tx) => {
    await server.services.identity.ensureRole(tx, tenantId, name);
    await grantToRole(tx, tenantId, name, policies);
  });
}

/** The text of every part of an .xlsx (a zip): enough to see which rows it holds. */
function xlsxText(buffer: Buffer): string {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  let text = '';
  for (let i = 0; i < entries; i++) {
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const skip = nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const dataAt = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(dataAt, dataAt + size);
    text += (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at += 46 + skip;
  }
  return text;
}

describe('supplier directory', () => {
  it('creates, reads, updates (409 on a stale stamp) and soft-deletes a supplier', async () => {
    const vendorCode = code('CRUD');
    const res = await call(adminA, 'POST', '/api/app/supplier', {
      vendorCode: `  ${vendorCode} `,
      name: '深圳市测试电子有限公司',
      shortName: '测试电子',
      contacts: [
        { name: '李四', title: '', email: '', phone: '138 0000 0000' },
        { name: '王五', title: '品质经理', email: 'wang@vendor.example' },
      ],
      address: '深圳市南山区',
      remark: '',
      extraProperties: { EnglishName: 'Test Electronics' },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<Supplier>();
    expect(created).toMatchObject({
      tenantId: a.id,
      vendorCode,
      name: '深圳市测试电子有限公司',
      shortName: '测试电子',
      address: '深圳市南山区',
      status: 0,
      remark: null,
      userCount: 0,
      isDeleted: false,
      extraProperties: { EnglishName: 'Test Electronics' },
      // No primary was marked: the first contact with an e-mail becomes it; blanks read as null.
      contacts: [
        { name: '李四', title: null, email: null, phone: '138 0000 0000', isPrimary: false },
        { name: '王五', title: '品质经理', email: 'wang@vendor.example', phone: null, isPrimary: true },
      ],
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await call(adminA, 'GET', `/api/app/supplier/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const put = await call(adminA, 'PUT', `/api/app/supplier/${created.id}`, {
      vendorCode,
      name: 'Renamed',
      concurrencyStamp: created.concurrencyStamp,
      extraProperties: { Tier: 'A' },
    });
    expect(put.statusCode).toBe(200);
    const updated = put.json<Supplier>();
    expect(updated).toMatchObject({
      name: 'Renamed',
      shortName: '测试电子', // fields left out keep their values
      contacts: created.contacts,
      extraProperties: { EnglishName: 'Test Electronics', Tier: 'A' },
    });
    expect(updated.concurrencyStamp).not.toBe(created.concurrencyStamp);

    const stale = await call(adminA, 'PUT', `/api/app/supplier/${created.id}`, {
      vendorCode,
      name: 'Late',
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);

    const del = await call(adminA, 'DELETE', `/api/app/supplier/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await call(adminA, 'GET', `/api/app/supplier/${created.id}`)).statusCode).toBe(404);
    const [row] = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(suppliers).where(eq(suppliers.id, created.id)),
    );
    expect(row).toMatchObject({ isDeleted: true, supplierId: created.id });
    // The code is free again once its supplier is deleted.
    expect((await call(adminA, 'POST', '/api/app/supplier', body(vendorCode))).statusCode).toBe(200);

    await server.audit.flush();
    const audits = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.url, `/api/app/supplier/${created.id}`)),
    );
    const changes = audits.flatMap((r) => r.entityChanges);
    expect(changes.map((c) => c.changeType).sort()).toEqual([1, 2]);
    expect(changes.find((c) => c.changeType === 1)?.propertyChanges).toContainEqual(
      expect.objectContaining({ propertyName: 'name', newValue: '"Renamed"' }),
    );
  });

  it('filters on code, names and the contacts (name, e-mail, phone) and status; sorts; pages', async () => {
    const tag = `FLT${Date.now().toString(36).toUpperCase()}`;
    const s1 = await create(adminA, `${tag}-1`, {
      name: `${tag} 东莞五金`,
      shortName: 'Hardware',
      contacts: [{ name: '欧阳娜娜', email: 'nana@dg.example', phone: '0769-555-0101' }],
    });
    const s2 = await create(adminA, `${tag}-2`, {
      name: `${tag} 苏州线缆`,
      shortName: 'Cable',
      contacts: [{ name: 'Peter Wu', email: 'peter@cable.example', phone: '0512-777-0202' }],
    });
    const s3 = await create(adminA, `${tag}-3`, { name: `${tag} 上海包装` });
    const list = async (query: string) => {
      const res = await call(adminA, 'GET', `/api/app/supplier?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<Supplier>>();
    };
    const codes = (p: Paged<Supplier>) => p.items.map((s) => s.vendorCode);

    expect(codes(await list(`filter=${tag}`))).toEqual([s1.vendorCode, s2.vendorCode, s3.vendorCode]);
    expect(codes(await list(`filter=${tag.toLowerCase()}-2`))).toEqual([s2.vendorCode]);
    expect(codes(await list('filter=欧阳'))).toEqual([s1.vendorCode]);
    expect(codes(await list('filter=PETER@CABLE'))).toEqual([s2.vendorCode]);
    expect(codes(await list('filter=777-0202'))).toEqual([s2.vendorCode]);
    expect(codes(await list('filter=hardware'))).toEqual([s1.vendorCode]);
    expect(codes(await list('filter=100%25_'))).toEqual([]); // LIKE wildcards are literal

    expect((await call(adminA, 'POST', `/api/app/supplier/${s3.id}/suspend`)).statusCode).toBe(200);
    expect(codes(await list(`filter=${tag}&status=1`))).toEqual([s3.vendorCode]);
    expect(codes(await list(`filter=${tag}&status=0&sorting=vendorCode desc`))).toEqual([
      s2.vendorCode,
      s1.vendorCode,
    ]);
    expect(codes(await list(`filter=${tag}&status=`))).toHaveLength(3);
    expect(codes(await list(`filter=${tag}&sorting=status desc, vendorCode`))[0]).toBe(s3.vendorCode);
    for (const field of ['name', 'shortName', 'creationTime', 'vendorCode asc']) {
      expect((await list(`filter=${tag}&sorting=${field}`)).totalCount).toBe(3);
    }

    const page = await list(`filter=${tag}&sorting=vendorCode&skipCount=1&maxResultCount=1`);
    expect(page.totalCount).toBe(3);
    expect(codes(page)).toEqual([s2.vendorCode]);

    for (const bad of ['sorting=password', 'status=2', 'status=x', 'maxResultCount=5000']) {
      const res = await call(adminA, 'GET', `/api/app/supplier?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('answers bad input with validation messages and a duplicate code with a business error', async () => {
    const taken = await create(adminA, code('dup'));
    const dup = await call(adminA, 'POST', '/api/app/supplier', body(taken.vendorCode.toUpperCase()));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:DuplicateSupplierCode',
      message: `Supplier code '${taken.vendorCode.toUpperCase()}' is already taken.`,
      validationErrors: [{ message: '', members: ['vendorCode'] }],
    });
    const other = await create(adminA, code('dup'));
    const rename = await call(adminA, 'PUT', `/api/app/supplier/${other.id}`, body(taken.vendorCode));
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.code).toBe('Volo.Abp.Identity:DuplicateSupplierCode');

    const badEmail = await call(adminA, 'POST', '/api/app/supplier', {
      ...body(code('bad')),
      contacts: [{ name: 'X', email: 'not-an-address' }],
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.validationErrors).toEqual([
      { message: 'The contacts.0.email field is not a valid e-mail address.', members: ['contacts.0.email'] },
    ]);

    const twoPrimaries = await call(adminA, 'POST', '/api/app/supplier', {
      ...body(code('bad')),
      contacts: [
        { name: 'X', email: 'x@vendor.example', isPrimary: true },
        { name: 'Y', email: 'y@vendor.example', isPrimary: true },
      ],
    });
    expect(twoPrimaries.statusCode).toBe(400);
    expect(twoPrimaries.json().error.validationErrors).toEqual([
      { message: 'Only one contact can be the primary contact.', members: ['contacts'] },
    ]);

    for (const contacts of [[], [{ name: 'No mail', phone: '123' }], undefined]) {
      const res = await call(adminA, 'POST', '/api/app/supplier', { ...body(code('bad')), contacts });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors).toEqual([
        { message: 'At least one contact must have an email address.', members: ['contacts'] },
      ]);
    }

    const zh = await server.app.inject({
      method: 'POST',
      url: '/api/app/supplier',
      headers: { ...bearer(adminA), 'accept-language': 'zh-Hans' },
      payload: { ...body(code('bad')), contacts: [{ name: 'No mail' }] },
    });
    expect(zh.json().error.validationErrors[0].message).toBe('至少需要一位联系人填写电子邮箱。');

    const missing = await call(adminA, 'POST', '/api/app/supplier', { vendorCode: '  ', contacts: [] });
    expect(missing.statusCode).toBe(400);
    const members = missing
      .json<{ error: { validationErrors: { members: string[] }[] } }>()
      .error.validationErrors.flatMap((v) => v.members)
      .sort();
    expect(members).toEqual(['name', 'vendorCode']);

    for (const vendorCode of ['V 01', 'V/01', '-V01', 'V'.repeat(33)]) {
      const res = await call(adminA, 'POST', '/api/app/supplier', body(vendorCode));
      expect(res.statusCode, vendorCode).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(['vendorCode']);
    }
    const badStatus = await call(adminA, 'POST', '/api/app/supplier', { ...body(code('bad')), status: 7 });
    expect(badStatus.statusCode).toBe(400);
    const notFound = await call(adminA, 'PUT', `/api/app/supplier/${b.id}`, body(code('nf')));
    expect(notFound.statusCode).toBe(404);
  });

  it('lists the statuses, localized', async () => {
    const res = await call(adminA, 'GET', '/api/app/supplier/statusEnum');
    expect(res.json()).toEqual([
      { value: 0, name: 'Active' },
      { value: 1, name: 'Suspended' },
    ]);
    const zh = await server.app.inject({
      url: '/api/app/supplier/statusEnum',
      headers: { ...bearer(adminA), 'accept-language': 'zh-Hant' },
    });
    expect(zh.json()).toEqual([
      { value: 0, name: '正常' },
      { value: 1, name: '已暫停' },
    ]);
  });

  it('refuses every endpoint without its policy', async () => {
    const target = await create(adminA, code('pol'));
    await createUser(server, a.id, 'pol-vendor', ['vendor']);
    await roleWith(a.id, 'supplier-reader', [Policies.AbpIdentity.Suppliers.name]);
    await createUser(server, a.id, 'pol-reader', ['supplier-reader']);
    const vendor = (await login(server.app, { username: 'pol-vendor', tenant: a.name })).access_token;
    const reader = (await login(server.app, { username: 'pol-reader', tenant: a.name })).access_token;

    const reads: [string, string][] = [
      ['GET', '/api/app/supplier'],
      ['GET', `/api/app/supplier/${target.id}`],
      ['GET', '/api/app/supplier/export'],
      ['GET', '/api/app/supplier/statusEnum'],
    ];
    const writes: [string, string][] = [
      ['POST', '/api/app/supplier'],
      ['PUT', `/api/app/supplier/${target.id}`],
      ['DELETE', `/api/app/supplier/${target.id}`],
      ['POST', `/api/app/supplier/${target.id}/suspend`],
      ['POST', `/api/app/supplier/${target.id}/activate`],
    ];
    for (const [method, url] of [...reads, ...writes]) {
      const res = await call(vendor, method as 'GET', url, method === 'GET' ? undefined : body('X1'));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('Volo.Authorization:010001');
      const anonymous = await server.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url] of reads) {
      expect((await call(reader, method as 'GET', url)).statusCode, `${method} ${url}`).toBe(200);
    }
    for (const [method, url] of writes) {
      const res = await call(reader, method as 'GET', url, body('X1'));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // `mine` needs no policy: a staff user has no supplier, which reads as no content.
    expect((await call(reader, 'GET', '/api/app/supplier/mine')).statusCode).toBe(204);
  });

  it('refuses to delete a supplier while users are bound to it', async () => {
    const s = await create(adminA, code('bound'), { name: '绑定用户的供应商' });
    const u = await createUser(server, a.id, 'bound-user', ['vendor']);
    await bind(a.id, u.id, s.id);
    expect((await call(adminA, 'GET', `/api/app/supplier/${s.id}`)).json().userCount).toBe(1);
    const res = await call(adminA, 'DELETE', `/api/app/supplier/${s.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:SupplierHasUsers',
      message: "Supplier '绑定用户的供应商' still has users and cannot be deleted.",
    });
    expect((await call(adminA, 'GET', `/api/app/supplier/${s.id}`)).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("tenant B can neither list, read, change nor export tenant A's suppliers", async () => {
    const s = await create(adminA, code('ISO'));
    const list = await call(adminB, 'GET', `/api/app/supplier?filter=${s.vendorCode}`);
    expect(list.json()).toEqual({ totalCount: 0, items: [] });
    const all = await call(adminB, 'GET', '/api/app/supplier?maxResultCount=1000');
    expect(all.json<Paged<Supplier>>().items.every((x) => x.tenantId === b.id)).toBe(true);
    for (const [method, url] of [
      ['GET', `/api/app/supplier/${s.id}`],
      ['PUT', `/api/app/supplier/${s.id}`],
      ['DELETE', `/api/app/supplier/${s.id}`],
      ['POST', `/api/app/supplier/${s.id}/suspend`],
      ['POST', `/api/app/supplier/${s.id}/activate`],
    ] as const) {
      const res = await server.app.inject({
        method,
        url,
        headers: { ...bearer(adminB), __tenant: a.name },
        ...(method === 'PUT' ? { payload: body(s.vendorCode) } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const exported = await call(adminB, 'GET', `/api/app/supplier/export?filter=${s.vendorCode}`);
    expect(xlsxText(exported.rawPayload)).not.toContain(s.vendorCode);
    // The same code is free in tenant B: codes are unique per tenant.
    expect((await call(adminB, 'POST', '/api/app/supplier', body(s.vendorCode))).statusCode).toBe(200);
    const [row] = await asSystem(server.database.db, (tx) =>
      tx.select().from(suppliers).where(eq(suppliers.id, s.id)),
    );
    expect(row).toMatchObject({ status: 0, isDeleted: false, name: s.name });
  });
});

describe('supplier isolation', () => {
  let s1: Supplier;
  let s2: Supplier;
  let v1Token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    s1 = await create(adminA, code('S1'));
    s2 = await create(adminA, code('S2'));
    // Even a vendor granted the directory and the users pages sees only their own supplier.
    await roleWith(a.id, 'vendor-plus', [
      Policies.AbpIdentity.Suppliers.name,
      Policies.AbpIdentity.Suppliers.Create.name,
      Policies.AbpIdentity.Suppliers.Update.name,
      Policies.AbpIdentity.Suppliers.Delete.name,
      Policies.AbpIdentity.Users.name,
    ]);
    for (const [name, supplier] of [
      ['iso-v1', s1],
      ['iso-v1b', s1],
      ['iso-v2', s2],
    ] as const) {
      const u = await createUser(server, a.id, name, ['vendor', 'vendor-plus']);
      await bind(a.id, u.id, supplier.id);
      ids[name] = u.id;
    }
    v1Token = (await login(server.app, { username: 'iso-v1', tenant: a.name })).access_token;
  });

  it('lists only their own supplier, and only the users of their supplier', async () => {
    const list = await call(v1Token, 'GET', '/api/app/supplier?maxResultCount=1000');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id: s1.id, userCount: 2 }] });
    const admins = await call(adminA, 'GET', '/api/app/supplier?maxResultCount=1000');
    expect(admins.json<Paged<Supplier>>().totalCount).toBeGreaterThan(2);

    const usersList = await call(v1Token, 'GET', '/api/identity/users?maxResultCount=1000');
    expect(usersList.statusCode).toBe(200);
    const names = usersList.json<Paged<{ userName: string }>>().items.map((u) => u.userName);
    expect(names.sort()).toEqual(['iso-v1', 'iso-v1b']);
    expect((await call(v1Token, 'GET', `/api/identity/users/${ids['iso-v2']}`)).statusCode).toBe(404);

    const mine = await call(v1Token, 'GET', '/api/app/supplier/mine');
    expect(mine.json()).toMatchObject({ id: s1.id, vendorCode: s1.vendorCode });
  });

  it("gets 404 for another supplier's row, cannot change it, and cannot create suppliers", async () => {
    expect((await call(v1Token, 'GET', `/api/app/supplier/${s2.id}`)).statusCode).toBe(404);
    const put = await call(
      v1Token,
      'PUT',
      `/api/app/supplier/${s2.id}`,
      body(s2.vendorCode, { name: 'Hijacked' }),
    );
    expect(put.statusCode).toBe(404);
    expect((await call(v1Token, 'POST', `/api/app/supplier/${s2.id}/suspend`)).statusCode).toBe(404);
    expect((await call(v1Token, 'DELETE', `/api/app/supplier/${s2.id}`)).statusCode).toBe(404);
    const created = await call(v1Token, 'POST', '/api/app/supplier', body(code('V1NEW')));
    expect(created.statusCode).toBe(403);
    // The code, names, status and remark are the buyer's: another supplier's code is refused as that.
    const own = (await call(adminA, 'GET', `/api/app/supplier/${s1.id}`)).json();
    const steal = await call(v1Token, 'PUT', `/api/app/supplier/${s1.id}`, {
      ...body(s2.vendorCode),
      concurrencyStamp: own.concurrencyStamp,
    });
    expect(steal.statusCode).toBe(403);
    expect(steal.json().error.code).toBe('Volo.Abp.Identity:SupplierFieldsBuyerOwned');
    const renamed = await call(v1Token, 'PUT', `/api/app/supplier/${s1.id}`, {
      ...body(s1.vendorCode, { name: 'Renamed by vendor' }),
      concurrencyStamp: own.concurrencyStamp,
    });
    expect(renamed.json().error.code).toBe('Volo.Abp.Identity:SupplierFieldsBuyerOwned');
    // Their contacts and address are theirs to keep current.
    const contacts = [{ name: 'New QA', email: 'qa@s1.example', isPrimary: true }];
    const kept = await call(v1Token, 'PUT', `/api/app/supplier/${s1.id}`, {
      vendorCode: own.vendorCode,
      name: own.name,
      shortName: own.shortName,
      remark: own.remark,
      address: 'No. 8, Vendor Road',
      contacts,
      concurrencyStamp: own.concurrencyStamp,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      address: 'No. 8, Vendor Road',
      name: own.name,
      contacts: [{ name: 'New QA' }],
    });

    const export_ = await call(v1Token, 'GET', '/api/app/supplier/export');
    const text = xlsxText(export_.rawPayload);
    expect(text).toContain(s1.vendorCode);
    expect(text).not.toContain(s2.vendorCode);

    const after = await call(adminA, 'GET', `/api/app/supplier/${s2.id}`);
    expect(after.json()).toMatchObject({ name: s2.name, status: 0, isDeleted: false });
  });

  it("sees allowedActions from the workflow, and only their own supplier's history", async () => {
    const mine = (await call(v1Token, 'GET', '/api/app/supplier/mine')).json<{ allowedActions: string[] }>();
    // Granted update and suspend policies, but suspending is the buyer's: the table says so.
    expect(mine.allowedActions).toEqual(['update']);
    const staff = (await call(adminA, 'GET', `/api/app/supplier/${s1.id}`)).json<{
      allowedActions: string[];
    }>();
    expect(staff.allowedActions).toEqual(['suspend', 'update', 'delete']);
    const refused = await call(v1Token, 'POST', `/api/app/supplier/${s1.id}/suspend`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SupplierPortal:WrongSide');

    const history = (id: string, token: string) =>
      call(
        token,
        'GET',
        `/api/app/workflow/history?entityType=SupplierPortal.Suppliers.Supplier&entityId=${id}`,
      );
    expect((await history(s1.id, v1Token)).json()).toMatchObject([{ action: 'create', toStatus: 0 }]);
    expect((await history(s2.id, v1Token)).json()).toEqual([]);
  });

  it('in the database, the vendor scope sees and changes only its supplier, without any filter', async () => {
    const scope = { tenantId: a.id, supplierId: s1.id };
    const seen = await inScope(server.database.db, scope, async (tx) => ({
      suppliers: await queryRows<{ id: string }>(tx, sql`select id from suppliers`),
      users: await queryRows<{ user_name: string }>(tx, sql`select user_name from users`),
    }));
    expect(seen.suppliers.map((r) => r.id)).toEqual([s1.id]);
    expect(seen.users.map((r) => r.user_name).sort()).toEqual(['iso-v1', 'iso-v1b']);

    await inScope(server.database.db, scope, (tx) =>
      tx.execute(sql`update suppliers set remark = 'touched'`),
    );
    const rows = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx.select({ id: suppliers.id, remark: suppliers.remark }).from(suppliers),
    );
    expect(rows.find((r) => r.id === s1.id)?.remark).toBe('touched');
    expect(rows.filter((r) => r.remark === 'touched')).toHaveLength(1);
  });
});

describe('suspension', () => {
  it("blocks the supplier's users: sessions end, tokens stop, logins fail; activation lets them in", async () => {
    const s = await create(adminA, code('SUSP'));
    const u = await createUser(server, a.id, 'susp-user', ['vendor']);
    await bind(a.id, u.id, s.id);
    const staff = await createUser(server, a.id, 'susp-staff', ['vendor']);
    const before = await login(server.app, { username: 'susp-user', tenant: a.name });
    const staffToken = (await login(server.app, { username: 'susp-staff', tenant: a.name })).access_token;
    expect((await call(before.access_token, 'GET', '/api/app/supplier/mine')).statusCode).toBe(200);

    const suspended = await call(adminA, 'POST', `/api/app/supplier/${s.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ id: s.id, status: 1 });
    const reason = await call(
      adminB,
      'GET',
      `/api/app/workflow/history?entityType=SupplierPortal.Suppliers.Supplier&entityId=${s.id}`,
    );
    expect(reason.json()).toEqual([]);
    const timeline = await call(
      adminA,
      'GET',
      `/api/app/workflow/history?entityType=SupplierPortal.Suppliers.Supplier&entityId=${s.id}`,
    );
    expect(timeline.json()).toMatchObject([
      { action: 'create', fromStatus: null, toStatus: 0 },
      { action: 'suspend', fromStatus: 0, toStatus: 1, actorName: expect.any(String) },
    ]);
    // Suspending twice is an illegal transition, refused with the envelope and changing nothing.
    const twice = await call(adminA, 'POST', `/api/app/supplier/${s.id}/suspend`);
    expect(twice.statusCode).toBe(403);
    expect(twice.json().error.code).toBe('SupplierPortal:InvalidStateTransition');

    expect((await call(before.access_token, 'GET', '/api/app/supplier/mine')).statusCode).toBe(401);
    expect((await call(before.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(401);
    // Users of other suppliers (and staff) are untouched.
    expect((await call(staffToken, 'GET', '/api/account/my-profile')).statusCode).toBe(200);
    expect(staff.supplierId).toBeNull();

    const denied = await passwordLogin(server.app, { username: 'susp-user', tenant: a.name });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toEqual({
      error: 'invalid_grant',
      error_description:
        'Your supplier account has been suspended. Please contact your purchasing representative.',
    });
    const wrongPassword = await passwordLogin(server.app, {
      username: 'susp-user',
      password: 'wrong-1A!',
      tenant: a.name,
    });
    expect(wrongPassword.json().error_description).toBe('Invalid username or password!');
    const refresh = await tokenRequest(server.app, {
      ...APP_CLIENT,
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token,
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');

    const activated = await call(adminA, 'POST', `/api/app/supplier/${s.id}/activate`);
    expect(activated.json()).toMatchObject({ status: 0 });
    const again = await login(server.app, { username: 'susp-user', tenant: a.name });
    expect((await call(again.access_token, 'GET', '/api/app/supplier/mine')).json().id).toBe(s.id);

    // Suspending through an edit of the status has the same effect.
    const current = (await call(adminA, 'GET', `/api/app/supplier/${s.id}`)).json<Supplier>();
    const put = await call(adminA, 'PUT', `/api/app/supplier/${s.id}`, {
      vendorCode: current.vendorCode,
      name: current.name,
      status: 1,
      concurrencyStamp: current.concurrencyStamp,
    });
    expect(put.json().status).toBe(1);
    expect((await call(again.access_token, 'GET', '/api/app/supplier/mine')).statusCode).toBe(401);

    await server.audit.flush();
    const audits = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.url, `/api/app/supplier/${s.id}/suspend`)),
    );
    expect(audits.flatMap((r) => r.entityChanges.flatMap((c) => c.propertyChanges))).toContainEqual(
      expect.objectContaining({ propertyName: 'status', originalValue: '0', newValue: '1' }),
    );
  });

  it('a refresh of a session that outlived a suspension is refused with the suspension text', async () => {
    const s = await create(adminA, code('SUSR'));
    const u = await createUser(server, a.id, 'susr-user', ['vendor']);
    await bind(a.id, u.id, s.id);
    const tokens = await login(server.app, { username: 'susr-user', tenant: a.name });
    // Suspended behind the API's back: no session was revoked.
    await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx.update(suppliers).set({ status: 1 }).where(eq(suppliers.id, s.id)),
    );
    await server.services.bus.publish({ kind: 'user', tenantId: a.id, userId: u.id });
    const refresh = await tokenRequest(server.app, {
      ...APP_CLIENT,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.json()).toEqual({
      error: 'invalid_grant',
      error_description:
        'Your supplier account has been suspended. Please contact your purchasing representative.',
    });
    expect((await call(tokens.access_token, 'GET', '/api/app/supplier/mine')).statusCode).toBe(401);
  });

  it('a user bound to a deleted supplier cannot log in', async () => {
    const s = await create(adminA, code('DEL'));
    const u = await createUser(server, a.id, 'del-user', ['vendor']);
    await bind(a.id, u.id, s.id);
    await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx.update(suppliers).set({ isDeleted: true }).where(eq(suppliers.id, s.id)),
    );
    const denied = await passwordLogin(server.app, { username: 'del-user', tenant: a.name });
    expect(denied.json().error_description).toMatch(/suspended/);
  });
});

describe('export', () => {
  it('sends the filtered list as an xlsx file', async () => {
    const tag = `EXP${Date.now().toString(36).toUpperCase()}`;
    await create(adminA, `${tag}-1`, {
      name: '华南电子',
      contacts: [{ name: '赵六', email: 'zhao@export.example', phone: '020-1111', isPrimary: true }],
    });
    await create(adminA, `${tag}-2`);
    const other = await create(adminA, code('NOEXP'));
    const res = await server.app.inject({
      url: `/api/app/supplier/export?filter=${tag}&sorting=vendorCode desc`,
      headers: { ...bearer(adminA), 'accept-language': 'zh-Hans' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('供应商-')}`);
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const text = xlsxText(res.rawPayload);
    for (const expected of [
      `${tag}-1`,
      `${tag}-2`,
      '华南电子',
      '赵六',
      'zhao@export.example',
      '供应商编码',
      '正常',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(other.vendorCode);
    expect(text.indexOf(`${tag}-2`)).toBeLessThan(text.indexOf(`${tag}-1`));

    const bad = await call(adminA, 'GET', '/api/app/supplier/export?sorting=secret');
    expect(bad.statusCode).toBe(400);
  });
});

describe('demo data', () => {
  it('fills the directory and binds the vendor user to V0001', async () => {
    const t = await createTenant(server, 'sup-demo');
    const vendor = await createUser(server, t.id, 'vendor', ['vendor']);
    const id = await inScope(server.database.db, tenantScope(t.id), (tx) =>
      seedDemoSuppliers(tx, t.id, 'vendor'),
    );
    const token = (await login(server.app, { username: 'vendor', tenant: t.name })).access_token;
    const mine = (await call(token, 'GET', '/api/app/supplier/mine')).json<Supplier>();
    expect(mine).toMatchObject({ id, vendorCode: 'V0001', name: '深圳市华强电子有限公司', userCount: 1 });
    expect(mine.contacts).toHaveLength(2);
    expect(mine.contacts.filter((c) => c.isPrimary)).toHaveLength(1);
    const admin = (await login(server.app, { username: 'admin', tenant: t.name })).access_token;
    const all = (await call(admin, 'GET', '/api/app/supplier')).json<Paged<Supplier>>();
    expect(all.items.map((s) => s.vendorCode)).toEqual(['V0001', 'V0002', 'V0003']);
    expect(vendor.supplierId).toBeNull(); // bound after creation, by the seed
  });
});
