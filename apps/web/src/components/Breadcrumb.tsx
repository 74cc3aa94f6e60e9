import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePermittedRoutes, type PermittedRoutes } from '../access/usePermittedRoutes';
import { translateDynamic, useL } from '../locales/i18n';
import { collapsesIntoChild } from '../router/access';
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
  permitted: Pick<PermittedRoutes, 'allows' | 'menu'>,
): AppRoute[] | null {
  if (pathname.startsWith('/redirect/')) return null;
  const found = table.find((e) => e.route.path === pathname);
  if (!found || !permitted.allows(found.route.meta)) return [];
  // The breadcrumb names the menu as the user sees it: a group their menu does not show (a hidden
  // page reached from elsewhere, such as the announcement history for a vendor) is left out, and so
  // is a group the menu shows as its only page ("Audit logs / Audit logs").
  const menu = new Map(flattenRoutes(permitted.menu).map((e) => [e.route.path, e.route]));
  const shown = (p: AppRoute) => {
    const inMenu = menu.get(p.path);
    return inMenu !== undefined && !collapsesIntoChild(inMenu);
  };
  const chain = [...found.parents.filter(shown), found.route].filter(
    (r) => r.meta.title && r.meta.breadcrumb !== false,
  );
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
