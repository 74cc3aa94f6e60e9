import { allPermissions, findPermission, type Side } from '@sp/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { HOST_TENANT_ID } from '../db/scope.js';
import { permissionGrants } from './schema.js';

/** ABP's permission value providers. */
export const ROLE_PROVIDER = 'R';
export const USER_PROVIDER = 'U';

export function sideOf(tenantId: string): Exclude<Side, 'both'> {
  return tenantId === HOST_TENANT_ID ? 'host' : 'tenant';
}

/** Whether a permission may be held on this side; host-only permissions mean nothing in a tenant. */
export function isAvailableOn(name: string, side: Exclude<Side, 'both'>): boolean {
  const p = findPermission(name);
  return !!p && (p.side === 'both' || p.side === side);
}

/**
 * The policies granted to a user: their own grants plus those of their roles, limited to the
 * catalogue and to the side (host or tenant) they are on. Runs inside the tenant's scope.
 */
export async function grantedPolicies(
  tx: Queryable,
  tenantId: string,
  userId: string,
  roleNames: readonly string[],
): Promise<Set<string>> {
  const providers = [
    and(eq(permissionGrants.providerName, USER_PROVIDER), eq(permissionGrants.providerKey, userId)),
  ];
  if (roleNames.length > 0) {
    providers.push(
      and(
        eq(permissionGrants.providerName, ROLE_PROVIDER),
        inArray(permissionGrants.providerKey, [...roleNames]),
      ),
    );
  }
  const rows = await tx
    .selectDistinct({ name: permissionGrants.name })
    .from(permissionGrants)
    .where(and(eq(permissionGrants.tenantId, tenantId), or(...providers)));
  const side = sideOf(tenantId);
  return new Set(rows.map((r) => r.name).filter((name) => isAvailableOn(name, side)));
}

/** Grants every catalogue permission available on the tenant's side to a role (seeding). */
export async function grantAllToRole(tx: Queryable, tenantId: string, roleName: string): Promise<void> {
  const side = sideOf(tenantId);
  const names = allPermissions.filter((p) => p.side === 'both' || p.side === side).map((p) => p.name);
  await grantToRole(tx, tenantId, roleName, names);
}

export async function grantToRole(
  tx: Queryable,
  tenantId: string,
  roleName: string,
  names: readonly string[],
) {
  if (names.length === 0) return;
  await tx
    .insert(permissionGrants)
    .values(names.map((name) => ({ tenantId, providerName: ROLE_PROVIDER, providerKey: roleName, name })))
    .onConflictDoNothing();
}
