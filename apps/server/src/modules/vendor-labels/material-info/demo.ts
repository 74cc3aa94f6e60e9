import { LabelMaterialInfoStatus, MaterialSupplierStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { materials, materialSuppliers } from '../../materials/schema.js';
import { suppliers } from '../../suppliers/schema.js';
import { labelMaterialInfos } from '../schema.js';

interface Packing {
  mpq: number;
  innerQty: number;
  innersPerOuter: number;
  outersPerPallet: number;
  carton: [number, number, number];
  grossWeightKg: number;
}

/**
 * Packing as the parts really ship: reels of chip parts (10k on a 7" reel of 0402, 4k of 0603,
 * five reels to a box), ICs on reels or trays, connectors in bags, cables in bundles, boards and
 * packaging by the hundred.
 */
function packingOf(partNo: string, category: string | null): Packing {
  if (partNo.startsWith('1-CC') || partNo.startsWith('1-RC')) {
    const mpq = partNo.includes('0402') ? 10_000 : 4_000;
    return {
      mpq,
      innerQty: mpq * 5,
      innersPerOuter: 8,
      outersPerPallet: 40,
      carton: [400, 300, 250],
      grossWeightKg: 9.5,
    };
  }
  if (partNo.startsWith('2-'))
    return {
      mpq: 2_500,
      innerQty: 5_000,
      innersPerOuter: 6,
      outersPerPallet: 32,
      carton: [380, 380, 300],
      grossWeightKg: 7.2,
    };
  if (partNo.startsWith('3-'))
    return {
      mpq: 1_000,
      innerQty: 5_000,
      innersPerOuter: 10,
      outersPerPallet: 36,
      carton: [450, 350, 300],
      grossWeightKg: 12,
    };
  if (category === 'CABLE')
    return {
      mpq: 100,
      innerQty: 500,
      innersPerOuter: 6,
      outersPerPallet: 24,
      carton: [500, 400, 350],
      grossWeightKg: 15,
    };
  return {
    mpq: 50,
    innerQty: 500,
    innersPerOuter: 4,
    outersPerPallet: 20,
    carton: [600, 400, 400],
    grossWeightKg: 18,
  };
}

/**
 * Packing data for every demo part approved for a supplier: most rows confirmed by the buyer (so
 * deliveries can print), every seventh left as the vendor's draft (so the page has work to do).
 * Rows that exist are left as they are. Returns how many rows the tenant has.
 */
export async function seedDemoMaterialInfos(tx: Tx): Promise<number> {
  const approvals = await tx
    .select({
      supplierId: materialSuppliers.supplierId,
      materialId: materials.id,
      partNo: materials.partNo,
      unit: materials.unit,
      category: materials.category,
      msl: materials.msl,
      rohs: materials.rohs,
      halogenFree: materials.halogenFree,
      shelfLifeDays: materials.shelfLifeDays,
      supplierPartNo: materialSuppliers.supplierPartNo,
      manufacturer: materialSuppliers.manufacturer,
      mpn: materialSuppliers.mpn,
      vendorCode: suppliers.vendorCode,
    })
    .from(materialSuppliers)
    .innerJoin(
      materials,
      and(eq(materials.tenantId, materialSuppliers.tenantId), eq(materials.id, materialSuppliers.materialId)),
    )
    .innerJoin(
      suppliers,
      and(eq(suppliers.tenantId, materialSuppliers.tenantId), eq(suppliers.id, materialSuppliers.supplierId)),
    )
    .where(and(eq(materialSuppliers.status, MaterialSupplierStatus.Approved), eq(materials.isDeleted, false)))
    .orderBy(suppliers.vendorCode, materials.partNo);
  const existing = await tx
    .select({ supplierId: labelMaterialInfos.supplierId, partNo: labelMaterialInfos.partNo })
    .from(labelMaterialInfos)
    .where(eq(labelMaterialInfos.isDeleted, false));
  const have = new Set(existing.map((e) => `${e.supplierId}|${e.partNo}`));
  const rows = approvals
    .filter((a) => !have.has(`${a.supplierId}|${a.partNo}`))
    .map((a, i) => {
      const p = packingOf(a.partNo, a.category);
      const confirmed = i % 7 !== 3;
      return {
        id: newId(),
        supplierId: a.supplierId,
        partNo: a.partNo,
        materialId: a.materialId,
        vendorPartNo: a.supplierPartNo,
        manufacturer: a.manufacturer,
        mpn: a.mpn,
        unit: a.unit,
        mpq: p.mpq,
        innerQty: p.innerQty,
        innersPerOuter: p.innersPerOuter,
        outersPerPallet: p.outersPerPallet,
        cartonLengthMm: p.carton[0],
        cartonWidthMm: p.carton[1],
        cartonHeightMm: p.carton[2],
        grossWeightKg: p.grossWeightKg,
        msl: a.msl,
        rohs: a.rohs,
        halogenFree: a.halogenFree,
        shelfLifeDays: a.shelfLifeDays,
        storageCondition: a.msl && a.msl !== '1' ? '≤30°C / 60%RH, dry pack' : '≤30°C / 85%RH',
        countryOfOrigin: 'CN',
        status: confirmed ? LabelMaterialInfoStatus.Confirmed : LabelMaterialInfoStatus.Draft,
        confirmedTime: confirmed ? new Date() : null,
      };
    });
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(labelMaterialInfos).values(rows.slice(i, i + 500));
  return existing.length + rows.length;
}
