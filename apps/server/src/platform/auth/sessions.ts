import { and, eq, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../db/client.js';
import { newId } from '../db/columns.js';
import { asSystem, inScope, tenantScope } from '../db/scope.js';
import type { InvalidationBus } from '../events/invalidation.js';
import { randomToken, sha256 } from '../security/hash.js';
import { refreshTokens, sessions } from './schema.js';

export interface NewSession {
  tenantId: string;
  userId: string;
  clientId: string | null;
  /** The granted scope, which every refresh of this session keeps (or narrows). */
  scope: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export type RotateResult =
  | {
      ok: true;
      tenantId: string;
      userId: string;
      sessionId: string;
      clientId: string | null;
      scope: string | null;
      refreshToken: string;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Login sessions and their rotating refresh tokens. Access tokens carry the session id, and the
 * server checks it on every request (through a cache that revocation clears everywhere), so
 * logout and a detected refresh-token theft end access at once rather than at token expiry.
 */
export class SessionStore {
  /** Per session: whether it is active, and whose it is (so a user's change forgets only theirs). */
  private readonly active = new LRUCache<string, { active: boolean; userId: string }>({
    max: 50_000,
    ttl: 5 * 60_000,
  });
  /** Bumped by every invalidation: a read that began before one does not fill the cache. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
    private readonly refreshLifetimeSeconds: number,
  ) {
    bus.subscribe((m) => {
      if (m.kind !== 'session' && m.kind !== 'user' && m.kind !== 'tenant') return;
      this.generation++;
      if (m.kind === 'session') this.active.delete(key(m.tenantId, m.sessionId));
      // A user's change may end their sessions, a tenant's those of its users: forget exactly
      // those. (Forgetting every session on any user change sent every signed-in user back to
      // the database at once whenever an administrator created or edited someone.)
      if (m.kind === 'user') this.forget((k, v) => v.userId === m.userId && k.startsWith(`${m.tenantId}:`));
      if (m.kind === 'tenant') this.forget((k) => k.startsWith(`${m.tenantId}:`));
    });
  }

  /** Starts a session inside the caller's transaction and returns its first refresh token. */
  async create(tx: Tx, s: NewSession): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = newId();
    await tx.insert(sessions).values({
      tenantId: s.tenantId,
      id: sessionId,
      userId: s.userId,
      clientId: s.clientId,
      scope: s.scope,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent?.slice(0, 512) ?? null,
      expiresAt: this.expiry(),
    });
    const refreshToken = await this.issueRefreshToken(tx, s.tenantId, sessionId);
    // Known active from the start: the first request of the new token needs no lookup. (Should
    // the transaction roll back, no token names this fresh id.)
    this.active.set(key(s.tenantId, sessionId), { active: true, userId: s.userId });
    return { sessionId, refreshToken };
  }

  /**
   * Rotates a refresh token. `clientId` is the client presenting it: a token issued to another
   * client is refused (RFC 6749 §6) without being spent, so its rightful owner can still use it.
   */
  async rotate(
    presented: string,
    clientId: string | null,
    /** Checks the request against the session before the token is spent; throwing leaves it unspent. */
    accept: (session: { scope: string | null }) => void = () => {},
  ): Promise<RotateResult> {
    const result = await asSystem(this.db, async (tx) => {
      const [row] = await tx
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(
          sessions,
          and(eq(sessions.tenantId, refreshTokens.tenantId), eq(sessions.id, refreshTokens.sessionId)),
        )
        .where(eq(refreshTokens.tokenHash, sha256(presented)))
        .for('update', { of: refreshTokens });
      if (!row) return { ok: false as const, reason: 'unknown' as const };
      const { token, session } = row;
      if (session.clientId !== clientId) return { ok: false as const, reason: 'unknown' as const };
      const now = new Date();
      if (token.usedAt) {
        // A rotated token came back: it was copied. End the whole chain.
        await this.revokeIn(tx, session.tenantId, session.id, 'refresh-token-reuse');
        return {
          ok: false as const,
          reason: 'reused' as const,
          tenantId: session.tenantId,
          sessionId: session.id,
        };
      }
      if (session.revokedAt) return { ok: false as const, reason: 'revoked' as const };
      if (token.expiresAt <= now || session.expiresAt <= now)
        return { ok: false as const, reason: 'expired' as const };
      accept(session);
      await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tenantId, token.tenantId), eq(refreshTokens.id, token.id)));
      await tx
        .update(sessions)
        .set({ lastUsedAt: now, expiresAt: this.expiry() })
        .where(and(eq(sessions.tenantId, session.tenantId), eq(sessions.id, session.id)));
      const refreshToken = await this.issueRefreshToken(tx, session.tenantId, session.id);
      return {
        ok: true as const,
        tenantId: session.tenantId,
        userId: session.userId,
        sessionId: session.id,
        clientId: session.clientId,
        scope: session.scope,
        refreshToken,
      };
    });
    if (!result.ok && result.reason === 'reused' && 'sessionId' in result) {
      await this.bus.publish({ kind: 'session', tenantId: result.tenantId, sessionId: result.sessionId });
      return { ok: false, reason: 'reused' };
    }
    return result;
  }

  async revoke(tenantId: string, sessionId: string, reason: string): Promise<void> {
    await inScope(this.db, tenantScope(tenantId), (tx) => this.revokeIn(tx, tenantId, sessionId, reason));
    await this.bus.publish({ kind: 'session', tenantId, sessionId });
  }

  /** Ends every session of a user but `keep` (after a password change, or when the user is disabled). */
  async revokeAllOfUser(
    tx: Tx,
    tenantId: string,
    userId: string,
    reason: string,
    keep?: string,
  ): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep ? sql`${sessions.id} <> ${keep}` : undefined,
        ),
      );
  }

  async isActive(tenantId: string, sessionId: string): Promise<boolean> {
    const cached = this.peek(tenantId, sessionId);
    if (cached !== undefined) return cached;
    return inScope(this.db, tenantScope(tenantId), (tx) => this.isActiveIn(tx, tenantId, sessionId));
  }

  /** The cached answer of `isActive`, or undefined when it needs the database. */
  peek(tenantId: string, sessionId: string): boolean | undefined {
    return this.active.get(key(tenantId, sessionId))?.active;
  }

  /** `isActive` inside the caller's transaction (in the tenant's scope), cached like it. */
  async isActiveIn(tx: Tx, tenantId: string, sessionId: string): Promise<boolean> {
    const generation = this.generation;
    const [row] = await tx
      .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
    const active = !!row && !row.revokedAt && row.expiresAt > new Date();
    // An unknown session has no user; it stays known-inactive until it ages out.
    if (generation === this.generation)
      this.active.set(key(tenantId, sessionId), { active, userId: row?.userId ?? '' });
    return active;
  }

  private forget(matches: (key: string, value: { active: boolean; userId: string }) => boolean) {
    for (const [k, v] of this.active.entries()) if (matches(k, v)) this.active.delete(k);
  }

  private async revokeIn(tx: Tx, tenantId: string, sessionId: string, reason: string) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  private async issueRefreshToken(tx: Tx, tenantId: string, sessionId: string): Promise<string> {
    const token = randomToken();
    await tx.insert(refreshTokens).values({
      tenantId,
      id: newId(),
      sessionId,
      tokenHash: sha256(token),
      expiresAt: this.expiry(),
    });
    return token;
  }

  private expiry() {
    return new Date(Date.now() + this.refreshLifetimeSeconds * 1000);
  }
}

const key = (tenantId: string, sessionId: string) => `${tenantId}:${sessionId}`;
