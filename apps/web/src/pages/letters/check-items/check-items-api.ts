import type { CheckItemDto, CheckItemInput } from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { del, get, post, put } from '../../../api/request';

/** The library list's filters (`GET /api/app/initialCheckTemplateItem`), as the URL keeps them. */
export interface CheckItemFilters extends Record<string, unknown> {
  filter?: string | undefined;
  isActive?: string | undefined;
}

const base = '/api/app/initialCheckTemplateItem';

export const getCheckItems = (params: Record<string, unknown>) =>
  get<PagedResult<CheckItemDto>>(base, params);
export const createCheckItem = (input: CheckItemInput) => post<CheckItemDto>(base, input);
export const updateCheckItem = (id: string, input: CheckItemInput & { concurrencyStamp?: string }) =>
  put<CheckItemDto>(`${base}/${id}`, input);
export const deleteCheckItem = (id: string) => del<void>(`${base}/${id}`);
