import { z } from 'zod';
import { blankable } from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import { DATE_CODE } from './delivery-rules.js';
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
    message: 'A reprint needs a reason.',
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
    message: 'Change at least one field.',
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
