import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CLIENT,
  bearer,
  createTenant,
  createUser,
  login,
  passwordLogin,
  startTestServer,
  useWorld,
  tokenRequest,
} from '../../../test/harness.js';
import { SettingNames } from '../../platform/settings/definitions.js';

const w = useWorld({ prefix: 'token', suppliers: false });
beforeAll(() => createUser(w.server, w.a.id, 'alice', ['vendor']));

const profile = (token: string) =>
  w.server.app.inject({ method: 'GET', url: '/api/account/my-profile', headers: bearer(token) });

describe('password grant', () => {
  it('issues an RFC 6749 response whose tokens verify against the published JWKS', async () => {
    const res = await passwordLogin(w.server.app, { username: 'alice', tenant: w.a.name });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(typeof body.refresh_token).toBe('string');
    expect(typeof body.id_token).toBe('string');

    const discovery = (await w.server.app.inject('/.well-known/openid-configuration')).json<
      Record<string, string>
    >();
    expect(discovery.token_endpoint).toBe(`${discovery.issuer}/connect/token`);
    const jwks = (await w.server.app.inject(new URL(discovery.jwks_uri!).pathname)).json();
    const { payload } = await jwtVerify(body.access_token as string, createLocalJWKSet(jwks), {
      issuer: discovery.issuer,
      audience: 'SupplierPortal',
    });
    expect(payload).toMatchObject({ preferred_username: 'alice', tenantid: w.a.id, role: ['vendor'] });
    const id = await jwtVerify(body.id_token as string, createLocalJWKSet(jwks), {
      audience: 'SupplierPortal_App',
    });
    expect(id.payload.sub).toBe(payload.sub);
  });

  it('accepts the e-mail address as the user name, and `__tenant` as a form field', async () => {
    const res = await tokenRequest(w.server.app, {
      grant_type: 'password',
      username: 'alice@example.test',
      password: '1q2w3E*',
      __tenant: w.a.name,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an id_token as a bearer token, also one addressed to the portal itself', async () => {
    // No client: the id_token's audience is the portal's own, like an access token's.
    const res = await tokenRequest(w.server.app, {
      grant_type: 'password',
      username: 'alice',
      password: '1q2w3E*',
      scope: 'openid SupplierPortal',
      __tenant: w.a.name,
    });
    expect(res.statusCode).toBe(200);
    const { access_token, id_token } = res.json<{ access_token: string; id_token: string }>();
    expect(decodeJwt(id_token).aud).toBe('SupplierPortal');
    expect((await profile(access_token)).statusCode).toBe(200);
    expect((await profile(id_token)).statusCode).toBe(401);
  });

  it('answers bad credentials with invalid_grant, the same for an unknown user', async () => {
    const wrong = await passwordLogin(w.server.app, {
      username: 'alice',
      password: 'nope',
      tenant: w.a.name,
    });
    const unknown = await passwordLogin(w.server.app, { username: 'nobody', tenant: w.a.name });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'Invalid username or password!',
      });
    }
  });

  it('localizes error_description by Accept-Language', async () => {
    const res = await passwordLogin(w.server.app, { username: 'nobody', tenant: w.a.name });
    expect(res.json().error_description).toBe('Invalid username or password!');
    const zh = await tokenRequest(
      w.server.app,
      { grant_type: 'password', username: 'nobody', password: 'x' },
      { 'accept-language': 'zh-TW,zh;q=0.9' },
    );
    expect(zh.json().error_description).toMatch(/[帳號密碼]/);
  });

  it('names missing parameters and unsupported grants the OAuth way', async () => {
    expect((await tokenRequest(w.server.app, {})).json()).toMatchObject({ error: 'invalid_request' });
    expect((await tokenRequest(w.server.app, { grant_type: 'password' })).json()).toMatchObject({
      error: 'invalid_request',
      error_description: "The mandatory 'username' parameter is missing.",
    });
    const res = await tokenRequest(w.server.app, { grant_type: 'authorization_code' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsupported_grant_type' });
    // Supported, but not by the portal's own public client.
    const cc = await tokenRequest(w.server.app, { grant_type: 'client_credentials' });
    expect(cc.json()).toMatchObject({ error: 'unauthorized_client' });
  });

  it('refuses a user of another tenant (`__tenant` names B, the user exists only in A)', async () => {
    const other = await createTenant(w.server, 'other');
    const res = await passwordLogin(w.server.app, { username: 'alice', tenant: other.name });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('refuses an unknown tenant with a clear error', async () => {
    const res = await passwordLogin(w.server.app, { username: 'alice', tenant: 'no-such-tenant' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Tenant not found: no-such-tenant',
    });
  });
});

describe('refresh tokens', () => {
  it('rotate on every use', async () => {
    const first = await login(w.server.app, { username: 'alice', tenant: w.a.name });
    const res = await tokenRequest(w.server.app, {
      ...APP_CLIENT,
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(res.statusCode).toBe(200);
    const second = res.json<{ access_token: string; refresh_token: string }>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(second.access_token)).statusCode).toBe(200);
  });

  it('revoke the whole chain when a rotated token is presented again', async () => {
    const first = await login(w.server.app, { username: 'alice', tenant: w.a.name });
    const rotated = (
      await tokenRequest(w.server.app, {
        ...APP_CLIENT,
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
      })
    ).json<{ access_token: string; refresh_token: string }>();

    const replay = await tokenRequest(w.server.app, {
      ...APP_CLIENT,
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');

    // The thief's replay also ends the legitimate holder's session: every token of the chain is dead.
    const next = await tokenRequest(w.server.app, {
      ...APP_CLIENT,
      grant_type: 'refresh_token',
      refresh_token: rotated.refresh_token,
    });
    expect(next.statusCode).toBe(400);
    expect((await profile(rotated.access_token)).statusCode).toBe(401);
    expect((await profile(first.access_token)).statusCode).toBe(401);
  });

  it('refuse garbage', async () => {
    const res = await tokenRequest(w.server.app, {
      ...APP_CLIENT,
      grant_type: 'refresh_token',
      refresh_token: 'x'.repeat(300),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });
});

describe('logout', () => {
  it('stops the access token and the refresh token at once', async () => {
    const tokens = await login(w.server.app, { username: 'alice', tenant: w.a.name });
    expect((await profile(tokens.access_token)).statusCode).toBe(200);
    const out = await w.server.app.inject({
      method: 'GET',
      url: '/api/account/logout',
      headers: bearer(tokens.access_token),
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await profile(tokens.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBeTruthy();
    const refresh = await tokenRequest(w.server.app, {
      ...APP_CLIENT,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('leaves other sessions of the same user alone', async () => {
    const a = await login(w.server.app, { username: 'alice', tenant: w.a.name });
    const b = await login(w.server.app, { username: 'alice', tenant: w.a.name });
    await w.server.app.inject({ method: 'GET', url: '/api/account/logout', headers: bearer(a.access_token) });
    expect((await profile(b.access_token)).statusCode).toBe(200);
  });
});

describe('lockout', () => {
  it('locks after the configured number of failures and unlocks after the configured time', async () => {
    const t = await createTenant(w.server, 'lock');
    await createUser(w.server, t.id, 'bob');
    await w.server.services.settings.set(t.id, SettingNames.LockoutDuration, '1');
    const attempt = (password?: string) =>
      passwordLogin(w.server.app, { username: 'bob', tenant: t.name, ...(password ? { password } : {}) });

    for (let i = 1; i <= 4; i++) {
      expect((await attempt('wrong')).json().error_description).toBe('Invalid username or password!');
    }
    const fifth = await attempt('wrong');
    expect(fifth.json().error_description).toMatch(/locked out/);
    // Even the right password is refused while locked.
    const locked = await attempt();
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error_description).toMatch(/locked out/);

    await new Promise((r) => setTimeout(r, 1100));
    expect((await attempt()).statusCode).toBe(200);
  });

  it('defaults to 5 attempts and 5 minutes', async () => {
    const s = w.server.services.settings;
    expect(await s.getInt(w.a.id, SettingNames.LockoutMaxFailedAccessAttempts)).toBe(5);
    expect(await s.getInt(w.a.id, SettingNames.LockoutDuration)).toBe(300);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the per-minute limit of the token endpoint', async () => {
    const limited = await startTestServer({ tokenRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await passwordLogin(limited.app, { username: 'x', password: 'y' })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const res = await passwordLogin(limited.app, { username: 'x', password: 'y' });
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ error: 'temporarily_unavailable' });
    } finally {
      await limited.close();
    }
  });
});
