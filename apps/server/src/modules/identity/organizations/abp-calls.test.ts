import { randomUUID } from 'node:crypto';
import { Policies } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, world, type Api, type World } from '../../../../test/world.js';

/**
 * The organization calls as an ABP (HA) client makes them: the member lists without `ouId`, and the
 * role controller's create-to-organization / add-to-organization.
 */
let w: World;
let admin: Api;
let other: Api;
const base = '/api/identity/organizations';

beforeAll(async () => {
  w = await world({ prefix: 'ou-abp', suppliers: false });
  admin = w.api(w.a.admin);
  other = w.api(w.b.admin);
});
afterAll(() => w.close());

async function unit(api: Api, displayName: string): Promise<string> {
  const res = await api.post(base, { displayName });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: string }).id;
}

describe('GET /organizations/users and /roles without ouId', () => {
  it('lists every user / role of the tenant, paged and filtered, including those in no unit', async () => {
    const loner = await admin.post('/api/identity/users', {
      userName: 'no-unit-user',
      email: 'no-unit-user@example.com',
      password: '1q2w3E*x',
      name: 'Loner',
    });
    expect(loner.status, JSON.stringify(loner.body)).toBe(200);

    const all = await admin.get(`${base}/users?skipCount=0&maxResultCount=1000`);
    expect(all.status).toBe(200);
    const names = (all.body.items as { userName: string }[]).map((u) => u.userName);
    expect(names).toContain('no-unit-user');
    expect(names).toContain('admin');
    expect(all.body.totalCount).toBe(names.length);
    expect(all.body.items[0]).toMatchObject({ id: expect.any(String), concurrencyStamp: expect.any(String) });

    const page = await admin.get(`${base}/users?skipCount=0&maxResultCount=1&sorting=userName`);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.totalCount).toBe(names.length);

    const filtered = await admin.get(`${base}/users?filter=no-unit`);
    expect(filtered.body).toMatchObject({ totalCount: 1, items: [{ userName: 'no-unit-user' }] });
    // An empty ouId (as a form binds it) is the same as none.
    expect((await admin.get(`${base}/users?ouId=&filter=no-unit`)).body.totalCount).toBe(1);

    const roles = await admin.get(`${base}/roles?filter=admin`);
    expect(roles.status).toBe(200);
    expect(roles.body).toMatchObject({ totalCount: 1, items: [{ name: 'admin', isStatic: true }] });
    const allRoles = await admin.get(`${base}/roles`);
    expect(allRoles.body.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('stays within the tenant and needs the users / roles policy', async () => {
    const ofB = await other.get(`${base}/users?filter=no-unit`);
    expect(ofB.body.totalCount).toBe(0);
    const nobody = w.api(await w.a.userWith([Policies.AbpIdentity.OrganitaionUnits.name]));
    expectError(await nobody.get(`${base}/users`), 403);
    expectError(await nobody.get(`${base}/roles`), 403);
    expectError(await admin.get(`${base}/users?ouId=not-a-guid`), 400);
  });
});

describe('POST /api/identity/roles/create-to-organization', () => {
  it('creates the role and gives it to the unit', async () => {
    const ouId = await unit(admin, 'Purchasing');
    const res = await admin.post('/api/identity/roles/create-to-organization', {
      name: 'buyer-lead',
      isDefault: false,
      isPublic: true,
      orgId: ouId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      name: 'buyer-lead',
      isDefault: false,
      isStatic: false,
      isPublic: true,
      concurrencyStamp: expect.any(String),
    });
    const ofUnit = await admin.get(`${base}/roles?ouId=${ouId}`);
    expect(ofUnit.body).toMatchObject({ totalCount: 1, items: [{ id: res.body.id, name: 'buyer-lead' }] });
  });

  it('refuses an unknown unit and creates nothing', async () => {
    const res = await admin.post('/api/identity/roles/create-to-organization', {
      name: 'orphan-role',
      orgId: randomUUID(),
    });
    expectError(res, 404);
    expect((await admin.get('/api/identity/roles?filter=orphan-role')).body.totalCount).toBe(0);
    expectError(await admin.post('/api/identity/roles/create-to-organization', { name: 'x' }), 400);
  });

  it('needs the role create policy', async () => {
    const ouId = await unit(admin, 'Quality');
    const reader = w.api(await w.a.userWith([Policies.AbpIdentity.Roles.name]));
    expectError(
      await reader.post('/api/identity/roles/create-to-organization', { name: 'r2', orgId: ouId }),
      403,
    );
  });
});

describe('POST /api/identity/roles/{roleId}/add-to-organization/{ouId}', () => {
  it('adds an existing role to a unit (204), idempotently', async () => {
    const ouId = await unit(admin, 'Warehouse');
    const role = await admin.post('/api/identity/roles', { name: 'storekeeper' });
    expect(role.status).toBe(200);
    const url = `/api/identity/roles/${role.body.id}/add-to-organization/${ouId}`;
    const res = await admin.post(url);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await admin.post(url)).status).toBe(204);
    const ofUnit = await admin.get(`${base}/roles?ouId=${ouId}`);
    expect(ofUnit.body).toMatchObject({ totalCount: 1, items: [{ name: 'storekeeper' }] });
  });

  it('answers 404 for an unknown role or unit, and another tenant cannot reach them', async () => {
    const ouId = await unit(admin, 'Finance');
    const role = (await admin.post('/api/identity/roles', { name: 'controller' })).body as { id: string };
    const missing = randomUUID();
    expectError(await admin.post(`/api/identity/roles/${missing}/add-to-organization/${ouId}`), 404);
    expectError(await admin.post(`/api/identity/roles/${role.id}/add-to-organization/${missing}`), 404);
    expectError(await other.post(`/api/identity/roles/${role.id}/add-to-organization/${ouId}`), 404);
    const reader = w.api(await w.a.userWith([Policies.AbpIdentity.Roles.name]));
    expectError(await reader.post(`/api/identity/roles/${role.id}/add-to-organization/${ouId}`), 403);
  });
});
