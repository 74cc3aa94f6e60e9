import type { WorkflowFields } from '@sp/contracts';
import type { PagedResult } from './list-query';
import { get, post, request } from './request';

/** PurchaseOrderLineDto: a line with what is left to deliver and the most a delivery may still draw. */
export interface PurchaseOrderLine {
  id: string;
  poId: string;
  poNo: string;
  supplierId: string;
  lineNo: number;
  partNo: string;
  orderedQty: number;
  unit: string;
  needDate: string;
  deliveredQty: number;
  receivedQty: number;
  openQty: number;
  maxDrawableQty: number;
  tolerancePct: number;
  status: number;
}

/**
 * PurchaseOrderDto. `status` is the ERP's (open, closed, cancelled); `ackStatus` the vendor's
 * acknowledgement, which `allowedActions` (acknowledge, reject) move.
 */
export interface PurchaseOrder extends Omit<WorkflowFields, 'status'> {
  id: string;
  poNo: string;
  supplierId: string;
  supplierCode: string | null;
  supplierName: string | null;
  orderDate: string;
  buyer: string | null;
  currency: string;
  plant: string | null;
  status: number;
  ackStatus: number;
  ackReason: string | null;
  ackedByName: string | null;
  ackedTime: string | null;
  revision: number;
  lastSyncTime: string | null;
  lineCount?: number;
  openLineCount?: number;
  lines?: PurchaseOrderLine[];
  concurrencyStamp: string;
  creationTime: string;
}

export interface LineMovement {
  id: string;
  lineId: string;
  deliveryId: string | null;
  deliveryNo: string | null;
  kind: number;
  qty: number;
  time: string;
  actorName: string | null;
}

export interface PurchaseOrderFilters extends Record<string, unknown> {
  supplierId?: string | undefined;
  status?: number | undefined;
  ackStatus?: number | undefined;
  partNo?: string | undefined;
  orderDateFrom?: string | undefined;
  orderDateTo?: string | undefined;
}

/** What an import or a sync did: per order created, updated, unchanged or refused. */
export interface UpsertResult {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  lines: number;
}

const base = '/api/app/purchaseOrder';
export const purchaseOrderExportUrl = `${base}/export`;

export const getPurchaseOrders = (params: Record<string, unknown>) =>
  get<PagedResult<PurchaseOrder>>(base, params);
export const getPurchaseOrder = (id: string) => get<PurchaseOrder>(`${base}/${id}`);
export const getLineMovements = (lineId: string) =>
  get<PagedResult<LineMovement>>(`${base}/lines/${lineId}/movements`);
export const acknowledgePurchaseOrder = (id: string) => post<PurchaseOrder>(`${base}/${id}/acknowledge`, {});
export const rejectPurchaseOrder = (id: string, comment: string) =>
  post<PurchaseOrder>(`${base}/${id}/reject`, { comment });

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** Imports a workbook: all rows or none; a refused file answers 400 with each row's problem. */
export const importPurchaseOrders = (file: File) =>
  request<UpsertResult>({ method: 'POST', url: `${base}/import`, data: fileBody(file) }, { silent: true });

/** The same file's problems as a workbook (nothing is imported). */
export const importErrorReport = (file: File) =>
  request<Blob>({
    method: 'POST',
    url: `${base}/import/errorReport`,
    data: fileBody(file),
    responseType: 'blob',
  });
