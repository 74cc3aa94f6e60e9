import { useEffect } from 'react';

/**
 * Runs `refresh` when mounted, every `ms` while the page is visible, and when the window regains
 * the focus (the navbar's badges). `refresh` should be stable (`useCallback`).
 */
export function usePolling(refresh: () => unknown, ms: number) {
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, ms);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [refresh, ms]);
}
