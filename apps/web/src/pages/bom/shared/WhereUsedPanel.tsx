import type { BomWhereUsedRowDto } from '@sp/contracts';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useL } from '../../../locales/i18n';
import { whereUsed } from '../bom-api';
import { bomPaths, formatQty } from '../bom-format';
import { BomStatusTag } from './BomStatusTag';

/** Where-used of a part: every BOM above it at any level, with its quantity per that BOM's parent. */
export function WhereUsedPanel({ initial }: { initial?: string }) {
  const L = useL();
  const navigate = useNavigate();
  const [text, setText] = useState(initial ?? '');
  const [partNo, setPartNo] = useState(initial ?? '');
  const [all, setAll] = useState(false);
  const query = useQuery({
    queryKey: ['bom-where-used', partNo, all],
    queryFn: () => whereUsed(partNo, all),
    enabled: !!partNo,
  });
  return (
    <div data-testid="where-used">
      <Typography.Paragraph type="secondary">{L('BomPage:WhereUsedHint')}</Typography.Paragraph>
      <Space wrap className="bom-toolbar">
        <Space.Compact className="bom-where-used-input">
          <Input
            allowClear
            placeholder={L('Field:PartNo')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => setPartNo(text.trim())}
            data-testid="where-used-part"
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            aria-label={L('AbpUi', 'Search')}
            onClick={() => setPartNo(text.trim())}
            data-testid="where-used-search"
          />
        </Space.Compact>
        <Checkbox checked={all} onChange={(e) => setAll(e.target.checked)} data-testid="where-used-all">
          {L('BomPage:IncludeUnreleased')}
        </Checkbox>
      </Space>
      {partNo && (
        <Table<BomWhereUsedRowDto>
          className="bom-table bom-where-used-table"
          size="small"
          loading={query.isLoading}
          rowKey={(r) => `${r.bomId}-${r.path.join('/')}`}
          dataSource={query.data?.items ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={L('SupplierPortal', 'BomPage:NotUsed', partNo)} /> }}
          onRow={(r) => ({ 'data-testid': `where-used-${r.parentPartNo}` }) as object}
          columns={[
            {
              title: L('BomPage:ParentPart'),
              key: 'parent',
              render: (_: unknown, r) => (
                <Button
                  type="link"
                  size="small"
                  className="bom-link"
                  onClick={() => void navigate(bomPaths.detail(r.bomId))}
                >
                  <span className="bom-code">{r.parentPartNo}</span>
                  <span className="bom-muted"> · {r.revision}</span>
                </Button>
              ),
            },
            { title: L('Field:PartName'), dataIndex: 'parentName', key: 'parentName' },
            {
              title: L('Field:Status'),
              dataIndex: 'status',
              key: 'status',
              render: (s: number) => <BomStatusTag status={s} />,
            },
            {
              title: L('BomPage:Vendor'),
              key: 'vendor',
              render: (_: unknown, r) => (r.vendorCode ? `${r.vendorCode} ${r.vendorName ?? ''}` : '—'),
            },
            { title: L('BomPage:Level'), dataIndex: 'level', key: 'level', align: 'right' },
            {
              title: L('BomPage:QtyPerParent'),
              dataIndex: 'qtyPerParent',
              key: 'qty',
              align: 'right',
              render: (q: number) => formatQty(q),
            },
            {
              title: L('BomPage:Path'),
              key: 'path',
              render: (_: unknown, r) => <span className="bom-code bom-small">{r.path.join(' › ')}</span>,
            },
          ]}
        />
      )}
    </div>
  );
}
