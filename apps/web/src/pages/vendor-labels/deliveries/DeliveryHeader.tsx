import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { Delivery } from '../../../api/deliveries';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import { formatQty } from './delivery-format';
import { useCarriers } from './use-carriers';

/** A note's header facts: who, when, where to, how it travels, totals; the buyer's reason if rejected. */
export function DeliveryHeader({ delivery: d }: { delivery: Delivery }) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const { carrierLabel } = useCarriers();
  const dash = (v: string | null | undefined) => v || '—';
  const time = (v: string | null) => (v ? parseTime(v) : '—');
  const field = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  const items = [
    field('supplier', L('Delivery:Supplier'), `${dash(d.supplierCode)} ${d.supplierName ?? ''}`),
    field('deliveryDate', L('Delivery:DeliveryDate'), d.deliveryDate),
    field('eta', L('Delivery:ExpectedArrival'), d.expectedArrivalDate),
    field('plant', L('Delivery:Plant'), dash(d.plant)),
    field('warehouse', L('Delivery:Warehouse'), dash(d.receivingWarehouse)),
    field(
      'totals',
      L('Delivery:TotalQty'),
      <span data-testid="delivery-totals">
        {formatQty(d.totalQty)} ·{' '}
        {L('SupplierPortal', 'Delivery:PackingTotals', d.totalInners, d.totalCartons, d.totalPallets)}
      </span>,
    ),
    field('submitted', L('Delivery:SubmittedTime'), time(d.submittedTime)),
    ...(d.carrier || d.trackingNo
      ? [
          field('carrier', L('Delivery:Carrier'), dash(carrierLabel(d.carrier))),
          field(
            'tracking',
            L('Delivery:TrackingNo'),
            <span className="delivery-code">{dash(d.trackingNo)}</span>,
          ),
          field('vehicle', L('Delivery:VehicleNo'), dash(d.vehicleNo)),
          field('driver', L('Delivery:DriverPhone'), dash(d.driverPhone)),
          field('shipTime', L('Delivery:ShipTime'), time(d.shipTime)),
        ]
      : []),
    ...(d.receivedTime ? [field('received', L('Delivery:ReceivedTime'), time(d.receivedTime))] : []),
    ...(d.rejectReason ? [field('reason', L('Delivery:RejectReason'), d.rejectReason)] : []),
    ...(d.remark ? [field('remark', L('Delivery:Remark'), d.remark)] : []),
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={mobile ? 1 : { xs: 1, sm: 2, lg: 3 }}
      items={items}
      className="delivery-header"
      data-testid="delivery-header"
    />
  );
}
