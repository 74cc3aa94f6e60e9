import { hasPolicy } from '../router/access';
import { useGrantedPolicies } from '../stores/config';

/** Element-level permission check: buttons show only when granted (`hasPolicy` over the store). */
export function useHasPolicy(policy: string | undefined): boolean {
  return hasPolicy(useGrantedPolicies(), policy);
}
