import { Policies } from '@sp/contracts';
import { Button, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import {
  getShipLog,
  shipLogExportUrl,
  type ShipLogEntry,
  type ShipLogFilters,
} from '../../../api/deliveries';
import { downloadFile } from '../../../api/download';
import { ListPage, SelectFilter, useHasPolicy, useServerList } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import { DAY, deliveryDetailPath } from '../deliveries/delivery-format';
import { SHIP_EVENT_TYPES, shipEventText, useShipLogColumns } from './ship-log-columns';
import '../deliveries/deliveries.css';

const initialFilters: ShipLogFilters = {
  eventTimeFrom: undefined,
  eventTimeTo: undefined,
  deliveryNo: undefined,
  eventType: undefined,
  supplierId: undefined,
};
const sortable = ['eventTime', 'deliveryNo', 'eventType'];

/**
 * /vendor-label/ship-log: every event of every delivery note the caller may see (a vendor's own by
 * row-level security), newest first: created, labels generated, submitted, confirmed or rejected,
 * shipped, received (by a user or the ERP), closed, cancelled. Filters (event dates, delivery no,
 * event type; supplier for the buyer) in the URL; export to Excel with the same filter.
 */
export default function ShipLogPage() {
  const L = useL();
  const navigate = useNavigate();
  const buyer = useHasPolicy(Policies.AbpIdentity.Suppliers.name);
  const canExport = useHasPolicy(Policies.VendorLabel.ShipLog.Export.name);
  const list = useServerList<ShipLogEntry, ShipLogFilters>('ship-log', getShipLog, initialFilters, {
    url: true,
    sortable,
  });
  const columns = useShipLogColumns((e) => (
    <Button
      type="link"
      className="delivery-link"
      onClick={() => void navigate(deliveryDetailPath(e.deliveryId))}
      data-testid={`ship-log-delivery-${e.id}`}
    >
      {e.deliveryNo}
    </Button>
  ));
  if (buyer)
    columns.splice(2, 0, {
      title: L('Delivery:Supplier'),
      key: 'supplier',
      render: (_, e) => <span className="delivery-code">{e.supplierCode}</span>,
    });

  const { eventTimeFrom: from, eventTimeTo: to } = list.draft;
  return (
    <ListPage
      list={list}
      testId="page-ship-log"
      tableTestId="ship-log-table"
      columns={columns}
      sortable={sortable}
      search={false}
      rowTestId={(e) => `ship-log-row-${e.id}`}
      filters={
        <>
          <Input
            allowClear
            className="delivery-filter-text"
            placeholder={L('Delivery:DeliveryNo')}
            value={list.draft.deliveryNo ?? ''}
            onChange={(e) => list.setDraft({ deliveryNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="ship-log-delivery-filter"
          />
          <SelectFilter
            list={list}
            name="eventType"
            className="delivery-filter-select"
            placeholder={L('ShipLog:Event')}
            testId="ship-log-event-filter"
            options={SHIP_EVENT_TYPES.map((t) => ({ value: t, label: shipEventText(t) }))}
          />
          {buyer && (
            <div className="delivery-filter-supplier" aria-label={L('Delivery:Supplier')}>
              <SupplierSelect
                placeholder={L('Delivery:Supplier')}
                value={list.draft.supplierId ?? null}
                onChange={(supplierId) => list.setDraft({ supplierId: supplierId ?? undefined })}
              />
            </div>
          )}
          <DatePicker.RangePicker
            className="delivery-filter-dates"
            allowEmpty={[true, true]}
            aria-label={L('ShipLog:EventTimeRange')}
            placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range) =>
              list.setDraft({ eventTimeFrom: range?.[0]?.format(DAY), eventTimeTo: range?.[1]?.format(DAY) })
            }
            data-testid="ship-log-date-filter"
          />
        </>
      }
      onExport={
        canExport
          ? () => downloadFile(shipLogExportUrl, list.params, `${L('Menu:VendorLabel.ShipLog')}.xlsx`)
          : undefined
      }
    />
  );
}
