import { findPermission, type PolicyName } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  userWithPolicies,
  world,
  type TestTenant,
  type TestServer,
  type WorldTenant,
} from '../../../test/harness.js';
import { HOST_ADMIN_PASSWORD } from '../../../test/test-config.js';
import { HOST_TENANT_ID } from '../db/scope.js';

/**
 * The permission matrix, generated from the server's own route table: for every route that names a
 * policy, a user without it gets 403 with the envelope, and a user holding exactly that policy gets
 * past authorization (whatever the handler then says about the fake ids and empty bodies).
 */
let server: TestServer;
let tenant: WorldTenant;
const FAKE_ID = '00000000-0000-0000-0000-0000000000ff';

beforeAll(async () => {
  ({ server, a: tenant } = await world({ prefix: 'matrix', suppliers: false }));
});
afterAll(() => server.close());

function fill(url: string) {
  return url.replace(/:[A-Za-z]+/g, FAKE_ID);
}

async function callRoute(method: string, url: string, token: string) {
  return server.app.inject({
    method: method as 'GET',
    url: fill(url),
    headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });
}

const isAuthorizationFailure = (res: { statusCode: number; json: () => { error?: { code?: string } } }) =>
  res.statusCode === 401 ||
  (res.statusCode === 403 && res.json().error?.code === 'Volo.Authorization:010001');

/** A user holding exactly one policy (through a role of their own), signed in. */
// The route table holds its policies as plain strings.
const userWith = (policy: string, t: TestTenant | null) =>
  userWithPolicies(server, t, [policy as PolicyName]);

describe('permission matrix (every route that names a policy)', () => {
  it('refuses without the policy and admits with exactly that policy', async () => {
    const guarded = server.routes.filter((r) => r.policy);
    expect(guarded.length).toBeGreaterThan(60);
    await createUser(server, tenant.id, 'nobody');
    const nobodyInTenant = (await login(server.app, { username: 'nobody', tenant: tenant.name }))
      .access_token;
    await createUser(server, HOST_TENANT_ID, 'host-nobody');
    const nobodyOnHost = (await login(server.app, { username: 'host-nobody' })).access_token;

    const tokens = new Map<string, string>();
    const failures: string[] = [];
    for (const route of guarded) {
      const policy = route.policy!;
      const hostOnly = findPermission(policy)?.side === 'host';
      const without = await callRoute(route.method, route.url, hostOnly ? nobodyOnHost : nobodyInTenant);
      if (
        without.statusCode !== 403 ||
        without.headers._abperrorformat !== 'true' ||
        !without.json().error?.message
      ) {
        failures.push(`${route.method} ${route.url} without ${policy}: ${without.statusCode}`);
      }
      const key = `${hostOnly ? 'host' : 'tenant'}:${policy}`;
      if (!tokens.has(key)) {
        tokens.set(key, hostOnly ? await userWith(policy, null) : await userWith(policy, tenant));
      }
      const withPolicy = await callRoute(route.method, route.url, tokens.get(key)!);
      if (isAuthorizationFailure(withPolicy))
        failures.push(`${route.method} ${route.url} with ${policy}: ${withPolicy.statusCode}`);
      if (withPolicy.statusCode >= 500)
        failures.push(
          `${route.method} ${route.url} with ${policy}: ${withPolicy.statusCode} ${withPolicy.body.slice(0, 120)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers 401 with the envelope on every non-anonymous route without a token', async () => {
    const failures: string[] = [];
    for (const route of server.routes.filter(
      (r) => !r.anonymous && !r.url.startsWith('/swagger') && r.url.startsWith('/api/'),
    )) {
      const res = await server.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: { 'accept-language': 'en' },
      });
      if (res.statusCode !== 401 || res.headers._abperrorformat !== 'true')
        failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('guards permission management by the provider: roles need Roles.ManagePermissions, users Users.ManagePermissions', async () => {
    const roles = await userWith('AbpIdentity.Roles.ManagePermissions', tenant);
    const url = (p: string) => `/api/permission-management/permissions?providerName=${p}&providerKey=admin`;
    expect((await server.app.inject({ url: url('R'), headers: bearer(roles) })).statusCode).toBe(200);
    expect((await server.app.inject({ url: url('U'), headers: bearer(roles) })).statusCode).toBe(403);
  });

  it('keeps host-only policies away from a tenant administrator', async () => {
    const admin = (await login(server.app, { username: 'admin', tenant: tenant.name })).access_token;
    const res = await server.app.inject({ url: '/api/multi-tenancy/tenants', headers: bearer(admin) });
    expect(res.statusCode).toBe(403);
    const host = (await login(server.app, { username: 'admin', password: HOST_ADMIN_PASSWORD })).access_token;
    expect(
      (await server.app.inject({ url: '/api/multi-tenancy/tenants', headers: bearer(host) })).statusCode,
    ).toBe(200);
  });
});
