import { Skeleton } from 'antd';
import { KeepAlive } from 'keepalive-for-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useOutlet } from 'react-router';
import { usePermittedRoutes } from '../access/usePermittedRoutes';
import { useTagsViewStore } from '../stores/tagsView';
import { CacheKeys } from './cache-keys';
import { useRouteMeta } from './useRouteMeta';
import { useViewKey } from './view-key';
import './AppMain.css';

const Error404Page = lazy(() => import('../pages/error/Error404Page'));

/** Spec: up to 20 pages kept alive. */
export const MAX_CACHED_PAGES = 20;

/** While a page's code loads: the page's shape, under a shell that is already drawn (issue 17 #3). */
function Loading() {
  return (
    <div className="app-main-loading" data-testid="page-loading">
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}

/**
 * The page area (VEA's AppMain): the route's page inside keepalive-for-react, so pages whose tab is
 * open keep their state (`include` follows the tab store's cachedViews; closing a tab evicts its page,
 * noCache pages are never kept). Views are keyed by `useViewKey`: one per record on detail routes. A page whose policy is not granted renders the 404 page instead.
 */
export default function AppMain() {
  const outlet = useOutlet();
  const view = useViewKey();
  const meta = useRouteMeta();
  const permitted = usePermittedRoutes();
  const cachedViews = useTagsViewStore((s) => s.cachedViews);
  const [keys] = useState(() => new CacheKeys());
  const denied = !permitted.allows(meta);

  keys.update(view, cachedViews);
  const include = useMemo(() => cachedViews.map((p) => keys.key(p)), [cachedViews, keys, view]);
  // A denied page gets a key of its own, never cached: granting the policy later shows the real page.
  const activeKey = denied ? `404:${view}` : keys.key(view);

  return (
    <main className="app-main" data-testid="app-main">
      <KeepAlive activeCacheKey={activeKey} include={include} max={MAX_CACHED_PAGES}>
        <Suspense fallback={<Loading />}>{denied ? <Error404Page /> : outlet}</Suspense>
      </KeepAlive>
    </main>
  );
}
