import { Policies } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  login,
  startTestServer,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { asSystem } from '../../platform/db/scope.js';

/**
 * OAuth as a standard client sees it: plain HTTP against a listening server (discovery, the JWKS,
 * client_secret_basic and client_secret_post), every token verified through the published keys.
 */
let server: TestServer;
let base: string;
let adminToken: string;
let tenant: TestTenant;
const ORIGIN = 'https://erp.example.com';

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [ORIGIN], clientRateLimitPerMinute: 5 });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = (await login(server.app, { username: 'admin' })).access_token;
  tenant = await createTenant(server, 'oauth');
}, 60_000);
afterAll(() => server?.close());

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function token(form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

async function api(method: string, path: string, bearerToken: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${bearerToken}`,
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function discover() {
  const res = await fetch(`${base}/.well-known/openid-configuration`);
  const doc = (await res.json()) as Record<string, unknown>;
  return { doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri as string)) };
}

const APP = basic('SupplierPortal_App', '1q2w3e*');

async function createClient(body: Record<string, unknown>) {
  const res = await api('POST', '/api/openiddict/applications', adminToken, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; clientId: string; clientSecret: string | null; concurrencyStamp: string };
}

describe('discovery', () => {
  it('advertises the grants and the client authentication methods that work', async () => {
    const { doc } = await discover();
    expect(doc.token_endpoint).toBe(`${base}/connect/token`);
    expect(doc.grant_types_supported).toEqual(['password', 'refresh_token', 'client_credentials']);
    expect(doc.token_endpoint_auth_methods_supported).toEqual([
      'client_secret_post',
      'client_secret_basic',
      'none',
    ]);
  });
});

describe('password and refresh grants with client_secret_basic', () => {
  it('issue tokens the JWKS verifies, and a refresh keeps the granted scope', async () => {
    const { doc, jwks } = await discover();
    const first = await token(
      {
        grant_type: 'password',
        username: 'admin',
        password: '1q2w3E*',
        scope: 'openid offline_access profile',
      },
      { authorization: APP },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { payload } = await jwtVerify(first.body.access_token as string, jwks, {
      issuer: doc.issuer as string,
    });
    expect(payload.client_id).toBe('SupplierPortal_App');
    expect(payload.scope).toBe('openid offline_access profile');
    const idToken = await jwtVerify(first.body.id_token as string, jwks, { audience: 'SupplierPortal_App' });
    expect(idToken.payload.sub).toBe(payload.sub);

    // No scope asked: the scope granted at login, not everything the client may have.
    const second = await token(
      { grant_type: 'refresh_token', refresh_token: first.body.refresh_token as string },
      { authorization: APP },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.scope).toBe('openid offline_access profile');
    expect((await jwtVerify(second.body.access_token as string, jwks)).payload.scope).toBe(
      'openid offline_access profile',
    );

    // Narrower is allowed; wider is not.
    const wider = await token(
      { grant_type: 'refresh_token', refresh_token: second.body.refresh_token as string, scope: 'email' },
      { authorization: APP },
    );
    expect(wider.status).toBe(400);
    expect(wider.body.error).toBe('invalid_scope');
    const narrower = await token(
      { grant_type: 'refresh_token', refresh_token: second.body.refresh_token as string, scope: 'profile' },
      { authorization: APP },
    );
    expect(narrower.status, JSON.stringify(narrower.body)).toBe(200);
    expect(narrower.body.scope).toBe('profile');
  });

  it('refuses a refresh token presented by another client than the one it was issued to', async () => {
    const first = await token(
      { grant_type: 'password', username: 'admin', password: '1q2w3E*' },
      { authorization: APP },
    );
    const stolen = await token({
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token as string,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('invalid_grant');
  });

  it('still logs the portal in when the request names no client', async () => {
    const res = await token({ grant_type: 'password', username: 'admin', password: '1q2w3E*' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('client errors (RFC 6749 §5.2)', () => {
  it('wrong secret by basic: 401 invalid_client with WWW-Authenticate', async () => {
    const res = await token(
      { grant_type: 'password', username: 'admin', password: '1q2w3E*' },
      { authorization: basic('SupplierPortal_App', 'wrong') },
    );
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
  });

  it('wrong secret and unknown client by post: invalid_client', async () => {
    const forms: Record<string, string>[] = [
      { client_id: 'SupplierPortal_App', client_secret: 'wrong' },
      { client_id: 'SupplierPortal_App' },
      { client_id: 'nobody', client_secret: 'x' },
    ];
    for (const form of forms) {
      const res = await token({ grant_type: 'password', username: 'admin', password: '1q2w3E*', ...form });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_client' });
    }
  });

  it('a grant the client may not use: unauthorized_client', async () => {
    const res = await token({ grant_type: 'client_credentials' }, { authorization: APP });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('unauthorized_client');
  });

  it('a scope the client may not have: invalid_scope', async () => {
    const res = await token(
      { grant_type: 'password', username: 'admin', password: '1q2w3E*', scope: 'openid payroll' },
      { authorization: APP },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_scope');
  });
});

describe('client credentials', () => {
  it("carry the client's tenant and permissions, no user; routes for people answer 403", async () => {
    const created = await createClient({
      clientId: `erp-${tenant.name}`,
      displayName: 'ERP',
      clientType: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['SupplierPortal'],
      tenantId: tenant.id,
      permissions: [Policies.AbpIdentity.Users.name],
    });
    expect(created.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { jwks } = await discover();
    const res = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic(created.clientId, created.clientSecret!) },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refresh_token).toBeUndefined();
    expect(res.body.id_token).toBeUndefined();
    const { payload } = await jwtVerify(res.body.access_token as string, jwks);
    expect(payload).toMatchObject({
      sub: created.clientId,
      client_id: created.clientId,
      tenantid: tenant.id,
    });
    expect(payload.permissions).toEqual([Policies.AbpIdentity.Users.name]);
    expect(payload.sid).toBeUndefined();

    const t = res.body.access_token as string;
    // Not declared for clients: 403 (not 401, not 500), with ABP's envelope.
    const users = await api('GET', '/api/identity/users', t);
    expect(users.status).toBe(403);
    expect((users.body as { error: { message: string } }).error.message).toMatch(/signed-in user/);
    expect((await api('GET', '/api/account/my-profile', t)).status).toBe(403);
    // Declared for clients but a policy it lacks: 403.
    expect((await api('GET', '/api/multi-tenancy/tenants', t)).status).toBe(403);
    // An ask for a user-only scope is refused.
    const openid = await token(
      { grant_type: 'client_credentials', scope: 'openid' },
      { authorization: basic(created.clientId, created.clientSecret!) },
    );
    expect(openid.body.error).toBe('invalid_scope');
  });

  it('call the routes declared for clients with their permissions, audited with the client id', async () => {
    const created = await createClient({
      clientId: 'provisioning',
      displayName: 'Provisioning',
      clientType: 'confidential',
      clientSecret: 'a-long-enough-secret',
      grantTypes: ['client_credentials'],
      scopes: ['SupplierPortal'],
      permissions: [Policies.AbpTenantManagement.Tenants.name],
    });
    const res = await token({
      grant_type: 'client_credentials',
      client_id: created.clientId,
      client_secret: 'a-long-enough-secret',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await api('GET', '/api/multi-tenancy/tenants', res.body.access_token as string);
    expect(list.status).toBe(200);
    await server.audit.flush();
    const rows = await asSystem(server.database.db, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.clientId, 'provisioning'), eq(auditLogs.url, '/api/multi-tenancy/tenants'))),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBeNull();

    // Rate limited per client (5 a minute in this server): the 6th call in the minute is a 429.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await api('GET', '/api/multi-tenancy/tenants', res.body.access_token as string)).status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses[4]).toBe(429);

    // Disabled: its token stops at once, and it gets no new one.
    const update = await api('PUT', `/api/openiddict/applications/${created.id}`, adminToken, {
      displayName: 'Provisioning',
      clientType: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['SupplierPortal'],
      permissions: [Policies.AbpTenantManagement.Tenants.name],
      enabled: false,
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect((await api('GET', '/api/multi-tenancy/tenants', res.body.access_token as string)).status).toBe(
      401,
    );
    const again = await token({
      grant_type: 'client_credentials',
      client_id: created.clientId,
      client_secret: 'a-long-enough-secret',
    });
    expect(again.body.error).toBe('invalid_client');
  });
});

describe('the registry API', () => {
  it('shows a secret once, never in reads, and is host only', async () => {
    const created = await createClient({
      clientId: 'shown-once',
      displayName: 'Shown once',
      clientType: 'confidential',
      grantTypes: ['password', 'refresh_token'],
      scopes: ['openid', 'profile'],
    });
    expect(created.clientSecret).toBeTruthy();
    const read = await api('GET', `/api/openiddict/applications/${created.id}`, adminToken);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(created.clientSecret!);
    expect(read.body).not.toHaveProperty('clientSecret');
    const list = await api('GET', '/api/openiddict/applications?filter=shown', adminToken);
    expect(list.body).toMatchObject({ totalCount: 1 });

    const dup = await api('POST', '/api/openiddict/applications', adminToken, {
      clientId: 'shown-once',
      displayName: 'x',
      clientType: 'public',
      grantTypes: ['password'],
      scopes: [],
    });
    expect(dup.status).toBe(403);

    const tenantAdmin = (await login(server.app, { username: 'admin', tenant: tenant.name })).access_token;
    expect((await api('GET', '/api/openiddict/applications', tenantAdmin)).status).toBe(403);

    expect((await api('DELETE', `/api/openiddict/applications/${created.id}`, adminToken)).status).toBe(204);
    expect((await api('GET', `/api/openiddict/applications/${created.id}`, adminToken)).status).toBe(404);
  });

  it('keeps the built-in clients', async () => {
    const list = await api('GET', '/api/openiddict/applications?filter=SupplierPortal_', adminToken);
    const items = (list.body as { items: { id: string; clientId: string; clientType: string }[] }).items;
    expect(items.map((c) => [c.clientId, c.clientType]).sort()).toEqual([
      ['SupplierPortal_App', 'confidential'],
      ['SupplierPortal_Web', 'public'],
    ]);
    const del = await api('DELETE', `/api/openiddict/applications/${items[0]!.id}`, adminToken);
    expect(del.status).toBe(403);
  });
});

describe('keeping the built-in clients usable', () => {
  const web = async () => {
    const list = await api('GET', '/api/openiddict/applications?filter=SupplierPortal_Web', adminToken);
    return (list.body as { items: { id: string; concurrencyStamp: string; scopes: string[] }[] }).items[0]!;
  };

  it("refuses to make the portal's own client confidential, disabled or without its grants", async () => {
    const c = await web();
    const body = {
      displayName: 'Web',
      clientType: 'public',
      grantTypes: ['password', 'refresh_token'],
      scopes: c.scopes,
    };
    for (const change of [{ clientType: 'confidential' }, { enabled: false }, { grantTypes: ['password'] }]) {
      const res = await api('PUT', `/api/openiddict/applications/${c.id}`, adminToken, {
        ...body,
        ...change,
        concurrencyStamp: c.concurrencyStamp,
      });
      expect(res.status, JSON.stringify(change)).toBe(403);
    }
    // The portal still signs in without naming a client.
    const signIn = await token({ grant_type: 'password', username: 'admin', password: '1q2w3E*' });
    expect(signIn.status).toBe(200);
  });

  it("keeps an integration client's tenant and permissions when an update leaves them out", async () => {
    const created = await createClient({
      clientId: 'erp-keep',
      displayName: 'ERP',
      clientType: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: [],
      tenantId: tenant.id,
      permissions: [Policies.AbpIdentity.Users.name],
    });
    const updated = await api('PUT', `/api/openiddict/applications/${created.id}`, adminToken, {
      displayName: 'ERP renamed',
      clientType: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: [],
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(updated.body).toMatchObject({
      tenantId: tenant.id,
      permissions: [Policies.AbpIdentity.Users.name],
    });
  });

  it('regenerates a secret: the new one works at once, the old one no more', async () => {
    const created = await createClient({
      clientId: 'erp-rotate',
      displayName: 'ERP',
      clientType: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: [],
      tenantId: tenant.id,
      permissions: [],
    });
    const before = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic('erp-rotate', created.clientSecret!) },
    );
    expect(before.status).toBe(200);
    const fresh = await api(
      'POST',
      `/api/openiddict/applications/${created.id}/regenerate-secret`,
      adminToken,
    );
    const secret = (fresh.body as { clientSecret: string }).clientSecret;
    expect(secret).toBeTruthy();
    expect(secret).not.toBe(created.clientSecret);
    const old = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic('erp-rotate', created.clientSecret!) },
    );
    expect(old.status).toBe(401);
    const now = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic('erp-rotate', secret) },
    );
    expect(now.status).toBe(200);
  });

  it('takes the configured secret of SupplierPortal_App over a seeded one (production refuses the demo secret)', async () => {
    expect(await server.services.clients.usesSecret('SupplierPortal_App', '1q2w3e*')).toBe(true);
    await server.services.clients.ensureBuiltIn('a-new-production-secret');
    expect(await server.services.clients.usesSecret('SupplierPortal_App', '1q2w3e*')).toBe(false);
    const res = await token(
      { grant_type: 'password', username: 'admin', password: '1q2w3E*' },
      { authorization: basic('SupplierPortal_App', 'a-new-production-secret') },
    );
    expect(res.status).toBe(200);
    await server.services.clients.ensureBuiltIn('1q2w3e*');
  });
});

describe('CORS', () => {
  it('answers the preflight of a configured origin, credentials off, and nothing to others', async () => {
    const preflight = await fetch(`${base}/api/multi-tenancy/tenants`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await fetch(`${base}/.well-known/openid-configuration`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${base}/.well-known/openid-configuration`, { headers: { origin: ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});
