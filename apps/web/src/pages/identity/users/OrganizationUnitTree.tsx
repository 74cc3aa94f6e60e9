import { Empty, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import type { OrganizationUnitDto } from '../../../api/identity';
import { useL } from '../../../locales/i18n';
import { Notice } from '../../../components/Notice';

const toTreeData = (units: readonly OrganizationUnitDto[]): TreeDataNode[] =>
  units.map((u) => ({
    key: u.id,
    title: (
      <span data-testid={`ou-${u.code}`}>
        {u.displayName} <span className="user-ou-code">{u.code}</span>
      </span>
    ),
    ...(u.children.length > 0 ? { children: toTreeData(u.children) } : {}),
  }));

/**
 * The user's organization units: the tenant's tree with a checkbox per unit (each unit on its own:
 * belonging to a unit says nothing about its sub-units). Read-only without the assign permission.
 */
export function OrganizationUnitTree({
  units,
  value,
  onChange,
  readOnly,
}: {
  units: readonly OrganizationUnitDto[];
  value?: string[];
  onChange?: (value: string[]) => void;
  readOnly: boolean;
}) {
  const L = useL();
  const treeData = useMemo(() => toTreeData(units), [units]);
  if (units.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <>
      {readOnly && <Notice className="user-ou-hint" text={L('AbpIdentity', 'OrganizationUnitsReadOnly')} />}
      <Tree
        className="user-ou-tree"
        data-testid="user-ou-tree"
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={readOnly}
        treeData={treeData}
        checkedKeys={{ checked: value ?? [], halfChecked: [] }}
        onCheck={(keys) => {
          const checked = Array.isArray(keys) ? keys : keys.checked;
          onChange?.(checked.map(String));
        }}
      />
    </>
  );
}
