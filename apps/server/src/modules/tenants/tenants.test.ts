import { randomUUID } from 'node:crypto';
import { Policies } from '@sp/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTenant,
  login,
  passwordLogin,
  request,
  userWithPolicies,
  startTestServer,
  type Method,
  tokenRequest,
  type TestServer,
} from '../../../test/harness.js';
import { HOST_ADMIN_PASSWORD } from '../../../test/test-config.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { sessions } from '../../platform/auth/schema.js';
import { asSystem, HOST_TENANT_ID, inScope, tenantScope } from '../../platform/db/scope.js';
import { roles } from '../identity/schema.js';
import type { TenantDto } from './dto.js';
import { tenants } from './schema.js';

let server: TestServer;
let host: Record<string, string>;
/** Unique to this run: tenants are host-wide rows, and on PostgreSQL a file's servers share one database. */
const prefix = `tm${randomUUID().slice(0, 8)}`;
const base = '/api/multi-tenancy/tenants';

beforeAll(async () => {
  server = await startTestServer();
  host = bearer((await login(server.app, { username: 'admin', password: HOST_ADMIN_PASSWORD })).access_token);
});
afterAll(() => server.close());

const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  request(server.app, method, url, headers, payload);

async function create(name: string, password = 'Tenant1!'): Promise<TenantDto> {
  const res = await call('POST', base, host, {
    name,
    adminEmailAddress: `boss@${name}.test`,
    adminPassword: password,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TenantDto>();
}

describe('tenant management', () => {
  it('creates a tenant with its admin (who can log in), roles and claim types', async () => {
    const t = await create(`${prefix}-acme`);
    expect(Object.keys(t).sort()).toEqual(
      ['id', 'name', 'isActive', 'concurrencyStamp', 'creationTime', 'extraProperties'].sort(),
    );
    expect(t).toMatchObject({ name: `${prefix}-acme`, isActive: true, extraProperties: {} });

    const tokens = await login(server.app, { username: 'admin', password: 'Tenant1!', tenant: t.name });
    const me = await call('GET', '/api/account/my-profile', bearer(tokens.access_token));
    expect(me.json()).toMatchObject({ userName: 'admin', email: `boss@${t.name}.test` });
    const byEmail = await passwordLogin(server.app, {
      username: `boss@${t.name}.test`,
      password: 'Tenant1!',
      tenant: t.id,
    });
    expect(byEmail.statusCode).toBe(200);

    const roleRows = await inScope(server.database.db, tenantScope(t.id), (tx) =>
      tx.select().from(roles).where(eq(roles.tenantId, t.id)),
    );
    expect(roleRows.map((r) => [r.name, r.isStatic]).sort()).toEqual([
      ['admin', true],
      ['vendor', true],
    ]);
    const claims = await call('GET', '/api/identity/claim-types/all', bearer(tokens.access_token));
    expect(claims.json().map((c: { name: string }) => c.name)).toEqual(['Email', 'Phone']);

    // The tenant admin holds every tenant-side permission, none of the host's.
    const config = (
      await call('GET', '/api/abp/application-configuration', bearer(tokens.access_token))
    ).json();
    expect(config.auth.grantedPolicies[Policies.AbpIdentity.Users.Create.name]).toBe(true);
    expect(config.auth.grantedPolicies[Policies.AbpTenantManagement.Tenants.name]).toBeUndefined();

    await server.audit.flush();
    const audit = await inScope(server.database.db, tenantScope(HOST_TENANT_ID), (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.url, base)),
    );
    const changes = audit.flatMap((a) => a.entityChanges ?? []);
    expect(changes.map((c) => c.entityTypeFullName)).toEqual(
      expect.arrayContaining(['Volo.Abp.TenantManagement.Tenant', 'Volo.Abp.Identity.IdentityUser']),
    );
    expect(JSON.stringify(changes)).not.toContain('Tenant1!');
  });

  it('refuses a duplicate name (any case) and a weak admin password, creating nothing', async () => {
    await create(`${prefix}-dup`);
    const dup = await call('POST', base, host, {
      name: `${prefix}-DUP`,
      adminEmailAddress: 'x@x.test',
      adminPassword: 'Tenant1!',
    });
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error).toMatchObject({
      code: 'Volo.Abp.TenantManagement:DuplicateTenantName',
      message: `Tenant name '${prefix}-DUP' is already taken.`,
    });

    const weak = await call('POST', base, host, {
      name: `${prefix}-weak`,
      adminEmailAddress: 'x@x.test',
      adminPassword: 'abc',
    });
    expect(weak.statusCode).toBe(403);
    expect(weak.json().error.code).toBe('Volo.Abp.Identity:InvalidPassword');
    const found = await asSystem(server.database.db, (tx) =>
      tx
        .select()
        .from(tenants)
        .where(eq(tenants.name, `${prefix}-weak`)),
    );
    expect(found).toEqual([]);
  });

  it('validates the create and update bodies', async () => {
    const res = await call('POST', base, host, { name: '', adminEmailAddress: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const members = res
      .json()
      .error.validationErrors.map((v: { members: string[] }) => v.members[0])
      .sort();
    expect(members).toEqual(['adminEmailAddress', 'adminPassword', 'name']);
    const long = await call('POST', base, host, {
      name: 'x'.repeat(65),
      adminEmailAddress: 'a@b.test',
      adminPassword: 'Tenant1!',
    });
    expect(long.json().error.validationErrors[0].message).toContain('maximum length of 64');
    const t = await create(`${prefix}-val`);
    const bad = await call('PUT', `${base}/${t.id}`, host, { name: 'ok', isActive: 'yes' });
    expect(bad.json().error.validationErrors[0].members).toEqual(['isActive']);
  });

  it('lists with filter, sorting and paging; reads by id', async () => {
    const names = ['b', 'a', 'c'].map((n) => `${prefix}-list-${n}`);
    for (const n of names) await create(n);
    const page = (
      await call('GET', `${base}?filter=${prefix}-list&sorting=name%20desc&maxResultCount=2`, host)
    ).json();
    expect(page.totalCount).toBe(3);
    expect(page.items.map((t: TenantDto) => t.name)).toEqual([names[2], names[0]]);
    const next = (await call('GET', `${base}?filter=${prefix}-LIST&sorting=name&skipCount=2`, host)).json();
    expect(next.items.map((t: TenantDto) => t.name)).toEqual([names[2]]);
    const one = await call('GET', `${base}/${page.items[0].id}`, host);
    expect(one.json()).toEqual(page.items[0]);
    expect((await call('GET', `${base}/${randomUUID()}`, host)).statusCode).toBe(404);
    expect((await call('GET', `${base}?sorting=password`, host)).statusCode).toBe(400);
  });

  it('updates name and activity with the stamp; a stale stamp is 409; deactivation blocks at once', async () => {
    const t = await create(`${prefix}-upd`);
    const other = await create(`${prefix}-upd-other`);
    const tenantAdmin = bearer(
      (await login(server.app, { username: 'admin', password: 'Tenant1!', tenant: t.name })).access_token,
    );
    expect((await call('GET', '/api/identity/users', tenantAdmin)).statusCode).toBe(200);

    const res = await call('PUT', `${base}/${t.id}`, host, {
      name: `${prefix}-upd2`,
      isActive: false,
      concurrencyStamp: t.concurrencyStamp,
      extraProperties: { Region: 'East' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: `${prefix}-upd2`,
      isActive: false,
      extraProperties: { Region: 'East' },
    });
    expect((await call('GET', '/api/identity/users', tenantAdmin)).statusCode).toBe(401);
    expect(
      (await passwordLogin(server.app, { username: 'admin', password: 'Tenant1!', tenant: t.id })).statusCode,
    ).not.toBe(200);

    const stale = await call('PUT', `${base}/${t.id}`, host, {
      name: 'whatever',
      concurrencyStamp: t.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const clash = await call('PUT', `${base}/${t.id}`, host, { name: other.name.toUpperCase() });
    expect(clash.statusCode).toBe(403);
    expect(clash.json().error.code).toBe('Volo.Abp.TenantManagement:DuplicateTenantName');

    const back = await call('PUT', `${base}/${t.id}`, host, { name: `${prefix}-upd2`, isActive: true });
    expect(back.json().isActive).toBe(true);
    expect((await call('GET', '/api/identity/users', tenantAdmin)).statusCode).toBe(200);
  });

  it('keeps a default connection string (plain text; never in the DTO)', async () => {
    const t = await create(`${prefix}-conn`);
    const url = `${base}/${t.id}/default-connection-string`;
    const empty = await call('GET', url, host);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toContain('text/plain');
    expect(empty.body).toBe('');

    // ABP's form: the value in the query string.
    const query = 'Host=db;Database=acme;Password=q';
    expect(
      (await call('PUT', `${url}?defaultConnectionString=${encodeURIComponent(query)}`, host)).statusCode,
    ).toBe(204);
    expect((await call('GET', url, host)).body).toBe(query);
    // The audit log keeps the URL with the secret hidden.
    await server.audit.flush();
    const logged = await inScope(server.database.db, tenantScope(HOST_TENANT_ID), (tx) =>
      tx
        .select({ url: auditLogs.url })
        .from(auditLogs)
        .where(like(auditLogs.url, `${url}?%`)),
    );
    expect(logged.map((l) => l.url)).toEqual([`${url}?defaultConnectionString=***`]);
    // Our pages' form: the value in the body, which never reaches the audit log.
    const value = 'Host=db;Database=acme;Password=s3cret';
    expect((await call('PUT', url, host, { defaultConnectionString: value })).statusCode).toBe(204);
    expect((await call('GET', url, host)).body).toBe(value);
    const dto = (await call('GET', `${base}/${t.id}`, host)).json<TenantDto>();
    expect(dto.extraProperties).toEqual({});
    expect(JSON.stringify((await call('GET', `${base}?filter=${t.name}`, host)).json())).not.toContain(
      's3cret',
    );
    // Ordinary updates neither show nor lose it, and cannot set it.
    await call('PUT', `${base}/${t.id}`, host, {
      name: t.name,
      extraProperties: { DefaultConnectionString: 'x' },
    });
    expect((await call('GET', url, host)).body).toBe(value);

    expect((await call('DELETE', url, host)).statusCode).toBe(204);
    expect((await call('GET', url, host)).body).toBe('');
    expect((await call('GET', `${base}/${randomUUID()}/default-connection-string`, host)).statusCode).toBe(
      404,
    );

    await server.audit.flush();
    const audit = await inScope(server.database.db, tenantScope(HOST_TENANT_ID), (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.httpMethod, 'PUT')),
    );
    expect(JSON.stringify(audit)).not.toContain('s3cret');
  });

  it('deletes softly: the tenant disappears, its tokens stop at once, its logins fail', async () => {
    const t = await create(`${prefix}-del`);
    const tokens = await login(server.app, { username: 'admin', password: 'Tenant1!', tenant: t.name });
    const tenantAdmin = bearer(tokens.access_token);
    expect((await call('GET', '/api/identity/users', tenantAdmin)).statusCode).toBe(200);

    expect((await call('DELETE', `${base}/${t.id}`, host)).statusCode).toBe(204);
    expect((await call('GET', '/api/identity/users', tenantAdmin)).statusCode).toBe(401);
    expect(
      (await passwordLogin(server.app, { username: 'admin', password: 'Tenant1!', tenant: t.name }))
        .statusCode,
    ).not.toBe(200);
    expect(
      (await passwordLogin(server.app, { username: 'admin', password: 'Tenant1!', tenant: t.id })).statusCode,
    ).not.toBe(200);
    const refresh = await tokenRequest(server.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'SupplierPortal_App',
    });
    expect(refresh.statusCode).toBe(400);

    const open = await inScope(server.database.db, tenantScope(t.id), (tx) =>
      tx.select().from(sessions).where(eq(sessions.tenantId, t.id)),
    );
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => s.revokeReason === 'tenant-deleted')).toBe(true);

    expect((await call('GET', `${base}/${t.id}`, host)).statusCode).toBe(404);
    expect((await call('GET', `${base}?filter=${t.name}`, host)).json().totalCount).toBe(0);
    const [row] = await asSystem(server.database.db, (tx) =>
      tx.select().from(tenants).where(eq(tenants.id, t.id)),
    );
    expect(row).toMatchObject({ isDeleted: true });
    // ABP: deleting an unknown tenant is not an error.
    expect((await call('DELETE', `${base}/${t.id}`, host)).statusCode).toBe(204);
    // The name is free again, for a new tenant with a new id.
    const again = await create(t.name);
    expect(again.id).not.toBe(t.id);
  });
});

describe('permissions', () => {
  it("is host only: a tenant's administrator gets 403 everywhere", async () => {
    const t = await createTenant(server, `${prefix}-side`);
    const tenantAdmin = bearer((await login(server.app, { username: 'admin', tenant: t.name })).access_token);
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['GET', `${base}/${t.id}`, undefined],
      ['POST', base, { name: `${prefix}-x`, adminEmailAddress: 'a@b.test', adminPassword: 'Tenant1!' }],
      ['PUT', `${base}/${t.id}`, { name: 'renamed' }],
      ['DELETE', `${base}/${t.id}`, undefined],
      ['GET', `${base}/${t.id}/default-connection-string`, undefined],
      ['PUT', `${base}/${t.id}/default-connection-string?defaultConnectionString=x`, undefined],
      ['DELETE', `${base}/${t.id}/default-connection-string`, undefined],
    ] as const) {
      const res = await call(method, url, tenantAdmin, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('Volo.Authorization:010001');
    }
    expect((await call('GET', base, {})).statusCode).toBe(401);
  });

  it('each host action needs its own policy', async () => {
    const P = Policies.AbpTenantManagement.Tenants;
    const reader = bearer(await userWithPolicies(server, null, [P.name], { userName: `${prefix}-reader` }));
    const t = await create(`${prefix}-perm`);
    expect((await call('GET', base, reader)).statusCode).toBe(200);
    expect((await call('GET', `${base}/${t.id}`, reader)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', base, { name: `${prefix}-y`, adminEmailAddress: 'a@b.test', adminPassword: 'Tenant1!' }],
      ['PUT', `${base}/${t.id}`, { name: 'renamed' }],
      ['DELETE', `${base}/${t.id}`, undefined],
      ['GET', `${base}/${t.id}/default-connection-string`, undefined],
    ] as const) {
      expect((await call(method, url, reader, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
