import { lineMovementKindTable } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Table } from 'antd';
import { getLineMovements, type LineMovement } from '../../../api/purchase-orders';
import { StatusTag } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { formatQty } from './status';

/** A line's delivery history (shipped, received, cancelled shipments), loaded when the line is opened. */
export function MovementHistory({ lineId }: { lineId: string }) {
  const L = useL();
  const movements = useQuery({
    queryKey: ['po-line-movements', lineId],
    queryFn: () => getLineMovements(lineId),
  });
  if (movements.isLoading) return <Spin size="small" />;
  const rows = movements.data?.items ?? [];
  if (rows.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={L('PurchaseOrders:NoMovements')}
        data-testid={`po-movements-empty-${lineId}`}
      />
    );
  return (
    <Table<LineMovement>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      data-testid={`po-movements-${lineId}`}
      columns={[
        { title: L('Field:Time'), dataIndex: 'time', render: (t: string) => parseTime(t) },
        {
          title: L('PurchaseOrders:MovementKind'),
          dataIndex: 'kind',
          render: (k: number) => <StatusTag workflow={lineMovementKindTable} status={k} />,
        },
        { title: L('PurchaseOrders:MovementQty'), dataIndex: 'qty', align: 'right', render: formatQty },
        { title: L('Field:DeliveryNo'), dataIndex: 'deliveryNo', render: (v: string | null) => v ?? '—' },
        { title: L('Field:Actor'), dataIndex: 'actorName', render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}
