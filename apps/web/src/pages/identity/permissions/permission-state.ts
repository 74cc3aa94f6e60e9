import type {
  PermissionChange,
  PermissionGrantInfoDto,
  PermissionGroupDto,
  PermissionProviderName,
} from '../../../api/permission-management';

/**
 * The permissions dialog's rules, free of React: the tree of a group (by `parentName`), which
 * grants are inherited (granted by another provider, e.g. a user's role) and so locked, what a
 * click on a node does, and which items changed (only those are sent).
 */

export interface PermissionNode {
  name: string;
  displayName: string;
  /** Granted through another provider: shown checked and cannot be changed here. */
  locked: boolean;
  /** The providers it is inherited from (role names for a user). */
  inheritedFrom: string[];
  children: PermissionNode[];
}

/** The provider keys, other than the dialog's own provider, that grant the permission. */
export function inheritedFrom(p: PermissionGrantInfoDto, providerName: PermissionProviderName): string[] {
  return p.grantedProviders.filter((g) => g.providerName !== providerName).map((g) => g.providerKey);
}

export const isLocked = (p: PermissionGrantInfoDto, providerName: PermissionProviderName) =>
  inheritedFrom(p, providerName).length > 0;

/** The group's permissions as a forest; a child whose parent is not in the group becomes a root. */
export function buildTree(
  permissions: readonly PermissionGrantInfoDto[],
  providerName: PermissionProviderName,
): PermissionNode[] {
  const nodes = new Map<string, PermissionNode>();
  for (const p of permissions) {
    const from = inheritedFrom(p, providerName);
    nodes.set(p.name, {
      name: p.name,
      displayName: p.displayName,
      locked: from.length > 0,
      inheritedFrom: from,
      children: [],
    });
  }
  const roots: PermissionNode[] = [];
  for (const p of permissions) {
    const node = nodes.get(p.name)!;
    const parent = p.parentName ? nodes.get(p.parentName) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Everything the dialog needs to know about one permission across all groups. */
export interface PermissionIndex {
  byName: Map<string, PermissionGrantInfoDto>;
  children: Map<string, string[]>;
  locked: Set<string>;
}

export function indexPermissions(
  groups: readonly PermissionGroupDto[],
  providerName: PermissionProviderName,
): PermissionIndex {
  const byName = new Map<string, PermissionGrantInfoDto>();
  const children = new Map<string, string[]>();
  const locked = new Set<string>();
  for (const g of groups) {
    for (const p of g.permissions) {
      byName.set(p.name, p);
      if (isLocked(p, providerName)) locked.add(p.name);
      if (p.parentName) children.set(p.parentName, [...(children.get(p.parentName) ?? []), p.name]);
    }
  }
  return { byName, children, locked };
}

/** The grants as loaded: own and inherited. */
export const initialGrants = (groups: readonly PermissionGroupDto[]) =>
  new Set(groups.flatMap((g) => g.permissions.filter((p) => p.isGranted).map((p) => p.name)));

function descendants(index: PermissionIndex, name: string): string[] {
  const out: string[] = [];
  const stack = [...(index.children.get(name) ?? [])];
  while (stack.length > 0) {
    const n = stack.pop()!;
    out.push(n);
    stack.push(...(index.children.get(n) ?? []));
  }
  return out;
}

/**
 * A click on a node, as ABP's dialog: checking grants it and its parents (a child is useless
 * without its parent) but not its sub-permissions ("User management" is not "delete users");
 * unchecking revokes it and its sub-permissions. Locked ones never change.
 */
export function toggle(
  granted: ReadonlySet<string>,
  index: PermissionIndex,
  name: string,
  checked: boolean,
): Set<string> {
  const next = new Set(granted);
  if (index.locked.has(name)) return next;
  if (checked) {
    next.add(name);
    for (let p = index.byName.get(name)?.parentName; p; p = index.byName.get(p)?.parentName) next.add(p);
  } else {
    for (const n of [name, ...descendants(index, name)]) if (!index.locked.has(n)) next.delete(n);
  }
  return next;
}

/** "Select all" of a group, or "grant all" of every group. */
export function setAll(
  granted: ReadonlySet<string>,
  index: PermissionIndex,
  names: readonly string[],
  checked: boolean,
): Set<string> {
  const next = new Set(granted);
  for (const n of names) {
    if (checked) next.add(n);
    else if (!index.locked.has(n)) next.delete(n);
  }
  return next;
}

/** Checked state of a "select all" box over `names`. */
export function selectAllState(granted: ReadonlySet<string>, names: readonly string[]) {
  const count = names.filter((n) => granted.has(n)).length;
  return {
    checked: names.length > 0 && count === names.length,
    indeterminate: count > 0 && count < names.length,
    count,
  };
}

/** The items whose own grant differs from what was loaded: the PUT body. */
export function changedItems(
  groups: readonly PermissionGroupDto[],
  granted: ReadonlySet<string>,
  index: PermissionIndex,
): PermissionChange[] {
  const out: PermissionChange[] = [];
  for (const g of groups) {
    for (const p of g.permissions) {
      if (index.locked.has(p.name)) continue;
      const now = granted.has(p.name);
      if (now !== p.isGranted) out.push({ name: p.name, isGranted: now });
    }
  }
  return out;
}
