import { z } from 'zod';
import { blankable, ruleMessage } from '../common/schemas.js';
import { defineWorkflow, WORKFLOW_COMMENT_MAX } from '../workflow.js';
import { Policies, type PolicyName } from '../permissions.js';
import { DATE_CODE } from './delivery-rules.js';
import { DELIVERY_EDITABLE, DELIVERY_PRINTABLE, DeliveryStatus } from './delivery-workflow.js';
import { labelTypes } from './label-data.js';

/**
 * A printed label's life (business-domain §1.3 LabelRecord): generated with the delivery's
 * packing plan, printed, packed onto a pallet (outer cartons), shipped and received with the
 * delivery, or voided (the delivery was cancelled, or an edit replaced the printed label).
 */
export const LabelStatus = {
  Generated: 0,
  Printed: 1,
  Packed: 2,
  Shipped: 3,
  Received: 4,
  Voided: 5,
} as const;
export type LabelStatusValue = (typeof LabelStatus)[keyof typeof LabelStatus];

/** The label statuses as a status table for tags and filters (no transitions: the delivery moves them). */
export const labelStatusTexts = {
  [LabelStatus.Generated]: { text: 'LabelRecord:Status.Generated', tone: 'default' },
  [LabelStatus.Printed]: { text: 'Status:Printed', tone: 'processing' },
  [LabelStatus.Packed]: { text: 'LabelRecord:Status.Packed', tone: 'processing' },
  [LabelStatus.Shipped]: { text: 'Status:Shipped', tone: 'warning' },
  [LabelStatus.Received]: { text: 'Status:Received', tone: 'success' },
  [LabelStatus.Voided]: { text: 'Status:Voided', tone: 'error' },
} as const;

/** The same statuses as a status table (no transitions), for `StatusTag` and status filters. */
export const labelStatusTable = defineWorkflow({
  entity: 'SupplierPortal.VendorLabel.LabelRecord',
  entityText: 'LabelRecord:Entity',
  statuses: labelStatusTexts,
  transitions: {},
  actionTexts: {},
});

export const PrintKind = { First: 'First', Reprint: 'Reprint' } as const;
export type PrintKind = (typeof PrintKind)[keyof typeof PrintKind];
export const printKinds = Object.values(PrintKind);

export const PrintFormat = { Pdf: 'pdf', Zpl: 'zpl' } as const;
export type PrintFormat = (typeof PrintFormat)[keyof typeof PrintFormat];
export const printFormats = Object.values(PrintFormat);

export const PrintResult = { Success: 'Success', Failed: 'Failed' } as const;
export type PrintResult = (typeof PrintResult)[keyof typeof PrintResult];

export const LabelLimits = {
  /** Labels in one print request: a 1,000-carton delivery prints in one go. */
  printBatch: 2000,
  printerName: 64,
  reason: 200,
  /** Outer cartons on one pallet. */
  palletCartons: 500,
} as const;

/**
 * A print request. A first print of a label already printed is refused (it would be a second
 * "first"); a reprint needs the reason the audit trail keeps (补打原因).
 */
export const labelPrintSchema = z
  .object({
    labelIds: z.array(z.uuid()).min(1).max(LabelLimits.printBatch),
    format: z.enum(printFormats).default('pdf'),
    printKind: z.enum(printKinds).default('First'),
    reprintReason: blankable(z.string().max(LabelLimits.reason)),
    printerName: blankable(z.string().max(LabelLimits.printerName)),
    /** ZPL only: the printer's resolution; the template's when absent. */
    dpi: z.union([z.literal(203), z.literal(300)]).optional(),
  })
  .refine((p) => p.printKind !== 'Reprint' || !!p.reprintReason, {
    path: ['reprintReason'],
    ...ruleMessage(['A reprint needs a reason.', '补打需要填写原因。', '補印需要填寫原因。']),
  });
export type LabelPrintInput = z.output<typeof labelPrintSchema>;

/** The fields of a label a vendor may correct after printing, each edit with its reason. */
export const labelEditSchema = z
  .object({
    qty: z.number().int().positive().optional(),
    lotNo: z.string().trim().min(1).max(40).optional(),
    dateCode: z.string().regex(DATE_CODE).optional(),
    mfgDate: z.iso.date().optional(),
    reason: z.string().trim().min(1).max(LabelLimits.reason),
    concurrencyStamp: z.string().optional(),
  })
  .refine((e) => [e.qty, e.lotNo, e.dateCode, e.mfgDate].some((v) => v !== undefined), {
    path: ['qty'],
    ...ruleMessage(['Change at least one field.', '请至少修改一个字段。', '請至少修改一個欄位。']),
  });
export type LabelEditInput = z.output<typeof labelEditSchema>;
export const editableLabelFields = ['qty', 'lotNo', 'dateCode', 'mfgDate'] as const;

/** Builds a pallet from outer cartons (scanned or chosen) of one delivery. */
export const palletBuildSchema = z.object({
  outerLabelIds: z.array(z.uuid()).min(1).max(LabelLimits.palletCartons),
});

export const labelVoidSchema = z.object({
  reason: z.string().trim().min(1).max(WORKFLOW_COMMENT_MAX),
});

export const labelTypeSchema = z.enum(labelTypes);

/** Sortable columns of the label lists. */
export const labelSortFields = [
  'labelNo',
  'deliveryNo',
  'partNo',
  'lotNo',
  'lastPrintTime',
  'creationTime',
] as const;

/** Sortable columns of the print log. */
export const printLogSortFields = ['printTime', 'labelType', 'labelCount', 'printKind', 'result'] as const;
/** Sortable columns of the label edit logs. */
export const labelEditLogSortFields = ['editedTime', 'labelNo', 'fieldName'] as const;

/** The "printed?" filter of the label lists: printed at least once (in its current content) or not. */
export const PrintedFilter = { Yes: 'yes', No: 'no' } as const;
export const printedFilters = Object.values(PrintedFilter);

/**
 * Delivery statuses (DeliveryStatus values) in which pallets may be built or unpacked: everything
 * before the goods leave. Buyers often confirm a note before the warehouse palletises, so a
 * submitted or confirmed note still takes pallets; a shipped, received or cancelled one does not.
 */
export const PALLET_BUILDABLE: readonly number[] = [
  DeliveryStatus.Draft,
  DeliveryStatus.Submitted,
  DeliveryStatus.Confirmed,
  DeliveryStatus.Rejected,
];
/** A label may be voided until its delivery ships (then it is on the road; cancelling voids all). */
export const LABEL_VOIDABLE: readonly number[] = PALLET_BUILDABLE;

/** What one label type is guarded by: the list's policy and its print, reprint, void and edit children. */
export interface LabelTypePolicies {
  read: PolicyName;
  print: PolicyName;
  reprint: PolicyName;
  void: PolicyName;
  /** Null: labels of this type are not edited (a pallet is unpacked and built again). */
  edit: PolicyName | null;
  /** Pallets only: build and unpack. */
  create: PolicyName | null;
}

const VL = Policies.VendorLabel;

/** The policies of each label type (permissions.ts `VendorLabel.*`). */
export const labelTypePolicies: Readonly<Record<'Inner' | 'Outer' | 'Pallet', LabelTypePolicies>> = {
  Inner: {
    read: VL.InnerLabelPrintLog.name,
    print: VL.InnerLabelPrintLog.Print.name,
    reprint: VL.InnerLabelPrintLog.Reprint.name,
    void: VL.InnerLabelPrintLog.Void.name,
    edit: VL.InnerLabelEditLog.Update.name,
    create: null,
  },
  Outer: {
    read: VL.OuterLabelPrintLog.name,
    print: VL.OuterLabelPrintLog.Print.name,
    reprint: VL.OuterLabelPrintLog.Reprint.name,
    void: VL.OuterLabelPrintLog.Void.name,
    edit: VL.OuterLabelEditLog.Update.name,
    create: null,
  },
  Pallet: {
    read: VL.Pallet.name,
    print: VL.Pallet.Print.name,
    reprint: VL.Pallet.Reprint.name,
    void: VL.Pallet.Void.name,
    edit: null,
    create: VL.Pallet.Create.name,
  },
};

/** The edit-log pages' read policies (their lists and exports). */
export const labelEditLogPolicies = {
  Inner: VL.InnerLabelEditLog.name,
  Outer: VL.OuterLabelEditLog.name,
} as const;

/** What a caller may do with one label now: the row buttons, computed by the server per row. */
export type LabelAction = 'print' | 'reprint' | 'void' | 'edit' | 'unpack';

/** The facts `labelActions` decides on. */
export interface LabelActionFacts {
  labelType: 'Inner' | 'Outer' | 'Pallet';
  status: number;
  printCount: number;
  /** Outer cartons: on a pallet. */
  parentId: string | null;
  deliveryStatus: number;
}

const PRINTABLE_DELIVERY: readonly number[] = DELIVERY_PRINTABLE;
const EDITABLE_DELIVERY: readonly number[] = DELIVERY_EDITABLE;
const LIVE_LABEL: readonly number[] = [LabelStatus.Generated, LabelStatus.Printed, LabelStatus.Packed];
/** A shipped label is no longer changed, but its damaged print may be replaced (a reprint). */
const PRINTABLE_LABEL: readonly number[] = [...LIVE_LABEL, LabelStatus.Shipped];

/**
 * The print and edit rules of labels, as one pure function the server enforces and the web shows
 * (business-domain §1.3 LabelRecord, issue 11). Decisions:
 * - **Printed** means printed in its current content: `printCount > 0`. A first print of a printed
 *   label is refused (it would be a second "first"); a reprint of a label never printed is refused;
 *   a reprint needs a reason (补打原因). After shipping only reprints remain (a damaged label).
 * - **Edit** (inner and outer labels, while the delivery is a draft or rejected): the edit voids the
 *   printed label. Its print count and print times are cleared and it goes back to Generated, so
 *   the next print is a first print of the new content; the print log keeps the old prints and the
 *   edit log says the label must be printed again (`reprintRequired`).
 * - **Quantity edits** are made on the boxes that hold the pieces: an inner box, or a carton without
 *   inner boxes; a carton with inner boxes and a pallet follow (their quantity is the sum of what
 *   they hold, their snapshot is rewritten and, when printed, voided the same way). The delivery
 *   line follows its labels: the common case, a short tail box, lowers the line (it only gives
 *   quantity back to the PO line); an edit that would raise the line's total is refused (raising
 *   draws more from the PO line: change the delivery note's line, where the draw is checked).
 * - **Void**: until the delivery ships; a carton on a pallet is unpacked first; voiding a pallet
 *   unpacks it.
 * - **Pallets** are built from live outer cartons of one delivery note before it ships; unpacking
 *   releases the cartons (a pallet never printed is removed, a printed one is voided).
 */
export function labelActions(f: LabelActionFacts, isGranted: (policy: PolicyName) => boolean): LabelAction[] {
  const p = labelTypePolicies[f.labelType];
  const out: LabelAction[] = [];
  const live = LIVE_LABEL.includes(f.status);
  const beforeShipping = LABEL_VOIDABLE.includes(f.deliveryStatus);
  if (PRINTABLE_LABEL.includes(f.status) && PRINTABLE_DELIVERY.includes(f.deliveryStatus)) {
    if (f.printCount === 0 && beforeShipping && isGranted(p.print)) out.push('print');
    if (f.printCount > 0 && isGranted(p.reprint)) out.push('reprint');
  }
  if (live && p.edit && EDITABLE_DELIVERY.includes(f.deliveryStatus) && isGranted(p.edit)) out.push('edit');
  if (live && beforeShipping && isGranted(p.void) && !(f.labelType === 'Outer' && f.parentId))
    out.push('void');
  if (live && f.labelType === 'Pallet' && beforeShipping && p.create && isGranted(p.create))
    out.push('unpack');
  return out;
}

/**
 * Why `labelActions` leaves a label without actions, for its row to say instead of buttons:
 * - `voided`: a voided label is never printed or changed again;
 * - `deliveryClosed`: its delivery note is (partly) received, closed or cancelled;
 * - `shippedUnprinted`: its note has shipped and it was never printed (only reprints remain);
 * - `notGranted`: the label's state allows an action, the caller's role does not.
 */
export type LabelIdleReason = 'voided' | 'deliveryClosed' | 'shippedUnprinted' | 'notGranted';

export function labelIdleReason(
  f: Pick<LabelActionFacts, 'status' | 'printCount' | 'deliveryStatus'>,
): LabelIdleReason {
  if (f.status === LabelStatus.Voided) return 'voided';
  if (!PRINTABLE_LABEL.includes(f.status) || !PRINTABLE_DELIVERY.includes(f.deliveryStatus))
    return 'deliveryClosed';
  if (f.printCount === 0 && !LABEL_VOIDABLE.includes(f.deliveryStatus)) return 'shippedUnprinted';
  return 'notGranted';
}
