import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor asked the system for less motion (`prefers-reduced-motion: reduce`). antd's
 * dialogs, drawers and toasts then appear at once instead of zooming and sliding in; the e2e suite
 * asks for it too, so a click never lands on a button that is still growing.
 */
const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
