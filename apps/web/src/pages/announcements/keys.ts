import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys: the bell's list, the reader's history (a useServerList key) and the admin list.
 * A module of its own, without imports, because the navbar's bell (on every page) needs it.
 */
export const TOP_LIST_KEY = ['systemInform', 'topList'] as const;
export const HISTORY_KEY = 'systemInform-history';
export const ADMIN_LIST_KEY = 'systemInform-admin';

/** How often the bell asks again while the window is in the foreground. */
export const TOP_LIST_POLL_MS = 60_000;

/** After a publish, revoke, edit, delete or dismissal: the bell and the history ask the server again. */
export function refreshReaderViews(client: QueryClient) {
  void client.invalidateQueries({ queryKey: TOP_LIST_KEY });
  void client.invalidateQueries({ queryKey: [HISTORY_KEY] });
}
