import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../db/client.js';
import { inScope, tenantScope } from '../db/scope.js';
import type { InvalidationBus } from '../events/invalidation.js';
import type { SessionStore } from './sessions.js';

/** Who is calling, as every policy check and data scope needs it. */
export interface Principal {
  id: string;
  tenantId: string;
  userName: string;
  name: string | null;
  surname: string | null;
  email: string;
  emailConfirmed: boolean;
  phoneNumber: string | null;
  phoneNumberConfirmed: boolean;
  roles: string[];
  isActive: boolean;
  /** Set for a vendor user: their rows are limited to this supplier by the database. */
  supplierId: string | null;
  grantedPolicies: ReadonlySet<string>;
}

/**
 * A machine caller (OAuth client credentials): no user, no roles, no supplier. It acts in one
 * tenant and holds the policies its registration lists.
 */
export interface ClientPrincipal {
  clientId: string;
  tenantId: string;
  grantedPolicies: ReadonlySet<string>;
}

/** Finds an enabled client's principal (the OAuth client registry provides it). */
export type ClientPrincipalSource = (clientId: string) => Promise<ClientPrincipal | null>;

/** Loads a principal inside the tenant's scope; the identity module provides it. */
export type PrincipalSource = (tx: Tx, tenantId: string, userId: string) => Promise<Principal | null>;

/**
 * Principals are read on every authenticated request, so they are cached; any change to a user,
 * their roles or the grants of their tenant clears the affected entries on every instance.
 */
export class PrincipalCache {
  private readonly cache = new LRUCache<string, { value: Principal | null }>({
    max: 20_000,
    ttl: 10 * 60_000,
  });

  /** Bumped by every invalidation: a read that began before one does not fill the cache. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly source: PrincipalSource,
    bus: InvalidationBus,
  ) {
    bus.subscribe((m) => {
      if (m.kind !== 'user' && m.kind !== 'grants' && m.kind !== 'tenant') return;
      this.generation++;
      if (m.kind === 'user') this.cache.delete(`${m.tenantId}:${m.userId}`);
      if (m.kind === 'grants' || m.kind === 'tenant') {
        for (const k of this.cache.keys()) if (k.startsWith(`${m.tenantId}:`)) this.cache.delete(k);
      }
    });
  }

  async get(tenantId: string, userId: string): Promise<Principal | null> {
    const hit = this.peek(tenantId, userId);
    if (hit !== undefined) return hit;
    return inScope(this.db, tenantScope(tenantId), (tx) => this.getIn(tx, tenantId, userId));
  }

  /** The cached principal (null: no such active user), or undefined when it needs the database. */
  peek(tenantId: string, userId: string): Principal | null | undefined {
    return this.cache.get(`${tenantId}:${userId}`)?.value;
  }

  /** Loads (and caches) a principal inside the caller's transaction, in the tenant's scope. */
  async getIn(tx: Tx, tenantId: string, userId: string): Promise<Principal | null> {
    const generation = this.generation;
    const value = await this.source(tx, tenantId, userId);
    // A grant revoked while this read ran must not come back with it.
    if (generation === this.generation) this.cache.set(`${tenantId}:${userId}`, { value });
    return value;
  }

  /**
   * The signed-in user behind a session: null when the session is no longer active or the user
   * cannot be found. What is not cached is read in one transaction (a cold request: the session's
   * state and the principal together, not one after the other).
   */
  async forSession(
    sessions: SessionStore,
    tenantId: string,
    userId: string,
    sessionId: string,
  ): Promise<Principal | null> {
    const active = sessions.peek(tenantId, sessionId);
    if (active === false) return null;
    const known = this.peek(tenantId, userId);
    if (active === true && known !== undefined) return known;
    return inScope(this.db, tenantScope(tenantId), async (tx) => {
      if (active === undefined && !(await sessions.isActiveIn(tx, tenantId, sessionId))) return null;
      return known !== undefined ? known : this.getIn(tx, tenantId, userId);
    });
  }
}
