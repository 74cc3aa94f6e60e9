import type { PagedResult } from './list-query';
import { del, get, post, put } from './request';

/** The read calls of an ABP resource at `base`: the paged list of `T` and one `D` by id. */
export function readApi<T, D = T>(base: string) {
  return {
    list: (params: Record<string, unknown>) => get<PagedResult<T>>(base, params),
    get: (id: string) => get<D>(`${base}/${id}`),
  };
}

/**
 * The calls of an ABP CRUD resource at `base`: the paged list, create, update by id, delete by id
 * and delete many (`?ids=`). `I` is the create input, `U` the update input.
 */
export function crudApi<T, I, U = I>(base: string) {
  return {
    list: readApi<T>(base).list,
    create: (input: I) => post<T>(base, input),
    update: (id: string, input: U) => put<T>(`${base}/${id}`, input),
    remove: (id: string) => del<void>(`${base}/${id}`),
    removeMany: (ids: string[]) => del<void>(base, { ids }),
  };
}
