import { inflateRawSync } from 'node:zlib';
import { Policies, type PolicyName } from '@sp/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTenant,
  login,
  world,
  type TestServer,
  type WorldTenant,
} from '../../../test/harness.js';
import { auditLogs, type EntityChange } from '../../platform/audit/schema.js';
import { queryRows } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import { HOST_TENANT_ID, inScope, tenantScope } from '../../platform/db/scope.js';
import { auditLogFilter, auditLogQuery, CACHED_COUNT_FROM } from './service.js';

let server: TestServer;
let a: WorldTenant;
let b: WorldTenant;
let adminA: Record<string, string>;
let adminB: Record<string, string>;

const BASE = '/api/audit-logging/audit-logs';
/** Seeded rows live in 2021, far from the rows the test's own requests write. */
const T0 = Date.parse('2021-03-01T08:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const WINDOW = `startTime=${at(-1).toISOString()}&endTime=${at(60).toISOString()}`;

const change: EntityChange = {
  id: newId(),
  changeTime: at(2).toISOString(),
  changeType: 1,
  entityId: 'e5c0d6a2-0000-7000-8000-000000000001',
  entityTypeFullName: 'Xhznl.DataDictionary.BaseData.DataDictionary',
  propertyChanges: [
    {
      propertyName: 'description',
      propertyTypeFullName: 'System.String',
      originalValue: '"计量单位"',
      newValue: '"计量单位 / Units"',
    },
    { propertyName: 'sort', propertyTypeFullName: 'System.Int32', originalValue: '1', newValue: '2' },
  ],
};

type Seed = Partial<typeof auditLogs.$inferInsert> & { key: string };
const ids: Record<string, string> = {};

/** Rows of tenant A (r1..r6) and B (b1), written straight into each tenant's scope. */
function seeds(tenant: WorldTenant): Seed[] {
  return [
    {
      key: 'r1',
      httpMethod: 'GET',
      url: '/api/identity/users?filter=wang',
      userName: 'alice',
      httpStatusCode: 200,
      executionDuration: 10,
      clientIpAddress: '10.0.0.1',
      correlationId: 'corr-r1',
      executionTime: at(0),
    },
    {
      key: 'r2',
      httpMethod: 'POST',
      url: '/api/identity/users',
      userName: 'bob',
      httpStatusCode: 403,
      executionDuration: 2500,
      clientIpAddress: '10.0.0.2',
      correlationId: 'corr-r2',
      exceptions: 'Authorization failed! Given policy has not granted.',
      executionTime: at(1),
    },
    {
      key: 'r3',
      httpMethod: 'PUT',
      url: '/api/data-dictionary/dictionary/e5c0d6a2',
      userName: 'alice',
      httpStatusCode: 200,
      executionDuration: 50,
      clientIpAddress: '10.0.0.1',
      correlationId: 'corr-r3',
      entityChanges: [change],
      executionTime: at(2),
    },
    {
      key: 'r4',
      httpMethod: 'PUT',
      url: '/api/setting-ui/set-setting-values',
      userName: 'carol',
      httpStatusCode: 500,
      executionDuration: 120,
      clientIpAddress: '192.168.1.20',
      correlationId: 'corr-r4',
      exceptions: 'boom',
      applicationName: 'OtherApp',
      executionTime: at(3),
    },
    {
      key: 'r5',
      httpMethod: 'DELETE',
      url: '/api/files/50%_off',
      userName: null,
      httpStatusCode: 401,
      executionDuration: 5,
      clientIpAddress: '10.0.0.3',
      correlationId: 'corr-r5',
      exceptions: '',
      tenantName: null,
      executionTime: at(4),
    },
    {
      key: 'r6',
      httpMethod: 'GET',
      url: '/api/files/50off',
      userName: 'alice',
      httpStatusCode: 200,
      executionDuration: 7,
      clientIpAddress: '10.0.0.1',
      correlationId: 'corr-r6',
      executionTime: at(5),
    },
  ].map((s) => ({ tenantName: tenant.name, applicationName: 'SupplierPortal', ...s }));
}

async function seed(tenant: WorldTenant, rows: Seed[]) {
  await inScope(server.database.db, tenantScope(tenant.id), async (tx) => {
    for (const { key, ...row } of rows) {
      const id = newId();
      ids[key] = id;
      await tx.insert(auditLogs).values({
        id,
        tenantId: tenant.id,
        httpMethod: 'GET',
        url: '/',
        executionTime: at(0),
        executionDuration: 1,
        browserInfo: 'Mozilla/5.0 (Windows NT 10.0) Chrome/126',
        clientId: 'SupplierPortal_App',
        ...row,
      });
    }
  });
}

beforeAll(async () => {
  ({ server, a, b } = await world({ prefix: 'audit', suppliers: false }));
  await seed(a, seeds(a));
  await seed(b, [
    { key: 'b1', userName: 'alice', correlationId: 'corr-b1', tenantName: b.name, executionTime: at(0) },
  ]);
  [adminA, adminB] = [bearer(a.admin), bearer(b.admin)];
});
afterAll(() => server.close());

/** A user of `tenant` whose only role holds `policies`. */
const userWith = async (tenant: WorldTenant, policies: PolicyName[]) =>
  bearer(await tenant.userWith(policies));

const list = (query: string, headers = adminA) => server.app.inject({ url: `${BASE}?${query}`, headers });
const keysOf = (items: { id: string }[]) =>
  items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? i.id);

describe('GET /api/audit-logging/audit-logs', () => {
  it('pages the tenant rows as AuditLogDto, newest first', async () => {
    const res = await list(WINDOW);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(6);
    expect(keysOf(body.items)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
    const r1 = body.items.at(-1);
    expect(Object.keys(r1)).toEqual([
      'id',
      'applicationName',
      'userId',
      'userName',
      'tenantId',
      'tenantName',
      'impersonatorUserId',
      'impersonatorTenantId',
      'executionTime',
      'executionDuration',
      'clientIpAddress',
      'clientName',
      'clientId',
      'correlationId',
      'browserInfo',
      'httpMethod',
      'url',
      'exceptions',
      'comments',
      'httpStatusCode',
      'extraProperties',
      'entityChanges',
      'actions',
    ]);
    expect(r1).toMatchObject({
      tenantId: a.id,
      tenantName: a.name,
      userName: 'alice',
      executionTime: at(0).toISOString(),
      executionDuration: 10,
      httpMethod: 'GET',
      httpStatusCode: 200,
      clientId: 'SupplierPortal_App',
      comments: '',
      extraProperties: {},
      entityChanges: [],
      actions: [],
    });
    // Details only when asked for.
    expect(body.items.find((i: { id: string }) => i.id === ids.r3).entityChanges).toEqual([]);
    const detailed = (await list(`${WINDOW}&includeDetails=true&correlationId=corr-r3`)).json();
    expect(detailed.items[0].entityChanges[0].propertyChanges).toHaveLength(2);

    const page2 = (await list(`${WINDOW}&skipCount=2&maxResultCount=2`)).json();
    expect(page2.totalCount).toBe(6);
    expect(keysOf(page2.items)).toEqual(['r4', 'r3']);
  });

  it('narrows the list with each filter', async () => {
    const cases: [string, string[]][] = [
      [`startTime=${at(3).toISOString()}&endTime=${at(60).toISOString()}`, ['r6', 'r5', 'r4']],
      [`startTime=${at(-1).toISOString()}&endTime=${at(1).toISOString()}`, ['r2', 'r1']],
      ['httpMethod=put', ['r4', 'r3']],
      ['url=identity/users', ['r2', 'r1']],
      ['url=50%25_off', ['r5']],
      ['userName=alice', ['r6', 'r3', 'r1']],
      ['applicationName=OtherApp', ['r4']],
      [`tenantName=${a.name.toUpperCase()}`, ['r6', 'r4', 'r3', 'r2', 'r1']],
      ['correlationId=corr-r2', ['r2']],
      ['minExecutionDuration=50', ['r4', 'r3', 'r2']],
      ['maxExecutionDuration=10', ['r6', 'r5', 'r1']],
      ['minExecutionDuration=10&maxExecutionDuration=100', ['r3', 'r1']],
      ['hasException=true', ['r4', 'r2']],
      ['hasException=False', ['r6', 'r5', 'r3', 'r1']],
      ['httpStatusCode=200', ['r6', 'r3', 'r1']],
      ['httpStatusCode=401', ['r5']],
      ['clientIpAddress=10.0.0.1', ['r6', 'r3', 'r1']],
      ['userName=alice&httpMethod=GET&httpStatusCode=200', ['r6', 'r1']],
      // Empty values are no filter (the template sends them).
      ['userName=&httpMethod=&hasException=&httpStatusCode=', ['r6', 'r5', 'r4', 'r3', 'r2', 'r1']],
      ['userName=nobody', []],
    ];
    for (const [query, expected] of cases) {
      const res = await list(query.includes('startTime') ? query : `${WINDOW}&${query}`);
      const body = res.json();
      expect({ query, status: res.statusCode, body: res.statusCode === 200 ? null : body }).toEqual({
        query,
        status: 200,
        body: null,
      });
      expect({ query, keys: keysOf(body.items), total: body.totalCount }).toEqual({
        query,
        keys: expected,
        total: expected.length,
      });
    }
  });

  it('sorts through a whitelist', async () => {
    const sorted = async (sorting: string) =>
      keysOf((await list(`${WINDOW}&sorting=${sorting}`)).json().items);
    expect(await sorted('executionDuration')).toEqual(['r5', 'r6', 'r1', 'r3', 'r4', 'r2']);
    expect(await sorted('executionDuration%20desc')).toEqual(['r2', 'r4', 'r3', 'r1', 'r6', 'r5']);
    expect(await sorted('executionTime%20asc')).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect((await sorted('httpStatusCode%20desc')).slice(0, 3)).toEqual(['r4', 'r2', 'r5']);
    expect((await sorted('userName,executionTime%20desc')).slice(0, 4)).toEqual(['r6', 'r3', 'r1', 'r2']);
    expect((await sorted('httpMethod,url')).slice(0, 2)).toEqual(['r5', 'r6']);
    // (URLs of similar shape only: collations differ on punctuation.)
    expect((await sorted('url%20desc')).slice(0, 3)).toEqual(['r4', 'r1', 'r2']);
    const bad = await list(`${WINDOW}&sorting=exceptions`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['sorting']);
  });

  it('refuses malformed filters with a validation error', async () => {
    for (const query of [
      'httpStatusCode=abc',
      'startTime=yesterday',
      'hasException=maybe',
      'minExecutionDuration=-1',
      'maxResultCount=1001',
      'includeDetails=2',
    ]) {
      const res = await list(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().error.validationErrors.length).toBeGreaterThan(0);
    }
  });

  it('shows each tenant its own rows only; the host sees host rows', async () => {
    const bList = (await list(`${WINDOW}`, adminB)).json();
    expect(keysOf(bList.items)).toEqual(['b1']);
    expect((await list(`${WINDOW}&correlationId=corr-r1`, adminB)).json().totalCount).toBe(0);
    // A's token with B's __tenant header still lists A.
    expect((await list(WINDOW, { ...adminA, __tenant: b.name })).json().totalCount).toBe(6);
    const host = bearer((await login(server.app, { username: 'admin' })).access_token);
    const hostList = (await list(`${WINDOW}&userName=alice`, host)).json();
    expect(hostList.totalCount).toBe(0);
    expect((await list(`tenantName=${a.name}`, host)).json().totalCount).toBe(0);
  });

  it('records real requests: the correlation id of a response finds its row', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/setting-ui/set-setting-values',
      headers: { ...adminA, 'user-agent': 'audit-test/1.0' },
      payload: { 'Abp.Timing.TimeZone': 'Asia/Taipei' },
    });
    expect(res.statusCode).toBe(204);
    await server.audit.flush();
    const body = (
      await list(`correlationId=${String(res.headers['x-correlation-id'])}&includeDetails=true`)
    ).json();
    expect(body.totalCount).toBe(1);
    expect(body.items[0]).toMatchObject({
      httpMethod: 'PUT',
      url: '/api/setting-ui/set-setting-values',
      userName: 'admin',
      tenantName: a.name,
      httpStatusCode: 204,
      browserInfo: 'audit-test/1.0',
      applicationName: 'SupplierPortal',
    });
    expect(body.items[0].entityChanges[0]).toMatchObject({
      entityTypeFullName: 'Volo.Abp.SettingManagement.Setting',
      changeType: 0,
      propertyChanges: expect.arrayContaining([
        expect.objectContaining({ propertyName: 'value', newValue: '"Asia/Taipei"' }),
      ]),
    });
  });

  it('filters in ways the indexes serve: tenant first, execution time order', async () => {
    const plan = async (query: string, sorting?: string) =>
      inScope(server.database.db, tenantScope(a.id), async (tx) => {
        // Whatever the table's statistics say (other files' rows, a recent analyze): only an index
        // that serves both the tenant filter and the time order can answer without a sort.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const q = auditLogQuery.parse({ ...Object.fromEntries(new URLSearchParams(query)), sorting });
        const select = tx
          .select({ id: auditLogs.id })
          .from(auditLogs)
          .where(auditLogFilter(a.id, q))
          .orderBy(desc(auditLogs.executionTime))
          .limit(10);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${select}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan('')).toMatch(/audit_logs_time_ix/);
    expect(await plan('userName=alice')).toMatch(/audit_logs_user_ix/);
    expect(await plan('httpMethod=GET')).toMatch(/audit_logs_method_ix/);
    expect(await plan('httpStatusCode=500')).toMatch(/audit_logs_status_ix/);
  });
});

describe('GET /api/audit-logging/audit-logs/{id}', () => {
  it('returns the log with its entity changes, old -> new per property', async () => {
    const res = await server.app.inject({ url: `${BASE}/${ids.r3}`, headers: adminA });
    expect(res.statusCode).toBe(200);
    const dto = res.json();
    expect(dto).toMatchObject({ id: ids.r3, httpMethod: 'PUT', actions: [] });
    expect(dto.entityChanges).toHaveLength(1);
    const ec = dto.entityChanges[0];
    expect(ec).toMatchObject({
      id: change.id,
      changeTime: change.changeTime,
      changeType: 1,
      entityTenantId: a.id,
      entityId: change.entityId,
      entityTypeFullName: 'Xhznl.DataDictionary.BaseData.DataDictionary',
      extraProperties: {},
    });
    expect(ec.propertyChanges[0]).toMatchObject({
      propertyName: 'description',
      propertyTypeFullName: 'System.String',
      originalValue: '"计量单位"',
      newValue: '"计量单位 / Units"',
    });
    expect(ec.propertyChanges[0].id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // Stable ids: the same on every read.
    const again = (await server.app.inject({ url: `${BASE}/${ids.r3}`, headers: adminA })).json();
    expect(again.entityChanges[0].propertyChanges[1].id).toBe(ec.propertyChanges[1].id);
  });

  it('is a 404 for another tenant row or an unknown id', async () => {
    expect((await server.app.inject({ url: `${BASE}/${ids.b1}`, headers: adminA })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `${BASE}/${ids.r1}`, headers: adminB })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `${BASE}/${newId()}`, headers: adminA })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `${BASE}/not-a-guid`, headers: adminA })).statusCode).toBe(400);
  });
});

describe('policies', () => {
  it('needs AbpAuditLogging.Default to read and AbpAuditLogging.Delete to delete', async () => {
    const none = await userWith(a, [Policies.AbpIdentity.Users.name]);
    expect((await list(WINDOW, none)).statusCode).toBe(403);
    expect((await server.app.inject({ url: `${BASE}/${ids.r1}`, headers: none })).statusCode).toBe(403);
    expect((await server.app.inject({ url: `${BASE}/export`, headers: none })).statusCode).toBe(403);

    const reader = await userWith(a, [Policies.AbpAuditLogging.Default.name]);
    expect((await list(WINDOW, reader)).statusCode).toBe(200);
    const del = await server.app.inject({ method: 'DELETE', url: `${BASE}/${ids.r1}`, headers: reader });
    expect(del.statusCode).toBe(403);
    const many = await server.app.inject({
      method: 'DELETE',
      url: `${BASE}/delete-many`,
      headers: reader,
      payload: [ids.r1],
    });
    expect(many.statusCode).toBe(403);
    expect((await list(WINDOW, reader)).json().totalCount).toBe(6);
    expect((await server.app.inject({ url: BASE, headers: { __tenant: a.name } })).statusCode).toBe(401);
  });
});

describe('GET /api/audit-logging/audit-logs/export', () => {
  it('sends the filtered list as xlsx with translated headers', async () => {
    const res = await server.app.inject({
      url: `${BASE}/export?${WINDOW}&userName=alice&sorting=executionTime%20asc`,
      headers: { ...adminA, 'accept-language': 'zh-Hans' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(res.headers['content-disposition'])).toMatch(
      /filename\*=UTF-8''%E5%AE%A1%E8%AE%A1%E6%97%A5%E5%BF%97-\d{8}\.xlsx/,
    );
    const sheet = readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      '时间 (Asia/Taipei)',
      'HTTP 状态码',
      'HTTP 方法',
      'URL',
      '用户名',
      '租户',
      '客户端 IP',
      '耗时（毫秒）',
      '应用',
      '关联 ID',
      '异常',
      '浏览器',
    ]);
    expect(sheet.slice(1).map((row) => row[9])).toEqual(['corr-r1', 'corr-r3', 'corr-r6']);
    expect(sheet[1]![3]).toBe('/api/identity/users?filter=wang');
    // Times as the tenant's clock showed them (tenant A chose Asia/Taipei above): 08:00Z is 16:00.
    const excelEpoch = Date.UTC(1899, 11, 30);
    expect(Number(sheet[1]![0])).toBeCloseTo((Date.UTC(2021, 2, 1, 16) - excelEpoch) / 86_400_000, 6);
    const all = readSheet(
      (await server.app.inject({ url: `${BASE}/export?${WINDOW}`, headers: adminA })).rawPayload,
    );
    expect(all).toHaveLength(7);
    expect(all[0]![0]).toBe('Time (Asia/Taipei)');
  });
});

describe('DELETE', () => {
  it('deletes one log, and leaves a trace of it in the audit log', async () => {
    const res = await server.app.inject({ method: 'DELETE', url: `${BASE}/${ids.r5}`, headers: adminA });
    expect(res.statusCode).toBe(204);
    expect((await server.app.inject({ url: `${BASE}/${ids.r5}`, headers: adminA })).statusCode).toBe(404);
    await server.audit.flush();
    const trace = (
      await list(`correlationId=${String(res.headers['x-correlation-id'])}&includeDetails=true`)
    ).json();
    expect(trace.items[0].entityChanges[0]).toMatchObject({
      entityTypeFullName: 'Volo.Abp.AuditLogging.AuditLog',
      entityId: ids.r5,
      changeType: 2,
    });
    // Another tenant's id: nothing to delete here (204 as ABP), and B's row survives.
    expect(
      (await server.app.inject({ method: 'DELETE', url: `${BASE}/${ids.b1}`, headers: adminA })).statusCode,
    ).toBe(204);
    expect((await server.app.inject({ url: `${BASE}/${ids.b1}`, headers: adminB })).statusCode).toBe(200);
  });

  it('deletes many, only the tenant own', async () => {
    const res = await server.app.inject({
      method: 'DELETE',
      url: `${BASE}/delete-many`,
      headers: adminA,
      payload: [ids.r1, ids.r2, ids.b1, newId()],
    });
    expect(res.statusCode).toBe(204);
    expect(keysOf((await list(WINDOW)).json().items)).toEqual(['r6', 'r4', 'r3']);
    expect((await server.app.inject({ url: `${BASE}/${ids.b1}`, headers: adminB })).statusCode).toBe(200);
    for (const payload of [['not-a-guid'], { ids: [ids.r3] }, Array.from({ length: 1001 }, () => newId())]) {
      const bad = await server.app.inject({
        method: 'DELETE',
        url: `${BASE}/delete-many`,
        headers: adminA,
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `${BASE}/delete-many`,
          headers: adminA,
          payload: [],
        })
      ).statusCode,
    ).toBe(204);
    expect((await list(WINDOW)).json().totalCount).toBe(3);
  });
});

describe('large totals', () => {
  it('remembers a large count briefly, and forgets it when logs are deleted', async () => {
    const c = await createTenant(server, 'audit-c');
    const adminC = bearer((await login(server.app, { username: 'admin', tenant: c.name })).access_token);
    const insert = (n: number) =>
      inScope(server.database.db, tenantScope(c.id), (tx) =>
        tx.execute(sql`insert into audit_logs (tenant_id, id, http_method, url, execution_time, execution_duration)
          select ${c.id}::uuid, gen_random_uuid(), 'GET', '/bulk', ${at(0).toISOString()}::timestamptz - (i || ' seconds')::interval, 1
            from generate_series(1, ${n}::int) i`),
      );
    await insert(CACHED_COUNT_FROM);
    const total = async (query: string) => (await list(query, adminC)).json().totalCount as number;
    expect(await total('url=/bulk')).toBe(CACHED_COUNT_FROM);
    await insert(1);
    // Remembered for this filter (paging and sorting do not matter); a new filter counts afresh.
    expect(await total('url=/bulk&skipCount=20&sorting=executionDuration')).toBe(CACHED_COUNT_FROM);
    expect(await total('url=/bulk&maxExecutionDuration=1')).toBe(CACHED_COUNT_FROM + 1);
    const [first] = (await list('url=/bulk&maxResultCount=1', adminC)).json().items;
    const res = await server.app.inject({
      method: 'DELETE',
      url: `${BASE}/delete-many`,
      headers: adminC,
      payload: [first.id],
    });
    expect(res.statusCode).toBe(204);
    expect(await total('url=/bulk')).toBe(CACHED_COUNT_FROM);
    expect(await total('url=/bulk&maxExecutionDuration=1')).toBe(CACHED_COUNT_FROM);
  });
});

describe('host rows', () => {
  it('are invisible to tenants', async () => {
    const id = newId();
    await inScope(server.database.db, tenantScope(HOST_TENANT_ID), (tx) =>
      tx.insert(auditLogs).values({
        id,
        tenantId: HOST_TENANT_ID,
        httpMethod: 'POST',
        url: '/api/multi-tenancy/tenants',
        executionTime: at(10),
        executionDuration: 3,
        correlationId: `host-${id}`,
      }),
    );
    const host = bearer((await login(server.app, { username: 'admin' })).access_token);
    const seen = (await list(`correlationId=host-${id}`, host)).json();
    expect(seen.items[0]).toMatchObject({ id, tenantId: null, tenantName: null });
    expect((await list(`correlationId=host-${id}`)).json().totalCount).toBe(0);
    expect((await server.app.inject({ url: `${BASE}/${id}`, headers: adminA })).statusCode).toBe(404);
    await inScope(server.database.db, tenantScope(HOST_TENANT_ID), (tx) =>
      tx.delete(auditLogs).where(eq(auditLogs.id, id)),
    );
  });
});

/** The first sheet of an .xlsx as rows of cell texts (a minimal zip and SpreadsheetML reader). */
function readSheet(xlsx: Buffer): string[][] {
  const files = new Map<string, string>();
  const eocd = xlsx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = xlsx.readUInt32LE(eocd + 16);
  for (let i = 0; i < xlsx.readUInt16LE(eocd + 10); i++) {
    const method = xlsx.readUInt16LE(offset + 10);
    const size = xlsx.readUInt32LE(offset + 20);
    const nameLength = xlsx.readUInt16LE(offset + 28);
    const skip = nameLength + xlsx.readUInt16LE(offset + 30) + xlsx.readUInt16LE(offset + 32);
    const local = xlsx.readUInt32LE(offset + 42);
    const name = xlsx.toString('utf8', offset + 46, offset + 46 + nameLength);
    const start = local + 30 + xlsx.readUInt16LE(local + 26) + xlsx.readUInt16LE(local + 28);
    const data = xlsx.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    offset += 46 + skip;
  }
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const shared = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    unescape([...m[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
  const column = (ref: string) => [...ref].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of row[1]!.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const inner = cell[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const at = column(/r="([A-Z]+)\d+"/.exec(attrs)?.[1] ?? 'A');
      if (/t="s"/.test(attrs)) cells[at] = shared[Number(v)] ?? '';
      else if (/t="inlineStr"/.test(attrs))
        cells[at] = unescape(/<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1] ?? '');
      else cells[at] = v ?? '';
    }
    return Array.from(cells, (c) => c ?? '');
  });
}
