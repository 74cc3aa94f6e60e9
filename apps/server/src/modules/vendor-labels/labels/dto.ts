import { labelActions, type LabelType, type PolicyName } from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { labelEditLogs, labelRecords, printLogs } from '../schema.js';

export type LabelRow = typeof labelRecords.$inferSelect;
export type PrintLogRow = typeof printLogs.$inferSelect;
export type EditLogRow = typeof labelEditLogs.$inferSelect;

/** The audited entity name of labels (print, edit, void and pallet changes are recorded under it). */
export const LABEL_ENTITY_TYPE = 'SupplierPortal.VendorLabel.LabelRecord';

/** What a label list row shows besides the label: its delivery, supplier and parent label. */
export interface LabelContext {
  deliveryNo: string;
  deliveryStatus: number;
  vendorCode: string | null;
  supplierName: string | null;
  parentLabelNo: string | null;
}

/**
 * LabelRecordDto: the label, what it was rendered from (partName, unit, date code … come from the
 * render snapshot, the truth of what is printed) and the actions the caller may take now.
 */
export function toLabelRecordDto(
  r: LabelRow,
  ctx: LabelContext,
  isGranted: (policy: PolicyName) => boolean,
  detail = false,
) {
  const s = r.snapshot;
  return {
    id: r.id,
    labelNo: r.labelNo,
    labelType: r.labelType as LabelType,
    supplierId: r.supplierId,
    vendorCode: ctx.vendorCode,
    supplierName: ctx.supplierName,
    deliveryId: r.deliveryId,
    deliveryNo: ctx.deliveryNo,
    deliveryStatus: ctx.deliveryStatus,
    deliveryLineId: r.deliveryLineId,
    partNo: r.partNo,
    partName: s.partName ?? null,
    lotNo: r.lotNo,
    dateCode: s.dateCode ?? null,
    mfgDate: s.mfgDate ?? null,
    poNo: s.poNo ?? null,
    qty: r.qty,
    unit: s.unit,
    seq: r.seq,
    total: r.total,
    parentId: r.parentId,
    parentLabelNo: ctx.parentLabelNo,
    contentsCount: r.contentsCount,
    grossWeightKg: s.grossWeightKg ?? null,
    sscc: r.sscc,
    templateId: r.templateId,
    templateVersion: r.templateVersion,
    status: r.status,
    printCount: r.printCount,
    firstPrintTime: r.firstPrintTime,
    lastPrintTime: r.lastPrintTime,
    lastPrinter: r.lastPrinter,
    voidReason: r.voidReason,
    allowedActions: labelActions(
      {
        labelType: r.labelType as LabelType,
        status: r.status,
        printCount: r.printCount,
        parentId: r.parentId,
        deliveryStatus: ctx.deliveryStatus,
      },
      isGranted,
    ),
    ...(detail ? { payload: r.payload, snapshot: r.snapshot } : {}),
    concurrencyStamp: r.concurrencyStamp,
    creationTime: r.creationTime,
    lastModificationTime: r.lastModificationTime,
  };
}
export type LabelRecordDto = ReturnType<typeof toLabelRecordDto>;

export function toPrintLogDto(r: PrintLogRow, vendorCode: string | null) {
  return {
    id: r.id,
    supplierId: r.supplierId,
    vendorCode,
    printTime: r.printTime,
    printedById: r.printedById,
    printedByName: r.printedByName,
    labelType: r.labelType,
    labelCount: r.labelCount,
    labelRange: r.labelRange,
    deliveryId: r.deliveryId,
    deliveryNo: r.deliveryNo,
    partNo: r.partNo,
    lotNo: r.lotNo,
    templateCode: r.templateCode,
    templateVersion: r.templateVersion,
    format: r.format,
    printerName: r.printerName,
    dpi: r.dpi,
    copies: r.copies,
    printKind: r.printKind,
    reprintReason: r.reprintReason,
    result: r.result,
    failureReason: r.failureReason,
  };
}
export type PrintLogDto = ReturnType<typeof toPrintLogDto>;

export function toEditLogDto(r: EditLogRow) {
  return {
    id: r.id,
    supplierId: r.supplierId,
    labelId: r.labelId,
    labelNo: r.labelNo,
    labelType: r.labelType,
    deliveryNo: r.deliveryNo,
    fieldName: r.fieldName,
    oldValue: r.oldValue,
    newValue: r.newValue,
    reason: r.reason,
    editedById: r.editedById,
    editedByName: r.editedByName,
    editedTime: r.editedTime,
    reprintRequired: r.reprintRequired,
  };
}
export type EditLogDto = ReturnType<typeof toEditLogDto>;

/** What the audit log records of a label. */
export const auditedLabel = (r: LabelRow) =>
  auditedFields(r, [
    'labelNo',
    'labelType',
    'qty',
    'lotNo',
    'status',
    'parentId',
    'printCount',
    'lastPrinter',
    'voidReason',
  ]);
