import { useLocation } from 'react-router';
import type { RouteMeta } from '../router/types';
import { useRouteMeta } from './useRouteMeta';

/**
 * The identity of an open view: its tab in the tab strip and its kept-alive page. A route path
 * serves one view; a `perRecord` detail route (`…-detail?id=…`) serves one per record, so two open
 * records are two tabs and two live pages, never one page showing whichever was opened last.
 */
export function viewKey(pathname: string, search: string, meta: RouteMeta | undefined): string {
  if (!meta?.perRecord) return pathname;
  const id = new URLSearchParams(search).get('id');
  return id ? `${pathname}?id=${id}` : pathname;
}

/** The view key of the current location. */
export function useViewKey(): string {
  const { pathname, search } = useLocation();
  return viewKey(pathname, search, useRouteMeta());
}
