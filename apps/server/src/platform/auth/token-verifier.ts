import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { KeyStore } from './keys.js';

export interface AccessClaims {
  userId: string;
  tenantId: string | null;
  sessionId: string;
  clientId: string | null;
  expiresAt: number;
}

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
      if (typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.exp !== 'number') return null;
      const claims: AccessClaims = {
        userId: p.sub,
        tenantId: typeof p.tenantid === 'string' ? p.tenantid : null,
        sessionId: p.sid,
        clientId: typeof p.client_id === 'string' ? p.client_id : null,
        expiresAt: p.exp * 1000,
      };
      this.verified.set(k, claims, { ttl: Math.max(1, claims.expiresAt - now) });
      return claims;
    } catch {
      return null;
    }
  }
}
