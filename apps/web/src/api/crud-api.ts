import type { PagedResult } from './list-query';
import { del, get, post, put } from './request';

/**
 * The calls of an ABP CRUD resource at `base`: the paged list, create, update by id, delete by id
 * and delete many (`?ids=`). `I` is the create input, `U` the update input.
 */
export function crudApi<T, I, U = I>(base: string) {
  return {
    list: (params: Record<string, unknown>) => get<PagedResult<T>>(base, params),
    create: (input: I) => post<T>(base, input),
    update: (id: string, input: U) => put<T>(`${base}/${id}`, input),
    remove: (id: string) => del<void>(`${base}/${id}`),
    removeMany: (ids: string[]) => del<void>(base, { ids }),
  };
}
