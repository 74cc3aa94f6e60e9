import type { MaterialInfoImportResult, WorkflowFields } from '@sp/contracts';
import type { PagedResult } from './list-query';
import { del, get, post, put, request } from './request';

export {
  LabelMaterialInfoLimits,
  LabelMaterialInfoStatus,
  labelMaterialInfoWorkflow,
  materialInfoProblem,
  MSL_LEVELS,
} from '@sp/contracts';

/** LabelMaterialInfoDto: packing data with the supplier and part names; `allowedActions` are the caller's. */
export interface LabelMaterialInfo extends WorkflowFields {
  id: string;
  supplierId: string;
  supplierCode: string | null;
  supplierName: string | null;
  partNo: string;
  partName: string | null;
  customerPartNo: string | null;
  vendorPartNo: string | null;
  manufacturer: string | null;
  mpn: string | null;
  unit: string;
  mpq: number | null;
  innerQty: number | null;
  innersPerOuter: number;
  outersPerPallet: number | null;
  cartonLengthMm: number | null;
  cartonWidthMm: number | null;
  cartonHeightMm: number | null;
  grossWeightKg: number | null;
  msl: string | null;
  rohs: boolean | null;
  halogenFree: boolean | null;
  shelfLifeDays: number | null;
  storageCondition: string | null;
  countryOfOrigin: string | null;
  innerTemplateId: string | null;
  outerTemplateId: string | null;
  palletTemplateId: string | null;
  confirmedTime: string | null;
  concurrencyStamp: string;
  creationTime: string;
  lastModificationTime: string | null;
}

export type LabelMaterialInfoInput = Partial<
  Omit<LabelMaterialInfo, 'id' | 'allowedActions' | 'status' | 'concurrencyStamp' | 'creationTime'>
> & { partNo: string; innersPerOuter: number };

export interface LabelMaterialInfoFilters extends Record<string, unknown> {
  partNo?: string | undefined;
  supplierId?: string | undefined;
  status?: number | undefined;
  msl?: string | undefined;
}

/** One problem of a refused import, in the user's language. */
export interface ImportProblem {
  row: number;
  column: string;
  value: string;
  message: string;
}

const base = '/api/app/labelMaterialInfo';
export const materialInfoExportUrl = `${base}/export`;
export const materialInfoTemplateUrl = `${base}/import/template`;

export const getMaterialInfos = (params: Record<string, unknown>) =>
  get<PagedResult<LabelMaterialInfo>>(base, params);
export const getMaterialInfo = (id: string) => get<LabelMaterialInfo>(`${base}/${id}`);
export const createMaterialInfo = (input: LabelMaterialInfoInput) => post<LabelMaterialInfo>(base, input);
export const updateMaterialInfo = (
  id: string,
  input: LabelMaterialInfoInput & { concurrencyStamp: string },
) => put<LabelMaterialInfo>(`${base}/${id}`, input);
export const deleteMaterialInfo = (id: string) => del<void>(`${base}/${id}`);
/** confirm, reopen, disable, enable: the workflow's transitions (the row's stamp guards a stale click). */
export const moveMaterialInfo = (id: string, action: string, concurrencyStamp: string) =>
  post<LabelMaterialInfo>(`${base}/${id}/${action}`, { concurrencyStamp });

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** All rows or none; a refused file answers 400 with `data.problems` (shown by the dialog, not toasted). */
export const importMaterialInfos = (file: File) =>
  request<MaterialInfoImportResult>(
    { method: 'POST', url: `${base}/import`, data: fileBody(file) },
    { silent: true },
  );

/** The same file's problems as a workbook (nothing is imported). */
export const materialInfoImportReport = (file: File) =>
  request<Blob>({
    method: 'POST',
    url: `${base}/import/errorReport`,
    data: fileBody(file),
    responseType: 'blob',
  });
