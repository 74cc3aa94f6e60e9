import { useCallback, useState } from 'react';

/**
 * The state of a create/edit dialog: what it shows, whether it is open, and a fresh key per opening
 * (so each opening gets a new form, while closing keeps the content for the close animation).
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ open: boolean; data: T | null; key: number }>({
    open: false,
    data: null,
    key: 0,
  });
  const show = useCallback((data: T | null) => setState((s) => ({ open: true, data, key: s.key + 1 })), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, hide };
}
