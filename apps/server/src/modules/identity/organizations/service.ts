import { and, count, eq, inArray, isNull, like, max, or, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { newId, newStamp } from '../../../platform/db/columns.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError } from '../../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { L } from '../../../platform/localization/localizer.js';
import { toRoleDto, toUserDto } from '../dto.js';
import {
  organizationUnitRoles,
  organizationUnits,
  roles,
  unitOfMembership,
  userOrganizationUnits,
  users,
} from '../schema.js';
import {
  auditedUnit,
  levelOf,
  toOrganizationUnitDto,
  type OrganizationUnitDto,
  type OrganizationUnitRow,
} from './dto.js';
import { anyContains } from '../../../platform/db/search.js';
import { pageOf } from '../../../platform/db/page.js';
import { modifiedBy, mergeExtra } from '../../../platform/db/modification.js';

const OU_ENTITY = 'Volo.Abp.Identity.OrganizationUnit';
const USER_OU_ENTITY = 'Volo.Abp.Identity.IdentityUserOrganizationUnit';
const OU_ROLE_ENTITY = 'Volo.Abp.Identity.OrganizationUnitRole';
const USER_ENTITY = 'Volo.Abp.Identity.IdentityUser';
const ROLE_ENTITY = 'Volo.Abp.Identity.IdentityRole';

/** ABP's OrganizationUnitConsts: 5 digits per level, at most 16 levels. */
export const CODE_UNIT_LENGTH = 5;
export const MAX_DEPTH = 16;
export const MAX_DISPLAY_NAME_LENGTH = 128;
const MAX_CODE_UNIT = 10 ** CODE_UNIT_LENGTH - 1;

/** Namespace of the advisory lock that serialises tree changes of one tenant (two-key form). */
const TREE_LOCK_CLASS = 7336019;

/** The code of the `unit`-th child of `parentCode` (a top-level unit when there is no parent). */
export function childCode(parentCode: string | null, unit: number): string {
  const part = String(unit).padStart(CODE_UNIT_LENGTH, '0');
  return parentCode ? `${parentCode}.${part}` : part;
}

/** ABP's GetNextChildCode: the highest sibling code + 1, or `…00001` for a first child. */
export function nextChildCode(parentCode: string | null, lastSiblingCode: string | null | undefined): string {
  if (!lastSiblingCode) return childCode(parentCode, 1);
  const last = Number(lastSiblingCode.slice(lastSiblingCode.lastIndexOf('.') + 1));
  if (last >= MAX_CODE_UNIT) {
    throw new BusinessError(
      L('AbpIdentity', 'Volo.Abp.Identity:OrganizationUnitMaxChildren', MAX_CODE_UNIT),
      {
        code: 'Volo.Abp.Identity:OrganizationUnitMaxChildren',
      },
    );
  }
  return childCode(parentCode, last + 1);
}

export interface UnitListQuery extends PagedQuery {
  filter?: string | undefined;
  parentId?: string | undefined;
}

export interface MemberQuery extends PagedQuery {
  filter?: string | undefined;
}

export interface NewUnit {
  displayName: string;
  parentId?: string | null | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

export interface UnitUpdate {
  displayName: string;
  concurrencyStamp?: string | null | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

const unitSorting = {
  displayName: organizationUnits.displayName,
  code: organizationUnits.code,
  creationTime: organizationUnits.creationTime,
};

const memberSorting = {
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
  creationTime: users.creationTime,
};

const roleSorting = {
  name: roles.name,
  isDefault: roles.isDefault,
  isPublic: roles.isPublic,
  isStatic: roles.isStatic,
};

/** Whether a unit has live sub-units; the outer table is the one of the enclosing select. */
const hasChildren = sql<boolean>`exists (select 1 from organization_units c where c.tenant_id = organization_units.tenant_id and c.parent_id = organization_units.id and not c.is_deleted)`;

type UnitWithLeaf = { ou: OrganizationUnitRow; hasChildren: boolean };

/** The unit and everything below it: codes are prefixes of their descendants' codes. */
const subtreeOf = (ou: { id: string; code: string }) =>
  or(eq(organizationUnits.id, ou.id), like(organizationUnits.code, `${ou.code}.%`));

/**
 * Organization units (contract §5.3): a tree per tenant coded like ABP ("00001.00002"), its members
 * and roles. Every method runs in the caller's scoped transaction; tree changes take a per-tenant
 * transaction lock so that codes handed out by concurrent requests cannot collide.
 */
export class OrganizationUnitService {
  private live(tenantId: string): SQL {
    return and(eq(organizationUnits.tenantId, tenantId), eq(organizationUnits.isDeleted, false))!;
  }

  private selectUnits(tx: Queryable) {
    return tx.select({ ou: organizationUnits, hasChildren }).from(organizationUnits);
  }

  private async lockTree(tx: Tx, tenantId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_CLASS}, hashtext(${tenantId}))`);
  }

  async find(tx: Queryable, tenantId: string, id: string): Promise<OrganizationUnitRow | undefined> {
    const [row] = await tx
      .select()
      .from(organizationUnits)
      .where(and(this.live(tenantId), eq(organizationUnits.id, id)));
    return row;
  }

  private async require(tx: Queryable, tenantId: string, id: string): Promise<OrganizationUnitRow> {
    const row = await this.find(tx, tenantId, id);
    if (!row) throw new EntityNotFoundError(OU_ENTITY, id);
    return row;
  }

  /** Each root of `roots` with its whole sub-tree below it, from the rows of those sub-trees. */
  private trees(roots: UnitWithLeaf[], below: UnitWithLeaf[]): OrganizationUnitDto[] {
    const byParent = new Map<string, UnitWithLeaf[]>();
    for (const r of below) {
      if (!r.ou.parentId) continue;
      const list = byParent.get(r.ou.parentId) ?? [];
      list.push(r);
      byParent.set(r.ou.parentId, list);
    }
    const grow = (r: UnitWithLeaf, depth: number): OrganizationUnitDto => {
      const dto = toOrganizationUnitDto(r.ou, !r.hasChildren);
      if (depth < MAX_DEPTH) dto.children = (byParent.get(r.ou.id) ?? []).map((c) => grow(c, depth + 1));
      return dto;
    };
    return roots.map((r) => grow(r, 1));
  }

  async list(
    tx: Queryable,
    tenantId: string,
    query: UnitListQuery,
    details: boolean,
  ): Promise<PagedResult<OrganizationUnitDto>> {
    const filter = query.filter?.trim();
    const where = and(
      this.live(tenantId),
      query.parentId ? eq(organizationUnits.parentId, query.parentId) : undefined,
      anyContains(filter, organizationUnits.displayName, organizationUnits.code),
    );
    const order = orderBy(
      query.sorting,
      unitSorting,
      [sql`${organizationUnits.code} asc`],
      organizationUnits.id,
    );
    const [items, [total]] = await Promise.all([
      this.selectUnits(tx)
        .where(where)
        .orderBy(...order)
        .limit(query.maxResultCount)
        .offset(query.skipCount),
      tx.select({ n: count() }).from(organizationUnits).where(where),
    ]);
    if (!details || items.length === 0) {
      return {
        totalCount: total?.n ?? 0,
        items: items.map((r) => toOrganizationUnitDto(r.ou, !r.hasChildren)),
      };
    }
    const below = await this.selectUnits(tx)
      .where(
        and(this.live(tenantId), or(...items.map((r) => like(organizationUnits.code, `${r.ou.code}.%`)))),
      )
      .orderBy(organizationUnits.code);
    return { totalCount: total?.n ?? 0, items: this.trees(items, below) };
  }

  /**
   * The whole tree, top-level units first, siblings in `sorting` order (code by default). A filter
   * keeps the units whose name or code matches, with the units above them so they stay reachable.
   */
  async all(
    tx: Queryable,
    tenantId: string,
    query: { filter?: string | undefined; sorting?: string | undefined },
  ): Promise<{ items: OrganizationUnitDto[] }> {
    const order = orderBy(
      query.sorting,
      unitSorting,
      [sql`${organizationUnits.code} asc`],
      organizationUnits.id,
    );
    let rows: UnitWithLeaf[] = await this.selectUnits(tx)
      .where(this.live(tenantId))
      .orderBy(...order);
    const filter = query.filter?.trim().toLowerCase();
    if (filter) {
      const keep = new Set<string>();
      for (const r of rows) {
        if (!r.ou.displayName.toLowerCase().includes(filter) && !r.ou.code.includes(filter)) continue;
        const parts = r.ou.code.split('.');
        for (let i = 1; i <= parts.length; i++) keep.add(parts.slice(0, i).join('.'));
      }
      rows = rows.filter((r) => keep.has(r.ou.code));
    }
    return {
      items: this.trees(
        rows.filter((r) => !r.ou.parentId),
        rows,
      ),
    };
  }

  async roots(tx: Queryable, tenantId: string): Promise<{ items: OrganizationUnitDto[] }> {
    const rows = await this.selectUnits(tx)
      .where(and(this.live(tenantId), isNull(organizationUnits.parentId)))
      .orderBy(organizationUnits.code);
    return { items: rows.map((r) => toOrganizationUnitDto(r.ou, !r.hasChildren)) };
  }

  /** The direct sub-units of a unit (none for an unknown one, as HelloAbp answers). */
  async children(tx: Queryable, tenantId: string, parentId: string): Promise<OrganizationUnitDto[]> {
    const rows = await this.selectUnits(tx)
      .where(and(this.live(tenantId), eq(organizationUnits.parentId, parentId)))
      .orderBy(organizationUnits.code);
    return rows.map((r) => toOrganizationUnitDto(r.ou, !r.hasChildren));
  }

  async get(tx: Queryable, tenantId: string, id: string, details: boolean): Promise<OrganizationUnitDto> {
    const [row] = await this.selectUnits(tx).where(and(this.live(tenantId), eq(organizationUnits.id, id)));
    if (!row) throw new EntityNotFoundError(OU_ENTITY, id);
    if (!details) return toOrganizationUnitDto(row.ou, !row.hasChildren);
    const below = await this.selectUnits(tx)
      .where(and(this.live(tenantId), like(organizationUnits.code, `${row.ou.code}.%`)))
      .orderBy(organizationUnits.code);
    return this.trees([row], below)[0]!;
  }

  async nextCode(tx: Queryable, tenantId: string, parentId: string | null | undefined): Promise<string> {
    const parent = parentId ? await this.require(tx, tenantId, parentId) : null;
    return this.nextCodeUnder(tx, tenantId, parent);
  }

  private async nextCodeUnder(tx: Queryable, tenantId: string, parent: OrganizationUnitRow | null) {
    const [last] = await tx
      .select({ code: max(organizationUnits.code) })
      .from(organizationUnits)
      .where(
        and(
          this.live(tenantId),
          parent ? eq(organizationUnits.parentId, parent.id) : isNull(organizationUnits.parentId),
        ),
      );
    return nextChildCode(parent?.code ?? null, last?.code);
  }

  /** ABP's ValidateOrganizationUnit: no two siblings share a display name. */
  private async assertUniqueName(
    tx: Queryable,
    tenantId: string,
    parentId: string | null,
    displayName: string,
    exceptId?: string,
  ) {
    const [clash] = await tx
      .select({ id: organizationUnits.id })
      .from(organizationUnits)
      .where(
        and(
          this.live(tenantId),
          parentId ? eq(organizationUnits.parentId, parentId) : isNull(organizationUnits.parentId),
          sql`lower(${organizationUnits.displayName}) = lower(${displayName})`,
          exceptId ? sql`${organizationUnits.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    if (clash) {
      throw new BusinessError(
        L('AbpIdentity', 'Volo.Abp.Identity:DuplicateOrganizationUnitDisplayName', displayName),
        { code: 'Volo.Abp.Identity:010004', data: { '0': displayName } },
      );
    }
  }

  private assertDepth(level: number) {
    if (level > MAX_DEPTH) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:OrganizationUnitMaxDepth', MAX_DEPTH), {
        code: 'Volo.Abp.Identity:OrganizationUnitMaxDepth',
      });
    }
  }

  async create(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    userId: string | null,
    input: NewUnit,
  ): Promise<OrganizationUnitDto> {
    await this.lockTree(tx, tenantId);
    const displayName = input.displayName.trim();
    const parent = input.parentId ? await this.require(tx, tenantId, input.parentId) : null;
    this.assertDepth(parent ? levelOf(parent.code) + 1 : 1);
    await this.assertUniqueName(tx, tenantId, parent?.id ?? null, displayName);
    const code = await this.nextCodeUnder(tx, tenantId, parent);
    const [row] = await tx
      .insert(organizationUnits)
      .values({
        tenantId,
        id: newId(),
        parentId: parent?.id ?? null,
        code,
        displayName,
        extraProperties: input.extraProperties ?? {},
        creatorId: userId,
      })
      .returning();
    audit.created(OU_ENTITY, row!.id, auditedUnit(row!));
    return toOrganizationUnitDto(row!, true);
  }

  async update(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    userId: string | null,
    id: string,
    input: UnitUpdate,
  ): Promise<OrganizationUnitDto> {
    await this.lockTree(tx, tenantId);
    const ou = await this.require(tx, tenantId, id);
    assertStamp(ou.concurrencyStamp, input.concurrencyStamp);
    const displayName = input.displayName.trim();
    if (displayName !== ou.displayName) {
      await this.assertUniqueName(tx, tenantId, ou.parentId, displayName, ou.id);
    }
    const rows = await tx
      .update(organizationUnits)
      .set({
        displayName,
        extraProperties: mergeExtra(ou.extraProperties, input.extraProperties),
        ...modifiedBy(userId),
      })
      .where(
        and(
          this.live(tenantId),
          eq(organizationUnits.id, id),
          eq(organizationUnits.concurrencyStamp, ou.concurrencyStamp),
        ),
      )
      .returning();
    const updated = expectUpdated(rows);
    audit.updated(OU_ENTITY, id, auditedUnit(ou), auditedUnit(updated));
    const [leaf] = await this.selectUnits(tx).where(and(this.live(tenantId), eq(organizationUnits.id, id)));
    return toOrganizationUnitDto(updated, !leaf?.hasChildren);
  }

  /**
   * Moves a unit (with everything below it) under another unit, or to the top level when
   * `parentId` is empty: the unit gets the next code under its new parent and every descendant's
   * code is rewritten with the new prefix, in one statement.
   */
  async move(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    userId: string | null,
    id: string,
    parentId: string | null,
  ): Promise<void> {
    await this.lockTree(tx, tenantId);
    const ou = await this.require(tx, tenantId, id);
    const parent = parentId ? await this.require(tx, tenantId, parentId) : null;
    if ((ou.parentId ?? null) === (parent?.id ?? null)) return;
    if (parent && (parent.id === ou.id || parent.code.startsWith(`${ou.code}.`))) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:OrganizationUnitMoveIntoItself'), {
        code: 'Volo.Abp.Identity:OrganizationUnitMoveIntoItself',
      });
    }
    const subtree = await tx
      .select()
      .from(organizationUnits)
      .where(and(this.live(tenantId), subtreeOf(ou)));
    const deepest = Math.max(...subtree.map((r) => levelOf(r.code)));
    const newLevel = parent ? levelOf(parent.code) + 1 : 1;
    this.assertDepth(deepest - levelOf(ou.code) + newLevel);
    await this.assertUniqueName(tx, tenantId, parent?.id ?? null, ou.displayName, ou.id);
    const newCode = await this.nextCodeUnder(tx, tenantId, parent);
    const now = new Date();
    const moved = await tx
      .update(organizationUnits)
      .set({
        code: sql`${newCode}::text || substr(${organizationUnits.code}, ${ou.code.length + 1}::int)`,
        parentId: sql`case when ${organizationUnits.id} = ${ou.id} then ${parent?.id ?? null}::uuid else ${organizationUnits.parentId} end`,
        concurrencyStamp: newStamp(),
        lastModificationTime: now,
        lastModifierId: userId,
      })
      .where(and(this.live(tenantId), subtreeOf(ou)))
      .returning();
    const before = new Map(subtree.map((r) => [r.id, r]));
    for (const after of moved) {
      const old = before.get(after.id);
      if (old) audit.updated(OU_ENTITY, after.id, auditedUnit(old), auditedUnit(after));
    }
  }

  /** Soft-deletes the unit and its sub-units, and removes their members and roles. */
  async delete(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    userId: string | null,
    id: string,
  ): Promise<void> {
    await this.lockTree(tx, tenantId);
    const ou = await this.require(tx, tenantId, id);
    const deleted = await tx
      .update(organizationUnits)
      .set({ isDeleted: true, deletionTime: new Date(), deleterId: userId })
      .where(and(this.live(tenantId), subtreeOf(ou)))
      .returning();
    const ids = deleted.map((r) => r.id);
    const members = await tx
      .delete(userOrganizationUnits)
      .where(
        and(
          eq(userOrganizationUnits.tenantId, tenantId),
          inArray(userOrganizationUnits.organizationUnitId, ids),
        ),
      )
      .returning();
    const unitRoles = await tx
      .delete(organizationUnitRoles)
      .where(
        and(
          eq(organizationUnitRoles.tenantId, tenantId),
          inArray(organizationUnitRoles.organizationUnitId, ids),
        ),
      )
      .returning();
    for (const r of deleted) audit.deleted(OU_ENTITY, r.id, auditedUnit(r));
    for (const m of members) audit.deleted(USER_OU_ENTITY, `${m.userId},${m.organizationUnitId}`, { ...m });
    for (const m of unitRoles) audit.deleted(OU_ROLE_ENTITY, `${m.organizationUnitId},${m.roleId}`, { ...m });
  }

  /**
   * The users of a unit and of every unit below it; without a unit, every user of the tenant
   * (HA's GetUsersAsync takes `ouId` as optional, so a user in no unit can still be listed).
   */
  async users(tx: Queryable, tenantId: string, ouId: string | undefined, query: MemberQuery) {
    const ou = ouId ? await this.require(tx, tenantId, ouId) : null;
    const memberIds =
      ou &&
      tx
        .select({ id: userOrganizationUnits.userId })
        .from(userOrganizationUnits)
        .innerJoin(organizationUnits, unitOfMembership)
        .where(and(eq(userOrganizationUnits.tenantId, tenantId), this.live(tenantId), subtreeOf(ou)));
    const filter = query.filter?.trim();
    const where = and(
      eq(users.tenantId, tenantId),
      eq(users.isDeleted, false),
      memberIds ? inArray(users.id, memberIds) : undefined,
      anyContains(filter, users.userName, users.name, users.surname, users.email, users.phoneNumber),
    );
    const order = orderBy(query.sorting, memberSorting, [sql`${users.userName} asc`], users.id);
    return pageOf(tx, users, where, order, query, toUserDto);
  }

  /** The roles given to a unit; without a unit, every role of the tenant. */
  async roles(tx: Queryable, tenantId: string, ouId: string | undefined, query: MemberQuery) {
    if (ouId) await this.require(tx, tenantId, ouId);
    const roleIds =
      ouId &&
      tx
        .select({ id: organizationUnitRoles.roleId })
        .from(organizationUnitRoles)
        .where(
          and(
            eq(organizationUnitRoles.tenantId, tenantId),
            eq(organizationUnitRoles.organizationUnitId, ouId),
          ),
        );
    const filter = query.filter?.trim();
    const where = and(
      eq(roles.tenantId, tenantId),
      roleIds ? inArray(roles.id, roleIds) : undefined,
      anyContains(filter, roles.name),
    );
    const order = orderBy(query.sorting, roleSorting, [sql`${roles.name} asc`], roles.id);
    return pageOf(tx, roles, where, order, query, toRoleDto);
  }

  async addUsers(tx: Tx, audit: AuditCollector, tenantId: string, ouId: string, userIds: readonly string[]) {
    await this.require(tx, tenantId, ouId);
    const wanted = [...new Set(userIds.map((u) => u.toLowerCase()))];
    if (wanted.length === 0) return;
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.isDeleted, false), inArray(users.id, wanted)));
    const known = new Set(found.map((u) => u.id));
    const missing = wanted.find((u) => !known.has(u));
    if (missing) throw new EntityNotFoundError(USER_ENTITY, missing);
    const added = await tx
      .insert(userOrganizationUnits)
      .values(wanted.map((userId) => ({ tenantId, userId, organizationUnitId: ouId })))
      .onConflictDoNothing()
      .returning();
    for (const m of added) audit.created(USER_OU_ENTITY, `${m.userId},${m.organizationUnitId}`, { ...m });
  }

  async removeUser(tx: Tx, audit: AuditCollector, tenantId: string, ouId: string, userId: string) {
    await this.require(tx, tenantId, ouId);
    const removed = await tx
      .delete(userOrganizationUnits)
      .where(
        and(
          eq(userOrganizationUnits.tenantId, tenantId),
          eq(userOrganizationUnits.organizationUnitId, ouId),
          eq(userOrganizationUnits.userId, userId),
        ),
      )
      .returning();
    for (const m of removed) audit.deleted(USER_OU_ENTITY, `${m.userId},${m.organizationUnitId}`, { ...m });
  }

  async addRoles(tx: Tx, audit: AuditCollector, tenantId: string, ouId: string, roleIds: readonly string[]) {
    await this.require(tx, tenantId, ouId);
    const wanted = [...new Set(roleIds.map((r) => r.toLowerCase()))];
    if (wanted.length === 0) return;
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, wanted)));
    const known = new Set(found.map((r) => r.id));
    const missing = wanted.find((r) => !known.has(r));
    if (missing) throw new EntityNotFoundError(ROLE_ENTITY, missing);
    const added = await tx
      .insert(organizationUnitRoles)
      .values(wanted.map((roleId) => ({ tenantId, roleId, organizationUnitId: ouId })))
      .onConflictDoNothing()
      .returning();
    for (const m of added) audit.created(OU_ROLE_ENTITY, `${m.organizationUnitId},${m.roleId}`, { ...m });
  }

  async removeRole(tx: Tx, audit: AuditCollector, tenantId: string, ouId: string, roleId: string) {
    await this.require(tx, tenantId, ouId);
    const removed = await tx
      .delete(organizationUnitRoles)
      .where(
        and(
          eq(organizationUnitRoles.tenantId, tenantId),
          eq(organizationUnitRoles.organizationUnitId, ouId),
          eq(organizationUnitRoles.roleId, roleId),
        ),
      )
      .returning();
    for (const m of removed) audit.deleted(OU_ROLE_ENTITY, `${m.organizationUnitId},${m.roleId}`, { ...m });
  }
}
