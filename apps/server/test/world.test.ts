import { Policies } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, world, type World } from './harness.js';

let w: World;
beforeAll(async () => {
  w = await world({ prefix: 'world' });
});
afterAll(() => w.close());

const grantedPolicies = async (token: string) =>
  Object.keys((await w.api(token).get('/api/abp/application-configuration')).body.auth.grantedPolicies);

describe('world()', () => {
  it('makes two tenants, each with its admin and two suppliers with a bound vendor user', async () => {
    expect(w.a.id).not.toBe(w.b.id);
    for (const t of [w.a, w.b]) {
      expect(t.suppliers).toHaveLength(2);
      const me = await w.api(t.admin).get('/api/account/my-profile');
      expect(me.status).toBe(200);
      for (const s of t.suppliers) {
        const users = await w.api(t.admin).get(`/api/identity/users?supplierId=${s.id}`);
        expect(users.body.items.map((u: { userName: string }) => u.userName)).toEqual([s.vendor.userName]);
        expect(await grantedPolicies(s.vendor.token)).not.toContain(Policies.AbpIdentity.Users.name);
      }
    }
  });

  it('userWith gives a user exactly the given policies', async () => {
    const token = await w.a.userWith([Policies.AbpIdentity.Roles.name]);
    expect(await grantedPolicies(token)).toEqual([Policies.AbpIdentity.Roles.name]);
    expect((await w.api(token).get('/api/identity/roles')).status).toBe(200);
    expectError(await w.api(token).get('/api/identity/users'), 403, 'Volo.Authorization:010001');
  });

  it('the API caller parses JSON, sends bodies and names the tenant for anonymous calls', async () => {
    const anonymous = await w.api(null, w.b).get('/api/abp/application-configuration');
    expect(anonymous.body.currentTenant).toMatchObject({ id: w.b.id, name: w.b.name });
    const bad = await w.api(w.a.admin).post('/api/identity/roles', { name: '' });
    expect(expectError(bad, 400).validationErrors?.length).toBeGreaterThan(0);
    expect(() => expectError(anonymous, 400)).toThrow();
  });
});
