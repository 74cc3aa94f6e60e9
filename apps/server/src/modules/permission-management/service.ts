import { canonicalPolicyName, findPermission, permissionGroups, pickText, type Culture } from '@sp/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../platform/db/client.js';
import { EntityNotFoundError, invalidField } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import type { USER_PROVIDER } from '../../platform/permissions/grants.js';
import { isAvailableOn, ROLE_PROVIDER, sideOf } from '../../platform/permissions/grants.js';
import { permissionGrants } from '../../platform/permissions/schema.js';
import { roles } from '../identity/schema.js';
import { normalize, type IdentityService } from '../identity/service.js';

export type ProviderName = typeof ROLE_PROVIDER | typeof USER_PROVIDER;

export const GRANT_ENTITY = 'Volo.Abp.PermissionManagement.PermissionGrant';

export interface ProviderInfo {
  providerName: string;
  providerKey: string;
}

/** ABP's GetPermissionListResultDto and its parts (contract §5.5). */
export interface PermissionGrantInfoDto {
  name: string;
  displayName: string;
  parentName: string | null;
  isGranted: boolean;
  allowedProviders: string[];
  grantedProviders: ProviderInfo[];
}

export interface PermissionGroupDto {
  name: string;
  displayName: string;
  displayNameKey: string | null;
  displayNameResource: string | null;
  permissions: PermissionGrantInfoDto[];
}

export interface PermissionListResultDto {
  entityDisplayName: string;
  groups: PermissionGroupDto[];
}

export interface PermissionChange {
  name: string;
  isGranted: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose grants are being looked at: the canonical key, and the roles a user inherits from. */
interface Target {
  providerName: ProviderName;
  key: string;
  displayName: string;
  roleNames: string[];
}

/**
 * The permission-management API over the catalogue of @sp/contracts and `permission_grants`.
 * Roles are keyed by name (`R`), users by id (`U`); a user's dialog also shows what their roles
 * grant, as inherited (`grantedProviders` holding `R`). Runs in the caller's scoped transaction.
 */
export class PermissionManagementService {
  constructor(private readonly identity: IdentityService) {}

  private async target(
    tx: Queryable,
    tenantId: string,
    providerName: ProviderName,
    providerKey: string,
  ): Promise<Target> {
    if (providerName === ROLE_PROVIDER) {
      const [role] = await tx
        .select({ name: roles.name })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.normalizedName, normalize(providerKey))));
      if (!role) throw new EntityNotFoundError('Volo.Abp.Identity.IdentityRole', providerKey);
      return { providerName, key: role.name, displayName: role.name, roleNames: [] };
    }
    const user = UUID.test(providerKey) ? await this.identity.findUser(tx, tenantId, providerKey) : undefined;
    if (!user) throw new EntityNotFoundError('Volo.Abp.Identity.IdentityUser', providerKey);
    return {
      providerName,
      key: user.id,
      displayName: user.userName,
      roleNames: await this.identity.effectiveRoleNamesOf(tx, tenantId, user.id),
    };
  }

  async get(
    tx: Queryable,
    tenantId: string,
    providerName: ProviderName,
    providerKey: string,
    culture: Culture,
  ): Promise<PermissionListResultDto> {
    const target = await this.target(tx, tenantId, providerName, providerKey);
    const sources = [
      and(eq(permissionGrants.providerName, providerName), eq(permissionGrants.providerKey, target.key)),
    ];
    if (target.roleNames.length > 0) {
      sources.push(
        and(
          eq(permissionGrants.providerName, ROLE_PROVIDER),
          inArray(permissionGrants.providerKey, target.roleNames),
        ),
      );
    }
    const rows = await tx
      .select()
      .from(permissionGrants)
      .where(and(eq(permissionGrants.tenantId, tenantId), or(...sources)))
      .orderBy(permissionGrants.providerName, permissionGrants.providerKey);
    const grantedBy = new Map<string, ProviderInfo[]>();
    for (const row of rows) {
      const list = grantedBy.get(row.name) ?? [];
      // The provider itself first, then the roles it inherits from.
      const info = { providerName: row.providerName, providerKey: row.providerKey };
      if (row.providerName === providerName) list.unshift(info);
      else list.push(info);
      grantedBy.set(row.name, list);
    }
    const side = sideOf(tenantId);
    const groups = permissionGroups
      .map((group) => ({
        name: group.name,
        displayName: pickText(group.text, culture),
        displayNameKey: null,
        displayNameResource: null,
        permissions: group.permissions
          .filter((p) => isAvailableOn(p.name, side))
          .map((p) => {
            const grantedProviders = grantedBy.get(p.name) ?? [];
            return {
              name: p.name,
              displayName: pickText(p.text, culture),
              parentName: p.parentName,
              isGranted: grantedProviders.length > 0,
              allowedProviders: [],
              grantedProviders,
            };
          }),
      }))
      .filter((g) => g.permissions.length > 0);
    return { entityDisplayName: target.displayName, groups };
  }

  /**
   * Applies the changed items (HelloAbp sends only those). A granted child brings its parents with
   * it, under the same provider; revoking a parent leaves its children as they are (as ABP).
   * Returns whether anything changed.
   */
  async update(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    providerName: ProviderName,
    providerKey: string,
    named: readonly PermissionChange[],
  ): Promise<boolean> {
    const side = sideOf(tenantId);
    // A client that names a policy by an alias changes the one grant of the policy.
    const changes = named.map((c) => ({ ...c, name: canonicalPolicyName(c.name) }));
    changes.forEach((c, i) => {
      const member = `permissions[${i}].name`;
      if (!findPermission(c.name))
        throw invalidField(member, L('AbpPermissionManagement', 'UnknownPermission', c.name));
      if (!isAvailableOn(c.name, side)) {
        throw invalidField(member, L('AbpPermissionManagement', 'PermissionNotAvailable', c.name));
      }
    });
    const target = await this.target(tx, tenantId, providerName, providerKey);
    const own = and(
      eq(permissionGrants.tenantId, tenantId),
      eq(permissionGrants.providerName, providerName),
      eq(permissionGrants.providerKey, target.key),
    );
    const current = new Set(
      (await tx.select({ name: permissionGrants.name }).from(permissionGrants).where(own)).map((r) => r.name),
    );

    const grant = new Set<string>();
    for (const c of changes) {
      if (!c.isGranted) continue;
      for (let name: string | null | undefined = c.name; name; name = findPermission(name)?.parentName) {
        if (isAvailableOn(name, side)) grant.add(name);
      }
    }
    const revoke = changes.filter((c) => !c.isGranted && !grant.has(c.name)).map((c) => c.name);
    const added = [...grant].filter((n) => !current.has(n));
    const removed = [...new Set(revoke)].filter((n) => current.has(n));
    if (added.length === 0 && removed.length === 0) return false;

    if (removed.length > 0)
      await tx.delete(permissionGrants).where(and(own, inArray(permissionGrants.name, removed)));
    if (added.length > 0) {
      await tx
        .insert(permissionGrants)
        .values(added.map((name) => ({ tenantId, providerName, providerKey: target.key, name })))
        .onConflictDoNothing();
    }
    // One entity change per provider: each permission that changed is a property, granted or not.
    audit.updated(
      GRANT_ENTITY,
      `${providerName}:${target.key}`,
      Object.fromEntries(removed.map((n) => [n, true])),
      Object.fromEntries(added.map((n) => [n, true])),
    );
    return true;
  }
}
