import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { KeyStore } from './keys.js';

/** A user's token: it belongs to a login session. */
export interface UserClaims {
  kind: 'user';
  userId: string;
  tenantId: string | null;
  sessionId: string;
  clientId: string | null;
  expiresAt: number;
}

/** A client-credentials token: no user and no session; its subject is the client itself. */
export interface ClientClaims {
  kind: 'client';
  clientId: string;
  tenantId: string | null;
  expiresAt: number;
}

export type AccessClaims = UserClaims | ClientClaims;

/**
 * Verifies access tokens. A token's signature is checked once; after that the result is served
 * from a cache keyed by the token's hash until the token expires (session revocation is checked
 * separately on every request, so caching the signature check does not weaken logout).
 */
export class TokenVerifier {
  private readonly verified = new LRUCache<string, AccessClaims>({ max: 50_000 });

  constructor(private readonly keys: KeyStore) {}

  async verify(token: string): Promise<AccessClaims | null> {
    if (token.length > 8192) return null;
    const k = createHash('sha1').update(token).digest('base64');
    const hit = this.verified.get(k);
    const now = Date.now();
    if (hit) return hit.expiresAt > now ? hit : null;
    try {
      const p = await this.keys.verify(token);
      if (typeof p.sub !== 'string' || typeof p.exp !== 'number') return null;
      const tenantId = typeof p.tenantid === 'string' ? p.tenantid : null;
      const clientId = typeof p.client_id === 'string' ? p.client_id : null;
      let claims: AccessClaims;
      if (typeof p.sid === 'string') {
        claims = {
          kind: 'user',
          userId: p.sub,
          tenantId,
          sessionId: p.sid,
          clientId,
          expiresAt: p.exp * 1000,
        };
      } else if (clientId && p.sub === clientId) {
        claims = { kind: 'client', clientId, tenantId, expiresAt: p.exp * 1000 };
      } else {
        return null;
      }
      this.verified.set(k, claims, { ttl: Math.max(1, claims.expiresAt - now) });
      return claims;
    } catch {
      return null;
    }
  }
}
