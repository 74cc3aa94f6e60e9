import { and, eq, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { type Queryable, type Tx } from '../../platform/db/client.js';
import { pageOf } from '../../platform/db/page.js';
import { newId, newStamp } from '../../platform/db/columns.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L } from '../../platform/localization/localizer.js';
import { ROLE_PROVIDER } from '../../platform/permissions/grants.js';
import { permissionGrants } from '../../platform/permissions/schema.js';
import { auditedRole, toRoleDto, type RoleDto } from './dto.js';
import { organizationUnitRoles, roles, userRoles } from './schema.js';
import { normalize } from './service.js';
import { anyContains } from '../../platform/db/search.js';
import { uniquely } from '../../platform/db/uniqueness.js';

export const ROLE_ENTITY = 'Volo.Abp.Identity.IdentityRole';

type RoleRow = typeof roles.$inferSelect;

export interface RoleInput {
  name: string;
  isDefault?: boolean | undefined;
  isPublic?: boolean | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

export interface RoleUpdateInput extends RoleInput {
  concurrencyStamp?: string | null | undefined;
}

const roleSorting = {
  name: roles.name,
  isDefault: roles.isDefault,
  isPublic: roles.isPublic,
  isStatic: roles.isStatic,
  creationTime: roles.creationTime,
};

const duplicateName = (name: string) =>
  new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:DuplicateRoleName', name), {
    code: 'Volo.Abp.Identity:DuplicateRoleName',
  });

/**
 * Roles (contract §5.2). Grants are keyed by the role's NAME (provider `R`), so a rename moves
 * them and a deletion removes them; the routes publish `{kind:'grants'}` after either.
 */
export class RoleService {
  private async load(tx: Queryable, tenantId: string, id: string): Promise<RoleRow> {
    const [row] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
    if (!row) throw new EntityNotFoundError(ROLE_ENTITY, id);
    return row;
  }

  async findByName(tx: Queryable, tenantId: string, name: string): Promise<RoleRow | undefined> {
    const [row] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.normalizedName, normalize(name))));
    return row;
  }

  async list(
    tx: Queryable,
    tenantId: string,
    query: PagedQuery & { filter?: string | undefined },
  ): Promise<PagedResult<RoleDto>> {
    const filter = query.filter?.trim();
    const where = and(eq(roles.tenantId, tenantId), anyContains(filter, roles.name));
    const order = orderBy(query.sorting, roleSorting, [sql`${roles.name} asc`], roles.id);
    return pageOf(tx, roles, where, order, query, toRoleDto);
  }

  async all(tx: Queryable, tenantId: string): Promise<{ items: RoleDto[] }> {
    const rows = await tx.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(roles.name);
    return { items: rows.map(toRoleDto) };
  }

  async get(tx: Queryable, tenantId: string, id: string): Promise<RoleDto> {
    return toRoleDto(await this.load(tx, tenantId, id));
  }

  async create(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    actorId: string,
    input: RoleInput,
  ): Promise<RoleDto> {
    const name = input.name.trim();
    if (await this.findByName(tx, tenantId, name)) throw duplicateName(name);
    const [created] = await uniqueName(name, () =>
      tx
        .insert(roles)
        .values({
          tenantId,
          id: newId(),
          name,
          normalizedName: normalize(name),
          isDefault: input.isDefault ?? false,
          isPublic: input.isPublic ?? false,
          extraProperties: input.extraProperties ?? {},
          creatorId: actorId,
        })
        .returning(),
    );
    audit.created(ROLE_ENTITY, created!.id, auditedRole(created!));
    return toRoleDto(created!);
  }

  /** Returns the role, and whether its name changed (its grants moved with it). */
  async update(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    id: string,
    input: RoleUpdateInput,
  ): Promise<{ dto: RoleDto; renamed: boolean }> {
    const role = await this.load(tx, tenantId, id);
    assertStamp(role.concurrencyStamp, input.concurrencyStamp);
    const name = input.name.trim();
    const renamed = name !== role.name;
    if (renamed) {
      if (role.isStatic) {
        throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:StaticRoleRenaming'), {
          code: 'Volo.Abp.Identity:StaticRoleRenaming',
        });
      }
      const other = await this.findByName(tx, tenantId, name);
      if (other && other.id !== id) throw duplicateName(name);
    }
    const rows = await uniqueName(name, () =>
      tx
        .update(roles)
        .set({
          name,
          normalizedName: normalize(name),
          isDefault: input.isDefault ?? role.isDefault,
          isPublic: input.isPublic ?? role.isPublic,
          extraProperties:
            input.extraProperties === undefined
              ? role.extraProperties
              : { ...role.extraProperties, ...input.extraProperties },
          concurrencyStamp: newStamp(),
        })
        .where(
          and(
            eq(roles.tenantId, tenantId),
            eq(roles.id, id),
            eq(roles.concurrencyStamp, role.concurrencyStamp),
          ),
        )
        .returning(),
    );
    const updated = expectUpdated(rows);
    if (renamed) await moveGrants(tx, tenantId, role.name, name);
    audit.updated(ROLE_ENTITY, id, auditedRole(role), auditedRole(updated));
    return { dto: toRoleDto(updated), renamed };
  }

  /** Deletes the role with its grants, its members' links and its organization-unit links. */
  async delete(tx: Tx, audit: AuditCollector, tenantId: string, id: string): Promise<void> {
    const role = await this.load(tx, tenantId, id);
    if (role.isStatic) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:StaticRoleDeletion'), {
        code: 'Volo.Abp.Identity:StaticRoleDeletion',
      });
    }
    await tx.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.roleId, id)));
    await tx
      .delete(organizationUnitRoles)
      .where(and(eq(organizationUnitRoles.tenantId, tenantId), eq(organizationUnitRoles.roleId, id)));
    await tx.delete(permissionGrants).where(roleGrants(tenantId, role.name));
    await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
    audit.deleted(ROLE_ENTITY, id, auditedRole(role));
  }
}

const roleGrants = (tenantId: string, roleName: string) =>
  and(
    eq(permissionGrants.tenantId, tenantId),
    eq(permissionGrants.providerName, ROLE_PROVIDER),
    eq(permissionGrants.providerKey, roleName),
  );

/** The grants of a renamed role follow its name. Leftovers under the new name (no role had it) go first. */
async function moveGrants(tx: Tx, tenantId: string, from: string, to: string) {
  await tx.delete(permissionGrants).where(roleGrants(tenantId, to));
  await tx.update(permissionGrants).set({ providerKey: to }).where(roleGrants(tenantId, from));
}

const uniqueName = <T>(name: string, work: () => Promise<T>): Promise<T> =>
  uniquely(work, () => duplicateName(name));
