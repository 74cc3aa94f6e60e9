import { DeliveryStatus } from '@sp/contracts';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { DeliveryLine } from '../../../api/deliveries';
import { useL } from '../../../locales/i18n';
import { formatQty } from './delivery-format';

/**
 * A note's lines: the PO line each draws from, quantity, lot, date code and dates, packing, box
 * counts; once shipped also what was received, rejected (with the reason) and is still missing.
 * Another area may add a column of its own per line (`extra`: incoming inspection's form).
 */
export function DeliveryLinesTable({
  lines,
  status,
  extra,
}: {
  lines: DeliveryLine[];
  status: number;
  extra?: { title: string; render: (line: DeliveryLine) => ReactNode } | null | undefined;
}) {
  const L = useL();
  const shipped = status >= DeliveryStatus.Shipped && status !== DeliveryStatus.Cancelled;
  const qty = (title: string, key: keyof DeliveryLine) => ({
    title,
    dataIndex: key,
    key,
    align: 'right' as const,
    render: (n: number) => formatQty(n),
  });
  const columns: TableColumnsType<DeliveryLine> = [
    { title: L('Delivery:LineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 56 },
    {
      title: L('Delivery:PoNo'),
      key: 'po',
      render: (_, l) => (
        <span className="delivery-code delivery-nowrap">
          {l.poNo} / {l.poLineNo}
        </span>
      ),
    },
    {
      title: L('Delivery:PartNo'),
      key: 'part',
      render: (_, l) => (
        <div>
          <div className="delivery-code">{l.partNo}</div>
          {l.partName && <div className="delivery-muted">{l.partName}</div>}
        </div>
      ),
    },
    {
      title: L('Delivery:Qty'),
      key: 'qty',
      align: 'right',
      render: (_, l) => (
        <span className="delivery-nowrap">
          {formatQty(l.qty)} {l.unit}
        </span>
      ),
    },
    { title: L('Delivery:LotNo'), dataIndex: 'lotNo', key: 'lotNo' },
    ...(extra
      ? [{ title: extra.title, key: 'extra', render: (_: unknown, l: DeliveryLine) => extra.render(l) }]
      : []),
    {
      title: L('Delivery:DateCodeShort'),
      dataIndex: 'dateCode',
      key: 'dateCode',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: L('Delivery:MfgDate'),
      dataIndex: 'mfgDate',
      key: 'mfgDate',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: L('Delivery:ExpiryDate'),
      dataIndex: 'expiryDate',
      key: 'expiryDate',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: L('Delivery:PackingMode'),
      dataIndex: 'packingMode',
      key: 'packingMode',
      render: (m: string) =>
        L('SupplierPortal', m === 'merge' ? 'Delivery:PackingMode.merge' : 'Delivery:PackingMode.split'),
    },
    { title: L('Delivery:InnerBoxes'), dataIndex: 'innerCount', key: 'innerCount', align: 'right' },
    { title: L('Delivery:Cartons'), dataIndex: 'outerCount', key: 'outerCount', align: 'right' },
    ...(shipped
      ? [
          qty(L('Delivery:ReceivedQty'), 'receivedQty'),
          qty(L('Delivery:BadQty'), 'badQty'),
          qty(L('Delivery:DifferenceQty'), 'differenceQty'),
          {
            title: L('Delivery:BadReason'),
            dataIndex: 'badReason',
            key: 'badReason',
            render: (v: string | null) => v ?? '—',
          },
        ]
      : []),
  ];
  return (
    <Table<DeliveryLine>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={lines}
      columns={columns}
      data-testid="delivery-lines"
      onRow={(l) => ({ 'data-testid': `delivery-line-${l.lineNo}` }) as object}
    />
  );
}
