/** The caller's list query (spec §3) and its ABP wire form (contract §1.4). */
export interface ListQuery {
  page: number;
  limit: number;
  /** e.g. "userName ascend" as an antd table reports it (or "ascending"); "asc"/"desc" on the wire. */
  sort?: string | undefined;
  filter?: string | undefined;
  [key: string]: unknown;
}

export const baseListQuery = (): ListQuery => ({ page: 1, limit: 20 });

export function toAbpListQuery(query: ListQuery): Record<string, unknown> {
  const { page, limit, sort, filter, ...rest } = query;
  return {
    ...rest,
    skipCount: (Math.max(1, page) - 1) * limit,
    maxResultCount: limit,
    sorting: sort ? sort.replace(/end(ing)?$/i, '') : undefined,
    filter: filter?.trim() ? filter.trim() : undefined,
  };
}

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

/** The time window a log-like list is filtered by (ISO times; either end may be open). */
export type TimeRangeFilters = {
  startTime?: string | undefined;
  endTime?: string | undefined;
};
