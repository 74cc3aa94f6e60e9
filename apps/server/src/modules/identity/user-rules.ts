import { and, eq, inArray } from 'drizzle-orm';
import { pgError, type Queryable } from '../../platform/db/client.js';
import { BusinessError, ForbiddenError } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import { isAvailableOn, ROLE_PROVIDER, sideOf } from '../../platform/permissions/grants.js';
import { permissionGrants } from '../../platform/permissions/schema.js';
import { roles } from './schema.js';
import { normalize } from './service.js';

/** The seeded static role of supplier users: whoever holds it must be bound to a supplier. */
export const VENDOR_ROLE_NAME = 'vendor';

/** Who acts, and what they may do beyond the route's own policy. */
export interface Actor {
  tenantId: string;
  userId: string;
  sessionId: string;
  /** Set for a vendor caller: the database limits them to their supplier's users. */
  supplierId: string | null;
  /** Holds `AbpIdentity.Users.DistributionOrganizationUnit`. */
  mayAssignOrganizationUnits: boolean;
  /** The caller's own policies: a vendor caller hands out no role carrying more than these. */
  grantedPolicies: ReadonlySet<string>;
}

/**
 * The supplier a user ends up bound to. A vendor caller's users always belong to the caller's own
 * supplier (the database would refuse anything else); others bind or unbind freely.
 */
export function resolveSupplier(actor: Actor, requested: string | null | undefined, current: string | null) {
  if (requested === undefined) return current ?? actor.supplierId;
  return requested ?? actor.supplierId;
}

export function assertVendorBinding(roleNames: readonly string[], supplierId: string | null) {
  if (supplierId) return;
  if (roleNames.some((r) => normalize(r) === normalize(VENDOR_ROLE_NAME))) {
    throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:VendorUserNeedsSupplier'), {
      code: 'Volo.Abp.Identity:VendorUserNeedsSupplier',
    });
  }
}

/**
 * A vendor caller (bound to a supplier) who manages their supplier's users may hand out only roles
 * whose permissions they hold themselves: otherwise they could make a colleague, or themselves
 * through a colleague, a tenant administrator. Buyer-side callers are not limited (ABP's rule).
 */
export async function assertNoEscalation(
  tx: Queryable,
  actor: Actor,
  roleNames: readonly string[],
  current: readonly string[],
) {
  if (!actor.supplierId) return;
  const held = new Set(current.map(normalize));
  const added = roleNames.filter((r) => !held.has(normalize(r)));
  if (added.length === 0) return;
  const side = sideOf(actor.tenantId);
  const rows = await tx
    .select({ roleName: roles.name, name: permissionGrants.name })
    .from(roles)
    .innerJoin(
      permissionGrants,
      and(
        eq(permissionGrants.tenantId, roles.tenantId),
        eq(permissionGrants.providerName, ROLE_PROVIDER),
        eq(permissionGrants.providerKey, roles.name),
      ),
    )
    .where(and(eq(roles.tenantId, actor.tenantId), inArray(roles.normalizedName, added.map(normalize))));
  const beyond = rows.find((r) => isAvailableOn(r.name, side) && !actor.grantedPolicies.has(r.name));
  if (beyond) throw new ForbiddenError();
}

/** Two renames racing past the uniqueness check: the unique index decides, politely. */
export async function duplicateNameGuard<T>(userName: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgError(err)?.code === '23505') {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:DuplicateUserName', userName), {
        code: 'Volo.Abp.Identity:DuplicateUserName',
      });
    }
    throw err;
  }
}
