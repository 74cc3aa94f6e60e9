import type {
  BomCompareDto,
  BomCreateInput,
  BomDto,
  BomImportResultDto,
  BomListItemDto,
  BomTreeDto,
  BomUpdateInput,
  BomWhereUsedRowDto,
} from '@sp/contracts';
import type { PagedResult } from '../../api/list-query';
import { downloadFile } from '../../api/download';
import { del, get, post, put, request } from '../../api/request';

/** The BOM lists' filters (`GET /api/app/bom`), kept in the URL. */
export interface BomFilters extends Record<string, unknown> {
  parentPartNo?: string | undefined;
  childPartNo?: string | undefined;
  supplierId?: string | undefined;
  status?: number | undefined;
  bomType?: string | undefined;
  /** Revisions engineering asked to update (the supplier's To-do link). */
  updateRequested?: boolean | undefined;
}

const base = '/api/app/bom';
export const bomTemplateUrl = `${base}/import-template`;

/** The wire path of an action (`confirmSupply` → `confirm-supply`). */
export const actionPath = (action: string) => action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The filters that are set: the list's blank ones (`''`, undefined) are left out of the query. */
export const setParams = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** The overview as Excel with the list's filters (its paging is ignored; a vendor gets their own rows). */
export const exportBoms = (params: Record<string, unknown>, fileName: string) =>
  downloadFile(`${base}/export`, params, fileName);
export const getBoms = (params: Record<string, unknown>) =>
  get<PagedResult<BomListItemDto>>(base, setParams(params));
/** Every revision of one parent (the editor's History and the detail's Compare). */
export const getRevisions = (parentPartNo: string, supplierId?: string | null) =>
  get<PagedResult<BomListItemDto>>(base, {
    parentPartNo,
    ...(supplierId ? { supplierId } : {}),
    maxResultCount: 100,
  });
export const getBom = (id: string) => get<BomDto>(`${base}/${id}`);

/** `silent`: the editor shows a refused save on its fields and rows. */
export const createBom = (input: Partial<BomCreateInput>) => post<BomDto>(base, input, { silent: true });
export const updateBom = (id: string, input: Partial<BomUpdateInput>) =>
  put<BomDto>(`${base}/${id}`, input, { silent: true });
export const deleteBom = (id: string) => del<void>(`${base}/${id}`);

/** A transition (submit, recall, approve, reject, release, obsolete) or operation with a body. */
export const bomAction = (id: string, action: string, body: Record<string, unknown> = {}) =>
  post<BomDto>(`${base}/${id}/${actionPath(action)}`, body);

export const copyBom = (id: string, body: { revision?: string | null; ecnNo?: string | null }) =>
  post<BomDto>(`${base}/${id}/copy`, body);

export const getTree = (id: string) => get<BomTreeDto>(`${base}/${id}/tree`);
export const compareBoms = (from: string, to: string) => get<BomCompareDto>(`${base}/compare`, { from, to });
/** Where-used (released BOMs, or every status with `includeUnreleased`), the first 200 rows. */
export const whereUsed = (partNo: string, includeUnreleased = false) =>
  get<PagedResult<BomWhereUsedRowDto>>(`${base}/where-used`, {
    partNo,
    ...(includeUnreleased ? { includeUnreleased: true } : {}),
    maxResultCount: 200,
  });

/**
 * An Excel import: all rows or none. The answer names the problems (`errors`) or the new revision;
 * a refused file may also come back as a 400 with `data.problems` (the house's import refusal),
 * which the dialog reads too.
 */
export const importBom = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return request<BomImportResultDto>({ method: 'POST', url: `${base}/import`, data: body }, { silent: true });
};

export const exportBom = (b: Pick<BomListItemDto, 'id' | 'bomNo' | 'revision'>, levels: 'single' | 'multi') =>
  downloadFile(`${base}/${b.id}/export`, { levels }, `${b.bomNo}-${b.revision}-${levels}.xlsx`);
export const downloadBomReport = (b: Pick<BomListItemDto, 'id' | 'bomNo' | 'revision'>) =>
  downloadFile(`${base}/${b.id}/report.pdf`, {}, `${b.bomNo}-${b.revision}.pdf`);
