import { z } from 'zod';
import { blankable, daySchema, ruleMessage } from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import { DeliveryStatus } from './delivery-workflow.js';

/** The limits of a delivery note's fields: the server validates with them, the form shows them. */
export const DeliveryLimits = {
  deliveryNo: 30,
  plant: 32,
  warehouse: 32,
  remark: 500,
  carrier: 64,
  trackingNo: 64,
  vehicleNo: 20,
  driverPhone: 32,
  lotNo: 40,
  lines: 200,
  qtyMax: 1_000_000_000,
  /** Days a planned ship date may lie in the past (a note drafted late) or the future. */
  shipDateWindowDays: 366,
} as const;

const L = DeliveryLimits;

/**
 * A date code as electronics labels print it: `YYWW`, the year's last two digits and the ISO week
 * (ECIA EIGP 114, data identifier 10D).
 */
export const DATE_CODE = /^\d{2}(0[1-9]|[1-4]\d|5[0-3])$/;

/** `YYWW` of a calendar day (ISO week), the default date code of a lot made that day. */
export function dateCodeOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of this ISO week decides its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${String(d.getUTCFullYear()).slice(-2)}${String(week).padStart(2, '0')}`;
}

const quantity = z
  .number()
  .positive()
  .max(L.qtyMax)
  .refine(
    (n) => Number.isInteger(n),
    ruleMessage([
      'A delivered quantity is a whole number of pieces.',
      '送货数量必须是整数件。',
      '送貨數量必須是整數件。',
    ]),
  );

/** One line of a delivery note: what it draws from which open PO line, and the lot it ships. */
export const deliveryLineInputSchema = z
  .object({
    poLineId: z.uuid(),
    qty: quantity,
    lotNo: z.string().trim().min(1).max(L.lotNo),
    dateCode: blankable(z.string().regex(DATE_CODE)),
    mfgDate: blankable(daySchema),
    expiryDate: blankable(daySchema),
    /** `merge`: one inner and one outer label for the whole line (a single lot in one carton). */
    packingMode: z.enum(['split', 'merge']).default('split'),
  })
  .refine((l) => !l.mfgDate || !l.expiryDate || l.expiryDate > l.mfgDate, {
    path: ['expiryDate'],
    ...ruleMessage([
      'The expiry date must be after the manufacturing date.',
      '失效日期必须晚于生产日期。',
      '失效日期必須晚於生產日期。',
    ]),
  });
export type DeliveryLineInput = z.output<typeof deliveryLineInputSchema>;

const header = {
  plant: blankable(z.string().max(L.plant)),
  receivingWarehouse: blankable(z.string().max(L.warehouse)),
  deliveryDate: daySchema,
  expectedArrivalDate: daySchema,
  remark: blankable(z.string().max(L.remark)),
  lines: z.array(deliveryLineInputSchema).min(1).max(L.lines),
};

const arrivalAfterShipping = (d: { deliveryDate: string; expectedArrivalDate: string }) =>
  d.expectedArrivalDate >= d.deliveryDate;
const arrivalRule = {
  path: ['expectedArrivalDate'],
  ...ruleMessage([
    'The expected arrival cannot be before the delivery date.',
    '预计到货日期不能早于送货日期。',
    '預計到貨日期不能早於送貨日期。',
  ]),
};
const distinctLines = (d: { lines: { poLineId: string; lotNo: string }[] }) =>
  new Set(d.lines.map((l) => `${l.poLineId}|${l.lotNo}`)).size === d.lines.length;
const distinctRule = {
  path: ['lines'],
  ...ruleMessage([
    'A PO line appears twice with the same lot number; merge the two lines.',
    '同一采购订单行以相同批号出现了两次，请合并这两行。',
    '同一採購訂單行以相同批號出現了兩次，請合併這兩行。',
  ]),
};

export const deliveryCreateSchema = z
  .object(header)
  .refine(arrivalAfterShipping, arrivalRule)
  .refine(distinctLines, distinctRule);
export type DeliveryCreateInput = z.output<typeof deliveryCreateSchema>;

export const deliveryUpdateSchema = z
  .object({ ...header, concurrencyStamp: z.string().optional() })
  .refine(arrivalAfterShipping, arrivalRule)
  .refine(distinctLines, distinctRule);
export type DeliveryUpdateInput = z.output<typeof deliveryUpdateSchema>;

/** Shipping: the carrier (a code of the `Carrier` dictionary) and its tracking number. */
export const deliveryShipSchema = z.object({
  carrier: z.string().trim().min(1).max(L.carrier),
  trackingNo: z.string().trim().min(1).max(L.trackingNo),
  vehicleNo: blankable(z.string().max(L.vehicleNo)),
  driverPhone: blankable(z.string().max(L.driverPhone)),
  /** When the goods left; now when absent. */
  shipTime: z.iso.datetime({ offset: true }).optional(),
});
export type DeliveryShipInput = z.output<typeof deliveryShipSchema>;

/** Receipt of some or all lines: good and bad pieces; the difference to the shipped quantity is derived. */
export const deliveryReceiveSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.uuid(),
        receivedQty: z.number().min(0).max(L.qtyMax),
        badQty: z.number().min(0).max(L.qtyMax).default(0),
        badReason: blankable(z.string().max(WORKFLOW_COMMENT_MAX)),
      }),
    )
    .min(1)
    .max(L.lines),
  remark: blankable(z.string().max(WORKFLOW_COMMENT_MAX)),
});
export type DeliveryReceiveInput = z.output<typeof deliveryReceiveSchema>;

/** The sortable columns of the delivery list. */
export const deliverySortFields = [
  'deliveryNo',
  'deliveryDate',
  'expectedArrivalDate',
  'status',
  'submittedTime',
  'creationTime',
] as const;

/** Statuses in which a delivery still waits for somebody (the To-do and the ETA reminder read them). */
export const DELIVERY_OPEN_STATUSES = [
  DeliveryStatus.Submitted,
  DeliveryStatus.Confirmed,
  DeliveryStatus.Shipped,
  DeliveryStatus.PartiallyReceived,
] as const;

/** The most a line may carry: the PO line's drawable quantity (open x (1 + tolerance)). */
export function overDrawn(qty: number, maxDrawable: number): boolean {
  return qty > maxDrawable + 1e-9;
}
