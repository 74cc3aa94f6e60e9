import { useMemo } from 'react';
import { filterRoutes, isDenied } from '../router/access';
import { layoutRoutes } from '../router/routes';
import type { AppRoute, RouteMeta } from '../router/types';
import { useGrantedPolicies } from '../stores/config';

export interface PermittedRoutes {
  /** The route table as this user's menu shows it (groups without a visible permitted child left out). */
  menu: AppRoute[];
  /**
   * Whether the user may open a route: its own policy, whatever its group shows (a hidden page such as
   * the announcement history stays reachable when its menu group is empty). Denied routes show 404.
   */
  allows(meta: RouteMeta | undefined): boolean;
}

/**
 * The routes this user may see and open, computed once per change of the granted policies. The
 * sidebar, the tab strip, the menu search, the breadcrumb, AppMain's 404 decision, the document title
 * and the dashboard all read this one answer instead of filtering the route table each.
 */
export function usePermittedRoutes(): PermittedRoutes {
  const granted = useGrantedPolicies();
  return useMemo(
    () => ({
      menu: filterRoutes(layoutRoutes, granted),
      allows: (meta) => !isDenied(meta, granted),
    }),
    [granted],
  );
}
