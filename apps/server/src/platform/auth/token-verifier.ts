import { decodeJwt, type JWTPayload } from 'jose';
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

/** Longer than any token this server issues: not worth a signature check. */
const MAX_TOKEN_LENGTH = 8192;

/** What the cache may hold: about 25,000 tokens of the usual 1.2 KB, whatever their number. */
const CACHE_BYTES = 32 * 1024 * 1024;
/** A cached token's claims object and the cache's own entry, beside the token's characters. */
const ENTRY_OVERHEAD_BYTES = 400;

/**
 * Verifies access tokens. A token's signature is checked once; after that the result is served
 * from a cache keyed by the token itself until the token expires (session revocation is checked
 * separately on every request, so caching the signature check does not weaken logout). Keyed by
 * the token, not a digest of it: a digest cost a hash object per request (about 3 % of the
 * configuration's CPU). A token is about 1.2 KB, so the cache is bounded by bytes.
 */
export class TokenVerifier {
  private readonly verified = new LRUCache<string, AccessClaims>({
    max: 50_000,
    maxSize: CACHE_BYTES,
    sizeCalculation: (_claims, token) => token.length + ENTRY_OVERHEAD_BYTES,
  });

  constructor(private readonly keys: KeyStore) {}

  /**
   * The claims of a token already verified: null when it has expired, undefined when its
   * signature has not been checked yet (`verify`). Synchronous, for the request's fast path.
   */
  cached(token: string): AccessClaims | null | undefined {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const hit = this.verified.get(token);
    if (!hit) return undefined;
    return hit.expiresAt > Date.now() ? hit : null;
  }

  async verify(token: string): Promise<AccessClaims | null> {
    const hit = this.cached(token);
    if (hit !== undefined) return hit;
    let payload: JWTPayload;
    try {
      payload = await this.keys.verify(token);
    } catch {
      return null;
    }
    return this.keep(token, payload);
  }

  /**
   * A token this server has just signed: its claims are known without a signature check, so the
   * first request that carries it (right after a login) skips one.
   */
  issued(token: string): void {
    this.keep(token, decodeJwt(token));
  }

  /** The claims of a payload whose signature is good, kept until the token expires. */
  private keep(token: string, p: JWTPayload): AccessClaims | null {
    if (typeof p.sub !== 'string' || typeof p.exp !== 'number') return null;
    const tenantId = typeof p.tenantid === 'string' ? p.tenantid : null;
    const clientId = typeof p.client_id === 'string' ? p.client_id : null;
    let claims: AccessClaims;
    if (typeof p.sid === 'string') {
      claims = { kind: 'user', userId: p.sub, tenantId, sessionId: p.sid, clientId, expiresAt: p.exp * 1000 };
    } else if (clientId && p.sub === clientId) {
      claims = { kind: 'client', clientId, tenantId, expiresAt: p.exp * 1000 };
    } else {
      return null;
    }
    this.verified.set(token, claims, { ttl: Math.max(1, claims.expiresAt - Date.now()) });
    return claims;
  }
}
