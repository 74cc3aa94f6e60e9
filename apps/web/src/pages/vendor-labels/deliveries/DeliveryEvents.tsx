import { useQuery } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import { getShipLog, type ShipLogEntry } from '../../../api/deliveries';
import { useL } from '../../../locales/i18n';
import { useShipLogColumns } from '../logs/ship-log-columns';

export const deliveryEventsKey = (deliveryNo: string) => ['delivery-events', deliveryNo];

/** The ship-log events of one note, newest first (created, labels, submitted … received). */
export function DeliveryEvents({ deliveryNo }: { deliveryNo: string }) {
  const L = useL();
  const columns = useShipLogColumns();
  const events = useQuery({
    queryKey: deliveryEventsKey(deliveryNo),
    queryFn: () => getShipLog({ deliveryNo, maxResultCount: 200, sorting: 'eventTime desc' }),
  });
  return (
    <Table<ShipLogEntry>
      rowKey="id"
      size="small"
      pagination={false}
      loading={events.isFetching}
      scroll={{ x: 'max-content' }}
      dataSource={events.data?.items ?? []}
      columns={columns}
      data-testid="delivery-events"
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('ShipLog:NoEvents')} />,
      }}
    />
  );
}
