import type { TableColumnsType } from 'antd';
import type { ShipLogEntry } from '../../../api/deliveries';
import { timeColumn } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { formatQty } from '../deliveries/delivery-format';

/** The ship log's event types (the server's SHIP_EVENTS), in the order a note lives through them. */
export const SHIP_EVENT_TYPES = [
  'Created',
  'LabelsGenerated',
  'Submitted',
  'Confirmed',
  'Rejected',
  'Shipped',
  'Received',
  'Closed',
  'Cancelled',
] as const;

export const shipEventText = (type: string) => translateDynamic('SupplierPortal', `ShipLog:Event.${type}`);

/**
 * The ship log's columns (business-domain §1.4): time, event, who (a user, or the ERP client that
 * reported a receipt), cartons, quantity, remark; the delivery number (a link) where the list spans
 * notes (`deliveryNo`).
 */
export function useShipLogColumns(
  deliveryNo?: (e: ShipLogEntry) => React.ReactNode,
): TableColumnsType<ShipLogEntry> {
  const L = useL();
  return [
    timeColumn(L('ShipLog:EventTime'), 'eventTime'),
    ...(deliveryNo
      ? [
          {
            title: L('Delivery:DeliveryNo'),
            key: 'deliveryNo',
            render: (_: unknown, e: ShipLogEntry) => deliveryNo(e),
          },
        ]
      : []),
    {
      title: L('ShipLog:Event'),
      dataIndex: 'eventType',
      key: 'eventType',
      render: (t: string, e) => (
        <span data-testid={`ship-event-${e.id}`} data-event={t}>
          {shipEventText(t)}
        </span>
      ),
    },
    {
      title: L('ShipLog:Actor'),
      key: 'actor',
      render: (_, e) =>
        e.actorName ?? (e.clientId ? <span className="delivery-code">{e.clientId}</span> : '—'),
    },
    {
      title: L('Delivery:Cartons'),
      dataIndex: 'cartons',
      key: 'cartons',
      align: 'right',
      render: (n: number | null) => n ?? '—',
    },
    { title: L('Field:Quantity'), dataIndex: 'qty', key: 'qty', align: 'right', render: formatQty },
    {
      title: L('Delivery:Remark'),
      dataIndex: 'remark',
      key: 'remark',
      render: (v: string | null) => v ?? '',
    },
  ];
}
