import type { IqcConfigCreateInput, IqcMaterialConfigDto } from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { del, get, post, put, request } from '../../../api/request';

/** The list's filters (`GET /api/app/iqcMaterialConfig`), as the URL keeps them. */
export interface ConfigFilters extends Record<string, unknown> {
  filter?: string | undefined;
  supplierId?: string | undefined;
  partNo?: string | undefined;
  materialCategory?: string | undefined;
  inspectionMode?: string | undefined;
  status?: number | undefined;
}

export type ConfigInput = IqcConfigCreateInput & { concurrencyStamp?: string };

const base = '/api/app/iqcMaterialConfig';
export const configExportUrl = `${base}/export`;
export const configTemplateUrl = `${base}/import/template`;

export const getConfigs = (params: Record<string, unknown>) =>
  get<PagedResult<IqcMaterialConfigDto>>(base, params);
export const getConfig = (id: string) => get<IqcMaterialConfigDto>(`${base}/${id}`);
export const createConfig = (input: ConfigInput) => post<IqcMaterialConfigDto>(base, input);
export const updateConfig = (id: string, input: ConfigInput) =>
  put<IqcMaterialConfigDto>(`${base}/${id}`, input);
export const deleteConfig = (id: string) => del<void>(`${base}/${id}`);

/** `vendorConfirm` → `/vendor-confirm`, `confirm` → `/confirm`, with the stamp the page read. */
export const configTransition = (id: string, action: string, concurrencyStamp?: string, comment?: string) =>
  post<IqcMaterialConfigDto>(`${base}/${id}/${action === 'vendorConfirm' ? 'vendor-confirm' : action}`, {
    ...(comment ? { comment } : {}),
    ...(concurrencyStamp ? { concurrencyStamp } : {}),
  });

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** All rows or none; a refused file answers 400 with `data.problems` (shown by the dialog, not toasted). */
export const importConfigs = (file: File) =>
  request<{ configCount: number; created: number; replaced: number }>(
    { method: 'POST', url: `${base}/import`, data: fileBody(file) },
    { silent: true },
  );

/** The same file's problems as a workbook (nothing is imported). */
export const configImportReport = (file: File) =>
  request<Blob>({
    method: 'POST',
    url: `${base}/import/errorReport`,
    data: fileBody(file),
    responseType: 'blob',
  });
