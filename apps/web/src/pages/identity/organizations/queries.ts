import type { QueryClient } from '@tanstack/react-query';

/** Query-key prefixes of a unit's member and role lists (`ou-users:<id>`, `ou-roles:<id>`). */
export const membersKey = (unitId: string) => `ou-users:${unitId}`;
export const rolesKey = (unitId: string) => `ou-roles:${unitId}`;

/**
 * Marks every unit's member lists stale (a unit lists its sub-units' members too, so adding,
 * removing, moving or deleting changes the lists of the units above) and refetches the shown ones.
 */
export function invalidateMemberLists(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('ou-users:'),
  });
}
