import { filterRoutes, isExternal, visibleChildren, type GrantedPolicies } from '../../router/access';
import type { AppRoute } from '../../router/types';

export interface QuickLinkPage {
  path: string;
  /** Localization key (`Menu:…`). */
  title: string;
}

/** A card of the dashboard: one permitted top-level area of the menu. */
export interface QuickLink {
  /** Where the card leads: the area's first visible page. */
  path: string;
  /** Localization key (`Menu:…`). */
  title: string;
  icon: string | undefined;
  external: boolean;
  /** The area's visible pages (empty for a single page such as the documentation). */
  pages: QuickLinkPage[];
}

/** The first visible page below a route (the route itself when it has no children). */
function firstPage(route: AppRoute): AppRoute | undefined {
  if (!route.children) return route.page || isExternal(route.path) ? route : undefined;
  for (const child of visibleChildren(route)) {
    const page = firstPage(child);
    if (page) return page;
  }
  return undefined;
}

/**
 * The dashboard's quick links: the menu as the user may see it (filtered by the granted
 * policies), top level only, without the dashboard itself and hidden routes.
 */
export function quickLinks(
  routes: AppRoute[],
  granted: GrantedPolicies,
  exclude = ['/dashboard'],
): QuickLink[] {
  const links: QuickLink[] = [];
  for (const route of filterRoutes(routes, granted)) {
    if (route.meta.hidden || exclude.includes(route.path) || !route.meta.title) continue;
    const target = firstPage(route);
    if (!target) continue;
    links.push({
      path: target.path,
      title: route.meta.title,
      icon: route.meta.icon,
      external: isExternal(target.path),
      pages: visibleChildren(route)
        .filter((c) => c.meta.title)
        .map((c) => ({ path: firstPage(c)?.path ?? c.path, title: c.meta.title! })),
    });
  }
  return links;
}
