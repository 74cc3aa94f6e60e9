import { describe, expect, it } from 'vitest';
import type { PermissionGrantInfoDto, PermissionGroupDto } from '../../../api/permission-management';
import {
  buildTree,
  changedItems,
  indexPermissions,
  initialGrants,
  selectAllState,
  setAll,
  toggle,
} from './permission-state';

const perm = (
  name: string,
  parentName: string | null,
  granted: { R?: string[]; U?: boolean } = {},
): PermissionGrantInfoDto => {
  const grantedProviders = [
    ...(granted.U ? [{ providerName: 'U', providerKey: 'user-1' }] : []),
    ...(granted.R ?? []).map((r) => ({ providerName: 'R', providerKey: r })),
  ];
  return {
    name,
    displayName: name.split('.').pop()!,
    parentName,
    isGranted: grantedProviders.length > 0,
    allowedProviders: [],
    grantedProviders,
  };
};

const groups: PermissionGroupDto[] = [
  {
    name: 'AbpIdentity',
    displayName: 'Identity management',
    permissions: [
      perm('AbpIdentity.Users', null, { R: ['admin'] }),
      perm('AbpIdentity.Users.Create', 'AbpIdentity.Users', { R: ['admin'] }),
      perm('AbpIdentity.Users.Update', 'AbpIdentity.Users'),
      perm('AbpIdentity.Roles', null, { U: true }),
      perm('AbpIdentity.Roles.Create', 'AbpIdentity.Roles', { U: true }),
      perm('AbpIdentity.Roles.Delete', 'AbpIdentity.Roles'),
    ],
  },
  {
    name: 'AbpAuditLogging',
    displayName: 'Audit logs',
    permissions: [
      perm('AbpAuditLogging.Default', null),
      perm('AbpAuditLogging.Delete', 'AbpAuditLogging.Default'),
    ],
  },
];

describe('permission dialog state (user provider)', () => {
  const index = indexPermissions(groups, 'U');

  it('builds the tree by parentName and marks grants of another provider as inherited', () => {
    const tree = buildTree(groups[0]!.permissions, 'U');
    expect(tree.map((n) => [n.name, n.children.map((c) => c.name)])).toEqual([
      ['AbpIdentity.Users', ['AbpIdentity.Users.Create', 'AbpIdentity.Users.Update']],
      ['AbpIdentity.Roles', ['AbpIdentity.Roles.Create', 'AbpIdentity.Roles.Delete']],
    ]);
    expect(tree[0]!.locked).toBe(true);
    expect(tree[0]!.inheritedFrom).toEqual(['admin']);
    expect(tree[1]!.locked).toBe(false);
  });

  it('checking a child grants its parent; unchecking a parent revokes its children but not inherited ones', () => {
    let granted = initialGrants(groups);
    granted = toggle(granted, index, 'AbpAuditLogging.Delete', true);
    expect(granted.has('AbpAuditLogging.Default')).toBe(true);
    granted = toggle(granted, index, 'AbpAuditLogging.Default', false);
    expect(granted.has('AbpAuditLogging.Delete')).toBe(false);
    granted = toggle(granted, index, 'AbpIdentity.Users', false);
    expect(granted.has('AbpIdentity.Users')).toBe(true);
    expect(granted.has('AbpIdentity.Users.Create')).toBe(true);
  });

  it('checking a parent leaves its sub-permissions as they are', () => {
    const granted = toggle(initialGrants(groups), index, 'AbpAuditLogging.Default', true);
    expect(granted.has('AbpAuditLogging.Default')).toBe(true);
    expect(granted.has('AbpAuditLogging.Delete')).toBe(false);
  });

  it('sends only what changed, never inherited items', () => {
    let granted = initialGrants(groups);
    granted = setAll(
      granted,
      index,
      groups[0]!.permissions.map((p) => p.name),
      false,
    );
    expect(changedItems(groups, granted, index)).toEqual([
      { name: 'AbpIdentity.Roles', isGranted: false },
      { name: 'AbpIdentity.Roles.Create', isGranted: false },
    ]);
    granted = setAll(
      granted,
      index,
      groups[0]!.permissions.map((p) => p.name),
      true,
    );
    expect(changedItems(groups, granted, index)).toEqual([
      { name: 'AbpIdentity.Users.Update', isGranted: true },
      { name: 'AbpIdentity.Roles.Delete', isGranted: true },
    ]);
    expect(
      selectAllState(
        granted,
        groups[0]!.permissions.map((p) => p.name),
      ),
    ).toEqual({
      checked: true,
      indeterminate: false,
      count: 6,
    });
  });

  it('reports a partly selected group as indeterminate', () => {
    const names = groups[0]!.permissions.map((p) => p.name);
    expect(selectAllState(initialGrants(groups), names)).toEqual({
      checked: false,
      indeterminate: true,
      count: 4,
    });
    expect(selectAllState(new Set(), [])).toEqual({ checked: false, indeterminate: false, count: 0 });
  });
});

describe('permission dialog state (role provider)', () => {
  it('locks nothing of the role itself', () => {
    const roleGroups: PermissionGroupDto[] = [
      { name: 'G', displayName: 'G', permissions: [perm('A', null, { R: ['admin'] }), perm('A.B', 'A')] },
    ];
    const index = indexPermissions(roleGroups, 'R');
    expect(index.locked.size).toBe(0);
    const granted = toggle(initialGrants(roleGroups), index, 'A', false);
    expect(changedItems(roleGroups, granted, index)).toEqual([{ name: 'A', isGranted: false }]);
  });
});
