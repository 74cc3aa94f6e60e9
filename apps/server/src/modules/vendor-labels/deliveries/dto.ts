import {
  allowedActions,
  deliveryWorkflow,
  roundQty,
  type DeliveryStatusValue,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import { auditedEntityDto } from '../../../platform/http/entity-dto.js';
import { wireTenantId } from '../../identity/dto.js';
import type { deliveries, deliveryLines } from '../schema.js';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryLineRow = typeof deliveryLines.$inferSelect;

/** The supplier as a list shows it next to a note. */
export interface SupplierRef {
  vendorCode: string | null;
  name: string | null;
}

export function toDeliveryLineDto(l: DeliveryLineRow) {
  const shipped = l.qty;
  return {
    id: l.id,
    lineNo: l.lineNo,
    poLineId: l.poLineId,
    poNo: l.poNo,
    poLineNo: l.poLineNo,
    partNo: l.partNo,
    partName: l.partName,
    unit: l.unit,
    qty: l.qty,
    lotNo: l.lotNo,
    dateCode: l.dateCode,
    mfgDate: l.mfgDate,
    expiryDate: l.expiryDate,
    packingMode: l.packingMode,
    innerCount: l.innerCount,
    outerCount: l.outerCount,
    receivedQty: l.receivedQty,
    badQty: l.badQty,
    /** Shipped but neither received nor rejected: still in transit, or short. */
    differenceQty: roundQty(shipped - l.receivedQty - l.badQty),
    badReason: l.badReason,
    receivedTime: l.receivedTime,
  };
}
export type DeliveryLineDto = ReturnType<typeof toDeliveryLineDto>;

/** DeliveryDto: the header, its supplier, what the caller may do now and, for one note, its lines. */
export function toDeliveryDto(
  r: DeliveryRow,
  supplier: SupplierRef,
  caller: WorkflowCaller | null,
  extra: { lineCount?: number; lines?: DeliveryLineDto[] } = {},
) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    deliveryNo: r.deliveryNo,
    supplierId: r.supplierId,
    supplierCode: supplier.vendorCode,
    supplierName: supplier.name,
    plant: r.plant,
    receivingWarehouse: r.receivingWarehouse,
    deliveryDate: r.deliveryDate,
    expectedArrivalDate: r.expectedArrivalDate,
    carrier: r.carrier,
    trackingNo: r.trackingNo,
    vehicleNo: r.vehicleNo,
    driverPhone: r.driverPhone,
    shipTime: r.shipTime,
    status: r.status,
    rejectReason: r.rejectReason,
    submittedTime: r.submittedTime,
    receivedTime: r.receivedTime,
    totalQty: r.totalQty,
    totalInners: r.totalInners,
    totalCartons: r.totalCartons,
    totalPallets: r.totalPallets,
    /** Labels exist for the lines as they are now (submitting needs them). */
    labelsCurrent: r.labelsRevision === r.linesRevision,
    remark: r.remark,
    lineCount: extra.lineCount ?? extra.lines?.length ?? 0,
    ...(extra.lines ? { lines: extra.lines } : {}),
    allowedActions: caller
      ? allowedActions(deliveryWorkflow, r.status as DeliveryStatusValue, caller, r.supplierId)
      : [],
    ...auditedEntityDto(r),
  };
}
export type DeliveryDto = ReturnType<typeof toDeliveryDto>;

/** What the audit log records of a note's header (its lines are recorded as their own changes). */
export const auditedDelivery = (r: DeliveryRow) =>
  auditedFields(r, [
    'deliveryNo',
    'status',
    'plant',
    'receivingWarehouse',
    'deliveryDate',
    'expectedArrivalDate',
    'carrier',
    'trackingNo',
    'shipTime',
    'rejectReason',
    'totalQty',
    'totalCartons',
    'remark',
  ]);

export const auditedDeliveryLine = (l: DeliveryLineRow) =>
  auditedFields(l, [
    'lineNo',
    'poNo',
    'poLineNo',
    'partNo',
    'qty',
    'lotNo',
    'dateCode',
    'receivedQty',
    'badQty',
  ]);
