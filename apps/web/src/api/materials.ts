import type { MaterialImportResult, WorkflowFields } from '@sp/contracts';
import type { PagedResult } from './list-query';
import { del, get, post, put, request } from './request';

export { MaterialStatus, MaterialSupplierStatus, MaterialLimits, MSL_LEVELS } from '@sp/contracts';

/** An approved supplier of a material, with the directory's code and name. */
export interface MaterialSupplier {
  id: string;
  materialId: string;
  supplierId: string;
  supplierCode: string | null;
  supplierName: string | null;
  supplierPartNo: string | null;
  manufacturer: string | null;
  mpn: string | null;
  status: number;
  concurrencyStamp: string;
}

/** MaterialDto: `allowedActions` (update, delete) are the caller's; `suppliers` only from `get`. */
export interface Material extends WorkflowFields {
  id: string;
  partNo: string;
  name: string;
  spec: string | null;
  unit: string;
  category: string | null;
  drawingNo: string | null;
  drawingRev: string | null;
  msl: string | null;
  rohs: boolean;
  halogenFree: boolean;
  shelfLifeDays: number | null;
  remark: string | null;
  supplierCodes?: string[];
  suppliers?: MaterialSupplier[];
  concurrencyStamp: string;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface MaterialInput {
  partNo: string;
  name: string;
  spec?: string | null;
  unit: string;
  category?: string | null;
  drawingNo?: string | null;
  drawingRev?: string | null;
  msl?: string | null;
  rohs?: boolean;
  halogenFree?: boolean;
  shelfLifeDays?: number | null;
  status?: number;
  remark?: string | null;
}

export interface MaterialSupplierInput {
  supplierId: string;
  supplierPartNo?: string | null;
  manufacturer?: string | null;
  mpn?: string | null;
  status?: number;
}

export interface MaterialFilters extends Record<string, unknown> {
  category?: string | undefined;
  status?: number | undefined;
  supplierId?: string | undefined;
}

/** One problem of a refused import, in the user's language. */
export interface ImportProblem {
  row: number;
  column: string;
  value: string;
  message: string;
}

const base = '/api/app/material';
export const materialExportUrl = `${base}/export`;
export const materialTemplateUrl = `${base}/import/template`;

export const getMaterials = (params: Record<string, unknown>) => get<PagedResult<Material>>(base, params);
export const getMaterial = (id: string) => get<Material>(`${base}/${id}`);
export const createMaterial = (input: MaterialInput) => post<Material>(base, input);
export const updateMaterial = (id: string, input: MaterialInput & { concurrencyStamp: string }) =>
  put<Material>(`${base}/${id}`, input);
/** Refused (with the reason) while purchase-order lines name the part. */
export const deleteMaterial = (id: string) => del<void>(`${base}/${id}`);

export const addMaterialSupplier = (id: string, input: MaterialSupplierInput) =>
  post<MaterialSupplier>(`${base}/${id}/suppliers`, input);
export const updateMaterialSupplier = (
  id: string,
  linkId: string,
  input: Omit<MaterialSupplierInput, 'supplierId'> & { concurrencyStamp: string },
) => put<MaterialSupplier>(`${base}/${id}/suppliers/${linkId}`, input);
export const removeMaterialSupplier = (id: string, linkId: string) =>
  del<void>(`${base}/${id}/suppliers/${linkId}`);

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** All rows or none; a refused file answers 400 with `data.problems` (shown by the dialog, not toasted). */
export const importMaterials = (file: File) =>
  request<MaterialImportResult & { rowCount: number }>(
    { method: 'POST', url: `${base}/import`, data: fileBody(file) },
    { silent: true },
  );

/** The same file's problems as a workbook (nothing is imported). */
export const materialImportReport = (file: File) =>
  request<Blob>({
    method: 'POST',
    url: `${base}/import/errorReport`,
    data: fileBody(file),
    responseType: 'blob',
  });
