import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePermittedRoutes, type PermittedRoutes } from '../access/usePermittedRoutes';
import { translateDynamic, useL } from '../locales/i18n';
import { flattenRoutes, layoutRoutes } from '../router/routes';
import type { AppRoute } from '../router/types';
import './Breadcrumb.css';

const DASHBOARD = '/dashboard';
const table = flattenRoutes(layoutRoutes);

/**
 * The breadcrumb routes of a path: its parents in the route table and itself, those with a title and
 * without `breadcrumb: false`, always starting at the dashboard. `null` while a /redirect refresh is
 * under way, so the breadcrumb stays as it was (VEA). A page the user may not see (it shows 404)
 * gets none.
 */
export function breadcrumbRoutes(
  pathname: string,
  permitted: Pick<PermittedRoutes, 'allows'>,
): AppRoute[] | null {
  if (pathname.startsWith('/redirect/')) return null;
  const found = table.find((e) => e.route.path === pathname);
  if (!found || !permitted.allows(found.route.meta)) return [];
  const chain = [...found.parents, found.route].filter((r) => r.meta.title && r.meta.breadcrumb !== false);
  const dashboard = table.find((e) => e.route.path === DASHBOARD)?.route;
  if (dashboard && chain[0]?.path !== DASHBOARD) chain.unshift(dashboard);
  return chain;
}

export function Breadcrumb() {
  useL(); // re-renders the titles when the language changes
  const { pathname } = useLocation();
  const permitted = usePermittedRoutes();
  const [shown, setShown] = useState<{ pathname: string; routes: AppRoute[] }>({ pathname: '', routes: [] });
  const computed = breadcrumbRoutes(pathname, permitted);
  // Derived state: keep the last real breadcrumb while a /redirect refresh passes through.
  if (computed && shown.pathname !== pathname) setShown({ pathname, routes: computed });
  const routes = computed ?? shown.routes;

  const items = routes.map((route, index) => {
    const title = translateDynamic('SupplierPortal', route.meta.title!);
    const plain = index === routes.length - 1 || route.redirect === 'noRedirect';
    const target = route.redirect && route.redirect !== 'noRedirect' ? route.redirect : route.path;
    return {
      key: route.path,
      title: plain ? <span className="no-redirect">{title}</span> : <Link to={target}>{title}</Link>,
    };
  });

  return <AntBreadcrumb className="app-breadcrumb" data-testid="breadcrumb" items={items} />;
}
