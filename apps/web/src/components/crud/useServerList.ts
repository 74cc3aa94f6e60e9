import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { baseListQuery, toAbpListQuery, type ListQuery, type PagedResult } from '../../api/list-query';
import { useL } from '../../locales/i18n';
import { queryToSearch, searchToQuery } from './url-query';

export type Filters = Record<string, unknown>;

export interface ServerListOptions {
  /**
   * Keep the query in the URL's search parameters (the page's main list): a refresh or a shared link
   * shows the same rows. A string is a prefix that keeps a second list of the page apart (`items.`).
   */
  url?: boolean | string;
  /** The fields the server sorts by; a sort on another field (from a URL) is dropped. */
  sortable?: readonly string[];
}

/**
 * The query of a list, in the URL when asked. The page is kept alive while another tab is shown,
 * and the location then is that tab's: the URL is read at mount and written only while the page's
 * own path is the current one (on return, the tab's address is brought back in line).
 */
function useListQuery(initial: ListQuery, options: ServerListOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const own = useRef(location.pathname);
  const prefix = typeof options.url === 'string' ? options.url : '';
  const [query, setQuery] = useState<ListQuery>(() =>
    options.url === undefined || options.url === false
      ? initial
      : searchToQuery(new URLSearchParams(location.search), initial, { prefix, sortable: options.sortable }),
  );
  const active = location.pathname === own.current;
  useEffect(() => {
    if (!options.url || !active) return;
    const next = new URLSearchParams(location.search);
    for (const key of [...next.keys()])
      if (key.startsWith(prefix) && (prefix || !key.includes('.'))) next.delete(key);
    for (const [key, value] of queryToSearch(query, prefix)) next.append(key, value);
    const search = next.toString() ? `?${next.toString()}` : '';
    if (search !== location.search) void navigate({ search, hash: location.hash }, { replace: true });
  }, [query, active, location.search, location.hash, navigate, options.url, prefix]);
  return [query, setQuery] as const;
}

/**
 * A server-paged, server-sorted list: the query (page, limit, sort, filters) in state, its ABP wire
 * form sent by `fetch`, antd Table props for pagination and sorting. Filters apply on `search()`,
 * not on every keystroke.
 */
export function useServerList<T, F extends Filters = Filters>(
  key: string,
  fetch: (params: Record<string, unknown>) => Promise<PagedResult<T>>,
  initialFilters: F = {} as F,
  options: ServerListOptions = {},
) {
  const L = useL();
  const [query, setQuery] = useListQuery({ ...baseListQuery(), ...initialFilters }, options);
  // The filter controls start from the query (a URL may have brought filters).
  const [draft, setDraft] = useState<F>(() => pickFilters(query, initialFilters));
  const params = toAbpListQuery(query);
  const result = useQuery({
    queryKey: [key, params],
    queryFn: () => fetch(params),
    placeholderData: keepPreviousData,
  });

  // Search with an unchanged query still asks the server again (the user expects fresh rows).
  const { refetch } = result;
  const search = useCallback(() => {
    const next = { ...query, ...draft, page: 1 };
    if (JSON.stringify(toAbpListQuery(next)) === JSON.stringify(toAbpListQuery(query))) void refetch();
    else setQuery(next);
  }, [draft, query, refetch, setQuery]);
  const reset = useCallback(() => {
    setDraft(initialFilters);
    setQuery({ ...baseListQuery(), ...initialFilters });
  }, [initialFilters, setQuery]);

  const onChange: TableProps<T>['onChange'] = (pagination: TablePaginationConfig, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? String(s.columnKey ?? s.field) : undefined;
    setQuery((q) => ({
      ...q,
      page: pagination.current ?? 1,
      limit: pagination.pageSize ?? q.limit,
      sort: field ? `${field} ${s!.order}` : undefined,
    }));
  };

  const tableProps: Pick<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'onChange'> = {
    dataSource: result.data?.items ?? [],
    loading: result.isFetching,
    onChange,
    pagination: {
      current: query.page,
      pageSize: query.limit,
      total: result.data?.totalCount ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal: (total) => L('AbpUi', 'PagerTotal', total),
    },
  };

  return {
    query,
    /** The list's current wire parameters (exports use the same filter). */
    params,
    draft,
    /** Refreshes the rows (after an action): the same query asked again. */
    refresh: () => void result.refetch(),
    setDraft: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
    search,
    reset,
    refetch: result.refetch,
    error: result.error,
    tableProps,
    data: result.data,
  };
}

/** The filter part of a query (no paging or sort), as the filter controls hold it. */
function pickFilters<F extends Filters>(query: ListQuery, initial: F): F {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  return { ...initial, ...filters };
}
