import { LabelMaterialInfoStatus } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { labelMaterialInfos } from '../schema.js';
import type { MaterialInfoRow } from './dto.js';

/** Part numbers looked up per statement. */
const CHUNK = 5000;

/**
 * The confirmed packing data of `supplierId` for these part numbers, keyed by part number: what the
 * delivery module packs and labels with. Drafts and disabled rows are absent (only data the buyer
 * confirmed drives labels). Runs in the caller's scope: a vendor finds only their own supplier's.
 */
export async function packingDataFor(
  tx: Queryable,
  supplierId: string,
  partNos: readonly string[],
): Promise<Map<string, MaterialInfoRow>> {
  const found = new Map<string, MaterialInfoRow>();
  const unique = [...new Set(partNos)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await tx
      .select()
      .from(labelMaterialInfos)
      .where(
        and(
          eq(labelMaterialInfos.supplierId, supplierId),
          inArray(labelMaterialInfos.partNo, unique.slice(i, i + CHUNK)),
          eq(labelMaterialInfos.status, LabelMaterialInfoStatus.Confirmed),
          eq(labelMaterialInfos.isDeleted, false),
        ),
      );
    for (const r of rows) found.set(r.partNo, r);
  }
  return found;
}
