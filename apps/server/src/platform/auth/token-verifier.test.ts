import { Policies } from '@sp/contracts';
import { generateKeyPair, SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { caller, useWorld } from '../../../test/harness.js';

const w = useWorld({ prefix: 'verifier', suppliers: false });
const users = '/api/identity/users?maxResultCount=1';

/**
 * The verifier keeps each token's claims after one signature check, keyed by the whole token, and
 * knows the tokens this server signs from the moment they are issued.
 */
describe('access-token verification cache', () => {
  it('knows a token from its issue on: the first request with it needs no signature check', async () => {
    const token = await w.a.userWith([Policies.AbpIdentity.Users.name]);
    const claims = w.server.services.verifier.cached(token);
    const payload = decodeJwt(token);
    expect(claims).toMatchObject({
      kind: 'user',
      userId: payload.sub,
      sessionId: payload.sid,
      tenantId: w.a.id,
    });
    expect((await caller(w.server.app)(token).get(users)).status).toBe(200);
  });

  it('refuses the same claims under another signature, though the genuine token is cached', async () => {
    const token = await w.a.userWith([Policies.AbpIdentity.Users.name]);
    expect((await caller(w.server.app)(token).get(users)).status).toBe(200);
    // Same header and payload, signed with a key the server does not hold.
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
      .sign(privateKey);
    expect(forged.split('.')[1]).toBe(token.split('.')[1]);
    expect(w.server.services.verifier.cached(forged)).toBeUndefined();
    expect((await caller(w.server.app)(forged).get(users)).status).toBe(401);
    expect(w.server.services.verifier.cached(forged)).toBeUndefined();
  });

  it('treats an over-long token as no token, without looking it up', async () => {
    const huge = 'x'.repeat(9000);
    expect(w.server.services.verifier.cached(huge)).toBeNull();
    expect(await w.server.services.verifier.verify(huge)).toBeNull();
  });
});
