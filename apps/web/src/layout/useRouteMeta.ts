import { useMatches } from 'react-router';
import type { RouteMeta } from '../router/types';

/** The meta (`handle`) of the deepest matched route, if it has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteMeta | undefined;
}
