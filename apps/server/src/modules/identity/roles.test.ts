import { Policies, type PolicyName } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  callerHeaders,
  request,
  roleWith,
  useWorld,
  type Method,
} from '../../../test/harness.js';
import { newId } from '../../platform/db/columns.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { permissionGrants } from '../../platform/permissions/schema.js';
import { roles, userRoles } from './schema.js';

const R = Policies.AbpIdentity.Roles;

const w = useWorld({ prefix: 'roles', suppliers: false });
let adminA: string;
let adminB: string;
beforeAll(() => {
  [adminA, adminB] = [w.a.admin, w.b.admin];
});

const call = (token: string | null, method: string, url: string, payload?: unknown) =>
  request(w.server.app, method as Method, url, callerHeaders(token), payload);

interface RoleDto {
  id: string;
  name: string;
  isDefault: boolean;
  isStatic: boolean;
  isPublic: boolean;
  concurrencyStamp: string;
  extraProperties: Record<string, unknown>;
}

const unique = (prefix: string) => `${prefix}-${newId().slice(-8)}`;

async function createRole(body: Record<string, unknown>, token = adminA): Promise<RoleDto> {
  const res = await call(token, 'POST', '/api/identity/roles', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RoleDto>();
}

async function grantsOf(tenantId: string, roleName: string) {
  const rows = await inScope(w.server.database.db, tenantScope(tenantId), (tx) =>
    tx
      .select({ name: permissionGrants.name })
      .from(permissionGrants)
      .where(
        and(
          eq(permissionGrants.tenantId, tenantId),
          eq(permissionGrants.providerName, 'R'),
          eq(permissionGrants.providerKey, roleName),
        ),
      ),
  );
  return rows.map((r) => r.name).sort();
}

/** A signed-in user of tenant A whose only role holds `grants`. */
async function memberOf(roleName: string, grants: PolicyName[] = []) {
  await roleWith(w.server, w.a.id, roleName, grants);
  const userName = unique('member');
  const user = await createUser(w.server, w.a.id, userName, [roleName]);
  const { access_token } = await login(w.server.app, { username: userName, tenant: w.a.name });
  return { id: user.id, token: access_token };
}

async function configOf(token: string) {
  const res = await call(
    token,
    'GET',
    '/api/abp/application-configuration?includeLocalizationResources=false',
  );
  return res.json<{ auth: { grantedPolicies: Record<string, true> }; currentUser: { roles: string[] } }>();
}

describe('roles: CRUD', () => {
  it('creates, reads, lists, updates and deletes a role in the contract shape', async () => {
    const name = unique('editor');
    const created = await createRole({
      name,
      isDefault: false,
      isPublic: true,
      extraProperties: { Color: 'blue' },
    });
    expect(Object.keys(created).sort()).toEqual(
      ['id', 'name', 'isDefault', 'isStatic', 'isPublic', 'concurrencyStamp', 'extraProperties'].sort(),
    );
    expect(created).toMatchObject({
      name,
      isDefault: false,
      isStatic: false,
      isPublic: true,
      extraProperties: { Color: 'blue' },
    });
    expect((await call(adminA, 'GET', `/api/identity/roles/${created.id}`)).json()).toEqual(created);

    const all = await call(adminA, 'GET', '/api/identity/roles/all');
    expect(all.statusCode).toBe(200);
    expect(Object.keys(all.json())).toEqual(['items']);
    expect(all.json().items.map((r: RoleDto) => r.name)).toEqual(
      expect.arrayContaining(['admin', 'vendor', name]),
    );

    const renamed = unique('writer');
    const put = await call(adminA, 'PUT', `/api/identity/roles/${created.id}`, {
      name: renamed,
      isDefault: true,
      isPublic: false,
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(put.statusCode, put.body).toBe(200);
    const updated = put.json<RoleDto>();
    expect(updated).toMatchObject({ id: created.id, name: renamed, isDefault: true, isPublic: false });
    expect(updated.extraProperties).toEqual({ Color: 'blue' });
    expect(updated.concurrencyStamp).not.toBe(created.concurrencyStamp);

    const stale = await call(adminA, 'PUT', `/api/identity/roles/${created.id}`, {
      name: renamed,
      isDefault: false,
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed by another user/);

    const del = await call(adminA, 'DELETE', `/api/identity/roles/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await call(adminA, 'GET', `/api/identity/roles/${created.id}`)).statusCode).toBe(404);
    expect((await call(adminA, 'DELETE', `/api/identity/roles/${created.id}`)).statusCode).toBe(404);
  });

  it('filters, sorts and pages the list', async () => {
    const tag = unique('flt');
    for (const n of ['c', 'a', 'b']) await createRole({ name: `${tag}-${n}` });
    const list = async (query: string) => {
      const res = await call(adminA, 'GET', `/api/identity/roles?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ totalCount: number; items: RoleDto[] }>();
    };
    expect((await list(`filter=${tag.toUpperCase()}`)).items.map((r) => r.name)).toEqual([
      `${tag}-a`,
      `${tag}-b`,
      `${tag}-c`,
    ]);
    const page = await list(`filter=${tag}&sorting=name%20desc&skipCount=1&maxResultCount=1`);
    expect(page).toMatchObject({ totalCount: 3, items: [{ name: `${tag}-b` }] });
    expect((await list('sorting=isStatic%20desc,name&maxResultCount=2')).items.map((r) => r.name)).toEqual([
      'admin',
      'vendor',
    ]);
    const bad = await call(adminA, 'GET', '/api/identity/roles?sorting=normalizedName');
    expect(bad.statusCode).toBe(400);
    expect((await call(adminA, 'GET', '/api/identity/roles?maxResultCount=1001')).statusCode).toBe(400);
  });

  it('validates the input and refuses duplicate names (403 DuplicateRoleName)', async () => {
    const empty = await call(adminA, 'POST', '/api/identity/roles', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.validationErrors).toEqual([
      { message: 'The name field is required.', members: ['name'] },
    ]);
    const blank = await call(adminA, 'POST', '/api/identity/roles', { name: '   ' });
    expect(blank.json().error.validationErrors[0].message).toBe('The name field is required.');
    const long = await call(adminA, 'POST', '/api/identity/roles', { name: 'x'.repeat(257) });
    expect(long.json().error.validationErrors[0].message).toBe(
      'The field name must be a string with a maximum length of 256.',
    );
    const wrongType = await call(adminA, 'POST', '/api/identity/roles', { name: 'ok', isDefault: 'yes' });
    expect(wrongType.statusCode).toBe(400);

    const dup = await call(adminA, 'POST', '/api/identity/roles', { name: 'ADMIN' });
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:DuplicateRoleName',
      message: "Role name 'ADMIN' is already taken.",
    });
    const zh = await w.server.app.inject({
      method: 'POST',
      url: '/api/identity/roles',
      headers: { ...bearer(adminA), 'accept-language': 'zh-Hans' },
      payload: { name: 'admin' },
    });
    expect(zh.json().error.message).toContain('admin');
    expect(zh.json().error.message).not.toContain('already taken');

    const other = await createRole({ name: unique('other') });
    const renameOnto = await call(adminA, 'PUT', `/api/identity/roles/${other.id}`, { name: 'Vendor' });
    expect(renameOnto.statusCode).toBe(403);
    expect(renameOnto.json().error.code).toBe('Volo.Abp.Identity:DuplicateRoleName');
  });

  it('protects static roles from renaming and deletion, but lets their flags change', async () => {
    const admin = (await call(adminA, 'GET', '/api/identity/roles/all'))
      .json()
      .items.find((r: RoleDto) => r.name === 'admin') as RoleDto;
    expect(admin.isStatic).toBe(true);

    const rename = await call(adminA, 'PUT', `/api/identity/roles/${admin.id}`, { name: 'administrators' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:StaticRoleRenaming',
      message: 'The static roles can not be renamed.',
    });
    const del = await call(adminA, 'DELETE', `/api/identity/roles/${admin.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:StaticRoleDeletion',
      message: 'The static roles can not be deleted.',
    });

    const flags = await call(adminA, 'PUT', `/api/identity/roles/${admin.id}`, {
      name: 'admin',
      isPublic: false,
      concurrencyStamp: admin.concurrencyStamp,
    });
    expect(flags.statusCode, flags.body).toBe(200);
    expect(flags.json()).toMatchObject({ name: 'admin', isStatic: true, isPublic: false });
    // The administrators keep everything.
    expect((await configOf(adminA)).auth.grantedPolicies[R.Delete.name]).toBe(true);
  });

  it('a default role is given to new users created without roles', async () => {
    const name = unique('default');
    await createRole({ name, isDefault: true });
    const userName = unique('fresh');
    const res = await call(adminA, 'POST', '/api/identity/users', {
      userName,
      email: `${userName}@example.test`,
      password: '1q2w3E*',
    });
    expect(res.statusCode, res.body).toBe(200);
    const roleNames = (await call(adminA, 'GET', `/api/identity/users/${res.json().id}/roles`))
      .json()
      .items.map((r: RoleDto) => r.name);
    expect(roleNames).toContain(name);
  });
});

describe('roles: grants follow the name', () => {
  it("renaming moves the role's grants; its members keep them without signing in again", async () => {
    const before = unique('buyer');
    const member = await memberOf(before, [
      Policies.AbpIdentity.Users.name,
      Policies.AbpAuditLogging.Default.name,
    ]);
    expect((await configOf(member.token)).auth.grantedPolicies).toEqual({
      [Policies.AbpIdentity.Users.name]: true,
      [Policies.AbpAuditLogging.Default.name]: true,
    });
    const role = (await call(adminA, 'GET', `/api/identity/roles?filter=${before}`)).json()
      .items[0] as RoleDto;
    const after = unique('purchaser');
    const put = await call(adminA, 'PUT', `/api/identity/roles/${role.id}`, { name: after });
    expect(put.statusCode, put.body).toBe(200);

    expect(await grantsOf(w.a.id, before)).toEqual([]);
    expect(await grantsOf(w.a.id, after)).toEqual(
      [Policies.AbpIdentity.Users.name, Policies.AbpAuditLogging.Default.name].sort(),
    );
    const config = await configOf(member.token);
    expect(config.currentUser.roles).toEqual([after]);
    expect(config.auth.grantedPolicies[Policies.AbpIdentity.Users.name]).toBe(true);
    const dialog = await call(
      adminA,
      'GET',
      `/api/permission-management/permissions?providerName=R&providerKey=${after}`,
    );
    const users = dialog
      .json()
      .groups.flatMap((g: { permissions: { name: string }[] }) => g.permissions)
      .find((p: { name: string }) => p.name === Policies.AbpIdentity.Users.name);
    expect(users).toMatchObject({
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: after }],
    });
  });

  it('deleting a role removes its grants and its members; they lose its policies at once', async () => {
    const name = unique('temp');
    const member = await memberOf(name, [Policies.AbpAuditLogging.Default.name]);
    expect((await call(member.token, 'GET', '/api/identity/roles')).statusCode).toBe(403);
    expect((await configOf(member.token)).auth.grantedPolicies).toEqual({
      [Policies.AbpAuditLogging.Default.name]: true,
    });
    const role = (await call(adminA, 'GET', `/api/identity/roles?filter=${name}`)).json().items[0] as RoleDto;
    expect((await call(adminA, 'DELETE', `/api/identity/roles/${role.id}`)).statusCode).toBe(204);

    const config = await configOf(member.token);
    expect(config.currentUser.roles).toEqual([]);
    expect(config.auth.grantedPolicies).toEqual({});
    expect(await grantsOf(w.a.id, name)).toEqual([]);
    const links = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.tenantId, w.a.id), eq(userRoles.roleId, role.id))),
    );
    expect(links).toEqual([]);
    // A new role with the old name starts with nothing.
    await createRole({ name });
    expect(await grantsOf(w.a.id, name)).toEqual([]);
  });
});

describe('roles: policies and isolation', () => {
  it('refuses each action without its policy', async () => {
    const target = await createRole({ name: unique('target') });
    const reader = await memberOf(unique('role-reader'), [R.name]);
    expect((await call(reader.token, 'GET', '/api/identity/roles')).statusCode).toBe(200);
    expect((await call(reader.token, 'GET', '/api/identity/roles/all')).statusCode).toBe(200);
    expect((await call(reader.token, 'GET', `/api/identity/roles/${target.id}`)).statusCode).toBe(200);
    const refused: [string, string, unknown?][] = [
      ['POST', '/api/identity/roles', { name: unique('x') }],
      ['PUT', `/api/identity/roles/${target.id}`, { name: target.name }],
      ['DELETE', `/api/identity/roles/${target.id}`],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(reader.token, method, url, body);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
      expect(res.json().error.code).toBe('Volo.Authorization:010001');
    }
    const creator = await memberOf(unique('role-creator'), [R.name, R.Create.name]);
    expect((await call(creator.token, 'POST', '/api/identity/roles', { name: unique('y') })).statusCode).toBe(
      200,
    );

    const nobody = await memberOf(unique('role-nobody'));
    for (const url of [
      '/api/identity/roles',
      '/api/identity/roles/all',
      `/api/identity/roles/${target.id}`,
    ]) {
      expect((await call(nobody.token, 'GET', url)).statusCode).toBe(403);
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    }
  });

  it("tenant A cannot list, read or change tenant B's roles", async () => {
    const bRole = await createRole({ name: unique('b-role') }, adminB);
    const headers = { ...bearer(adminA), __tenant: w.b.name };
    const list = await w.server.app.inject({ url: '/api/identity/roles?maxResultCount=1000', headers });
    expect(list.json().items.some((r: RoleDto) => r.id === bRole.id)).toBe(false);
    const all = await w.server.app.inject({ url: '/api/identity/roles/all', headers });
    expect(all.json().items.some((r: RoleDto) => r.id === bRole.id)).toBe(false);
    for (const [method, payload] of [['GET'], ['PUT', { name: 'stolen' }], ['DELETE']] as const) {
      const res = await w.server.app.inject({
        method,
        url: `/api/identity/roles/${bRole.id}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 404 });
    }
    // A's "admin" and B's "admin" are different roles: renaming is refused in A, B's is untouched.
    const [row] = await inScope(w.server.database.db, tenantScope(w.b.id), (tx) =>
      tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, w.b.id), eq(roles.id, bRole.id))),
    );
    expect(row?.name).toBe(bRole.name);
  });
});
