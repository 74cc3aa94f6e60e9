import { z } from 'zod';
import { blankable, daySchema, oneOfValues, ruleMessage } from '../common/schemas.js';
import { PurchaseOrderAckStatus, PurchaseOrderLineStatus, PurchaseOrderStatus } from './workflow.js';

/** The limits of a purchase order: the server validates with them, the pages show them. */
export const PurchaseOrderLimits = {
  poNo: 40,
  supplierCode: 32,
  buyer: 64,
  currency: 3,
  plant: 32,
  partNo: 64,
  unit: 16,
  lineNo: 99_999,
  linesPerOrder: 500,
  /** One sync call: orders, and lines over all of them (a sync is one transaction). */
  syncOrders: 1000,
  syncLines: 20_000,
  /** One import file: rows (one row per line). */
  importRows: 20_000,
  /** Quantities keep three decimals (kilograms, metres), up to a billion. */
  qtyMax: 1_000_000_000,
  qtyDecimals: 3,
  tolerancePctMax: 100,
  reason: 1000,
  filter: 128,
} as const;

const L = PurchaseOrderLimits;

/** Quantities are compared and stored at three decimals: 0.1 + 0.2 is 0.3 here. */
export const roundQty = (n: number): number => Math.round(n * 1000) / 1000;

/** What is still to deliver on a line: ordered minus what deliveries already took, never below 0. */
export const openQty = (line: { orderedQty: number; deliveredQty: number }): number =>
  Math.max(0, roundQty(line.orderedQty - line.deliveredQty));

/**
 * The most a further delivery may draw from a line: the ordered quantity plus its over-delivery
 * tolerance, less what was already delivered (`ordered * (1 + tol%) - delivered`), never below 0.
 */
export const maxDrawableQty = (line: {
  orderedQty: number;
  deliveredQty: number;
  tolerancePct: number;
}): number => Math.max(0, roundQty((line.orderedQty * (100 + line.tolerancePct)) / 100 - line.deliveredQty));

/**
 * The rule of a changing sync or import: a new ordered quantity below what was already delivered
 * is refused for that line (the portal never cuts a delivered quantity silently).
 */
export const orderedBelowDelivered = (newOrderedQty: number, deliveredQty: number): boolean =>
  roundQty(newOrderedQty) < roundQty(deliveredQty);

/** Letters, digits and `-_./`: PO and part numbers travel in barcodes and file names. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const code = (max: number) => z.string().trim().min(1).max(max).regex(CODE);

const qty = z
  .number()
  .positive()
  .max(L.qtyMax)
  .transform((n) => roundQty(n));
const tolerance = z.number().min(0).max(L.tolerancePctMax);
export const purchaseOrderStatusSchema = oneOfValues(PurchaseOrderStatus);
export const purchaseOrderAckStatusSchema = oneOfValues(PurchaseOrderAckStatus);
export const purchaseOrderLineStatusSchema = oneOfValues(PurchaseOrderLineStatus);

/** One line as the ERP sends it. */
export const purchaseOrderLineInputSchema = z.object({
  lineNo: z.number().int().min(1).max(L.lineNo),
  partNo: code(L.partNo),
  orderedQty: qty,
  /** Empty: the material's unit of measure. */
  unit: blankable(z.string().max(L.unit)),
  needDate: daySchema,
  tolerancePct: tolerance.optional(),
  status: purchaseOrderLineStatusSchema.optional(),
});
export type PurchaseOrderLineInput = z.output<typeof purchaseOrderLineInputSchema>;

/** One order (header and every line) as the ERP sends it: the supplier by its code. */
export const purchaseOrderInputSchema = z
  .object({
    poNo: code(L.poNo),
    supplierCode: code(L.supplierCode),
    orderDate: daySchema,
    buyer: blankable(z.string().max(L.buyer)),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/)
      .transform((c) => c.toUpperCase()),
    plant: blankable(z.string().max(L.plant)),
    status: purchaseOrderStatusSchema.optional(),
    lines: z.array(purchaseOrderLineInputSchema).min(1).max(L.linesPerOrder),
  })
  .superRefine((po, ctx) => {
    const seen = new Set<number>();
    po.lines.forEach((line, i) => {
      if (seen.has(line.lineNo))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'lineNo'],
          ...ruleMessage(['Duplicate line number', '行号重复', '行號重複']),
        });
      seen.add(line.lineNo);
    });
  });
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;

/** `POST /api/app/purchaseOrder/sync`: upsert by PO number. */
export const purchaseOrderSyncSchema = z
  .object({ orders: z.array(purchaseOrderInputSchema).min(1).max(L.syncOrders) })
  .superRefine((body, ctx) => {
    const lines = body.orders.reduce((n, o) => n + o.lines.length, 0);
    if (lines > L.syncLines)
      ctx.addIssue({
        code: 'custom',
        path: ['orders'],
        ...ruleMessage(
          ['At most {0} lines per call', '每次调用最多 {0} 行', '每次呼叫最多 {0} 行'],
          L.syncLines,
        ),
      });
    const seen = new Set<string>();
    body.orders.forEach((o, i) => {
      const key = o.poNo.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['orders', i, 'poNo'],
          ...ruleMessage(['Duplicate PO number', '采购订单号重复', '採購訂單號重複']),
        });
      seen.add(key);
    });
  });
export type PurchaseOrderSync = z.output<typeof purchaseOrderSyncSchema>;

/**
 * One row of the import sheet: a line with its order's header repeated (the rows of one PO number
 * must agree on the header; the server checks that across rows).
 */
export const purchaseOrderImportRowSchema = z.object({
  poNo: code(L.poNo),
  supplierCode: code(L.supplierCode),
  orderDate: daySchema,
  buyer: blankable(z.string().max(L.buyer)),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((c) => c.toUpperCase()),
  plant: blankable(z.string().max(L.plant)),
  lineNo: z.number().int().min(1).max(L.lineNo),
  partNo: code(L.partNo),
  orderedQty: qty,
  unit: blankable(z.string().max(L.unit)),
  needDate: daySchema,
  tolerancePct: tolerance.optional(),
});
export type PurchaseOrderImportRow = z.output<typeof purchaseOrderImportRowSchema>;

/** The acknowledgement's reason (required to reject). */
export const purchaseOrderTransitionSchema = z
  .object({
    comment: z.string().max(L.reason).nullish(),
    concurrencyStamp: z.string().max(40).nullish(),
  })
  .nullish();

/** The sortable fields of the order list and of the open lines (whitelists: nothing else reaches SQL). */
export const purchaseOrderSortFields = [
  'poNo',
  'orderDate',
  'supplierCode',
  'status',
  'ackStatus',
  'revision',
  'creationTime',
  'lastSyncTime',
] as const;
export const openLineSortFields = ['needDate', 'poNo', 'partNo', 'lineNo', 'openQty'] as const;

/** The limits of the open lines' text filters (exact PO number or prefix; part number prefix). */
export const OpenLineLimits = { poNo: L.poNo, partNo: L.partNo } as const;
