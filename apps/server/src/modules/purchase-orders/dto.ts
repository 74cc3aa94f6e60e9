import {
  allowedActions,
  maxDrawableQty,
  openQty,
  PurchaseOrderStatus,
  purchaseOrderAckWorkflow,
  type PurchaseOrderAckStatusValue,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../platform/audit/collector.js';
import { auditedEntityDto } from '../../platform/http/entity-dto.js';
import { wireTenantId } from '../identity/dto.js';
import type { purchaseOrderLineMovements, purchaseOrderLines, purchaseOrders } from './schema.js';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type LineMovementRow = typeof purchaseOrderLineMovements.$inferSelect;

/** The supplier as a list shows it next to an order. */
export interface SupplierRef {
  vendorCode: string | null;
  name: string | null;
}

/**
 * What the caller may do with an order now. Only an open order takes an acknowledgement: a closed
 * or cancelled one offers nothing, whatever its acknowledgement status.
 */
export function orderActions(r: PurchaseOrderRow, caller: WorkflowCaller | null): string[] {
  if (!caller || r.status !== PurchaseOrderStatus.Open) return [];
  return allowedActions(
    purchaseOrderAckWorkflow,
    r.ackStatus as PurchaseOrderAckStatusValue,
    caller,
    r.supplierId,
  );
}

/** PurchaseOrderDto: the header, its supplier and, for one order, its lines. */
export function toPurchaseOrderDto(
  r: PurchaseOrderRow,
  supplier: SupplierRef,
  caller: WorkflowCaller | null,
  extra: { lineCount?: number; openLineCount?: number; lines?: PurchaseOrderLineDto[] } = {},
) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    poNo: r.poNo,
    supplierId: r.supplierId,
    supplierCode: supplier.vendorCode,
    supplierName: supplier.name,
    orderDate: r.orderDate,
    buyer: r.buyer,
    currency: r.currency,
    plant: r.plant,
    status: r.status,
    ackStatus: r.ackStatus,
    ackReason: r.ackReason,
    ackedById: r.ackedById,
    ackedByName: r.ackedByName,
    ackedTime: r.ackedTime,
    revision: r.revision,
    lastSyncTime: r.lastSyncTime,
    allowedActions: orderActions(r, caller),
    ...extra,
    ...auditedEntityDto(r),
  };
}
export type PurchaseOrderDto = ReturnType<typeof toPurchaseOrderDto>;

/** A line with what is left to deliver and what a delivery may still draw (tolerance included). */
export function toLineDto(l: PurchaseOrderLineRow) {
  return {
    id: l.id,
    poId: l.poId,
    poNo: l.poNo,
    supplierId: l.supplierId,
    lineNo: l.lineNo,
    partNo: l.partNo,
    orderedQty: l.orderedQty,
    unit: l.unit,
    needDate: l.needDate,
    deliveredQty: l.deliveredQty,
    receivedQty: l.receivedQty,
    openQty: openQty(l),
    maxDrawableQty: l.status === PurchaseOrderStatus.Open ? maxDrawableQty(l) : 0,
    tolerancePct: l.tolerancePct,
    status: l.status,
  };
}
export type PurchaseOrderLineDto = ReturnType<typeof toLineDto>;

export function toMovementDto(m: LineMovementRow) {
  return {
    id: m.id,
    lineId: m.lineId,
    poId: m.poId,
    deliveryId: m.deliveryId,
    deliveryNo: m.deliveryNo,
    kind: m.kind,
    qty: m.qty,
    time: m.time,
    actorId: m.actorId,
    actorName: m.actorName,
  };
}

/** What the audit log records of an order: its business fields. */
export const auditedOrder = (r: PurchaseOrderRow) =>
  auditedFields(r, [
    'poNo',
    'supplierId',
    'orderDate',
    'buyer',
    'currency',
    'plant',
    'status',
    'ackStatus',
    'ackReason',
    'revision',
  ]);

/** What the audit log records of a line (its key names the order and line number). */
export const auditedLine = (
  l: Pick<PurchaseOrderLineRow, 'partNo' | 'orderedQty' | 'unit' | 'needDate' | 'tolerancePct' | 'status'>,
) => auditedFields(l, ['partNo', 'orderedQty', 'unit', 'needDate', 'tolerancePct', 'status']);
