import type { GrantedPolicies } from '../router/access';
import type { RouteMeta } from '../router/types';

/** A route that names a policy the user was not granted: it renders the 404 page (spec §2, §6). */
export function isDenied(meta: RouteMeta | undefined, granted: GrantedPolicies): boolean {
  const policy = meta?.policy;
  return !!policy && granted[policy] !== true;
}
