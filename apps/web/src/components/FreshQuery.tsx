import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

/**
 * Loads `queryKey` afresh at every mount and renders `children` with the data: an editor must
 * start from the values as they are now, not from what an earlier opening left in the cache
 * (nothing is kept: gcTime and staleTime are 0). `loading` shows until then; a failure shows
 * LoadError with its Refresh.
 */
export function FreshQuery<T>({
  queryKey,
  queryFn,
  loading,
  children,
}: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery({ queryKey, queryFn, gcTime: 0, staleTime: 0 });
  if (query.isPending || (!query.isError && !query.isFetchedAfterMount)) return loading;
  if (query.isError) return <LoadError retry={() => void query.refetch()} retrying={query.isFetching} />;
  return children(query.data);
}
