import { Table, type TableColumnsType } from 'antd';
import type { PurchaseOrderLine } from '../../../api/purchase-orders';
import { useL } from '../../../locales/i18n';
import { MovementHistory } from './MovementHistory';
import { formatQty, OrderStatusTag } from './status';

/**
 * An order's lines: ordered, delivered, open and the most a delivery may still draw, the need date;
 * each line opens to its delivery history.
 */
export function LinesTable({ lines }: { lines: PurchaseOrderLine[] }) {
  const L = useL();
  const qty = (title: string, key: keyof PurchaseOrderLine) => ({
    title,
    dataIndex: key,
    key,
    align: 'right' as const,
    render: (n: number) => formatQty(n),
  });
  const columns: TableColumnsType<PurchaseOrderLine> = [
    { title: L('PurchaseOrders:LineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 64 },
    { title: L('PurchaseOrders:PartNo'), dataIndex: 'partNo', key: 'partNo' },
    qty(L('PurchaseOrders:OrderedQty'), 'orderedQty'),
    { title: L('PurchaseOrders:Unit'), dataIndex: 'unit', key: 'unit' },
    qty(L('PurchaseOrders:DeliveredQty'), 'deliveredQty'),
    qty(L('PurchaseOrders:OpenQty'), 'openQty'),
    qty(L('PurchaseOrders:MaxDrawableQty'), 'maxDrawableQty'),
    { title: L('PurchaseOrders:NeedDate'), dataIndex: 'needDate', key: 'needDate' },
    {
      title: L('PurchaseOrders:LineStatus'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number) => <OrderStatusTag status={s} />,
    },
  ];
  return (
    <Table<PurchaseOrderLine>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={lines}
      columns={columns}
      data-testid="po-lines"
      onRow={(l) => ({ 'data-testid': `po-line-${l.lineNo}` }) as object}
      expandable={{ expandedRowRender: (l) => <MovementHistory lineId={l.id} /> }}
    />
  );
}
