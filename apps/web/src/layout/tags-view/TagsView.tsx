import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { translateDynamic, useL } from '../../locales/i18n';
import { usePermittedRoutes } from '../../access/usePermittedRoutes';
import { flattenRoutes } from '../../router/routes';
import type { AppRoute } from '../../router/types';
import { useTagsViewStore, type TagView } from '../../stores/tagsView';
import { useRouteMeta } from '../useRouteMeta';
import { viewKey } from '../view-key';
import { ScrollPane, scrollIntoPane } from './ScrollPane';
import './TagsView.css';

/** Spec §9: the tab context menu is 105 px wide. */
export const CONTEXT_MENU_WIDTH = 105;
const HOME = '/dashboard';

interface ContextMenuState {
  view: TagView;
  left: number;
  top: number;
}

/** The pinned tabs: the permitted routes with `affix` (the dashboard). */
function affixViews(menu: AppRoute[]): TagView[] {
  return flattenRoutes(menu)
    .map((e) => e.route)
    .filter((r) => r.meta.affix && r.meta.title)
    .map((r) => ({
      path: r.path,
      fullPath: r.path,
      title: r.meta.title!,
      affix: true,
      noCache: !!r.meta.noCache,
    }));
}

/** A tab's text: the page's title, and the record's number on a record's own tab. */
const tabText = (view: TagView) =>
  translateDynamic('SupplierPortal', view.title) + (view.label ? ` · ${view.label}` : '');

/**
 * The tab strip of visited pages (VEA's TagsView): every titled page visited gets a tab; pinned tabs
 * cannot be closed; a right click offers refresh, close, close others and close all.
 */
export default function TagsView() {
  const L = useL();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const meta = useRouteMeta();
  const permitted = usePermittedRoutes();
  // The tab of a detail route is per record (`…-detail?id=…`); other routes have one tab each.
  const current = viewKey(pathname, search, meta);
  const visitedViews = useTagsViewStore((s) => s.visitedViews);
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const paneRef = useRef<HTMLDivElement>(null);

  // The pinned tabs first, once.
  useEffect(() => {
    const store = useTagsViewStore.getState();
    for (const view of affixViews(permitted.menu)) {
      if (!store.visitedViews.some((v) => v.path === view.path)) store.addView(view);
    }
    // Once: the pinned tabs of the first grants (the dashboard needs no policy).
  }, []);

  // Each titled page the user reaches gets (or updates) its tab; /redirect has no title.
  useEffect(() => {
    if (!meta?.title || !permitted.allows(meta)) return;
    useTagsViewStore.getState().addView({
      path: current,
      fullPath: `${pathname}${search}${hash}`,
      title: meta.title,
      affix: !!meta.affix,
      noCache: !!meta.noCache,
    });
  }, [current, pathname, search, hash, meta, permitted]);

  // Keep the active tab in sight, also when its text grows (a detail page adds its record's
  // number once the record has loaded).
  const activeView = visitedViews.find((v) => v.path === current);
  const activeLabel = activeView ? tabText(activeView) : '';
  useEffect(() => {
    const pane = paneRef.current;
    const el = pane?.querySelector<HTMLElement>(`[data-path="${CSS.escape(current)}"]`);
    if (pane && el) scrollIntoPane(pane, el);
  }, [current, visitedViews.length, activeLabel]);

  // The context menu closes on any click elsewhere, Escape, scrolling or navigation.
  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('click', close);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', close);
    window.addEventListener('blur', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', close);
      window.removeEventListener('blur', close);
    };
  }, [menu]);
  useEffect(() => setMenu(null), [pathname]);

  const isActive = (view: TagView) => view.path === current;

  const toLastView = () => {
    const latest = useTagsViewStore.getState().visitedViews.at(-1);
    void navigate(latest ? latest.fullPath : HOME);
  };

  const refresh = (view: TagView) => {
    useTagsViewStore.getState().delCachedView(view.path);
    void navigate(`/redirect${view.fullPath}`, { replace: true });
  };

  const close = (view: TagView) => {
    if (view.affix) return;
    useTagsViewStore.getState().delView(view.path);
    if (isActive(view)) toLastView();
  };

  const closeOthers = (view: TagView) => {
    if (!isActive(view)) void navigate(view.fullPath);
    useTagsViewStore.getState().delOthersViews(view.path);
  };

  const closeAll = () => {
    const store = useTagsViewStore.getState();
    store.delAllViews();
    if (!useTagsViewStore.getState().visitedViews.some((v) => v.path === current)) toLastView();
  };

  const openMenu = (e: MouseEvent, view: TagView) => {
    e.preventDefault();
    const left = Math.max(0, Math.min(e.clientX + 15, window.innerWidth - CONTEXT_MENU_WIDTH - 8));
    setMenu({ view, left, top: e.clientY });
  };

  const onKeyDown = (e: KeyboardEvent, view: TagView) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      void navigate(view.fullPath);
    } else if (e.key === 'Delete') {
      close(view);
    } else if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      e.preventDefault();
      const rect = (e.currentTarget as HTMLElement).getBoundingClientRect();
      setMenu({
        view,
        left: Math.min(rect.left, window.innerWidth - CONTEXT_MENU_WIDTH - 8),
        top: rect.bottom,
      });
    }
  };

  const act = (action: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    setMenu(null);
    action();
  };

  return (
    <div className="tags-view-container" data-testid="tags-view">
      <ScrollPane ref={paneRef}>
        <div className="tags-view-wrapper" role="tablist">
          {visitedViews.map((view) => (
            <span
              key={view.path}
              role="tab"
              tabIndex={0}
              aria-selected={isActive(view)}
              data-path={view.path}
              data-testid={`tag-${view.path}`}
              className={`tags-view-item${isActive(view) ? ' active' : ''}${view.affix ? ' affix' : ''}`}
              onClick={() => void navigate(view.fullPath)}
              onMouseDown={(e) => e.button === 1 && e.preventDefault()}
              onAuxClick={(e) => {
                if (e.button === 1) {
                  e.preventDefault();
                  close(view);
                }
              }}
              onContextMenu={(e) => openMenu(e, view)}
              onKeyDown={(e) => onKeyDown(e, view)}
            >
              <span className="tags-view-title" title={tabText(view)}>
                {tabText(view)}
              </span>
              {!view.affix && (
                <span
                  role="button"
                  className="tags-view-close"
                  aria-label={L('TagsView:Close')}
                  data-testid={`tag-close-${view.path}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    close(view);
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </span>
          ))}
        </div>
      </ScrollPane>
      {menu &&
        createPortal(
          <ul
            className="tags-contextmenu"
            role="menu"
            data-testid="tags-context-menu"
            style={{ left: menu.left, top: menu.top, width: CONTEXT_MENU_WIDTH }}
            onClick={(e) => e.stopPropagation()}
            onContextMenu={(e) => e.preventDefault()}
          >
            <li role="menuitem" data-testid="tags-menu-refresh" onClick={act(() => refresh(menu.view))}>
              {L('TagsView:Refresh')}
            </li>
            {!menu.view.affix && (
              <li role="menuitem" data-testid="tags-menu-close" onClick={act(() => close(menu.view))}>
                {L('TagsView:Close')}
              </li>
            )}
            <li
              role="menuitem"
              data-testid="tags-menu-close-others"
              onClick={act(() => closeOthers(menu.view))}
            >
              {L('TagsView:CloseOthers')}
            </li>
            <li role="menuitem" data-testid="tags-menu-close-all" onClick={act(closeAll)}>
              {L('TagsView:CloseAll')}
            </li>
          </ul>,
          document.body,
        )}
    </div>
  );
}
