import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { APP_CLIENT, passwordLogin, tokenRequest, useWorld } from '../../../test/harness.js';
import { sessions } from '../../platform/auth/schema.js';
import { asSystem } from '../../platform/db/scope.js';

const w = useWorld({ prefix: 'refreshscope', suppliers: false });

const refresh = (refreshToken: string, scope?: string) =>
  tokenRequest(w.server.app, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...APP_CLIENT,
    ...(scope === undefined ? {} : { scope }),
  });

async function signIn(scope: string) {
  const res = await passwordLogin(w.server.app, { username: 'admin', tenant: w.a.name, scope });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string; refresh_token: string; scope: string }>();
}

describe('a refresh never widens the scope granted at login (issue 16 #5, RFC 6749 §6)', () => {
  it('keeps the granted scope, allows a narrower one, refuses a wider one without spending the token', async () => {
    const first = await signIn('offline_access profile');
    expect(first.scope).toBe('offline_access profile');

    const wider = await refresh(first.refresh_token, 'offline_access profile email SupplierPortal');
    expect(wider.statusCode).toBe(400);
    expect(wider.json().error).toBe('invalid_scope');

    // The refused ask left the token usable; no scope asked is the scope granted at login.
    const same = await refresh(first.refresh_token);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().scope).toBe('offline_access profile');
    expect(decodeJwt(same.json().access_token as string).scope).toBe('offline_access profile');

    const narrower = await refresh(same.json().refresh_token as string, 'offline_access');
    expect(narrower.statusCode, narrower.body).toBe(200);
    expect(narrower.json().scope).toBe('offline_access');

    // Narrowing once does not open the rest of the client's scopes later.
    const again = await refresh(narrower.json().refresh_token as string, 'offline_access profile roles');
    expect(again.json().error).toBe('invalid_scope');
  });

  it('refuses to refresh a session whose granted scope was never recorded, rather than grant everything', async () => {
    const first = await signIn('offline_access');
    const sid = decodeJwt(first.access_token).sid as string;
    // Sessions from before the scope was recorded (migration 0009) have none.
    await asSystem(w.server.database.db, (tx) =>
      tx.update(sessions).set({ scope: null }).where(eq(sessions.id, sid)),
    );
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
    expect(res.json().scope).toBeUndefined();
  });
});
