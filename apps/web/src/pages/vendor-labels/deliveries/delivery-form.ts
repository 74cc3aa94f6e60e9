import { AxiosError } from 'axios';
import dayjs, { type Dayjs } from 'dayjs';
import { today } from '../../../utils/time';
import type { Delivery, DeliveryInput, PackingMode } from '../../../api/deliveries';
import type { PurchaseOrderLine } from '../../../api/purchase-orders';
import { errorMessage } from '../../../api/request';
import { DAY } from './delivery-format';

/** What the form knows of a chosen PO line besides its inputs: shown beside them, and the limit. */
export interface LineMeta {
  poNo: string;
  poLineNo: number;
  partNo: string;
  partName?: string | null;
  unit: string;
  orderedQty?: number;
  openQty?: number;
  /** The most this line may still draw (open x (1 + tolerance)); unknown for a line no longer open. */
  maxDrawableQty?: number;
  needDate?: string;
}

export interface LineValues {
  poLineId: string;
  qty: number | null;
  lotNo: string;
  dateCode?: string | null;
  mfgDate?: Dayjs | null;
  expiryDate?: Dayjs | null;
  packingMode: PackingMode;
}

export interface DeliveryFormValues {
  deliveryDate: Dayjs;
  expectedArrivalDate: Dayjs;
  plant?: string | null;
  receivingWarehouse?: string | null;
  remark?: string | null;
  lines: LineValues[];
}

export const metaOfOpenLine = (l: PurchaseOrderLine): LineMeta => ({
  poNo: l.poNo,
  poLineNo: l.lineNo,
  partNo: l.partNo,
  unit: l.unit,
  orderedQty: l.orderedQty,
  openQty: l.openQty,
  maxDrawableQty: l.maxDrawableQty,
  needDate: l.needDate,
});

/** A newly chosen line starts with what is open (never more than may be drawn), split packing. */
export const newLine = (l: PurchaseOrderLine): LineValues => ({
  poLineId: l.id,
  qty: Math.max(0, Math.min(l.openQty, l.maxDrawableQty)) || null,
  lotNo: '',
  dateCode: null,
  mfgDate: null,
  expiryDate: null,
  packingMode: 'split',
});

/** A new note ships today and arrives tomorrow, until the vendor says otherwise. */
export const emptyForm = (): DeliveryFormValues => ({
  deliveryDate: dayjs(today()),
  expectedArrivalDate: dayjs(today()).add(1, 'day'),
  plant: null,
  receivingWarehouse: null,
  remark: null,
  lines: [],
});

const day = (v: string | null) => (v ? dayjs(v) : null);

export const formOfDelivery = (d: Delivery): DeliveryFormValues => ({
  deliveryDate: dayjs(d.deliveryDate),
  expectedArrivalDate: dayjs(d.expectedArrivalDate),
  plant: d.plant,
  receivingWarehouse: d.receivingWarehouse,
  remark: d.remark,
  lines: (d.lines ?? []).map((l) => ({
    poLineId: l.poLineId,
    qty: l.qty,
    lotNo: l.lotNo,
    dateCode: l.dateCode,
    mfgDate: day(l.mfgDate),
    expiryDate: day(l.expiryDate),
    packingMode: l.packingMode,
  })),
});

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export const inputOfForm = (v: DeliveryFormValues, concurrencyStamp?: string): DeliveryInput => ({
  deliveryDate: v.deliveryDate.format(DAY),
  expectedArrivalDate: v.expectedArrivalDate.format(DAY),
  plant: blank(v.plant),
  receivingWarehouse: blank(v.receivingWarehouse),
  remark: blank(v.remark),
  lines: v.lines.map((l) => ({
    poLineId: l.poLineId,
    qty: Number(l.qty),
    lotNo: l.lotNo.trim(),
    dateCode: blank(l.dateCode),
    mfgDate: l.mfgDate ? l.mfgDate.format(DAY) : null,
    expiryDate: l.expiryDate ? l.expiryDate.format(DAY) : null,
    packingMode: l.packingMode,
  })),
  ...(concurrencyStamp ? { concurrencyStamp } : {}),
});

export interface ServerProblems {
  /** The refusal as a whole (a business rule, or a field the form does not show). */
  message: string | null;
  /** Field errors by form path (`lines.0.qty` -> ['lines', 0, 'qty']). */
  fields: { name: (string | number)[]; errors: string[] }[];
}

/**
 * The server's answer to a refused save, split for the form: validation errors on their fields (the
 * server names them by their path in the body), everything else as one message above the form.
 */
export async function serverProblems(error: unknown, known: (path: (string | number)[]) => boolean) {
  const result: ServerProblems = { message: null, fields: [] };
  const body =
    error instanceof AxiosError
      ? (error.response?.data as
          | { error?: { message?: string; validationErrors?: { message: string; members?: string[] }[] } }
          | undefined)
      : undefined;
  const loose: string[] = [];
  for (const v of body?.error?.validationErrors ?? []) {
    const member = v.members?.[0] ?? '';
    const path = member.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    if (member && known(path)) result.fields.push({ name: path, errors: [v.message] });
    else loose.push(v.message);
  }
  if (result.fields.length === 0 || loose.length > 0)
    result.message = loose.length > 0 ? loose.join(' ') : await errorMessage(error);
  return result;
}
