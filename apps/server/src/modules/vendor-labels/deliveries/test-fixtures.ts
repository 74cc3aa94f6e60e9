import { LabelMaterialInfoStatus, PurchaseOrderAckStatus } from '@sp/contracts';
import { eq } from 'drizzle-orm';
import type { World, WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { materials, materialSuppliers } from '../../materials/schema.js';
import { purchaseOrderLines, purchaseOrders } from '../../purchase-orders/schema.js';
import { labelMaterialInfos } from '../schema.js';

export interface OpenLineOptions {
  /** Which of the tenant's two suppliers orders it (default the first). */
  supplier?: number;
  partNo?: string;
  orderedQty?: number;
  tolerancePct?: number;
  /** Packing data confirmed for the supplier (default: inner 10,000, 8 inners per outer, 4 outers per pallet). */
  packing?: {
    mpq?: number | null;
    innerQty?: number | null;
    innersPerOuter: number;
    outersPerPallet?: number | null;
  } | null;
  acknowledged?: boolean;
}

let seq = 0;

/**
 * An open, acknowledged PO line of a supplier with its material approved and packing data confirmed,
 * written straight into the tenant (the master-data and packing APIs have their own tests).
 */
export async function openLine(w: World, tenant: WorldTenant, o: OpenLineOptions = {}) {
  const supplier = tenant.suppliers[o.supplier ?? 0]!;
  const n = ++seq;
  const partNo = o.partNo ?? `CAP-0402-${n}`;
  const poId = newId();
  const lineId = newId();
  const poNo = `PO-${n}-${newId().slice(-6)}`;
  await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    const materialId = newId();
    await tx
      .insert(materials)
      .values({ id: materialId, partNo, name: '贴片电容 0402 100nF 16V', unit: 'PCS' })
      .onConflictDoNothing();
    const [material] = await tx.select({ id: materials.id }).from(materials).where(eqPart(partNo));
    await tx
      .insert(materialSuppliers)
      .values({ id: newId(), materialId: material!.id, supplierId: supplier.id, mpn: 'CL05B104KO5NNNC' })
      .onConflictDoNothing();
    if (o.packing !== null) {
      const p = o.packing ?? { innerQty: 10_000, innersPerOuter: 8, outersPerPallet: 4 };
      await tx
        .insert(labelMaterialInfos)
        .values({
          id: newId(),
          supplierId: supplier.id,
          partNo,
          materialId: material!.id,
          unit: 'PCS',
          mpq: p.mpq ?? null,
          innerQty: p.innerQty ?? null,
          innersPerOuter: p.innersPerOuter,
          outersPerPallet: p.outersPerPallet ?? null,
          msl: '3',
          rohs: true,
          countryOfOrigin: 'CN',
          status: LabelMaterialInfoStatus.Confirmed,
        })
        .onConflictDoNothing();
    }
    await tx.insert(purchaseOrders).values({
      id: poId,
      poNo,
      supplierId: supplier.id,
      orderDate: '2026-11-20',
      currency: 'CNY',
      ackStatus: o.acknowledged === false ? PurchaseOrderAckStatus.New : PurchaseOrderAckStatus.Acknowledged,
      contentHash: poNo,
    });
    await tx.insert(purchaseOrderLines).values({
      id: lineId,
      supplierId: supplier.id,
      poId,
      poNo,
      lineNo: 10,
      partNo,
      orderedQty: o.orderedQty ?? 60_000,
      unit: 'PCS',
      needDate: '2026-12-01',
      tolerancePct: o.tolerancePct ?? 0,
    });
  });
  return { supplier, partNo, poNo, poId, lineId };
}

const eqPart = (partNo: string) => eq(materials.partNo, partNo);

/** A note's body drawing `qty` from a PO line. */
export const noteBody = (poLineId: string, qty: number, extra: Record<string, unknown> = {}) => ({
  deliveryDate: '2026-11-24',
  expectedArrivalDate: '2026-11-26',
  lines: [{ poLineId, qty, lotNo: 'L261124A', dateCode: '2648' }],
  ...extra,
});
