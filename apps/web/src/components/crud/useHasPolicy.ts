import { useGrantedPolicies } from '../../stores/config';

/** Element-level permission check (the template's `checkPermission`): buttons show only when granted. */
export function useHasPolicy(policy: string | undefined): boolean {
  const granted = useGrantedPolicies();
  return !policy || granted[policy] === true;
}
