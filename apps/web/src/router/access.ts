import type { AppRoute, RouteMeta } from './types';

export type GrantedPolicies = Readonly<Record<string, boolean>>;

/**
 * The one answer to "is this policy granted" (the template's `checkPermission`): no policy (undefined
 * or `''`) means anyone signed in. Routes, menus and buttons all ask here; in components use
 * `useHasPolicy` (access/useHasPolicy.ts), which feeds it the granted policies of the config store.
 */
export function hasPolicy(granted: GrantedPolicies, policy: string | undefined): boolean {
  return !policy || granted[policy] === true;
}

/** A route is allowed when it names no policy or its policy is granted (spec §5, §6). */
export function isAllowed(route: AppRoute, granted: GrantedPolicies): boolean {
  return hasPolicy(granted, route.meta.policy);
}

/** A route that names a policy the user was not granted: it renders the 404 page (spec §2, §6). */
export function isDenied(meta: RouteMeta | undefined, granted: GrantedPolicies): boolean {
  return !hasPolicy(granted, meta?.policy);
}

/**
 * The menu: the route table filtered by granted policies. A parent whose policy is `''` stays only
 * while at least one visible child survives (VEA's filterAsyncRoutes with `policy` for `roles`; a
 * group holding nothing but hidden detail pages would be an empty menu entry).
 */
export function filterRoutes(routes: AppRoute[], granted: GrantedPolicies): AppRoute[] {
  const result: AppRoute[] = [];
  for (const route of routes) {
    if (route.meta.policy === '') {
      const children = filterRoutes(route.children ?? [], granted);
      if (children.some((c) => !c.meta.hidden)) result.push({ ...route, children });
      continue;
    }
    if (!isAllowed(route, granted)) continue;
    result.push(route.children ? { ...route, children: filterRoutes(route.children, granted) } : route);
  }
  return result;
}

/** The children a menu shows for a parent (hidden ones never). */
export const visibleChildren = (route: AppRoute) => (route.children ?? []).filter((c) => !c.meta.hidden);

/**
 * VEA's hasOneShowingChild: a parent with exactly one visible child collapses into it,
 * unless the parent says `alwaysShow`.
 */
export function collapsesIntoChild(route: AppRoute): AppRoute | undefined {
  const shown = visibleChildren(route);
  if (route.meta.alwaysShow || shown.length !== 1) return undefined;
  return shown[0];
}

export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);
