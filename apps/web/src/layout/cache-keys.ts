/**
 * Cache keys for keepalive-for-react. A page is kept alive under its path; once its kept-alive copy
 * is dropped (its tab closed, a refresh, a size change, a noCache page left), the next visit gets a
 * fresh key (`/path#1`, `/path#2`, …). KeepAlive removes a dropped copy a tick later; with a fresh key
 * a quick return (the /redirect round trip of a refresh) can never meet the old copy.
 */
export class CacheKeys {
  private generation = new Map<string, number>();
  private live = new Set<string>();
  private lastActive = '';
  private lastCached: readonly string[] = [];

  /**
   * Call on every render with the active path and the cached paths. Idempotent for the same inputs.
   */
  update(active: string, cached: readonly string[]) {
    if (active === this.lastActive && cached === this.lastCached) return;
    this.lastActive = active;
    this.lastCached = cached;
    for (const path of [...this.live]) {
      if (path !== active && !cached.includes(path)) {
        this.live.delete(path);
        this.generation.set(path, (this.generation.get(path) ?? 0) + 1);
      }
    }
    this.live.add(active);
  }

  key(path: string): string {
    const generation = this.generation.get(path) ?? 0;
    return generation === 0 ? path : `${path}#${generation}`;
  }
}
