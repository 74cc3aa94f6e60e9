import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../stores/app';

/** Spec §9: the mobile layout applies below 992 px. */
export const MOBILE_BREAKPOINT = 992;

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT;

const windowIsMobile = () => isMobileWidth(window.innerWidth);

/**
 * VEA's ResizeHandler: keeps the store's device in step with the window width. Starting on (or
 * resizing into) the mobile layout closes the sidebar without animation; on mobile, any route change
 * closes the open sidebar (with animation).
 */
export function useResizeHandler() {
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    const app = useAppStore.getState();
    if (windowIsMobile()) {
      app.setDevice('mobile');
      app.closeSidebar(true);
    } else {
      app.setDevice('desktop');
    }

    const onResize = () => {
      if (document.hidden) return;
      const state = useAppStore.getState();
      const mobile = windowIsMobile();
      const wasMobile = state.device === 'mobile';
      if (mobile === wasMobile) return;
      state.setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) state.closeSidebar(true);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const app = useAppStore.getState();
    if (app.device === 'mobile' && app.sidebar.opened) app.closeSidebar(false);
  }, [pathname]);
}
