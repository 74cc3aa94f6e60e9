import { DeliveryStatus, LabelStatus } from '@sp/contracts';
import { and, asc, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { suppliers } from '../../suppliers/schema.js';
import { deliveries, deliveryLines, labelRecords } from '../schema.js';
import { toDeliveryLineDto } from './dto.js';

const SHIPPED = [
  DeliveryStatus.Shipped,
  DeliveryStatus.PartiallyReceived,
  DeliveryStatus.Received,
  DeliveryStatus.Closed,
];

export interface ShippedQuery {
  /** Notes shipped after this moment (the ERP's cursor: the last `shipTime` it took). */
  since?: string | undefined;
  /** With `since`: the last note's id at that moment, for notes shipped in the same instant. */
  afterId?: string | undefined;
  maxResultCount: number;
}

/**
 * What an ERP pulls to receive against: shipped notes in ship-time order after a cursor, each with
 * its lines and its cartons and pallets (label number, SSCC, quantity, lot, what is on which pallet),
 * so the warehouse can scan them at the dock.
 */
export async function listShippedDeliveries(tx: Queryable, scope: DataScope, q: ShippedQuery) {
  const d = deliveries;
  const since = q.since ? new Date(q.since) : null;
  const cursor: SQL | undefined = since
    ? q.afterId
      ? or(gt(d.shipTime, since), and(eq(d.shipTime, since), gt(d.id, q.afterId)))
      : gt(d.shipTime, since)
    : undefined;
  const rows = await tx
    .select({ row: d, vendorCode: suppliers.vendorCode })
    .from(d)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, d.tenantId), eq(suppliers.id, d.supplierId)))
    .where(and(eq(d.tenantId, scope.tenantId), eq(d.isDeleted, false), inArray(d.status, SHIPPED), cursor))
    .orderBy(asc(d.shipTime), asc(d.id))
    .limit(q.maxResultCount);
  const ids = rows.map((r) => r.row.id);
  const [lines, labels] = ids.length
    ? await Promise.all([
        tx
          .select()
          .from(deliveryLines)
          .where(and(eq(deliveryLines.tenantId, scope.tenantId), inArray(deliveryLines.deliveryId, ids)))
          .orderBy(asc(deliveryLines.lineNo)),
        tx
          .select()
          .from(labelRecords)
          .where(
            and(
              eq(labelRecords.tenantId, scope.tenantId),
              inArray(labelRecords.deliveryId, ids),
              ne(labelRecords.labelType, 'Inner'),
              ne(labelRecords.status, LabelStatus.Voided),
            ),
          )
          .orderBy(asc(labelRecords.labelNo)),
      ])
    : [[], []];
  const labelNo = new Map(labels.map((l) => [l.id, l.labelNo]));
  const items = rows.map(({ row, vendorCode }) => ({
    id: row.id,
    deliveryNo: row.deliveryNo,
    supplierCode: vendorCode,
    status: row.status,
    deliveryDate: row.deliveryDate,
    expectedArrivalDate: row.expectedArrivalDate,
    shipTime: row.shipTime,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    plant: row.plant,
    receivingWarehouse: row.receivingWarehouse,
    lines: lines.filter((l) => l.deliveryId === row.id).map(toDeliveryLineDto),
    packages: labels
      .filter((l) => l.deliveryId === row.id)
      .map((l) => ({
        labelNo: l.labelNo,
        labelType: l.labelType,
        sscc: l.sscc,
        qty: l.qty,
        partNo: l.partNo,
        lotNo: l.lotNo,
        deliveryLineId: l.deliveryLineId,
        contentsCount: l.contentsCount,
        onPallet: l.parentId ? (labelNo.get(l.parentId) ?? null) : null,
      })),
  }));
  const last = rows.at(-1)?.row;
  return { items, next: last ? { since: last.shipTime, afterId: last.id } : null };
}
