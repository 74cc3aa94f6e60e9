import { and, eq, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { sessions } from '../../platform/auth/schema.js';
import { type Db, type Queryable, type Tx } from '../../platform/db/client.js';
import { pageOf } from '../../platform/db/page.js';
import { newId } from '../../platform/db/columns.js';
import { asSystem, HOST_TENANT_ID, inScope, tenantScope } from '../../platform/db/scope.js';
import type { InvalidationBus } from '../../platform/events/invalidation.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L } from '../../platform/localization/localizer.js';
import { grantAllToRole, grantToRole } from '../../platform/permissions/grants.js';
import type { TenantInfo, TenantResolver } from '../../platform/tenancy/tenant-resolver.js';
import { vendorPolicies } from '../../seed/vendor-policies.js';
import { seedDictionaries } from '../dictionary/seed.js';
import { seedCheckItems } from '../letters/check-items/seed.js';
import { seedCheckTemplates } from '../letters/check-templates/seed.js';
import { seedClaimTypes } from '../identity/claim-types/service.js';
import type { IdentityService } from '../identity/service.js';
import {
  auditedTenant,
  CONNECTION_STRING_KEY,
  tenantAuditOptions,
  toTenantDto,
  type TenantDto,
  type TenantRow,
} from './dto.js';
import { tenants } from './schema.js';
import { anyContains } from '../../platform/db/search.js';
import { anyRow, uniquely } from '../../platform/db/uniqueness.js';
import { modifiedBy } from '../../platform/db/modification.js';

const TENANT_ENTITY = 'Volo.Abp.TenantManagement.Tenant';

/** ABP's TenantConsts.MaxNameLength. */
export const MAX_TENANT_NAME_LENGTH = 64;

export interface NewTenant {
  name: string;
  adminEmailAddress: string;
  adminPassword: string;
  extraProperties?: Record<string, unknown> | undefined;
}

export interface TenantUpdate {
  name: string;
  isActive?: boolean | undefined;
  concurrencyStamp?: string | null | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

/** Who asks for a change, for the audit log and the creator/modifier columns. */
export interface ChangeContext {
  audit?: AuditCollector | null;
  userId?: string | null;
}

const tenantSorting = {
  name: tenants.name,
  isActive: tenants.isActive,
  creationTime: tenants.creationTime,
};

/** The client may send any extra property but the connection string, which has its own endpoints. */
function withoutConnectionString(extra: Record<string, unknown> | undefined) {
  if (!extra) return {};
  const { [CONNECTION_STRING_KEY]: _ignored, ...rest } = extra;
  return rest;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const normalizeTenantName = (name: string) => name.trim().normalize('NFKC').toUpperCase();

/**
 * Tenants, and the cached lookup the platform resolves `__tenant` and token tenants with.
 * Tenants are host data, read across tenant scopes.
 */
/** The live tenant row, still at the stamp that was read: two racing saves cannot both win. */
function liveAtStamp(id: string, stamp: string) {
  return and(eq(tenants.id, id), eq(tenants.isDeleted, false), eq(tenants.concurrencyStamp, stamp));
}

const idKey = (id: string) => `id:${id.toLowerCase()}`;

export class TenantService implements TenantResolver {
  private readonly cache = new LRUCache<string, { value: TenantInfo | null }>({
    max: 10_000,
    ttl: 5 * 60_000,
  });

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe((m) => {
      if (m.kind === 'tenant') this.cache.clear();
    });
  }

  async find(idOrName: string): Promise<TenantInfo | null> {
    return UUID.test(idOrName)
      ? ((await this.findById(idOrName)) ?? this.findByName(idOrName))
      : this.findByName(idOrName);
  }

  findById(id: string): Promise<TenantInfo | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.cached(idKey(id), () => this.load(eq(tenants.id, id)));
  }

  peekById(id: string): TenantInfo | null | undefined {
    if (!UUID.test(id)) return null;
    return this.cache.get(idKey(id))?.value;
  }

  findByName(name: string): Promise<TenantInfo | null> {
    const normalized = normalizeTenantName(name);
    return this.cached(`name:${normalized}`, () => this.load(eq(tenants.normalizedName, normalized)));
  }

  /**
   * Creates a tenant with its static `admin` role (every tenant-side permission), its static
   * `vendor` role (the vendor pages), its static claim types and its first administrator `admin`.
   * The password is checked and hashed first; everything else is one transaction, run in the new
   * tenant's own scope (the host-level `tenants` row has no row security), so a failure leaves
   * nothing behind. The seed and the tenant-management API both come here.
   */
  async createWithAdmin(
    identity: IdentityService,
    input: NewTenant,
    ctx: ChangeContext = {},
  ): Promise<TenantRow> {
    const name = input.name.trim();
    // The tenant has no settings of its own yet: the host's password policy applies.
    const password = await identity.preparePassword(HOST_TENANT_ID, input.adminPassword);
    const id = newId();
    const row = await inScope(this.db, tenantScope(id), async (tx) => {
      await this.assertUniqueName(tx, name);
      const [created] = await this.uniquely(name, () =>
        tx
          .insert(tenants)
          .values({
            id,
            name,
            normalizedName: normalizeTenantName(name),
            extraProperties: withoutConnectionString(input.extraProperties),
            creatorId: ctx.userId ?? null,
          })
          .returning(),
      );
      ctx.audit?.created(TENANT_ENTITY, id, auditedTenant(created!), tenantAuditOptions);
      await identity.ensureRole(tx, id, 'admin', { isStatic: true, isPublic: true });
      await grantAllToRole(tx, id, 'admin');
      await identity.ensureRole(tx, id, 'vendor', { isStatic: true, isPublic: true });
      await grantToRole(tx, id, 'vendor', vendorPolicies);
      await seedClaimTypes(tx, id);
      await seedDictionaries(tx, id);
      await seedCheckItems(tx, id);
      await seedCheckTemplates(tx, id);
      await identity.createUser(tx, ctx.audit ?? null, {
        tenantId: id,
        userName: 'admin',
        email: input.adminEmailAddress.trim(),
        name: 'admin',
        password,
        roleNames: ['admin'],
        creatorId: ctx.userId ?? null,
      });
      return created!;
    });
    await this.bus.publish({ kind: 'tenant', tenantId: id });
    return row;
  }

  private duplicate(name: string) {
    return new BusinessError(
      L('AbpTenantManagement', 'Volo.Abp.TenantManagement:DuplicateTenantName', name),
      {
        code: 'Volo.Abp.TenantManagement:DuplicateTenantName',
        data: { '0': name },
      },
    );
  }

  private async assertUniqueName(tx: Queryable, name: string, exceptId?: string) {
    const clash = and(
      eq(tenants.normalizedName, normalizeTenantName(name)),
      eq(tenants.isDeleted, false),
      exceptId ? sql`${tenants.id} <> ${exceptId}` : undefined,
    );
    if (await anyRow(tx, tenants, clash)) throw this.duplicate(name);
  }

  /** Two requests racing past the name check: the unique index decides, and says so politely. */
  private uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
    return uniquely(write, () => this.duplicate(name));
  }

  private async require(tx: Queryable, id: string): Promise<TenantRow> {
    const [row] = await tx
      .select()
      .from(tenants)
      .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
    if (!row) throw new EntityNotFoundError(TENANT_ENTITY, id);
    return row;
  }

  async list(
    tx: Queryable,
    query: PagedQuery & { filter?: string | undefined },
  ): Promise<PagedResult<TenantDto>> {
    const filter = query.filter?.trim();
    const where = and(eq(tenants.isDeleted, false), anyContains(filter, tenants.name));
    const order = orderBy(query.sorting, tenantSorting, [sql`${tenants.name} asc`], tenants.id);
    return pageOf(tx, tenants, where, order, query, toTenantDto);
  }

  async get(tx: Queryable, id: string): Promise<TenantDto> {
    return toTenantDto(await this.require(tx, id));
  }

  /** Renames, activates or deactivates (a deactivated tenant's tokens stop working at once). */
  async update(tx: Tx, id: string, input: TenantUpdate, ctx: ChangeContext = {}): Promise<TenantDto> {
    const current = await this.require(tx, id);
    assertStamp(current.concurrencyStamp, input.concurrencyStamp);
    const name = input.name.trim();
    if (normalizeTenantName(name) !== current.normalizedName) await this.assertUniqueName(tx, name, id);
    const rows = await this.uniquely(name, () =>
      tx
        .update(tenants)
        .set({
          name,
          normalizedName: normalizeTenantName(name),
          isActive: input.isActive ?? current.isActive,
          extraProperties:
            input.extraProperties === undefined
              ? current.extraProperties
              : { ...current.extraProperties, ...withoutConnectionString(input.extraProperties) },
          ...modifiedBy(ctx.userId ?? null),
        })
        .where(liveAtStamp(id, current.concurrencyStamp))
        .returning(),
    );
    const updated = expectUpdated(rows);
    ctx.audit?.updated(TENANT_ENTITY, id, auditedTenant(current), auditedTenant(updated), tenantAuditOptions);
    return toTenantDto(updated);
  }

  /**
   * Soft-deletes a tenant and ends every session of its users, in one transaction in the tenant's
   * own scope (its sessions are behind row security). The resolver no longer finds it, so its
   * users can neither log in nor use a token they hold. Deleting an unknown tenant does nothing,
   * as in ABP.
   */
  async delete(id: string, ctx: ChangeContext = {}): Promise<void> {
    const deleted = await inScope(this.db, tenantScope(id), async (tx) => {
      const now = new Date();
      const [before] = await tx
        .select()
        .from(tenants)
        .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
      if (!before) return false;
      await tx
        .update(tenants)
        .set({ isDeleted: true, deletionTime: now, deleterId: ctx.userId ?? null })
        .where(eq(tenants.id, id));
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokeReason: 'tenant-deleted' })
        .where(and(eq(sessions.tenantId, id), isNull(sessions.revokedAt)));
      ctx.audit?.deleted(TENANT_ENTITY, id, auditedTenant(before), tenantAuditOptions);
      return true;
    });
    if (deleted) await this.bus.publish({ kind: 'tenant', tenantId: id });
  }

  /**
   * The default connection string, kept in `extraProperties.DefaultConnectionString` so that
   * ABP clients can manage it. It is NOT used for routing: every tenant lives in the shared
   * database, separated by row-level security.
   */
  async getDefaultConnectionString(tx: Queryable, id: string): Promise<string> {
    const value = (await this.require(tx, id)).extraProperties[CONNECTION_STRING_KEY];
    return typeof value === 'string' ? value : '';
  }

  /** Sets (or, with null, removes) the default connection string; see above. */
  async setDefaultConnectionString(tx: Tx, id: string, value: string | null, ctx: ChangeContext = {}) {
    const current = await this.require(tx, id);
    const { [CONNECTION_STRING_KEY]: _old, ...rest } = current.extraProperties;
    const rows = await tx
      .update(tenants)
      .set({
        extraProperties: value === null ? rest : { ...rest, [CONNECTION_STRING_KEY]: value },
        ...modifiedBy(ctx.userId ?? null),
      })
      .where(liveAtStamp(id, current.concurrencyStamp))
      .returning();
    const updated = expectUpdated(rows);
    ctx.audit?.updated(TENANT_ENTITY, id, auditedTenant(current), auditedTenant(updated), tenantAuditOptions);
  }

  private async cached(key: string, load: () => Promise<TenantInfo | null>) {
    const hit = this.cache.get(key);
    if (hit) return hit.value;
    const value = await load();
    this.cache.set(key, { value });
    return value;
  }

  private async load(condition: ReturnType<typeof eq>): Promise<TenantInfo | null> {
    const [row] = await asSystem(this.db, (tx) =>
      tx
        .select({ id: tenants.id, name: tenants.name, isActive: tenants.isActive })
        .from(tenants)
        .where(and(condition, eq(tenants.isDeleted, false))),
    );
    return row ?? null;
  }
}
