import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';

/** Something cached elsewhere went stale. Each message names the narrowest thing that changed. */
export type Invalidation =
  | { kind: 'session'; tenantId: string; sessionId: string }
  | { kind: 'user'; tenantId: string; userId: string }
  | { kind: 'grants'; tenantId: string }
  | { kind: 'tenant'; tenantId: string }
  | { kind: 'settings'; tenantId: string }
  /** A tenant's feature values changed (switches and limits). */
  | { kind: 'features'; tenantId: string }
  /** An object-storage server changed: cached stores and default targets are dropped. */
  | { kind: 'objectStorage'; tenantId: string }
  /** An OAuth client application changed (host-level: it has no tenant of its own). */
  | { kind: 'oauthClient'; clientId: string };

const CHANNEL = 'supplier_portal_invalidate';

/**
 * Tells every cache of every server instance that something changed: locally at once, and to the
 * other instances through PostgreSQL NOTIFY (PGlite is a single process, so local is all there is).
 */
export class InvalidationBus {
  private readonly origin = randomUUID();
  private readonly handlers = new Set<(message: Invalidation) => void>();

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(CHANNEL, (payload) => {
      try {
        const { origin, message } = JSON.parse(payload) as { origin: string; message: Invalidation };
        if (origin !== this.origin) this.dispatch(message);
      } catch {
        // A payload we did not write: nothing of ours to invalidate.
      }
    });
  }

  subscribe(handler: (message: Invalidation) => void): void {
    this.handlers.add(handler);
  }

  async publish(message: Invalidation): Promise<void> {
    this.dispatch(message);
    await this.database.notify(CHANNEL, JSON.stringify({ origin: this.origin, message }));
  }

  private dispatch(message: Invalidation) {
    for (const handler of this.handlers) handler(message);
  }
}
