import { Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import type { PermissionGrantInfoDto, PermissionProviderName } from '../../../api/permission-management';
import { useL } from '../../../locales/i18n';
import { buildTree, type PermissionNode } from './permission-state';

interface PermissionTreeNode extends TreeDataNode {
  node: PermissionNode;
  children?: PermissionTreeNode[];
}

const toTreeData = (nodes: PermissionNode[]): PermissionTreeNode[] =>
  nodes.map((n) => ({
    key: n.name,
    title: n.displayName,
    node: n,
    disableCheckbox: n.locked,
    ...(n.children.length > 0 ? { children: toTreeData(n.children) } : {}),
  }));

/**
 * The permissions of one group as a checkable tree (parent/child by `parentName`). Clicking a name
 * toggles it like its checkbox; inherited grants are checked, locked and tagged with their roles.
 */
export function PermissionTree({
  permissions,
  providerName,
  granted,
  onToggle,
}: {
  permissions: readonly PermissionGrantInfoDto[];
  providerName: PermissionProviderName;
  granted: ReadonlySet<string>;
  onToggle: (name: string, checked: boolean) => void;
}) {
  const L = useL();
  const treeData = useMemo(
    () => toTreeData(buildTree(permissions, providerName)),
    [permissions, providerName],
  );
  const checkedKeys = useMemo(
    () => permissions.filter((p) => granted.has(p.name)).map((p) => p.name),
    [permissions, granted],
  );

  return (
    <Tree<PermissionTreeNode>
      className="perm-tree"
      checkable
      checkStrictly
      selectable={false}
      defaultExpandAll
      blockNode
      treeData={treeData}
      checkedKeys={{ checked: checkedKeys, halfChecked: [] }}
      onCheck={(_, info) => onToggle(String(info.node.key), info.checked)}
      titleRender={(item) => (
        <span
          className={item.node.locked ? 'perm-title is-locked' : 'perm-title'}
          data-testid={`perm-${item.node.name}`}
          data-checked={granted.has(item.node.name)}
        >
          <span>{item.node.displayName}</span>
          {item.node.locked && (
            <Tag className="perm-inherited" color="gold" variant="outlined">
              {L('AbpPermissionManagement', 'GrantedByOtherProvider', item.node.inheritedFrom.join(', '))}
            </Tag>
          )}
        </span>
      )}
    />
  );
}
