import { useState } from 'react';
import { useConfigStore } from '../../stores/config';

/** Where a user's choice of columns for one list is kept: this browser, per user and per list. */
const storageKey = (userId: string, list: string) => `sp.columns.${userId}.${list}`;

function read(key: string | null): string[] | null {
  if (!key) return null;
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * The columns a user chose to hide on a list (by column key), kept per user and list in this
 * browser; `defaults` until they choose. `list` is the table's test id, stable per page.
 */
export function useColumnChoice(list: string | undefined, defaults: readonly string[] = []) {
  const userId = useConfigStore((s) => s.config?.currentUser.id ?? null);
  const key = list && userId ? storageKey(userId, list) : null;
  const [state, setState] = useState(() => ({ key, hidden: read(key) ?? [...defaults] }));
  // Another user (or list) in the same component: their own choice.
  const hidden = state.key === key ? state.hidden : (read(key) ?? [...defaults]);
  const setHidden = (next: string[]) => {
    setState({ key, hidden: next });
    if (key) localStorage.setItem(key, JSON.stringify(next));
  };
  return { hidden: new Set(hidden), setHidden };
}
