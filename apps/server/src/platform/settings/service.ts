import { eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, Queryable } from '../db/client.js';
import { asSystem, HOST_TENANT_ID, inScope, tenantScope } from '../db/scope.js';
import type { InvalidationBus } from '../events/invalidation.js';
import { settingDefinitions, type SettingDefinition, type SettingName } from './definitions.js';
import { settingValues } from './schema.js';

/**
 * Setting values for a tenant: the tenant's own value, else the host's, else the default.
 * Read on hot paths (login, configuration), so each tenant's resolved map is cached and cleared
 * on change, everywhere.
 */
export class SettingService {
  private readonly definitions = new Map<string, SettingDefinition>(
    settingDefinitions.map((d) => [d.name, d]),
  );
  private readonly cache = new LRUCache<string, ReadonlyMap<string, string>>({
    max: 5_000,
    ttl: 10 * 60_000,
  });

  private readonly clientView = new WeakMap<ReadonlyMap<string, string>, Record<string, string>>();

  /**
   * Bumped on every change. A read that began before a change may finish after it with the old
   * rows; it must not put them back into the cache the change has just cleared.
   */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe((m) => {
      if (m.kind !== 'settings') return;
      this.generation++;
      if (m.tenantId === HOST_TENANT_ID) this.cache.clear();
      else this.cache.delete(m.tenantId);
    });
  }

  /** Later modules register their own settings at start-up. */
  define(definitions: readonly SettingDefinition[]) {
    for (const d of definitions) this.definitions.set(d.name, d);
  }

  /**
   * `within`: the caller's open transaction in the same tenant. Pass it when there is one: opening
   * a second transaction while holding one deadlocks PGlite and drains a PostgreSQL pool.
   */
  async all(tenantId: string, within?: Queryable): Promise<ReadonlyMap<string, string>> {
    const hit = this.cache.get(tenantId);
    if (hit) return hit;
    const generation = this.generation;
    // Host rows are the tenant's defaults; a policy lets tenants read them (migration 0002).
    const read = (q: Queryable) =>
      q
        .select()
        .from(settingValues)
        .where(inArray(settingValues.tenantId, [...new Set([HOST_TENANT_ID, tenantId])]))
        .orderBy(sql`${settingValues.tenantId} = ${HOST_TENANT_ID} desc`);
    const rows = within ? await read(within) : await inScope(this.db, tenantScope(tenantId), read);
    const values = new Map<string, string>();
    for (const d of this.definitions.values()) values.set(d.name, d.defaultValue);
    for (const row of rows) {
      const d = this.definitions.get(row.name);
      if (!d || (d.hostOnly && row.tenantId !== HOST_TENANT_ID)) continue;
      values.set(row.name, row.value);
    }
    if (generation === this.generation) this.cache.set(tenantId, values);
    return values;
  }

  async get(tenantId: string, name: SettingName, within?: Queryable): Promise<string> {
    return (await this.all(tenantId, within)).get(name) ?? this.definitions.get(name)?.defaultValue ?? '';
  }

  async getBool(tenantId: string, name: SettingName, within?: Queryable): Promise<boolean> {
    return (await this.get(tenantId, name, within)).toLowerCase() === 'true';
  }

  async getInt(tenantId: string, name: SettingName, within?: Queryable): Promise<number> {
    const n = Number.parseInt(await this.get(tenantId, name, within), 10);
    return Number.isFinite(n) ? n : Number.parseInt(this.definitions.get(name)?.defaultValue ?? '0', 10);
  }

  /**
   * The values a client may see. The same object while the tenant's resolved map is cached (a
   * change makes a new map, so a new object): the configuration reuses its answer by identity.
   */
  async clientValues(tenantId: string): Promise<Record<string, string>> {
    return this.clientViewOf(await this.all(tenantId));
  }

  /** `clientValues` when the tenant's settings are cached; undefined when they must be read. */
  peekClientValues(tenantId: string): Record<string, string> | undefined {
    const all = this.cache.get(tenantId);
    return all && this.clientViewOf(all);
  }

  private clientViewOf(all: ReadonlyMap<string, string>): Record<string, string> {
    let values = this.clientView.get(all);
    if (!values) {
      values = Object.freeze(
        Object.fromEntries([...all].filter(([name]) => this.definitions.get(name)?.visibleToClients)),
      );
      this.clientView.set(all, values);
    }
    return values;
  }

  async set(tenantId: string, name: string, value: string): Promise<void> {
    await asSystem(this.db, (tx) =>
      tx
        .insert(settingValues)
        .values({ tenantId, name, value })
        .onConflictDoUpdate({ target: [settingValues.tenantId, settingValues.name], set: { value } }),
    );
    await this.bus.publish({ kind: 'settings', tenantId });
  }

  async reset(tenantId: string, name: string): Promise<void> {
    await asSystem(this.db, (tx) =>
      tx
        .delete(settingValues)
        .where(sql`${settingValues.tenantId} = ${tenantId} and ${eq(settingValues.name, name)}`),
    );
    await this.bus.publish({ kind: 'settings', tenantId });
  }
}
