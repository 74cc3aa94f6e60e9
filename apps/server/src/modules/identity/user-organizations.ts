import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.js';
import { BusinessError, ForbiddenError } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import { toOrganizationUnitDto } from './organizations/dto.js';
import { organizationUnits, unitOfMembership, userOrganizationUnits } from './schema.js';
import type { Actor } from './user-rules.js';

/** The user's organization units, by code (HelloAbp's `GET users/{id}/organizations`). */
export async function organizationUnitsOfUser(tx: Queryable, tenantId: string, id: string) {
  const rows = await tx
    .select({
      unit: organizationUnits,
      isLeaf: sql<boolean>`not exists (select 1 from organization_units c where c.tenant_id = ${organizationUnits.tenantId} and c.parent_id = ${organizationUnits.id} and not c.is_deleted)`,
    })
    .from(userOrganizationUnits)
    .innerJoin(organizationUnits, unitOfMembership)
    .where(
      and(
        eq(userOrganizationUnits.tenantId, tenantId),
        eq(userOrganizationUnits.userId, id),
        eq(organizationUnits.isDeleted, false),
      ),
    )
    .orderBy(organizationUnits.code);
  return { items: rows.map((r) => toOrganizationUnitDto(r.unit, r.isLeaf)) };
}

/**
 * Makes the user's units exactly `unitIds`. Changing them needs
 * `AbpIdentity.Users.DistributionOrganizationUnit`; sending the current set back does not.
 */
export async function replaceUserOrganizationUnits(
  tx: Tx,
  actor: Actor,
  userId: string,
  unitIds: readonly string[],
): Promise<{ before: string[]; after: string[] } | null> {
  const tenantId = actor.tenantId;
  const wanted = [...new Set(unitIds.map((u) => u.toLowerCase()))].sort();
  const current = (
    await tx
      .select({ id: userOrganizationUnits.organizationUnitId })
      .from(userOrganizationUnits)
      .where(and(eq(userOrganizationUnits.tenantId, tenantId), eq(userOrganizationUnits.userId, userId)))
  )
    .map((r) => r.id)
    .sort();
  if (current.length === wanted.length && current.every((c, i) => c === wanted[i])) return null;
  if (!actor.mayAssignOrganizationUnits) throw new ForbiddenError();
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: organizationUnits.id })
      .from(organizationUnits)
      .where(
        and(
          eq(organizationUnits.tenantId, tenantId),
          inArray(organizationUnits.id, wanted),
          eq(organizationUnits.isDeleted, false),
        ),
      );
    const known = new Set(found.map((f) => f.id));
    const missing = wanted.find((w) => !known.has(w));
    if (missing) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:OrganizationUnitNotFound', missing), {
        code: 'Volo.Abp.Identity:OrganizationUnitNotFound',
      });
    }
  }
  await tx
    .delete(userOrganizationUnits)
    .where(
      and(
        eq(userOrganizationUnits.tenantId, tenantId),
        eq(userOrganizationUnits.userId, userId),
        wanted.length > 0 ? notInArray(userOrganizationUnits.organizationUnitId, wanted) : undefined,
      ),
    );
  const added = wanted.filter((w) => !current.includes(w));
  if (added.length > 0) {
    await tx
      .insert(userOrganizationUnits)
      .values(added.map((organizationUnitId) => ({ tenantId, userId, organizationUnitId })));
  }
  return { before: current, after: wanted };
}
