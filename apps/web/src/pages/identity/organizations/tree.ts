import type { OrganizationUnit } from '../../../api/organizations';

/** Every unit of the tree by id, depth first. */
export function indexUnits(roots: readonly OrganizationUnit[]): Map<string, OrganizationUnit> {
  const map = new Map<string, OrganizationUnit>();
  const walk = (units: readonly OrganizationUnit[]) => {
    for (const u of units) {
      map.set(u.id, u);
      walk(u.children);
    }
  };
  walk(roots);
  return map;
}

/** Whether `unit` is `ancestor` or lies below it (codes are prefixes of their descendants' codes). */
export function isInSubtree(unit: Pick<OrganizationUnit, 'code'>, ancestor: Pick<OrganizationUnit, 'code'>) {
  return unit.code === ancestor.code || unit.code.startsWith(`${ancestor.code}.`);
}

/** The ids of every unit that has sub-units (to expand the whole tree). */
export function parentIds(roots: readonly OrganizationUnit[]): string[] {
  const ids: string[] = [];
  const walk = (units: readonly OrganizationUnit[]) => {
    for (const u of units) {
      if (u.children.length > 0) {
        ids.push(u.id);
        walk(u.children);
      }
    }
  };
  walk(roots);
  return ids;
}

/**
 * The tree narrowed to the units whose name or code contains `filter` (case-insensitive), with
 * the units above them so that they stay reachable. An empty filter keeps everything.
 */
export function filterTree(roots: readonly OrganizationUnit[], filter: string): OrganizationUnit[] {
  const text = filter.trim().toLowerCase();
  if (!text) return [...roots];
  const keep = (u: OrganizationUnit): OrganizationUnit | null => {
    const children = u.children.map(keep).filter((c): c is OrganizationUnit => c !== null);
    const matches = u.displayName.toLowerCase().includes(text) || u.code.includes(text);
    return matches || children.length > 0 ? { ...u, children } : null;
  };
  return roots.map(keep).filter((u): u is OrganizationUnit => u !== null);
}

/**
 * Where a unit dropped on `target` goes: inside the target, or (dropped in the gap before or
 * after it) beside it, under the target's parent. Null when nothing would change or the move is
 * impossible (into itself or below itself).
 */
export function dropParent(
  dragged: OrganizationUnit,
  target: OrganizationUnit,
  dropToGap: boolean,
): { parentId: string | null } | null {
  const parentId = dropToGap ? target.parentId : target.id;
  if (parentId === dragged.parentId) return null;
  if (!dropToGap && isInSubtree(target, dragged)) return null;
  if (dropToGap && target.parentId !== null && target.code.startsWith(`${dragged.code}.`)) return null;
  return { parentId };
}

/** The units a unit may move under: every unit outside its own sub-tree. */
export function moveTargets(roots: readonly OrganizationUnit[], unit: OrganizationUnit): OrganizationUnit[] {
  const prune = (units: readonly OrganizationUnit[]): OrganizationUnit[] =>
    units.filter((u) => !isInSubtree(u, unit)).map((u) => ({ ...u, children: prune(u.children) }));
  return prune(roots);
}
