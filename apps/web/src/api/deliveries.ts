import type { PagedResult } from './list-query';
import type { PurchaseOrderLine } from './purchase-orders';
import { del, get, post, put, request } from './request';

/** DeliveryLineDto: what a line draws from which PO line, its lot, its packing and its receipt. */
export interface DeliveryLine {
  id: string;
  lineNo: number;
  poLineId: string;
  poNo: string;
  poLineNo: number;
  partNo: string;
  partName: string | null;
  unit: string;
  qty: number;
  lotNo: string;
  dateCode: string | null;
  mfgDate: string | null;
  expiryDate: string | null;
  packingMode: PackingMode;
  innerCount: number;
  outerCount: number;
  receivedQty: number;
  badQty: number;
  differenceQty: number;
  badReason: string | null;
  receivedTime: string | null;
}

export type PackingMode = 'split' | 'merge';

/** DeliveryDto: the header, its supplier, the caller's `allowedActions`; one note also has its lines. */
export interface Delivery {
  id: string;
  deliveryNo: string;
  supplierId: string;
  supplierCode: string | null;
  supplierName: string | null;
  plant: string | null;
  receivingWarehouse: string | null;
  deliveryDate: string;
  expectedArrivalDate: string;
  carrier: string | null;
  trackingNo: string | null;
  vehicleNo: string | null;
  driverPhone: string | null;
  shipTime: string | null;
  status: number;
  rejectReason: string | null;
  submittedTime: string | null;
  receivedTime: string | null;
  totalQty: number;
  totalInners: number;
  totalCartons: number;
  totalPallets: number;
  /** Labels exist for the lines as they are now (submitting needs them). */
  labelsCurrent: boolean;
  remark: string | null;
  lineCount: number;
  lines?: DeliveryLine[];
  allowedActions: string[];
  concurrencyStamp: string;
  creationTime: string;
}

export interface DeliveryLineInput {
  poLineId: string;
  qty: number;
  lotNo: string;
  dateCode?: string | null;
  mfgDate?: string | null;
  expiryDate?: string | null;
  packingMode: PackingMode;
}

export interface DeliveryInput {
  plant?: string | null;
  receivingWarehouse?: string | null;
  deliveryDate: string;
  expectedArrivalDate: string;
  remark?: string | null;
  lines: DeliveryLineInput[];
  concurrencyStamp?: string;
}

export interface DeliveryFilters extends Record<string, unknown> {
  supplierId?: string | undefined;
  status?: number | undefined;
  poNo?: string | undefined;
  partNo?: string | undefined;
  deliveryDateFrom?: string | undefined;
  deliveryDateTo?: string | undefined;
}

/** One line of the packing plan: boxes, cartons and pallets the labels would make, or why not. */
export interface LinePacking {
  lineId: string;
  lineNo: number;
  partNo: string;
  qty: number;
  innerQty: number | null;
  lastInnerQty: number | null;
  inners: number;
  outers: number;
  pallets: number;
  /** Rendered in the caller's language by the server; null when the line can be packed. */
  problem: string | null;
}

export interface ShipInput {
  carrier: string;
  trackingNo: string;
  vehicleNo?: string | null;
  driverPhone?: string | null;
}

export interface ReceiveInput {
  lines: { lineId: string; receivedQty: number; badQty: number; badReason?: string | null }[];
  remark?: string | null;
}

/** ShipLogDto: one event of a delivery's life. */
export interface ShipLogEntry {
  id: string;
  deliveryId: string;
  deliveryNo: string;
  supplierId: string;
  supplierCode: string | null;
  eventType: string;
  eventTime: string;
  actorId: string | null;
  actorName: string | null;
  /** The integration client that reported it (an ERP's receipt). */
  clientId: string | null;
  cartons: number | null;
  qty: number | null;
  remark: string | null;
}

export interface ShipLogFilters extends Record<string, unknown> {
  eventTimeFrom?: string | undefined;
  eventTimeTo?: string | undefined;
  deliveryNo?: string | undefined;
  eventType?: string | undefined;
  supplierId?: string | undefined;
}

export interface OpenLineFilters extends Record<string, unknown> {
  poNo?: string | undefined;
  partNo?: string | undefined;
  needDateFrom?: string | undefined;
  needDateTo?: string | undefined;
}

const base = '/api/app/delivery';
export const deliveryExportUrl = `${base}/export`;
export const shipLogExportUrl = '/api/app/shipLog/export';

export const getDeliveries = (params: Record<string, unknown>) => get<PagedResult<Delivery>>(base, params);
export const getDelivery = (id: string) => get<Delivery>(`${base}/${id}`);
/** Silent: the form shows the server's refusal in place (an alert, or on the field). */
export const createDelivery = (input: DeliveryInput) => post<Delivery>(base, input, { silent: true });
export const updateDelivery = (id: string, input: DeliveryInput) =>
  put<Delivery>(`${base}/${id}`, input, { silent: true });
export const deleteDelivery = (id: string) => del<void>(`${base}/${id}`);
export const getPacking = (id: string) => get<{ items: LinePacking[] }>(`${base}/${id}/packing`);
/** Generates (or regenerates) the note's labels; answers how many there are now. */
export const generateLabels = (id: string) =>
  post<{ delivery: Delivery; inners: number; outers: number }>(`${base}/${id}/labels`, {});

/** A plain transition (submit, confirm, reject, cancel, close), with the reason when it needs one. */
export const deliveryTransition = (id: string, action: string, comment?: string) =>
  post<Delivery>(`${base}/${id}/${action}`, comment ? { comment } : {});
export const shipDelivery = (id: string, input: ShipInput) => post<Delivery>(`${base}/${id}/ship`, input);
export const receiveDelivery = (id: string, input: ReceiveInput) =>
  post<Delivery>(`${base}/${id}/receive`, input);

/** The delivery note as a PDF (A4), opened in a new tab; the token rides on the request, not the URL. */
export async function openDeliveryNote(d: Pick<Delivery, 'id' | 'deliveryNo'>) {
  const blob = await request<Blob>({ method: 'GET', url: `${base}/${d.id}/note.pdf`, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    // A blocked pop-up: download it instead.
    const link = document.createElement('a');
    link.href = url;
    link.download = `${d.deliveryNo}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Open PO lines a delivery may draw from, the caller's own supplier's for a vendor, with what other
 * unshipped notes hold taken off `maxDrawableQty` (`exceptDeliveryId`: the note being edited).
 */
export const getOpenLines = (params: Record<string, unknown>) =>
  get<PagedResult<PurchaseOrderLine & { heldQty: number }>>('/api/app/delivery/openLines', params);

export const getShipLog = (params: Record<string, unknown>) =>
  get<PagedResult<ShipLogEntry>>('/api/app/shipLog', params);
