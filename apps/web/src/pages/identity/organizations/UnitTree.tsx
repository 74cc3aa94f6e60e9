import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DragOutlined from '@ant-design/icons/DragOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import VerticalAlignTopOutlined from '@ant-design/icons/VerticalAlignTopOutlined';
import { Button, Dropdown, Empty, Input, Spin, Tree, type MenuProps, type TreeDataNode } from 'antd';
import { useMemo, useState, type DragEvent } from 'react';
import type { OrganizationUnit } from '../../../api/organizations';
import { useL } from '../../../locales/i18n';
import { dropParent, filterTree, indexUnits, parentIds } from './tree';

export interface UnitTreeActions {
  onCreate?: ((parent: OrganizationUnit | null) => void) | undefined;
  onRename?: ((unit: OrganizationUnit) => void) | undefined;
  onMove?: ((unit: OrganizationUnit) => void) | undefined;
  /** A drop (on a unit, or on the top-level target) or "move to top level"; asks before moving. */
  onMoveTo?: ((unit: OrganizationUnit, parent: OrganizationUnit | null) => void) | undefined;
  onDelete?: ((unit: OrganizationUnit) => void) | undefined;
}

interface Props extends UnitTreeActions {
  tree: OrganizationUnit[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (unit: OrganizationUnit) => void;
  expanded: string[];
  onExpand: (keys: string[]) => void;
  onRefresh: () => void;
}

/** The node's actions as a menu: add sub-unit, rename, move, move to top level, delete. */
export function unitMenu(
  unit: OrganizationUnit,
  a: UnitTreeActions,
  L: ReturnType<typeof useL>,
): NonNullable<MenuProps['items']> {
  const items: NonNullable<MenuProps['items']> = [];
  if (a.onCreate)
    items.push({
      key: 'add',
      icon: <PlusOutlined />,
      label: L('AbpIdentity', 'AddSubUnit'),
      onClick: () => a.onCreate!(unit),
    });
  if (a.onRename)
    items.push({
      key: 'rename',
      icon: <EditOutlined />,
      label: L('AbpIdentity', 'RenameOrganizationUnit'),
      onClick: () => a.onRename!(unit),
    });
  if (a.onMove)
    items.push({
      key: 'move',
      icon: <DragOutlined />,
      label: `${L('AbpIdentity', 'MoveOrganizationUnit')}…`,
      onClick: () => a.onMove!(unit),
    });
  if (a.onMoveTo && unit.parentId)
    items.push({
      key: 'top',
      icon: <VerticalAlignTopOutlined />,
      label: L('AbpIdentity', 'MoveToTopLevel'),
      onClick: () => a.onMoveTo!(unit, null),
    });
  if (a.onDelete) {
    if (items.length > 0) items.push({ type: 'divider' });
    items.push({
      key: 'delete',
      icon: <DeleteOutlined />,
      danger: true,
      label: L('AbpUi', 'Delete'),
      onClick: () => a.onDelete!(unit),
    });
  }
  return items;
}

/**
 * The left pane: the whole tree with a filter, "add top-level unit", per-node actions and drag and
 * drop (onto a unit: under it; into the gap beside a unit: next to it; onto the top-level target:
 * to the top level).
 */
export function UnitTree(p: Props) {
  const L = useL();
  const [filter, setFilter] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [overRoot, setOverRoot] = useState(false);
  const index = useMemo(() => indexUnits(p.tree), [p.tree]);
  const shown = useMemo(() => filterTree(p.tree, filter), [p.tree, filter]);
  const filtering = filter.trim() !== '';
  const canDrag = !!p.onMoveTo && !filtering;
  const actions: UnitTreeActions = p;

  const treeData = useMemo(() => {
    const toNode = (u: OrganizationUnit): TreeDataNode => ({
      key: u.id,
      title: u.displayName,
      children: u.children.map(toNode),
      isLeaf: u.children.length === 0,
    });
    return shown.map(toNode);
  }, [shown]);

  const renderTitle = (node: TreeDataNode) => {
    const unit = index.get(String(node.key));
    if (!unit) return null;
    const items = unitMenu(unit, actions, L);
    return (
      <span className="ou-node" data-testid="ou-node" data-unit-id={unit.id}>
        <span className="ou-node-name">{unit.displayName}</span>
        <span className="ou-node-code">{unit.code}</span>
        {items.length > 0 && (
          <Dropdown menu={{ items }} trigger={['click']}>
            <Button
              className="ou-node-more"
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={L('AbpUi', 'Actions')}
              data-testid={`ou-actions-${unit.id}`}
              onClick={(e) => e.stopPropagation()}
            />
          </Dropdown>
        )}
      </span>
    );
  };

  const dropOnRoot = (e: DragEvent) => {
    e.preventDefault();
    setOverRoot(false);
    const unit = dragging ? index.get(dragging) : undefined;
    setDragging(null);
    if (unit?.parentId) p.onMoveTo?.(unit, null);
  };

  const empty = p.tree.length === 0;

  return (
    <div className="ou-tree-pane" data-testid="ou-tree-pane">
      <div className="ou-pane-header">
        <span className="ou-pane-title">
          <ApartmentOutlined /> {L('AbpIdentity', 'OrganitaionUnits')}
        </span>
        <span className="ou-pane-tools">
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            onClick={p.onRefresh}
            aria-label={L('AbpUi', 'Refresh')}
            data-testid="ou-refresh"
          />
          {p.onCreate && (
            <Button
              size="small"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => p.onCreate!(null)}
              data-testid="ou-add-root"
            >
              {L('AbpIdentity', 'AddRootUnit')}
            </Button>
          )}
        </span>
      </div>
      {!empty && (
        <Input.Search
          allowClear
          className="ou-filter"
          placeholder={L('AbpIdentity', 'OrganizationUnitFilterPlaceholder')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          data-testid="ou-filter"
        />
      )}
      {canDrag && !empty && (
        <div
          className={`ou-root-drop${dragging ? ' is-dragging' : ''}${overRoot ? ' is-over' : ''}`}
          data-testid="ou-root-drop"
          onDragOver={(e) => {
            if (!dragging) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
          }}
          onDragEnter={() => dragging && setOverRoot(true)}
          onDragLeave={() => setOverRoot(false)}
          onDrop={dropOnRoot}
        >
          <VerticalAlignTopOutlined />{' '}
          {dragging ? L('AbpIdentity', 'DropHereForTopLevel') : L('AbpIdentity', 'OrganizationUnitDragHint')}
        </div>
      )}
      <Spin spinning={p.loading}>
        {empty ? (
          <Empty
            className="ou-empty"
            data-testid="ou-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <div className="ou-empty-title">{L('AbpIdentity', 'NoOrganizationUnits')}</div>
                <div className="ou-empty-hint">{L('AbpIdentity', 'NoOrganizationUnitsHint')}</div>
              </>
            }
          >
            {p.onCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => p.onCreate!(null)}>
                {L('AbpIdentity', 'AddRootUnit')}
              </Button>
            )}
          </Empty>
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('AbpUi', 'NoData')} />
        ) : (
          <Tree
            className="ou-tree"
            data-testid="ou-tree"
            blockNode
            showLine
            treeData={treeData}
            titleRender={renderTitle}
            selectedKeys={p.selectedId ? [p.selectedId] : []}
            expandedKeys={filtering ? parentIds(shown) : p.expanded}
            onExpand={(keys) => !filtering && p.onExpand(keys.map(String))}
            onSelect={(keys) => {
              const unit = keys[0] === undefined ? undefined : index.get(String(keys[0]));
              if (unit) p.onSelect(unit);
            }}
            draggable={canDrag ? { icon: false } : false}
            onDragStart={(info) => setDragging(String(info.node.key))}
            onDragEnd={() => setDragging(null)}
            allowDrop={({ dragNode, dropNode, dropPosition }) => {
              const dragged = index.get(String(dragNode.key));
              const target = index.get(String(dropNode.key));
              return !!dragged && !!target && dropParent(dragged, target, dropPosition !== 0) !== null;
            }}
            onDrop={(info) => {
              setDragging(null);
              const dragged = index.get(String(info.dragNode.key));
              const target = index.get(String(info.node.key));
              if (!dragged || !target) return;
              const to = dropParent(dragged, target, info.dropToGap);
              if (!to) return;
              p.onMoveTo?.(dragged, to.parentId ? (index.get(to.parentId) ?? null) : null);
            }}
          />
        )}
      </Spin>
    </div>
  );
}
