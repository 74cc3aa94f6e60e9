import { Policies } from '@sp/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/harness.js';
import { caller, useWorld } from '../../../test/world.js';

/**
 * The token endpoint as a standard OIDC client library sees it: `openid-client` (v6) discovers the
 * server listening on a loopback port, authenticates with client_secret_basic / client_secret_post,
 * and every token it receives is verified through the JWKS the discovery document names. Errors are
 * read from the library's own error objects, so what is asserted is what an integrator's code sees.
 */
const w = useWorld({ prefix: 'oidc-lib', suppliers: false });
let issuer: URL;
let adminToken: string;

beforeAll(async () => {
  issuer = new URL(await w.server.app.listen({ port: 0, host: '127.0.0.1' }));
  adminToken = (await login(w.server.app, { username: 'admin' })).access_token;
}, 60_000);

/** Discovery through the library; plain http on loopback needs its explicit opt-in. */
function discover(clientId: string, auth: oidc.ClientAuth) {
  return oidc.discovery(issuer, clientId, undefined, auth, { execute: [oidc.allowInsecureRequests] });
}

/** The token verified against the keys at the discovered `jwks_uri`, with the discovered issuer. */
async function verified(config: oidc.Configuration, jwt: string) {
  const meta = config.serverMetadata();
  const jwks = createRemoteJWKSet(new URL(meta.jwks_uri!));
  return (await jwtVerify(jwt, jwks, { issuer: meta.issuer })).payload;
}

/** What the library throws for an OAuth error answer: its RFC 6749 §5.2 code and HTTP status. */
async function oauthError(call: Promise<unknown>) {
  const e = await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (err: unknown) => err,
  );
  if (e instanceof oidc.ResponseBodyError) return { status: e.status, error: e.error, challenge: null };
  // A 401 with WWW-Authenticate (client_secret_basic failed) comes as a challenge error; the RFC
  // error is in its response body, which the library leaves unread.
  if (e instanceof oidc.WWWAuthenticateChallengeError) {
    const body = (await e.response.json()) as { error: string };
    return { status: e.status, error: body.error, challenge: e.cause[0]?.scheme ?? null };
  }
  throw e;
}

const APP = 'SupplierPortal_App';
const APP_SECRET = '1q2w3e*';
const passwordGrant = (config: oidc.Configuration, scope: string) =>
  oidc.genericGrantRequest(config, 'password', { username: 'admin', password: '1q2w3E*', scope });

describe('openid-client against the token endpoint', () => {
  it('discovers the server: issuer, token endpoint, grants and client authentication methods', async () => {
    const config = await discover(APP, oidc.ClientSecretBasic(APP_SECRET));
    const meta = config.serverMetadata();
    expect(meta.token_endpoint).toBe(new URL('/connect/token', issuer).href);
    expect(meta.grant_types_supported).toEqual(
      expect.arrayContaining(['password', 'refresh_token', 'client_credentials']),
    );
    expect(meta.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
  });

  it('password grant with client_secret_basic, then a refresh: each token verifies through the JWKS', async () => {
    const config = await discover(APP, oidc.ClientSecretBasic(APP_SECRET));
    const first = await passwordGrant(config, 'openid offline_access profile');
    expect(first.token_type.toLowerCase()).toBe('bearer');
    expect(first.refresh_token).toEqual(expect.any(String));
    const access = await verified(config, first.access_token);
    expect(access).toMatchObject({ client_id: APP, scope: 'openid offline_access profile' });
    // The library validated the id_token (issuer, audience = client, signature) before answering.
    expect(first.claims()?.sub).toBe(access.sub);

    const second = await oidc.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const refreshed = await verified(config, second.access_token);
    expect(refreshed).toMatchObject({
      sub: access.sub,
      client_id: APP,
      scope: 'openid offline_access profile',
    });
  });

  it('client-credentials grant for an integration client: the token carries its tenant and permissions', async () => {
    const created = await caller(w.server.app)(adminToken).post('/api/openiddict/applications', {
      clientId: `erp-${w.a.name}`,
      displayName: 'ERP',
      clientType: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['SupplierPortal'],
      tenantId: w.a.id,
      permissions: [Policies.AbpIdentity.Users.name],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { clientId, clientSecret } = created.body as { clientId: string; clientSecret: string };

    // client_secret_post this time: both methods discovery advertises work through the library.
    const config = await discover(clientId, oidc.ClientSecretPost(clientSecret));
    const res = await oidc.clientCredentialsGrant(config, { scope: 'SupplierPortal' });
    expect(res.refresh_token).toBeUndefined();
    const payload = await verified(config, res.access_token);
    expect(payload).toMatchObject({ sub: clientId, client_id: clientId, tenantid: w.a.id });
    expect(payload.permissions).toEqual([Policies.AbpIdentity.Users.name]);
  });

  it('wrong secret (basic): invalid_client, 401 with a Basic challenge', async () => {
    const config = await discover(APP, oidc.ClientSecretBasic('wrong-secret'));
    expect(await oauthError(passwordGrant(config, 'openid'))).toEqual({
      status: 401,
      error: 'invalid_client',
      challenge: 'basic',
    });
  });

  it('unknown client (post): invalid_client', async () => {
    const config = await discover('no-such-client', oidc.ClientSecretPost('whatever-secret'));
    expect(await oauthError(passwordGrant(config, 'openid'))).toEqual({
      status: 400,
      error: 'invalid_client',
      challenge: null,
    });
  });

  it('a grant the client may not use: unauthorized_client', async () => {
    const config = await discover(APP, oidc.ClientSecretBasic(APP_SECRET));
    expect(await oauthError(oidc.clientCredentialsGrant(config))).toEqual({
      status: 400,
      error: 'unauthorized_client',
      challenge: null,
    });
  });

  it('a scope the client may not have: invalid_scope', async () => {
    const config = await discover(APP, oidc.ClientSecretBasic(APP_SECRET));
    expect(await oauthError(passwordGrant(config, 'openid payroll'))).toEqual({
      status: 400,
      error: 'invalid_scope',
      challenge: null,
    });
  });
});
