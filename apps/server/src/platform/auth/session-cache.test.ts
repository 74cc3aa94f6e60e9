import { Policies } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller, login, useWorld } from '../../../test/harness.js';
import { inScope, tenantScope } from '../db/scope.js';

const w = useWorld({ prefix: 'sesscache', suppliers: false });

/** The session id a token carries (its `sid` claim). */
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/**
 * A request whose session state and principal are not cached reads both in one transaction
 * (PrincipalCache.forSession); a new session is known active from its login on. Each must still
 * refuse what the database says is over.
 */
describe('authentication: the session and principal caches', () => {
  const users = '/api/identity/users?maxResultCount=1';

  it('with both caches cold, a live session is admitted and a revoked one refused', async () => {
    const userName = `cold${Date.now().toString(36)}`;
    const token = await w.a.userWith([Policies.AbpIdentity.Users.name], { userName });
    const api = caller(w.server.app)(token);
    expect((await api.get(users)).status).toBe(200);
    const me = (await caller(w.server.app)(w.a.admin).get(`/api/identity/users/by-username/${userName}`))
      .body as { id: string };
    expect(me.id).toMatch(/^[0-9a-f-]{36}$/);

    const { bus } = w.server.services;
    // Forget the user (principal) and every session state: the next request reads both.
    await bus.publish({ kind: 'user', tenantId: w.a.id, userId: me.id });
    expect((await api.get(users)).status).toBe(200);

    // Ended in the database behind the caches' back, then forgotten again: refused on the cold path.
    await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.execute(sql`update sessions set revoked_at = now() where id = ${sessionOf(token)}`),
    );
    await bus.publish({ kind: 'user', tenantId: w.a.id, userId: me.id });
    expect((await api.get(users)).status).toBe(401);
  });

  it('a fresh login is known active, and its logout still ends it at once', async () => {
    const token = await w.a.userWith([Policies.AbpIdentity.Users.name]);
    const api = caller(w.server.app)(token);
    expect(w.server.services.sessions.peek(w.a.id, sessionOf(token))).toBe(true);
    expect((await api.get(users)).status).toBe(200);
    await w.server.services.sessions.revoke(w.a.id, sessionOf(token), 'test');
    expect(w.server.services.sessions.peek(w.a.id, sessionOf(token))).toBeUndefined();
    expect((await api.get(users)).status).toBe(401);
  });

  it('two sessions of one user, requests interleaved: each acts as its own session (logout ends that one)', async () => {
    const userName = `twice${Date.now().toString(36)}`;
    const first = await w.a.userWith([Policies.AbpIdentity.Users.name], { userName });
    const second = (await login(w.server.app, { username: userName, tenant: w.a.name })).access_token;
    expect(sessionOf(second)).not.toBe(sessionOf(first));
    const one = caller(w.server.app)(first);
    const two = caller(w.server.app)(second);
    for (let i = 0; i < 3; i++) {
      expect((await one.get(users)).status).toBe(200);
      expect((await two.get(users)).status).toBe(200);
    }
    expect((await two.get('/api/account/logout')).status).toBe(204);
    expect((await two.get(users)).status).toBe(401);
    expect((await one.get(users)).status).toBe(200);
    expect((await one.get('/api/account/logout')).status).toBe(204);
    expect((await one.get(users)).status).toBe(401);
  });

  it('a user switched off is refused at once, cached principal or not', async () => {
    const userName = `off${Date.now().toString(36)}`;
    const token = await w.a.userWith([Policies.AbpIdentity.Users.name], { userName });
    const api = caller(w.server.app)(token);
    const admin = caller(w.server.app)(w.a.admin);
    const me = (await admin.get(`/api/identity/users/by-username/${userName}`)).body as {
      id: string;
      userName: string;
      email: string;
    };
    expect((await api.get(users)).status).toBe(200);
    const put = await admin.put(`/api/identity/users/${me.id}`, {
      userName: me.userName,
      email: me.email,
      isActive: false,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await api.get(users)).status).toBe(401);
  });

  it("one user's change forgets that user's sessions only, and a login leaves its principal cached", async () => {
    const { sessions, principals, bus } = w.server.services;
    const mine = await w.a.userWith([Policies.AbpIdentity.Users.name]);
    const theirs = await w.a.userWith([Policies.AbpIdentity.Users.name]);
    const userOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    // The login read the principal through the cache: the token's first request needs no query.
    expect(principals.peek(w.a.id, userOf(mine))?.grantedPolicies.has(Policies.AbpIdentity.Users.name)).toBe(
      true,
    );
    await bus.publish({ kind: 'user', tenantId: w.a.id, userId: userOf(theirs) });
    expect(sessions.peek(w.a.id, sessionOf(theirs))).toBeUndefined();
    expect(sessions.peek(w.a.id, sessionOf(mine))).toBe(true);
    // Still refused or admitted by what the database says.
    expect((await caller(w.server.app)(theirs).get(users)).status).toBe(200);
    await bus.publish({ kind: 'tenant', tenantId: w.a.id });
    expect(sessions.peek(w.a.id, sessionOf(mine))).toBeUndefined();
  });

  it('a principal read that a grant change overtakes is not kept', async () => {
    const { principals, bus } = w.server.services;
    const token = await w.a.userWith([Policies.AbpIdentity.Users.name]);
    const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
      .sub;
    await bus.publish({ kind: 'user', tenantId: w.a.id, userId });
    await inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => {
      // The read starts, then a grant change lands before its rows come back.
      const reading = principals.getIn(tx, w.a.id, userId);
      await bus.publish({ kind: 'grants', tenantId: w.a.id });
      expect((await reading)?.id).toBe(userId);
    });
    // Its grants may predate the change: the next request reads them again.
    expect(principals.peek(w.a.id, userId)).toBeUndefined();
    await principals.get(w.a.id, userId);
    expect(principals.peek(w.a.id, userId)?.id).toBe(userId);
  });
});
