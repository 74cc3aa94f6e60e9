import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getTopList, type SystemInformUser } from '../api/announcements';
import { TOP_LIST_KEY, TOP_LIST_POLL_MS } from '../pages/announcements/keys';
import { usePolling } from './usePolling';

const NONE: SystemInformUser[] = [];
const isTopList = (key: readonly unknown[]) => key[0] === TOP_LIST_KEY[0] && key[1] === TOP_LIST_KEY[1];

/**
 * The bell's list, kept in the TanStack Query cache (so `refreshReaderViews` and the optimistic
 * dismissal work as for any query), fetched when the bell mounts, every minute while the page is
 * visible, when the window regains the focus, and whenever the list is invalidated.
 *
 * Not `useQuery`: its observer is the largest part of TanStack Query, and the bell is on every
 * page, the dashboard included (`bench/web.mjs` budget); the cache and `fetchQuery` are loaded
 * with the providers anyway.
 */
export function useTopList() {
  const client = useQueryClient();
  const refresh = useCallback(
    () =>
      client.fetchQuery({ queryKey: TOP_LIST_KEY, queryFn: getTopList, staleTime: 0, gcTime: Infinity }).then(
        () => undefined,
        () => undefined, // the request client has shown the problem; the next poll tries again
      ),
    [client],
  );

  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (!isTopList(event.query.queryKey as readonly unknown[])) return;
        if (event.type === 'updated' && event.action.type === 'invalidate') void refresh();
        changed();
      }),
    [client, refresh],
  );
  const items = useSyncExternalStore(
    subscribe,
    () => client.getQueryData<SystemInformUser[]>(TOP_LIST_KEY) ?? NONE,
  );

  usePolling(refresh, TOP_LIST_POLL_MS);
  // Signed out (or a phone's layout): the next user or bell starts from the server's answer.
  useEffect(() => () => client.removeQueries({ queryKey: TOP_LIST_KEY }), [client]);

  return { items, refresh };
}
