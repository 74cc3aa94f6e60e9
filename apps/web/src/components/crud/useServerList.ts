import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useCallback, useState } from 'react';
import { baseListQuery, toAbpListQuery, type ListQuery, type PagedResult } from '../../api/list-query';
import { useL } from '../../locales/i18n';

export type Filters = Record<string, unknown>;

/**
 * A server-paged, server-sorted list: the query (page, limit, sort, filters) in state, its ABP wire
 * form sent by `fetch`, antd Table props for pagination and sorting. Filters apply on `search()`,
 * not on every keystroke.
 */
export function useServerList<T, F extends Filters = Filters>(
  key: string,
  fetch: (params: Record<string, unknown>) => Promise<PagedResult<T>>,
  initialFilters: F = {} as F,
) {
  const L = useL();
  const [query, setQuery] = useState<ListQuery>(() => ({ ...baseListQuery(), ...initialFilters }));
  const [draft, setDraft] = useState<F>(initialFilters);
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
  }, [draft, query, refetch]);
  const reset = useCallback(() => {
    setDraft(initialFilters);
    setQuery({ ...baseListQuery(), ...initialFilters });
  }, [initialFilters]);

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
    setDraft: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
    search,
    reset,
    refetch: result.refetch,
    error: result.error,
    tableProps,
    data: result.data,
  };
}
