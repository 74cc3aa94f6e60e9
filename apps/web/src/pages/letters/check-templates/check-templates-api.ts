import type {
  CheckTemplateDto,
  CheckTemplateInput,
  CheckTemplateItemOptionDto,
  CheckTemplateListItemDto,
  CheckTemplateVersionLinesDto,
} from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { del, get, post, put } from '../../../api/request';

/** The template list's filters (`GET /api/app/checkTemplate`), as the URL keeps them. */
export interface CheckTemplateFilters extends Record<string, unknown> {
  filter?: string | undefined;
  materialCategory?: string | undefined;
  letterType?: string | undefined;
  isActive?: string | undefined;
}

const base = '/api/app/checkTemplate';

/** The detail page of a template; `new` opens it empty to create one. */
export const checkTemplateDetailPath = (id: string) =>
  `/letter-of-recognition/check-template-detail?id=${encodeURIComponent(id)}`;
export const NEW_TEMPLATE = 'new';

export const getCheckTemplates = (params: Record<string, unknown>) =>
  get<PagedResult<CheckTemplateListItemDto>>(base, params);
export const getCheckTemplate = (id: string) => get<CheckTemplateDto>(`${base}/${id}`);
export const getCheckTemplateVersion = (id: string, version: number) =>
  get<CheckTemplateVersionLinesDto>(`${base}/${id}/versions/${version}`);
export const getCheckTemplateItemOptions = () =>
  get<{ items: CheckTemplateItemOptionDto[] }>(`${base}/items`).then((r) => r.items);
export const createCheckTemplate = (input: CheckTemplateInput) => post<CheckTemplateDto>(base, input);
export const updateCheckTemplate = (
  id: string,
  input: CheckTemplateInput & { concurrencyStamp?: string | undefined },
) => put<CheckTemplateDto>(`${base}/${id}`, input);
export const deleteCheckTemplate = (id: string) => del<void>(`${base}/${id}`);
