import type { LabelAction, LabelType, PrintFormat, PrintKind } from '@sp/contracts';
import type { PagedResult } from './list-query';
import { del, get, post, put, request } from './request';

/** LabelRecordDto: a label, what it prints (from its render snapshot) and what the caller may do now. */
export interface LabelRecord {
  id: string;
  labelNo: string;
  labelType: LabelType;
  supplierId: string;
  vendorCode: string | null;
  supplierName: string | null;
  deliveryId: string;
  deliveryNo: string;
  deliveryStatus: number;
  partNo: string | null;
  partName: string | null;
  lotNo: string | null;
  dateCode: string | null;
  mfgDate: string | null;
  poNo: string | null;
  qty: number;
  unit: string;
  seq: number;
  total: number;
  parentId: string | null;
  parentLabelNo: string | null;
  contentsCount: number | null;
  grossWeightKg: number | null;
  sscc: string | null;
  status: number;
  printCount: number;
  firstPrintTime: string | null;
  lastPrintTime: string | null;
  lastPrinter: string | null;
  voidReason: string | null;
  allowedActions: LabelAction[];
  payload?: string;
  concurrencyStamp: string;
  creationTime: string;
}

export interface LabelFilters extends Record<string, unknown> {
  labelType?: LabelType | undefined;
  deliveryId?: string | undefined;
  deliveryNo?: string | undefined;
  partNo?: string | undefined;
  lotNo?: string | undefined;
  labelNo?: string | undefined;
  status?: number | undefined;
  printed?: 'yes' | 'no' | undefined;
  printKind?: PrintKind | undefined;
  packable?: 'true' | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export interface PrintLog {
  id: string;
  vendorCode: string | null;
  printTime: string;
  printedByName: string | null;
  labelType: LabelType;
  labelCount: number;
  labelRange: string;
  deliveryNo: string | null;
  partNo: string | null;
  lotNo: string | null;
  templateCode: string | null;
  templateVersion: number | null;
  format: PrintFormat;
  printerName: string | null;
  dpi: number | null;
  copies: number;
  printKind: PrintKind;
  reprintReason: string | null;
  result: 'Success' | 'Failed';
}

export interface LabelEditLog {
  id: string;
  labelId: string;
  labelNo: string;
  labelType: 'Inner' | 'Outer';
  deliveryNo: string | null;
  fieldName: 'qty' | 'lotNo' | 'dateCode' | 'mfgDate';
  oldValue: string | null;
  newValue: string | null;
  reason: string;
  editedByName: string | null;
  editedTime: string;
  reprintRequired: boolean;
}

export interface PrintRequest {
  labelIds: string[];
  format: PrintFormat;
  printKind: PrintKind;
  reprintReason?: string | undefined;
  printerName?: string | undefined;
  dpi?: 203 | 300 | undefined;
}

export interface LabelEdit {
  qty?: number | undefined;
  lotNo?: string | undefined;
  dateCode?: string | undefined;
  mfgDate?: string | undefined;
  reason: string;
  concurrencyStamp?: string;
}

const base = '/api/app/labelRecord';
export const labelExportUrl = `${base}/export`;
export const printLogExportUrl = '/api/app/printLog/export';
export const editLogExportUrl = '/api/app/labelEditLog/export';

export const getLabels = (params: Record<string, unknown>) => get<PagedResult<LabelRecord>>(base, params);
export const getLabel = (id: string) => get<LabelRecord>(`${base}/${id}`);
export const voidLabel = (id: string, reason: string) => post<LabelRecord>(`${base}/${id}/void`, { reason });
export const editLabel = (id: string, body: LabelEdit) => put<LabelRecord>(`${base}/${id}`, body);
export const getPallets = (params: Record<string, unknown>) =>
  get<PagedResult<LabelRecord>>('/api/app/pallet', params);
export const buildPallet = (outerLabelIds: string[]) =>
  post<LabelRecord>('/api/app/pallet', { outerLabelIds });
export const unpackPallet = (id: string) => del<void>(`/api/app/pallet/${id}`);
export const getPrintLogs = (params: Record<string, unknown>) =>
  get<PagedResult<PrintLog>>('/api/app/printLog', params);
export const getEditLogs = (params: Record<string, unknown>) =>
  get<PagedResult<LabelEditLog>>('/api/app/labelEditLog', params);

/**
 * Prints labels: the server answers the file and writes the print log. A PDF opens in a new tab
 * (the browser's viewer prints it) and is saved as `name`; a ZPL file is saved, to be sent raw to
 * the Zebra printer. Failures toast like any request (the body is decoded).
 */
export async function printLabels(body: PrintRequest, name: string): Promise<void> {
  const blob = await request<Blob>({
    method: 'POST',
    url: `${base}/print`,
    data: body,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.${body.format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  if (body.format === 'pdf') window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
