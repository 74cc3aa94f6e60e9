import { IqcConfigStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { iqcMaterialConfigs } from '../schema.js';

export type IqcConfigRow = typeof iqcMaterialConfigs.$inferSelect;

/**
 * The configuration that drives a new inspection form of this supplier's part: the live one, and
 * only once IQC has confirmed it (a Draft or supplier-confirmed one is not in force yet). Null
 * otherwise, so the forms service can say that the part has no confirmed configuration.
 * The unique index (tenant, supplier, part) among live rows makes it at most one.
 */
export async function findConfirmedConfig(
  tx: Queryable,
  tenantId: string,
  supplierId: string,
  partNo: string,
): Promise<IqcConfigRow | null> {
  const c = iqcMaterialConfigs;
  const [row] = await tx
    .select()
    .from(c)
    .where(
      and(
        eq(c.tenantId, tenantId),
        eq(c.supplierId, supplierId),
        eq(c.partNo, partNo),
        eq(c.isDeleted, false),
        eq(c.status, IqcConfigStatus.Confirmed),
      ),
    )
    .limit(1);
  return row ?? null;
}
