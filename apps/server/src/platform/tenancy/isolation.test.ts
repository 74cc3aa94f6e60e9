import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, useWorld } from '../../../test/harness.js';
import { HOST_ADMIN_PASSWORD } from '../../../test/test-config.js';
import { users } from '../../modules/identity/schema.js';
import { pgError, queryRows } from '../db/client.js';
import { applyRowSecurity } from '../db/row-security.js';
import { asSystem, HOST_TENANT_ID, inScope, tenantScope } from '../db/scope.js';

const w = useWorld({ prefix: 'iso', suppliers: false });
let bUserId: string;
let tokenA: string;

beforeAll(async () => {
  bUserId = (await createUser(w.server, w.b.id, 'b-only')).id;
  tokenA = w.a.admin;
});

const get = (url: string, headers: Record<string, string>) =>
  w.server.app.inject({ method: 'GET', url, headers });

describe('tenant isolation over HTTP', () => {
  it("lists only the caller's tenant, even when the request names another tenant", async () => {
    const res = await get('/api/identity/users?maxResultCount=1000', {
      ...bearer(tokenA),
      __tenant: w.b.name,
    });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ items: { userName: string; tenantId: string }[] }>().items;
    expect(names.map((u) => u.userName)).toEqual(['admin']);
    expect(names.every((u) => u.tenantId === w.a.id)).toBe(true);
  });

  it("cannot read another tenant's row by id", async () => {
    const res = await get(`/api/identity/users/${bUserId}`, { ...bearer(tokenA), __tenant: w.b.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain(bUserId);
  });

  it("host admin sees host users only, not a tenant's", async () => {
    const host = await login(w.server.app, { username: 'admin', password: HOST_ADMIN_PASSWORD });
    const res = await get('/api/identity/users?maxResultCount=1000', bearer(host.access_token));
    const items = res.json<{ items: { userName: string; tenantId: string | null }[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((u) => u.tenantId === null)).toBe(true);
    expect(items.some((u) => u.userName === 'b-only')).toBe(false);
  });

  it('the application configuration reports the token tenant, not the header', async () => {
    const res = await get('/api/abp/application-configuration', { ...bearer(tokenA), __tenant: w.b.name });
    expect(res.json().currentTenant).toEqual({ id: w.a.id, name: w.a.name, isAvailable: true });
  });
});

describe('tenant isolation in the database', () => {
  it('a query without any filter sees only the scope tenant', async () => {
    const rows = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      queryRows<{ tenant_id: string }>(tx, sql`select tenant_id from users`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([w.a.id]));
  });

  it('an update without any filter changes only the scope tenant', async () => {
    await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.execute(sql`update users set surname = 'touched'`),
    );
    const [bRow] = await asSystem(w.server.database.db, (tx) =>
      tx.select({ surname: users.surname }).from(users).where(eq(users.id, bUserId)),
    );
    expect(bRow?.surname).toBeNull();
  });

  it("an insert into another tenant's rows is refused", async () => {
    const attempt = inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.execute(
        sql`insert into permission_grants (tenant_id, provider_name, provider_key, name) values (${w.b.id}, 'R', 'admin', 'x')`,
      ),
    );
    expect(pgError(await attempt.catch((e: unknown) => e))?.message).toMatch(/row-level security/);
  });

  it("a delete without any filter removes nothing of another tenant's", async () => {
    await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.execute(sql`delete from refresh_tokens`),
    );
    const [other] = await asSystem(w.server.database.db, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users where tenant_id = ${w.b.id}`),
    );
    expect(other?.n).toBe(2);
  });

  it('every table with tenant_id has row-level security switched on with the tenant policy', async () => {
    const rows = await asSystem(w.server.database.db, (tx) =>
      queryRows<{ table_name: string; rls: boolean; policies: number }>(
        tx,
        sql`select c.table_name, k.relrowsecurity as rls,
                   (select count(*)::int from pg_policies p where p.tablename = c.table_name and p.policyname = 'tenant_isolation') as policies
              from information_schema.columns c
              join pg_class k on k.relname = c.table_name and k.relkind = 'r'
             where c.table_schema = 'public' and c.column_name = 'tenant_id'`,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const r of rows)
      expect({ table: r.table_name, rls: r.rls, policies: r.policies }).toEqual({
        table: r.table_name,
        rls: true,
        policies: 1,
      });
  });

  it('supplier scoping rides the same mechanism: a supplier_id column narrows the tenant further', async () => {
    const db = w.server.database.db;
    const s1 = '00000000-0000-0000-0000-0000000000a1';
    const s2 = '00000000-0000-0000-0000-0000000000a2';
    await asSystem(db, async (tx) => {
      await tx.execute(
        sql`create table if not exists supplier_probe (tenant_id uuid not null default app_tenant_id(), supplier_id uuid not null, note text)`,
      );
      await applyRowSecurity(tx);
    });
    await inScope(db, tenantScope(w.a.id), (tx) =>
      tx.execute(sql`insert into supplier_probe (supplier_id, note) values (${s1}, 'one'), (${s2}, 'two')`),
    );
    const vendorView = await inScope(db, { tenantId: w.a.id, supplierId: s1 }, (tx) =>
      queryRows<{ note: string }>(tx, sql`select note from supplier_probe`),
    );
    expect(vendorView.map((r) => r.note)).toEqual(['one']);
    const buyerView = await inScope(db, tenantScope(w.a.id), (tx) =>
      queryRows<{ note: string }>(tx, sql`select note from supplier_probe order by note`),
    );
    expect(buyerView.map((r) => r.note)).toEqual(['one', 'two']);
    const otherTenant = await inScope(db, tenantScope(w.b.id), (tx) =>
      queryRows(tx, sql`select * from supplier_probe`),
    );
    expect(otherTenant).toEqual([]);
    const smuggle = inScope(db, { tenantId: w.a.id, supplierId: s1 }, (tx) =>
      tx.execute(sql`insert into supplier_probe (supplier_id, note) values (${s2}, 'smuggled')`),
    );
    expect(pgError(await smuggle.catch((e: unknown) => e))?.message).toMatch(/row-level security/);
    await asSystem(db, (tx) => tx.execute(sql`drop table supplier_probe`));
  });

  it('the host scope is a tenant like any other: it cannot see tenant rows', async () => {
    const rows = await inScope(w.server.database.db, tenantScope(HOST_TENANT_ID), (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from users where tenant_id <> ${HOST_TENANT_ID}`,
      ),
    );
    expect(rows[0]?.n).toBe(0);
  });
});
