import { featureDefinitions, findFeature, policyInGate, type FeatureDefinition } from '@sp/contracts';
import { and, eq, like } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, Queryable } from '../db/client.js';
import { HOST_TENANT_ID, inScope, tenantScope } from '../db/scope.js';
import type { InvalidationBus } from '../events/invalidation.js';
import { settingValues } from '../settings/schema.js';

/**
 * Feature values live in `setting_values` under this prefix: one row per feature a tenant has a
 * value of its own for (ABP's provider `T`). The settings service reads only defined setting names,
 * so these rows never show up as settings, and only the host writes them (feature management).
 */
export const FEATURE_ROW_PREFIX = 'Feature:';

/** The ABP value provider names a feature value can come from. */
export const TENANT_PROVIDER = 'T';
export const DEFAULT_PROVIDER = 'D';

/** One tenant's features, resolved once and shared by every request of the tenant until a change. */
export class TenantFeatures {
  /** Filtered granted sets, per principal set: stable identities for the configuration's cache. */
  private readonly filtered = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
  /** The switches that are off, with the policy groups they close. */
  readonly closed: readonly FeatureDefinition[];

  constructor(
    /** Every feature's value: the tenant's own, else the default. */
    readonly values: ReadonlyMap<string, string>,
    /** The features the tenant has a value of its own for. */
    readonly own: ReadonlySet<string>,
  ) {
    this.closed = featureDefinitions.filter((f) => f.gates?.length && values.get(f.name) === 'false');
  }

  /** The switched-off feature that gates `policy`, if any. */
  closing(policy: string): FeatureDefinition | undefined {
    return this.closed.find((f) => f.gates!.some((g) => policyInGate(policy, g)));
  }

  /** `granted` without the policies of switched-off areas (the same set when nothing is off). */
  allowed(granted: ReadonlySet<string>): ReadonlySet<string> {
    if (this.closed.length === 0) return granted;
    let out = this.filtered.get(granted);
    if (!out) {
      out = new Set([...granted].filter((p) => !this.closing(p)));
      this.filtered.set(granted, out);
    }
    return out;
  }

  number(name: string): number {
    const n = Number.parseInt(this.values.get(name) ?? '', 10);
    return Number.isFinite(n) ? n : Number.parseInt(findFeature(name)?.defaultValue ?? '0', 10);
  }

  enabled(name: string): boolean {
    return this.values.get(name) === 'true';
  }
}

const defaults = new Map(featureDefinitions.map((f) => [f.name, f.defaultValue]));
/** The host is no tenant: it has the defaults, always (features are set for tenants). */
const hostFeatures = new TenantFeatures(defaults, new Set());

/**
 * Feature values per tenant with defaults. Read by the policy guard on every request and by the
 * configuration, so each tenant's resolution is cached and dropped on a `features` invalidation,
 * on every instance.
 */
export class FeatureService {
  private readonly cache = new LRUCache<string, TenantFeatures>({ max: 5_000, ttl: 10 * 60_000 });

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe((m) => {
      if (m.kind === 'features') this.cache.delete(m.tenantId);
    });
  }

  /** The tenant's cached features, or undefined when they must be read (`of`). */
  peek(tenantId: string): TenantFeatures | undefined {
    return tenantId === HOST_TENANT_ID ? hostFeatures : this.cache.get(tenantId);
  }

  /**
   * `within`: the caller's open transaction in the same tenant, when there is one (a second
   * transaction while holding one deadlocks PGlite).
   */
  async of(tenantId: string, within?: Queryable): Promise<TenantFeatures> {
    const hit = this.peek(tenantId);
    if (hit) return hit;
    const read = (q: Queryable) =>
      q
        .select({ name: settingValues.name, value: settingValues.value })
        .from(settingValues)
        .where(and(eq(settingValues.tenantId, tenantId), like(settingValues.name, `${FEATURE_ROW_PREFIX}%`)));
    const rows = within ? await read(within) : await inScope(this.db, tenantScope(tenantId), read);
    const values = new Map(defaults);
    const own = new Set<string>();
    for (const row of rows) {
      const name = row.name.slice(FEATURE_ROW_PREFIX.length);
      if (!defaults.has(name)) continue;
      values.set(name, row.value);
      own.add(name);
    }
    const resolved = new TenantFeatures(values, own);
    this.cache.set(tenantId, resolved);
    return resolved;
  }

  /**
   * Writes a tenant's values in the caller's transaction (scoped to that tenant); a value equal to
   * the default removes the tenant's own row, as ABP does. Returns what changed, old -> new.
   * The caller publishes the invalidation after the commit (`changed`).
   */
  async write(
    tx: Queryable,
    tenantId: string,
    changes: readonly { name: string; value: string }[],
  ): Promise<{ name: string; before: string; after: string }[]> {
    const current = await this.of(tenantId, tx);
    const done: { name: string; before: string; after: string }[] = [];
    for (const { name, value } of changes) {
      const def = findFeature(name)!;
      const before = current.values.get(name) ?? def.defaultValue;
      const row = `${FEATURE_ROW_PREFIX}${name}`;
      if (value === def.defaultValue) {
        await tx
          .delete(settingValues)
          .where(and(eq(settingValues.tenantId, tenantId), eq(settingValues.name, row)));
      } else {
        await tx
          .insert(settingValues)
          .values({ tenantId, name: row, value })
          .onConflictDoUpdate({ target: [settingValues.tenantId, settingValues.name], set: { value } });
      }
      if (before !== value) done.push({ name, before, after: value });
    }
    return done;
  }

  async changed(tenantId: string): Promise<void> {
    await this.bus.publish({ kind: 'features', tenantId });
  }
}
