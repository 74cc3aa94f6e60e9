import { MaterialSupplierStatus } from '@sp/contracts';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { materials, materialSuppliers } from '../../materials/schema.js';

/** A part as packing data needs it: the material, its unit, and the supplier's approval (if any). */
export interface ApprovedPart {
  materialId: string;
  unit: string;
  /** The supplier's approval of the part is current (not suspended). */
  approved: boolean;
  supplierPartNo: string | null;
  manufacturer: string | null;
  mpn: string | null;
}

/** Part numbers looked up per statement: keeps the parameter list well inside PostgreSQL's limit. */
const CHUNK = 5000;

/**
 * The live materials of these part numbers with `supplierId`'s approval of each, keyed by part
 * number (unknown part numbers are absent). In the caller's scope: a vendor finds only the parts
 * their supplier is approved for (materials' row security), so another supplier's part reads as
 * unknown, never as "not approved for B".
 */
export async function approvedParts(
  tx: Queryable,
  supplierId: string,
  partNos: readonly string[],
): Promise<Map<string, ApprovedPart>> {
  const found = new Map<string, ApprovedPart>();
  const unique = [...new Set(partNos)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await tx
      .select({
        partNo: materials.partNo,
        materialId: materials.id,
        unit: materials.unit,
        linkStatus: materialSuppliers.status,
        supplierPartNo: materialSuppliers.supplierPartNo,
        manufacturer: materialSuppliers.manufacturer,
        mpn: materialSuppliers.mpn,
      })
      .from(materials)
      .leftJoin(
        materialSuppliers,
        and(
          eq(materialSuppliers.tenantId, materials.tenantId),
          eq(materialSuppliers.materialId, materials.id),
          eq(materialSuppliers.supplierId, supplierId),
        ),
      )
      .where(and(inArray(materials.partNo, unique.slice(i, i + CHUNK)), not(materials.isDeleted)));
    for (const r of rows)
      found.set(r.partNo, {
        materialId: r.materialId,
        unit: r.unit,
        approved: r.linkStatus === MaterialSupplierStatus.Approved,
        supplierPartNo: r.supplierPartNo,
        manufacturer: r.manufacturer,
        mpn: r.mpn,
      });
  }
  return found;
}
