import { Policies, permissionGroups } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, roleWith, useWorld } from '../../../test/harness.js';
import { HOST_ADMIN_PASSWORD } from '../../../test/test-config.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { newId } from '../../platform/db/columns.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';

const URL = '/api/permission-management/permissions';

const w = useWorld({ prefix: 'perm', suppliers: false });
let adminA: string;
let adminB: string;
let hostAdmin: string;
beforeAll(async () => {
  [adminA, adminB] = [w.a.admin, w.b.admin];
  hostAdmin = (await login(w.server.app, { username: 'admin', password: HOST_ADMIN_PASSWORD })).access_token;
});

interface GrantInfo {
  name: string;
  displayName: string;
  parentName: string | null;
  isGranted: boolean;
  allowedProviders: string[];
  grantedProviders: { providerName: string; providerKey: string }[];
}
interface Group {
  name: string;
  displayName: string;
  displayNameKey: string | null;
  displayNameResource: string | null;
  permissions: GrantInfo[];
}
interface PermissionList {
  entityDisplayName: string;
  groups: Group[];
}

const unique = (prefix: string) => `${prefix}-${newId().slice(-8)}`;

function call(
  token: string | null,
  method: 'GET' | 'PUT',
  query: string,
  payload?: unknown,
  language = 'en',
) {
  return w.server.app.inject({
    method,
    url: `${URL}?${query}`,
    headers: token ? { ...bearer(token), 'accept-language': language } : { 'accept-language': language },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function read(token: string, providerName: string, providerKey: string, language = 'en') {
  const res = await call(
    token,
    'GET',
    `providerName=${providerName}&providerKey=${providerKey}`,
    undefined,
    language,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PermissionList>();
}

const flat = (list: PermissionList) =>
  new Map(list.groups.flatMap((g) => g.permissions).map((p) => [p.name, p]));

async function write(token: string, providerName: string, providerKey: string, permissions: unknown[]) {
  return call(token, 'PUT', `providerName=${providerName}&providerKey=${providerKey}`, { permissions });
}

/** A signed-in user of tenant A with the given roles. */
async function member(roleNames: string[]) {
  const userName = unique('member');
  const user = await createUser(w.server, w.a.id, userName, roleNames);
  const { access_token } = await login(w.server.app, { username: userName, tenant: w.a.name });
  return { id: user.id, token: access_token };
}

async function grantedPolicies(token: string) {
  const res = await w.server.app.inject({
    url: '/api/abp/application-configuration?includeLocalizationResources=false',
    headers: bearer(token),
  });
  return res.json().auth.grantedPolicies as Record<string, true>;
}

describe('GET permissions', () => {
  it("lists the catalogue for a tenant role in the contract shape, with the role's grants", async () => {
    const list = await read(adminA, 'R', 'admin');
    expect(Object.keys(list)).toEqual(['entityDisplayName', 'groups']);
    expect(list.entityDisplayName).toBe('admin');
    const identity = list.groups.find((g) => g.name === 'AbpIdentity')!;
    expect(identity).toMatchObject({
      displayName: 'Identity management',
      displayNameKey: null,
      displayNameResource: null,
    });
    expect(identity.permissions[0]).toEqual({
      name: 'AbpIdentity.Roles',
      displayName: 'Role management',
      parentName: null,
      isGranted: true,
      allowedProviders: [],
      grantedProviders: [{ providerName: 'R', providerKey: 'admin' }],
    });
    expect(identity.permissions.find((p) => p.name === Policies.AbpIdentity.Roles.Create.name)).toMatchObject(
      {
        displayName: 'Create',
        parentName: 'AbpIdentity.Roles',
        isGranted: true,
      },
    );
    // Groups in catalogue order; host-only permissions are not offered inside a tenant.
    const names = list.groups.map((g) => g.name);
    const hostOnly = ['AbpTenantManagement', 'OpenIddictPro'];
    expect(names).toEqual(permissionGroups.map((g) => g.name).filter((n) => !hostOnly.includes(n)));
    const all = flat(list);
    expect(all.has(Policies.SettingUi.Host.name)).toBe(false);
    expect([...all.values()].every((p) => p.isGranted)).toBe(true);
  });

  it('speaks the language of the request', async () => {
    const zh = await read(adminA, 'R', 'admin', 'zh-Hans');
    expect(zh.groups[0]).toMatchObject({ name: 'AbpIdentity', displayName: '身份标识管理' });
    const hant = await read(adminA, 'R', 'admin', 'zh-Hant');
    expect(hant.groups[0]!.permissions[0]!.displayName).toBe('角色管理');
  });

  it('offers the host-only permissions to the host', async () => {
    const list = await read(hostAdmin, 'R', 'admin');
    expect(list.groups.map((g) => g.name)).toContain('AbpTenantManagement');
    expect(flat(list).get(Policies.AbpTenantManagement.Tenants.Create.name)?.isGranted).toBe(true);
  });

  it("shows a user's permissions granted through roles as inherited, beside their own", async () => {
    const role = unique('clerk');
    await roleWith(w.server, w.a.id, role, [
      Policies.AbpIdentity.Users.name,
      Policies.AbpIdentity.Users.Create.name,
    ]);
    const user = await member([role]);
    await write(adminA, 'U', user.id, [
      { name: Policies.AbpIdentity.Users.name, isGranted: true },
      { name: Policies.AbpAuditLogging.Default.name, isGranted: true },
    ]);
    const list = await read(adminA, 'U', user.id);
    expect(list.entityDisplayName).toMatch(/^member-/);
    const all = flat(list);
    expect(all.get(Policies.AbpIdentity.Users.Create.name)).toMatchObject({
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: role }],
    });
    expect(all.get(Policies.AbpIdentity.Users.name)?.grantedProviders).toEqual([
      { providerName: 'U', providerKey: user.id },
      { providerName: 'R', providerKey: role },
    ]);
    expect(all.get(Policies.AbpAuditLogging.Default.name)?.grantedProviders).toEqual([
      { providerName: 'U', providerKey: user.id },
    ]);
    expect(all.get(Policies.AbpIdentity.Users.Delete.name)).toMatchObject({
      isGranted: false,
      grantedProviders: [],
    });

    // Revoking the user's own grant leaves the inherited one.
    await write(adminA, 'U', user.id, [{ name: Policies.AbpIdentity.Users.name, isGranted: false }]);
    expect(
      flat(await read(adminA, 'U', user.id)).get(Policies.AbpIdentity.Users.name)?.grantedProviders,
    ).toEqual([{ providerName: 'R', providerKey: role }]);
  });

  it('answers 404 for an unknown role or user and 400 for a malformed query', async () => {
    expect((await call(adminA, 'GET', 'providerName=R&providerKey=no-such-role')).statusCode).toBe(404);
    expect((await call(adminA, 'GET', `providerName=U&providerKey=${newId()}`)).statusCode).toBe(404);
    expect((await call(adminA, 'GET', 'providerName=U&providerKey=not-a-guid')).statusCode).toBe(404);
    const badProvider = await call(adminA, 'GET', 'providerName=C&providerKey=x');
    expect(badProvider.statusCode).toBe(400);
    expect(badProvider.json().error.validationErrors[0]).toEqual({
      message: 'The field providerName must be one of: R, U.',
      members: ['querystring.providerName'],
    });
    const missing = await call(adminA, 'GET', 'providerName=R&providerKey=');
    expect(missing.json().error.validationErrors[0].message).toBe('The providerKey field is required.');
  });
});

describe('PUT permissions', () => {
  it('grants and revokes; a granted child brings its parent, a revoked parent leaves its children', async () => {
    const role = unique('writer');
    await roleWith(w.server, w.a.id, role, []);
    const res = await write(adminA, 'R', role, [
      { name: Policies.AbpIdentity.Roles.Create.name, isGranted: true },
    ]);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    let all = flat(await read(adminA, 'R', role));
    expect(all.get(Policies.AbpIdentity.Roles.Create.name)?.isGranted).toBe(true);
    expect(all.get(Policies.AbpIdentity.Roles.name)?.isGranted).toBe(true);
    expect(all.get(Policies.AbpIdentity.Roles.Update.name)?.isGranted).toBe(false);

    // A deeper child brings every ancestor (Default > Detail.Default > Detail.Create).
    await write(adminA, 'R', role, [
      { name: Policies.AbpDataDictionary['Detail.Create'].name, isGranted: true },
    ]);
    all = flat(await read(adminA, 'R', role));
    for (const name of [
      Policies.AbpDataDictionary.Default.name,
      Policies.AbpDataDictionary['Detail.Default'].name,
      Policies.AbpDataDictionary['Detail.Create'].name,
    ]) {
      expect({ name, granted: all.get(name)?.isGranted }).toEqual({ name, granted: true });
    }

    await write(adminA, 'R', role, [{ name: Policies.AbpIdentity.Roles.name, isGranted: false }]);
    all = flat(await read(adminA, 'R', role));
    expect(all.get(Policies.AbpIdentity.Roles.name)?.isGranted).toBe(false);
    expect(all.get(Policies.AbpIdentity.Roles.Create.name)?.isGranted).toBe(true);

    // Sending nothing new changes nothing and still answers 204.
    expect((await write(adminA, 'R', role, [])).statusCode).toBe(204);

    // The change is audited: each permission that changed is a property of one entity change.
    await w.server.audit.flush();
    const rows = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.tenantId, w.a.id), eq(auditLogs.httpMethod, 'PUT'))),
    );
    const change = rows
      .flatMap((r) => r.entityChanges ?? [])
      .find(
        (c) =>
          c.entityId === `R:${role}` &&
          c.propertyChanges.some((p) => p.propertyName === Policies.AbpIdentity.Roles.Create.name),
      );
    expect(change).toMatchObject({ entityTypeFullName: 'Volo.Abp.PermissionManagement.PermissionGrant' });
  });

  it('refuses unknown names and host-only names inside a tenant (400), changing nothing', async () => {
    const role = unique('strict');
    await roleWith(w.server, w.a.id, role, []);
    const unknown = await write(adminA, 'R', role, [
      { name: Policies.AbpIdentity.Users.name, isGranted: true },
      { name: 'Nope.Nothing', isGranted: true },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors).toEqual([
      { message: "There is no permission named 'Nope.Nothing'.", members: ['permissions[1].name'] },
    ]);
    const hostOnly = await write(adminA, 'R', role, [
      { name: Policies.AbpTenantManagement.Tenants.name, isGranted: true },
    ]);
    expect(hostOnly.statusCode).toBe(400);
    expect(hostOnly.json().error.validationErrors[0].message).toContain(
      Policies.AbpTenantManagement.Tenants.name,
    );
    expect([...flat(await read(adminA, 'R', role)).values()].some((p) => p.isGranted)).toBe(false);

    const malformed = await write(adminA, 'R', role, [{ name: Policies.AbpIdentity.Users.name }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.validationErrors[0]).toEqual({
      message: 'The permissions.0.isGranted field is required.',
      members: ['permissions.0.isGranted'],
    });
    // The host may grant host permissions to its own roles.
    const host = await write(hostAdmin, 'R', 'admin', [
      { name: Policies.AbpTenantManagement.Tenants.name, isGranted: true },
    ]);
    expect(host.statusCode).toBe(204);
  });

  it("a role's permission change reaches its members' configuration without signing in again", async () => {
    const role = unique('viewer');
    await roleWith(w.server, w.a.id, role, [Policies.AbpIdentity.Users.name]);
    const user = await member([role]);
    expect(await grantedPolicies(user.token)).toEqual({ [Policies.AbpIdentity.Users.name]: true });
    expect(
      (await w.server.app.inject({ url: '/api/identity/roles', headers: bearer(user.token) })).statusCode,
    ).toBe(403);

    await write(adminA, 'R', role, [{ name: Policies.AbpIdentity.Roles.name, isGranted: true }]);
    expect(await grantedPolicies(user.token)).toEqual({
      [Policies.AbpIdentity.Users.name]: true,
      [Policies.AbpIdentity.Roles.name]: true,
    });
    expect(
      (await w.server.app.inject({ url: '/api/identity/roles', headers: bearer(user.token) })).statusCode,
    ).toBe(200);

    await write(adminA, 'R', role, [{ name: Policies.AbpIdentity.Users.name, isGranted: false }]);
    expect(await grantedPolicies(user.token)).toEqual({ [Policies.AbpIdentity.Roles.name]: true });

    // A grant to the user directly works the same way.
    await write(adminA, 'U', user.id, [{ name: Policies.AbpAuditLogging.Default.name, isGranted: true }]);
    expect((await grantedPolicies(user.token))[Policies.AbpAuditLogging.Default.name]).toBe(true);
  });
});

describe('permission management: policies and isolation', () => {
  it('needs Roles.ManagePermissions for roles and Users.ManagePermissions for users', async () => {
    const target = await member([]);
    await roleWith(w.server, w.a.id, 'role-managers', [
      Policies.AbpIdentity.Roles.name,
      Policies.AbpIdentity.Roles.ManagePermissions.name,
    ]);
    await roleWith(w.server, w.a.id, 'user-managers', [
      Policies.AbpIdentity.Users.name,
      Policies.AbpIdentity.Users.ManagePermissions.name,
    ]);
    const roleManager = await member(['role-managers']);
    const userManager = await member(['user-managers']);
    const grant = [{ name: Policies.AbpAuditLogging.Default.name, isGranted: true }];

    expect((await call(roleManager.token, 'GET', 'providerName=R&providerKey=vendor')).statusCode).toBe(200);
    expect((await write(roleManager.token, 'R', 'vendor', [])).statusCode).toBe(204);
    const denied = await call(roleManager.token, 'GET', `providerName=U&providerKey=${target.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('Volo.Authorization:010001');
    expect((await write(roleManager.token, 'U', target.id, grant)).statusCode).toBe(403);

    expect((await call(userManager.token, 'GET', `providerName=U&providerKey=${target.id}`)).statusCode).toBe(
      200,
    );
    expect((await write(userManager.token, 'U', target.id, grant)).statusCode).toBe(204);
    expect((await call(userManager.token, 'GET', 'providerName=R&providerKey=vendor')).statusCode).toBe(403);
    expect((await write(userManager.token, 'R', 'vendor', grant)).statusCode).toBe(403);

    const nobody = await member([]);
    expect((await call(nobody.token, 'GET', 'providerName=R&providerKey=admin')).statusCode).toBe(403);
    expect((await call(null, 'GET', 'providerName=R&providerKey=admin')).statusCode).toBe(401);
    expect((await write('not-a-token', 'R', 'admin', grant)).statusCode).toBe(401);
  });

  it("tenant A neither sees nor changes tenant B's grants", async () => {
    const bUser = await createUser(w.server, w.b.id, unique('b-user'));
    expect((await call(adminA, 'GET', `providerName=U&providerKey=${bUser.id}`)).statusCode).toBe(404);
    expect(
      (await write(adminA, 'U', bUser.id, [{ name: Policies.AbpIdentity.Users.name, isGranted: true }]))
        .statusCode,
    ).toBe(404);
    const bRole = unique('b-only');
    await roleWith(w.server, w.b.id, bRole, []);
    expect((await call(adminA, 'GET', `providerName=R&providerKey=${bRole}`)).statusCode).toBe(404);

    // Both tenants have an "admin" role: a change in A stays in A.
    const name = Policies.AbpAuditLogging.Delete.name;
    expect((await write(adminA, 'R', 'admin', [{ name, isGranted: false }])).statusCode).toBe(204);
    expect(flat(await read(adminA, 'R', 'admin')).get(name)?.isGranted).toBe(false);
    expect(flat(await read(adminB, 'R', 'admin')).get(name)?.isGranted).toBe(true);
    expect((await grantedPolicies(adminB))[name]).toBe(true);
    expect((await grantedPolicies(adminA))[name]).toBeUndefined();
    await write(adminA, 'R', 'admin', [{ name, isGranted: true }]);
  });
});
