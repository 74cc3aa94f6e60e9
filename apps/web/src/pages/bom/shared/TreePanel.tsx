import type { BomTreeNodeDto } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  Segmented,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { getTree } from '../bom-api';
import { bomPaths, enumText, formatQty } from '../bom-format';
import { keysAbove, withoutEmpty } from './tree-levels';

/**
 * The multi-level indented structure (`GET bom/{id}/tree`): each line, and under a child that has a
 * BOM of its own that BOM's lines, expandable per row or all to a level; the quantity per one top
 * parent beside each. Rows: `tree-row-${key}` with `data-level`.
 */
export function TreePanel({ id }: { id: string }) {
  const L = useL();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['bom-tree', id], queryFn: () => getTree(id) });
  const tree = query.data;
  const nodes = useMemo(() => withoutEmpty(tree?.nodes ?? []), [tree]);
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  // On a phone: the part with its quantity per, and the rolled-up quantity beside it.
  const mobile = useAppStore((st) => st.device === 'mobile');
  // Shown expanded to level 2 at first (the BOM's lines and their children's).
  const keys = expanded ?? keysAbove(nodes, 2);

  if (query.isLoading) return <Skeleton active />;
  if (!tree || nodes.length === 0) return <Empty description={L('BomPage:NoLines')} />;
  const depth = Math.max(tree.depth, 1);
  const levelNow = (() => {
    for (let n = 1; n <= depth; n++) if (keysAbove(nodes, n).length > keys.length) return n - 1;
    return depth;
  })();

  return (
    <div data-testid="bom-tree">
      <Space wrap className="bom-toolbar">
        <Typography.Text type="secondary" data-testid="tree-summary">
          {L('SupplierPortal', 'BomPage:TreeSummary', tree.depth, tree.lineCount)}
        </Typography.Text>
        <span>{L('BomPage:ExpandTo')}</span>
        <Segmented
          size="small"
          value={levelNow}
          onChange={(n) => setExpanded(keysAbove(nodes, Number(n)))}
          options={Array.from({ length: depth }, (_, i) => ({
            value: i + 1,
            label: <span data-testid={`tree-level-${i + 1}`}>{i + 1}</span>,
          }))}
        />
      </Space>
      {tree.truncated && (
        <Alert type="warning" showIcon message={L('BomPage:TreeTruncated')} className="bom-alert" />
      )}
      <Table<BomTreeNodeDto>
        rowKey="key"
        size="small"
        className="bom-table bom-tree"
        dataSource={nodes}
        pagination={false}
        scroll={mobile ? undefined : { x: 'max-content' }}
        expandable={{ expandedRowKeys: keys, onExpandedRowsChange: (k) => setExpanded(k), indentSize: 18 }}
        onRow={(n) => ({ 'data-testid': `tree-row-${n.childPartNo}`, 'data-level': n.level }) as object}
        columns={(
          [
            {
              title: L('BomPage:ChildPart'),
              key: 'child',
              render: (_: unknown, n) => (
                <span className="bom-tree-cell">
                  <Tag className="bom-level">{n.level}</Tag>
                  <span>
                    <span className="bom-code">{n.childPartNo}</span>
                    {n.isAlternate && (
                      <Tag className="bom-tag-inline" color="purple">
                        {L('BomPage:Alternate')}
                      </Tag>
                    )}
                    <div className="bom-muted bom-small">{n.childName}</div>
                    {mobile && <div className="bom-small">{`× ${formatQty(n.qtyPer)} ${n.uom}`}</div>}
                  </span>
                </span>
              ),
            },
            { title: L('BomPage:LineNo'), dataIndex: 'lineNo', key: 'lineNo', align: 'right' },
            {
              title: L('Field:QtyPer'),
              key: 'qtyPer',
              align: 'right',
              render: (_: unknown, n) => (
                <span className="bom-nowrap">{`${formatQty(n.qtyPer)} ${n.uom}`}</span>
              ),
            },
            {
              title: L('BomPage:ExtendedQty'),
              dataIndex: 'extendedQty',
              key: 'extendedQty',
              align: 'right',
              render: (q: number, n) => (
                <strong className="bom-nowrap" data-testid={`tree-ext-${n.childPartNo}`}>
                  {formatQty(q)}
                </strong>
              ),
            },
            {
              title: L('BomPage:ScrapRate'),
              dataIndex: 'scrapRate',
              key: 'scrapRate',
              align: 'right',
              render: (n: number | null) => formatQty(n),
            },
            {
              title: L('BomPage:MaterialSource'),
              dataIndex: 'materialSource',
              key: 'materialSource',
              render: (v: string) => enumText('MaterialSource', v),
            },
            {
              title: L('BomPage:ChildBom'),
              key: 'childBom',
              render: (_: unknown, n) =>
                n.childBomId ? (
                  <Button
                    type="link"
                    size="small"
                    className="bom-link"
                    onClick={() => void navigate(bomPaths.detail(n.childBomId!))}
                  >
                    {n.childBomNo} · {n.childRevision}
                  </Button>
                ) : (
                  '—'
                ),
            },
          ] satisfies TableColumnsType<BomTreeNodeDto>
        ).filter((c) => !mobile || c.key === 'child' || c.key === 'extendedQty')}
      />
    </div>
  );
}
