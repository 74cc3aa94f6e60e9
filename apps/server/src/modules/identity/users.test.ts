import { inflateRawSync } from 'node:zlib';
import { Policies, type PolicyName } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  passwordLogin,
  PASSWORD,
  roleWith,
  callerHeaders,
  request,
  world,
  type Method,
  type TestServer,
  type WorldTenant,
} from '../../../test/harness.js';
import { newId } from '../../platform/db/columns.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { permissionGrants } from '../../platform/permissions/schema.js';
import { vendorPolicies } from '../../seed/vendor-policies.js';
import { suppliers } from '../suppliers/schema.js';
import { organizationUnits, userRoles, users } from './schema.js';

const U = Policies.AbpIdentity.Users;

let server: TestServer;
let a: WorldTenant;
let b: WorldTenant;
let adminA: string;
let adminAId: string;
let adminB: string;
let supplierA1: string;
let supplierA2: string;
let supplierB: string;
let unitA1: string;
let unitA2: string;
let unitB: string;
let bUserId: string;

beforeAll(async () => {
  ({ server, a, b } = await world({ prefix: 'users', suppliers: false }));
  [adminA, adminB] = [a.admin, b.admin];
  supplierA1 = await addSupplier(a.id, 'A1');
  supplierA2 = await addSupplier(a.id, 'A2');
  supplierB = await addSupplier(b.id, 'B1');
  unitA1 = await addUnit(a.id, '00001', 'Purchasing');
  unitA2 = await addUnit(a.id, '00002', 'Quality');
  unitB = await addUnit(b.id, '00001', 'Other tenant');
  bUserId = (await createUser(server, b.id, 'b-only')).id;
  const me = await inScope(server.database.db, tenantScope(a.id), (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, a.id), eq(users.normalizedUserName, 'ADMIN'))),
  );
  adminAId = me[0]!.id;
});
afterAll(() => server.close());

const call = (token: string | null, method: string, url: string, payload?: unknown) =>
  request(server.app, method as Method, url, callerHeaders(token), payload);

async function addSupplier(tenantId: string, code: string): Promise<string> {
  const id = newId();
  await inScope(server.database.db, tenantScope(tenantId), (tx) =>
    tx.insert(suppliers).values({
      tenantId,
      id,
      vendorCode: `${code}-${id.slice(-6)}`,
      normalizedVendorCode: `${code}-${id.slice(-6)}`.toUpperCase(),
      name: `Supplier ${code}`,
    }),
  );
  return id;
}

async function addUnit(tenantId: string, code: string, displayName: string): Promise<string> {
  const id = newId();
  await inScope(server.database.db, tenantScope(tenantId), (tx) =>
    tx.insert(organizationUnits).values({ tenantId, id, code, displayName }),
  );
  return id;
}

/** A user of tenant A holding exactly `grants` (through a role of their own), signed in. */
async function userWith(name: string, grants: PolicyName[], supplierId: string | null = null) {
  await roleWith(server, a.id, `role-${name}`, grants);
  const user = await createUser(server, a.id, name, [`role-${name}`], undefined, supplierId);
  const token = (await login(server.app, { username: name, tenant: a.name })).access_token;
  return { id: user.id, token };
}

interface UserDto {
  id: string;
  userName: string;
  concurrencyStamp: string;
  supplierId: string | null;
  [key: string]: unknown;
}

let seq = 0;
function newUserBody(extra: Record<string, unknown> = {}) {
  seq += 1;
  const userName = `user${seq}-${newId().slice(-6)}`;
  return { userName, email: `${userName}@example.test`, password: PASSWORD, roleNames: [], ...extra };
}

async function createViaApi(extra: Record<string, unknown> = {}, token = adminA): Promise<UserDto> {
  const res = await call(token, 'POST', '/api/identity/users', newUserBody(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserDto>();
}

/** The text of every sheet and shared string in an .xlsx (a zip): enough to find values in it. */
function xlsxText(file: Buffer): string {
  let text = '';
  let offset = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = file.readUInt16LE(offset + 10);
  offset = file.readUInt32LE(offset + 16);
  for (let i = 0; i < entries; i++) {
    const method = file.readUInt16LE(offset + 10);
    const size = file.readUInt32LE(offset + 20);
    const nameLength = file.readUInt16LE(offset + 28);
    const extraLength = file.readUInt16LE(offset + 30);
    const commentLength = file.readUInt16LE(offset + 32);
    const local = file.readUInt32LE(offset + 42);
    const name = file.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(dataStart, dataStart + size);
    if (name.endsWith('.xml')) text += (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return text;
}

describe('users: create and read', () => {
  it('creates a user with roles, supplier and organization units, in the contract shape', async () => {
    const body = newUserBody({
      name: 'Li',
      surname: 'Wang',
      phoneNumber: '13800000000',
      isActive: true,
      lockoutEnabled: false,
      roleNames: ['vendor'],
      supplierId: supplierA1,
      organizationUnitIds: [unitA1],
      extraProperties: { Introduction: '负责结构件' },
      twoFactorEnabled: false,
    });
    const res = await call(adminA, 'POST', '/api/identity/users', body);
    expect(res.statusCode, res.body).toBe(200);
    const dto = res.json();
    expect(Object.keys(dto).sort()).toEqual(
      [
        'id',
        'tenantId',
        'userName',
        'name',
        'surname',
        'email',
        'emailConfirmed',
        'phoneNumber',
        'phoneNumberConfirmed',
        'isActive',
        'supplierId',
        'lockoutEnabled',
        'lockoutEnd',
        'accessFailedCount',
        'concurrencyStamp',
        'creationTime',
        'creatorId',
        'lastModificationTime',
        'lastModifierId',
        'isDeleted',
        'deleterId',
        'deletionTime',
        'extraProperties',
      ].sort(),
    );
    expect(dto).toMatchObject({
      tenantId: a.id,
      userName: body.userName,
      name: 'Li',
      surname: 'Wang',
      email: body.email,
      phoneNumber: '13800000000',
      isActive: true,
      lockoutEnabled: false,
      supplierId: supplierA1,
      creatorId: adminAId,
      isDeleted: false,
      extraProperties: { Introduction: '负责结构件' },
    });

    const read = await call(adminA, 'GET', `/api/identity/users/${dto.id}`);
    expect(read.json()).toEqual(dto);
    const roles = await call(adminA, 'GET', `/api/identity/users/${dto.id}/roles`);
    expect(roles.json().items.map((r: { name: string }) => r.name)).toEqual(['vendor']);
    expect(Object.keys(roles.json().items[0]).sort()).toEqual(
      ['id', 'name', 'isDefault', 'isStatic', 'isPublic', 'concurrencyStamp', 'extraProperties'].sort(),
    );
    const units = await call(
      adminA,
      'GET',
      `/api/identity/users/${dto.id}/organizations?includeDetails=false`,
    );
    expect(units.statusCode).toBe(200);
    expect(units.json().items).toEqual([
      expect.objectContaining({
        id: unitA1,
        code: '00001',
        displayName: 'Purchasing',
        level: 1,
        isLeaf: true,
      }),
    ]);
    // The new user can sign in with the password given.
    expect((await passwordLogin(server.app, { username: body.userName, tenant: a.name })).statusCode).toBe(
      200,
    );
  });

  it("HelloAbp's create-to-organizations takes `orgIds`", async () => {
    const res = await call(
      adminA,
      'POST',
      '/api/identity/users/create-to-organizations',
      newUserBody({ orgIds: [unitA1, unitA2] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const units = await call(adminA, 'GET', `/api/identity/users/${res.json().id}/organizations`);
    expect(units.json().items.map((u: { id: string }) => u.id)).toEqual([unitA1, unitA2]);
  });

  it('gives a user created without roleNames the default roles', async () => {
    await inScope(server.database.db, tenantScope(a.id), async (tx) => {
      await server.services.identity.ensureRole(tx, a.id, 'newcomer', { isDefault: true });
    });
    const body = newUserBody();
    delete (body as { roleNames?: unknown }).roleNames;
    const res = await call(adminA, 'POST', '/api/identity/users', body);
    const roles = await call(adminA, 'GET', `/api/identity/users/${res.json().id}/roles`);
    expect(roles.json().items.map((r: { name: string }) => r.name)).toEqual(['newcomer']);
  });

  it('reports invalid input with ABP validation messages', async () => {
    const empty = await call(adminA, 'POST', '/api/identity/users', {});
    expect(empty.statusCode).toBe(400);
    const messages = empty.json().error.validationErrors.map((v: { message: string }) => v.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'The userName field is required.',
        'The email field is required.',
        'The password field is required.',
      ]),
    );
    const badEmail = await call(
      adminA,
      'POST',
      '/api/identity/users',
      newUserBody({ email: 'not-an-email' }),
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.validationErrors).toEqual([
      { message: 'The email field is not a valid e-mail address.', members: ['email'] },
    ]);
    const longName = await call(adminA, 'POST', '/api/identity/users', newUserBody({ name: 'x'.repeat(65) }));
    expect(longName.json().error.validationErrors[0].message).toBe(
      'The field name must be a string with a maximum length of 64.',
    );
  });

  it('applies the business rules: password policy, duplicates, unknown roles, suppliers and units', async () => {
    const weak = await call(adminA, 'POST', '/api/identity/users', newUserBody({ password: 'abc' }));
    expect(weak.statusCode).toBe(403);
    expect(weak.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:InvalidPassword',
      message: 'Passwords must be at least 6 characters.',
    });

    const first = await createViaApi();
    const sameName = await call(adminA, 'POST', '/api/identity/users', {
      ...newUserBody(),
      userName: first.userName.toUpperCase(),
    });
    expect(sameName.statusCode).toBe(403);
    expect(sameName.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:DuplicateUserName',
      message: `Username '${first.userName.toUpperCase()}' is already taken.`,
    });
    const sameEmail = await call(adminA, 'POST', '/api/identity/users', newUserBody({ email: first.email }));
    expect(sameEmail.json().error.code).toBe('Volo.Abp.Identity:DuplicateEmail');

    const unknownRole = await call(
      adminA,
      'POST',
      '/api/identity/users',
      newUserBody({ roleNames: ['nope'] }),
    );
    expect(unknownRole.statusCode).toBe(403);
    expect(unknownRole.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:RoleNotFound',
      message: 'Role nope does not exist.',
    });

    const vendorAlone = await call(
      adminA,
      'POST',
      '/api/identity/users',
      newUserBody({ roleNames: ['vendor'] }),
    );
    expect(vendorAlone.statusCode).toBe(403);
    expect(vendorAlone.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:VendorUserNeedsSupplier',
      message: 'A supplier user must be linked to a supplier.',
    });

    for (const supplierId of [newId(), supplierB]) {
      const res = await call(adminA, 'POST', '/api/identity/users', newUserBody({ supplierId }));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'Volo.Abp.Identity:SupplierNotFound',
        message: `Supplier ${supplierId} does not exist.`,
      });
    }

    const foreignUnit = await call(
      adminA,
      'POST',
      '/api/identity/users',
      newUserBody({ organizationUnitIds: [unitB] }),
    );
    expect(foreignUnit.statusCode).toBe(403);
    expect(foreignUnit.json().error.code).toBe('Volo.Abp.Identity:OrganizationUnitNotFound');
  });
});

describe('users: list', () => {
  it('filters, sorts and pages', async () => {
    const tag = `flt${newId().slice(-6)}`;
    // A phone number is digits: the hex tag would be refused as one.
    const digits = String(Date.now()).slice(-8);
    const made: UserDto[] = [];
    for (const [i, extra] of [
      { name: `${tag}-a`, isActive: true, supplierId: supplierA2 },
      { surname: `${tag}-b`, isActive: false },
      { phoneNumber: `139${digits}`, isActive: true },
    ].entries()) {
      made.push(await createViaApi({ ...extra, userName: `${tag}-${i}`, email: `${tag}-${i}@example.test` }));
    }
    const list = async (query: string) => {
      const res = await call(adminA, 'GET', `/api/identity/users?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ totalCount: number; items: UserDto[] }>();
    };
    const all = await list(`filter=${tag}&sorting=userName%20desc`);
    expect(all.totalCount).toBe(3);
    expect(all.items.map((u) => u.userName)).toEqual([`${tag}-2`, `${tag}-1`, `${tag}-0`]);

    const page = await list(`filter=${tag}&sorting=userName&skipCount=1&maxResultCount=1`);
    expect(page).toMatchObject({ totalCount: 3, items: [{ userName: `${tag}-1` }] });

    expect((await list(`filter=${tag}&isActive=false`)).items.map((u) => u.userName)).toEqual([`${tag}-1`]);
    expect((await list(`filter=${tag}&supplierId=${supplierA2}`)).items.map((u) => u.userName)).toEqual([
      `${tag}-0`,
    ]);
    // Phone numbers and e-mail addresses match the filter too; empty values count as missing.
    expect((await list(`filter=${tag.slice(-6)}&isActive=&supplierId=`)).totalCount).toBeGreaterThanOrEqual(
      3,
    );
    expect((await list(`filter=${digits}`)).items.map((u) => u.userName)).toEqual([`${tag}-2`]);
    // "abc" is not a phone number; no phone number at all is fine.
    const badPhone = await call(adminA, 'POST', '/api/identity/users', {
      userName: `${tag}-p`,
      email: `${tag}-p@example.test`,
      password: '1q2w3E*x',
      phoneNumber: 'abc',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.validationErrors[0].members).toEqual(['phoneNumber']);

    await roleWith(server, a.id, `${tag}-role`, []);
    const roleId = (await call(adminA, 'GET', '/api/identity/users/assignable-roles'))
      .json()
      .items.find((r: { name: string }) => r.name === `${tag}-role`).id;
    await call(adminA, 'PUT', `/api/identity/users/${made[1]!.id}/roles`, { roleNames: [`${tag}-role`] });
    expect((await list(`roleId=${roleId}`)).items.map((u) => u.userName)).toEqual([`${tag}-1`]);

    const badSort = await call(adminA, 'GET', '/api/identity/users?sorting=passwordHash');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.validationErrors[0].members).toEqual(['sorting']);
  });

  it('finds by user name and by e-mail, and answers 204 when there is none', async () => {
    const u = await createViaApi();
    const byName = await call(adminA, 'GET', `/api/identity/users/by-username/${u.userName.toUpperCase()}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().id).toBe(u.id);
    const byEmail = await call(
      adminA,
      'GET',
      `/api/identity/users/by-email/${encodeURIComponent(u.email as string)}`,
    );
    expect(byEmail.json().id).toBe(u.id);
    const none = await call(adminA, 'GET', '/api/identity/users/by-username/nobody-here');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('lists every role as assignable', async () => {
    const res = await call(adminA, 'GET', '/api/identity/users/assignable-roles');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['admin', 'vendor']),
    );
  });
});

describe('users: update', () => {
  it('updates with the stamp; a stale stamp is a 409; the password changes only when given', async () => {
    const u = await createViaApi({ name: 'Before' });
    const session = await login(server.app, { username: u.userName, tenant: a.name });
    const body = {
      userName: u.userName,
      email: u.email,
      name: 'After',
      surname: '',
      phoneNumber: '13900000000',
      concurrencyStamp: u.concurrencyStamp,
    };
    const res = await call(adminA, 'PUT', `/api/identity/users/${u.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<UserDto>();
    expect(updated).toMatchObject({
      name: 'After',
      surname: null,
      phoneNumber: '13900000000',
      isActive: true,
    });
    expect(updated.concurrencyStamp).not.toBe(u.concurrencyStamp);
    expect(updated.lastModifierId).toBe(adminAId);

    const stale = await call(adminA, 'PUT', `/api/identity/users/${u.id}`, { ...body, name: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed by another user/);

    // No password in the body: the old one still works, and the user's session lives on.
    expect((await passwordLogin(server.app, { username: u.userName, tenant: a.name })).statusCode).toBe(200);
    expect((await call(session.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(200);

    const withPassword = await call(adminA, 'PUT', `/api/identity/users/${u.id}`, {
      ...body,
      password: 'N3w-secret',
      concurrencyStamp: updated.concurrencyStamp,
    });
    expect(withPassword.statusCode).toBe(200);
    expect((await passwordLogin(server.app, { username: u.userName, tenant: a.name })).statusCode).toBe(400);
    expect(
      (await passwordLogin(server.app, { username: u.userName, password: 'N3w-secret', tenant: a.name }))
        .statusCode,
    ).toBe(200);
    // A password set by someone else ends the sessions opened with the old one.
    expect((await call(session.access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(401);
  });

  it('refuses a rename onto another user and a change of supplier to an unknown one', async () => {
    const one = await createViaApi();
    const two = await createViaApi();
    const clash = await call(adminA, 'PUT', `/api/identity/users/${two.id}`, {
      userName: one.userName,
      email: two.email,
    });
    expect(clash.statusCode).toBe(403);
    expect(clash.json().error.code).toBe('Volo.Abp.Identity:DuplicateUserName');
    const supplier = await call(adminA, 'PUT', `/api/identity/users/${two.id}`, {
      userName: two.userName,
      email: two.email,
      supplierId: supplierB,
    });
    expect(supplier.json().error.code).toBe('Volo.Abp.Identity:SupplierNotFound');
    const bind = await call(adminA, 'PUT', `/api/identity/users/${two.id}`, {
      userName: two.userName,
      email: two.email,
      supplierId: supplierA1,
      roleNames: ['vendor'],
    });
    expect(bind.statusCode, bind.body).toBe(200);
    expect(bind.json().supplierId).toBe(supplierA1);
    // Unbinding a vendor user from their supplier is refused while they hold the vendor role.
    const unbind = await call(adminA, 'PUT', `/api/identity/users/${two.id}`, {
      userName: two.userName,
      email: two.email,
      supplierId: null,
    });
    expect(unbind.json().error.code).toBe('Volo.Abp.Identity:VendorUserNeedsSupplier');
  });

  it("changes a user's roles; their next request sees the new roles without signing in again", async () => {
    await roleWith(server, a.id, 'auditor', [Policies.AbpAuditLogging.Default.name]);
    const u = await createViaApi();
    const { access_token } = await login(server.app, { username: u.userName, tenant: a.name });
    const config = async () =>
      (
        await call(
          access_token,
          'GET',
          '/api/abp/application-configuration?includeLocalizationResources=false',
        )
      ).json();
    expect((await config()).currentUser.roles).toEqual([]);

    const put = await call(adminA, 'PUT', `/api/identity/users/${u.id}/roles`, { roleNames: ['auditor'] });
    expect(put.statusCode).toBe(204);
    const after = await config();
    expect(after.currentUser.roles).toEqual(['auditor']);
    expect(after.auth.grantedPolicies).toEqual({ [Policies.AbpAuditLogging.Default.name]: true });
    const roles = await call(adminA, 'GET', `/api/identity/users/${u.id}/roles`);
    expect(roles.json().items.map((r: { name: string }) => r.name)).toEqual(['auditor']);
    // The roles are part of the user: the stamp moved.
    const reread = await call(adminA, 'GET', `/api/identity/users/${u.id}`);
    expect(reread.json().concurrencyStamp).not.toBe(u.concurrencyStamp);

    const unknown = await call(adminA, 'PUT', `/api/identity/users/${u.id}/roles`, { roleNames: ['ghost'] });
    expect(unknown.statusCode).toBe(403);
    const invalid = await call(adminA, 'PUT', `/api/identity/users/${u.id}/roles`, { roleNames: 'admin' });
    expect(invalid.statusCode).toBe(400);
  });

  it("a deactivated user's token gets 401 at once, and they cannot sign in", async () => {
    const u = await createViaApi();
    const { access_token } = await login(server.app, { username: u.userName, tenant: a.name });
    expect((await call(access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(200);
    const res = await call(adminA, 'PUT', `/api/identity/users/${u.id}`, {
      userName: u.userName,
      email: u.email,
      isActive: false,
      concurrencyStamp: u.concurrencyStamp,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    const denied = await call(access_token, 'GET', '/api/account/my-profile');
    expect(denied.statusCode).toBe(401);
    expect(denied.headers._abperrorformat).toBe('true');
    const relogin = await passwordLogin(server.app, { username: u.userName, tenant: a.name });
    expect(relogin.statusCode).toBe(400);
  });

  it('unlocks a locked-out user', async () => {
    const u = await createViaApi({ lockoutEnabled: true });
    await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx
        .update(users)
        .set({ lockoutEnd: new Date(Date.now() + 3_600_000), accessFailedCount: 3 })
        .where(and(eq(users.tenantId, a.id), eq(users.id, u.id))),
    );
    const locked = await passwordLogin(server.app, { username: u.userName, tenant: a.name });
    expect(locked.json().error_description).toMatch(/locked/i);
    expect((await call(adminA, 'GET', `/api/identity/users/${u.id}`)).json().lockoutEnd).not.toBeNull();

    const res = await call(adminA, 'POST', `/api/identity/users/${u.id}/unlock`);
    expect(res.statusCode).toBe(204);
    const after = (await call(adminA, 'GET', `/api/identity/users/${u.id}`)).json();
    expect(after).toMatchObject({ lockoutEnd: null, accessFailedCount: 0 });
    expect((await passwordLogin(server.app, { username: u.userName, tenant: a.name })).statusCode).toBe(200);
  });

  it('sets a password under the policy and ends the old sessions', async () => {
    const u = await createViaApi();
    const { access_token } = await login(server.app, { username: u.userName, tenant: a.name });
    const weak = await call(adminA, 'PUT', `/api/identity/users/${u.id}/password`, {
      newPassword: 'alllowercase1!',
    });
    expect(weak.statusCode).toBe(403);
    expect(weak.json().error.message).toBe("Passwords must have at least one uppercase ('A'-'Z').");
    const missing = await call(adminA, 'PUT', `/api/identity/users/${u.id}/password`, {});
    expect(missing.json().error.validationErrors[0].message).toBe('The newPassword field is required.');

    const ok = await call(adminA, 'PUT', `/api/identity/users/${u.id}/password`, { newPassword: 'Other-1x' });
    expect(ok.statusCode).toBe(204);
    expect(
      (await passwordLogin(server.app, { username: u.userName, password: 'Other-1x', tenant: a.name }))
        .statusCode,
    ).toBe(200);
    expect((await call(access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(401);
  });

  it("replaces a user's organization units (HelloAbp's add- and update-to-organizations)", async () => {
    const u = await createViaApi();
    const add = await call(adminA, 'POST', `/api/identity/users/${u.id}/add-to-organizations`, [
      unitA2,
      unitA1,
    ]);
    expect(add.statusCode).toBe(204);
    const units = async () =>
      (await call(adminA, 'GET', `/api/identity/users/${u.id}/organizations`))
        .json()
        .items.map((x: { id: string }) => x.id);
    expect(await units()).toEqual([unitA1, unitA2]);

    const current = (await call(adminA, 'GET', `/api/identity/users/${u.id}`)).json();
    const put = await call(adminA, 'PUT', `/api/identity/users/${u.id}/update-to-organizations`, {
      userName: u.userName,
      email: u.email,
      orgIds: [unitA2],
      concurrencyStamp: current.concurrencyStamp,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await units()).toEqual([unitA2]);

    const foreign = await call(adminA, 'POST', `/api/identity/users/${u.id}/add-to-organizations`, [unitB]);
    expect(foreign.statusCode).toBe(403);
    expect(await units()).toEqual([unitA2]);
    const notAList = await call(adminA, 'POST', `/api/identity/users/${u.id}/add-to-organizations`, {
      ids: [unitA1],
    });
    expect(notAList.statusCode).toBe(400);
  });
});

describe('users: delete', () => {
  it('soft-deletes another user, ending their sessions; nobody deletes themselves', async () => {
    const self = await call(adminA, 'DELETE', `/api/identity/users/${adminAId}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:010001',
      message: 'You can not delete your own account!',
    });

    const u = await createViaApi();
    const { access_token } = await login(server.app, { username: u.userName, tenant: a.name });
    const grant = await call(
      adminA,
      'PUT',
      `/api/permission-management/permissions?providerName=U&providerKey=${u.id}`,
      {
        permissions: [{ name: U.name, isGranted: true }],
      },
    );
    expect(grant.statusCode).toBe(204);
    const res = await call(adminA, 'DELETE', `/api/identity/users/${u.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(access_token, 'GET', '/api/account/my-profile')).statusCode).toBe(401);
    expect((await call(adminA, 'GET', `/api/identity/users/${u.id}`)).statusCode).toBe(404);
    const list = await call(adminA, 'GET', `/api/identity/users?filter=${u.userName}`);
    expect(list.json().totalCount).toBe(0);
    expect((await call(adminA, 'DELETE', `/api/identity/users/${u.id}`)).statusCode).toBe(404);

    // The row stays (soft delete); the user name is free again.
    const [row] = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, a.id), eq(users.id, u.id))),
    );
    expect(row).toMatchObject({ isDeleted: true, deleterId: adminAId });
    const grants = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(permissionGrants).where(eq(permissionGrants.providerKey, u.id)),
    );
    expect(grants).toEqual([]);
    const again = await call(adminA, 'POST', '/api/identity/users', {
      ...newUserBody(),
      userName: u.userName,
      email: u.email,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('users: policies', () => {
  it('refuses each action without its policy (403 with the envelope) and anonymous callers (401)', async () => {
    const target = await createViaApi();
    const reader = await userWith('users-reader', [U.name]);
    expect((await call(reader.token, 'GET', '/api/identity/users')).statusCode).toBe(200);
    const edit = { userName: target.userName, email: target.email };
    const refused: [string, string, unknown?][] = [
      ['POST', '/api/identity/users', newUserBody()],
      ['POST', '/api/identity/users/create-to-organizations', newUserBody()],
      ['PUT', `/api/identity/users/${target.id}`, edit],
      ['PUT', `/api/identity/users/${target.id}/update-to-organizations`, edit],
      ['DELETE', `/api/identity/users/${target.id}`],
      ['PUT', `/api/identity/users/${target.id}/roles`, { roleNames: [] }],
      ['POST', `/api/identity/users/${target.id}/unlock`],
      ['PUT', `/api/identity/users/${target.id}/password`, { newPassword: 'Xx-12345' }],
      ['POST', `/api/identity/users/${target.id}/add-to-organizations`, [unitA1]],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(reader.token, method, url, body);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
      expect(res.json().error.code).toBe('Volo.Authorization:010001');
    }

    const nobody = await userWith('users-nobody', []);
    for (const url of [
      '/api/identity/users',
      `/api/identity/users/${target.id}`,
      '/api/identity/users/export',
      '/api/identity/users/assignable-roles',
      `/api/identity/users/${target.id}/roles`,
      `/api/identity/users/${target.id}/organizations`,
      `/api/identity/users/by-username/${target.userName}`,
    ]) {
      expect({ url, status: (await call(nobody.token, 'GET', url)).statusCode }).toEqual({
        url,
        status: 403,
      });
      expect({ url, status: (await call(null, 'GET', url)).statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('changing organization units needs AbpIdentity.Users.DistributionOrganizationUnit', async () => {
    const editor = await userWith('users-editor', [U.name, U.Create.name, U.Update.name]);
    const denied = await call(editor.token, 'POST', '/api/identity/users', newUserBody({ orgIds: [unitA1] }));
    expect(denied.statusCode).toBe(403);
    const created = await createViaApi({ organizationUnitIds: [unitA1] });
    // Sending the current units back is not a change.
    const same = await call(editor.token, 'PUT', `/api/identity/users/${created.id}`, {
      userName: created.userName,
      email: created.email,
      organizationUnitIds: [unitA1],
    });
    expect(same.statusCode, same.body).toBe(200);
    const changed = await call(editor.token, 'PUT', `/api/identity/users/${created.id}`, {
      userName: created.userName,
      email: created.email,
      organizationUnitIds: [unitA2],
    });
    expect(changed.statusCode).toBe(403);
  });
});

describe('users: isolation', () => {
  it("tenant A cannot list, read or change tenant B's users, whatever __tenant says", async () => {
    const headers = { ...bearer(adminA), __tenant: b.id };
    const list = await server.app.inject({ url: '/api/identity/users?maxResultCount=1000', headers });
    expect(list.json().items.every((u: UserDto) => u.tenantId === a.id)).toBe(true);
    expect(list.json().items.some((u: UserDto) => u.id === bUserId)).toBe(false);

    const edit = { userName: 'b-only', email: 'b-only@example.test', name: 'hacked' };
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/identity/users/${bUserId}`],
      ['PUT', `/api/identity/users/${bUserId}`, edit],
      ['PUT', `/api/identity/users/${bUserId}/update-to-organizations`, edit],
      ['DELETE', `/api/identity/users/${bUserId}`],
      ['GET', `/api/identity/users/${bUserId}/roles`],
      ['PUT', `/api/identity/users/${bUserId}/roles`, { roleNames: ['admin'] }],
      ['POST', `/api/identity/users/${bUserId}/unlock`],
      ['PUT', `/api/identity/users/${bUserId}/password`, { newPassword: 'Hacked-1' }],
      ['GET', `/api/identity/users/${bUserId}/organizations`],
      ['POST', `/api/identity/users/${bUserId}/add-to-organizations`, []],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await server.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect((await call(adminA, 'GET', '/api/identity/users/by-username/b-only')).statusCode).toBe(204);
    expect((await call(adminA, 'GET', '/api/identity/users/by-email/b-only@example.test')).statusCode).toBe(
      204,
    );
    const roleIdsB = (await call(adminB, 'GET', '/api/identity/users/assignable-roles'))
      .json()
      .items.map((r: { id: string }) => r.id);
    const roleIdsA = (await call(adminA, 'GET', '/api/identity/users/assignable-roles'))
      .json()
      .items.map((r: { id: string }) => r.id);
    expect(roleIdsA.some((id: string) => roleIdsB.includes(id))).toBe(false);

    // B's user is untouched.
    const b1 = await call(adminB, 'GET', `/api/identity/users/${bUserId}`);
    expect(b1.json()).toMatchObject({ userName: 'b-only', name: null, isDeleted: false });
    expect((await passwordLogin(server.app, { username: 'b-only', tenant: b.name })).statusCode).toBe(200);
  });

  it("a vendor user with user management sees and makes only their own supplier's users", async () => {
    const colleague = await createViaApi({ supplierId: supplierA1, roleNames: ['vendor'] });
    const other = await createViaApi({ supplierId: supplierA2, roleNames: ['vendor'] });
    const vendorAdmin = await userWith(
      'users-vendor-admin',
      [U.name, U.Create.name, ...(vendorPolicies as PolicyName[])],
      supplierA1,
    );

    const list = await call(vendorAdmin.token, 'GET', '/api/identity/users?maxResultCount=1000');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as UserDto[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((u) => u.supplierId === supplierA1)).toBe(true);
    expect(items.some((u) => u.id === colleague.id)).toBe(true);
    expect((await call(vendorAdmin.token, 'GET', `/api/identity/users/${other.id}`)).statusCode).toBe(404);

    // A user they create belongs to their supplier; another supplier is out of reach.
    const made = await createViaApi({}, vendorAdmin.token);
    expect(made.supplierId).toBe(supplierA1);
    const foreign = await call(
      vendorAdmin.token,
      'POST',
      '/api/identity/users',
      newUserBody({ supplierId: supplierA2 }),
    );
    expect(foreign.json().error.code).toBe('Volo.Abp.Identity:SupplierNotFound');
    const links = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.tenantId, a.id), eq(userRoles.userId, made.id))),
    );
    expect(links).toEqual([]);

    // They may hand out roles whose permissions they hold (vendor), never more (admin).
    expect((await createViaApi({ roleNames: ['vendor'] }, vendorAdmin.token)).supplierId).toBe(supplierA1);
    const escalate = await call(
      vendorAdmin.token,
      'POST',
      '/api/identity/users',
      newUserBody({ roleNames: ['admin'] }),
    );
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().error.code).toBe('Volo.Authorization:010001');
  });
});

describe('users: export', () => {
  it('exports the filtered list as xlsx with roles and supplier code', async () => {
    const tag = `exp${newId().slice(-6)}`;
    const one = await createViaApi({
      userName: `${tag}-one`,
      email: `${tag}-one@example.test`,
      name: '张三',
      roleNames: ['vendor'],
      supplierId: supplierA1,
    });
    await createViaApi({ userName: `${tag}-two`, email: `${tag}-two@example.test` });
    await createViaApi({ userName: `other-${newId().slice(-6)}` });

    const res = await server.app.inject({
      url: `/api/identity/users/export?filter=${tag}&sorting=userName`,
      headers: { ...bearer(adminA), 'accept-language': 'zh-Hans' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户')}`);
    const text = xlsxText(res.rawPayload);
    expect(text).toContain('用户名');
    expect(text).toContain(`${tag}-one`);
    expect(text).toContain(`${tag}-two`);
    expect(text).toContain('张三');
    expect(text).not.toContain('other-');
    const [supplier] = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select()
        .from(suppliers)
        .where(and(eq(suppliers.tenantId, a.id), eq(suppliers.id, supplierA1))),
    );
    expect(text).toContain(supplier!.vendorCode);
    expect(text).toContain('vendor');
    expect(one.id).toBeTruthy();

    const bad = await call(adminA, 'GET', '/api/identity/users/export?sorting=nope');
    expect(bad.statusCode).toBe(400);
  });
});
