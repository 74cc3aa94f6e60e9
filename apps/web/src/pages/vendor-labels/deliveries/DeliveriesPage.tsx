import { deliverySortFields, deliveryWorkflow, Policies } from '@sp/contracts';
import { Button, DatePicker, Input, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  deleteDelivery,
  deliveryExportUrl,
  deliveryTransition,
  getDeliveries,
  type Delivery,
  type DeliveryFilters,
} from '../../../api/deliveries';
import { downloadFile } from '../../../api/download';
import {
  confirmAction,
  confirmed,
  confirmedDelete,
  ListPage,
  rowActionsFromAllowed,
  SelectFilter,
  StatusTag,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import {
  actionText,
  DAY,
  deliveryDetailPath,
  deliveryStatusOptions,
  formatQty,
  offeredActions,
} from './delivery-format';
import { DeliveryFormDrawer } from './DeliveryFormDrawer';
import { ReasonDialog, type ReasonRequest } from '../../../components/detail/ReasonDialog';
import { useCarriers } from './use-carriers';
import './deliveries.css';

const initialFilters: DeliveryFilters = {
  supplierId: undefined,
  status: undefined,
  poNo: undefined,
  partNo: undefined,
  deliveryDateFrom: undefined,
  deliveryDateTo: undefined,
};
const sortable = deliverySortFields;

/**
 * /vendor-label/delivery: delivery notes (business-domain §1.4 columns). A vendor sees their own
 * (row-level security) and drafts new ones from open PO lines; a buyer sees every supplier's, with a
 * supplier filter and column, and confirms or rejects. Filters, sort and page live in the URL; the
 * row buttons are the server's `allowedActions`; Excel export of the current filter (a row per line).
 */
export default function DeliveriesPage() {
  const L = useL();
  const navigate = useNavigate();
  const P = Policies.VendorLabel.Delivery;
  const buyer = useHasPolicy(Policies.AbpIdentity.Suppliers.name);
  const canCreate = useHasPolicy(P.Create.name);
  const { carrierLabel } = useCarriers();
  const list = useServerList<Delivery, DeliveryFilters>('deliveries', getDeliveries, initialFilters, {
    url: true,
    sortable,
  });
  const form = useDialog<string | null>();
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const open = (d: Pick<Delivery, 'id'>) => void navigate(deliveryDetailPath(d.id));

  const plain = (d: Delivery, action: string) => () =>
    void confirmed({
      ask: () =>
        confirmAction({ title: actionText(action), content: `${actionText(action)} ${d.deliveryNo}?` }),
      run: () => deliveryTransition(d.id, action),
      success: 'saved',
      then: list.refresh,
    });
  const withReason = (d: Delivery, action: string) => ({
    onClick: () =>
      setReason({
        title: `${actionText(action)} ${d.deliveryNo}`,
        run: (comment) => deliveryTransition(d.id, action, comment),
        then: list.refresh,
      }),
    danger: true,
  });

  const columns: TableColumnsType<Delivery> = [
    {
      title: L('Delivery:DeliveryNo'),
      dataIndex: 'deliveryNo',
      key: 'deliveryNo',
      fixed: 'left',
      render: (no: string, d) => (
        <Button
          type="link"
          className="delivery-link"
          onClick={() => open(d)}
          data-testid={`delivery-open-${no}`}
        >
          {no}
        </Button>
      ),
    },
    ...(buyer
      ? [
          {
            title: L('Delivery:Supplier'),
            key: 'supplier',
            render: (_: unknown, d: Delivery) => (
              <span className="delivery-supplier">
                <span className="delivery-code">{d.supplierCode}</span> {d.supplierName}
              </span>
            ),
          },
        ]
      : []),
    { title: L('Delivery:DeliveryDate'), dataIndex: 'deliveryDate', key: 'deliveryDate' },
    { title: L('Delivery:ExpectedArrival'), dataIndex: 'expectedArrivalDate', key: 'expectedArrivalDate' },
    {
      title: L('Field:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, d) => (
        <StatusTag workflow={deliveryWorkflow} status={s} testId={`delivery-status-${d.deliveryNo}`} />
      ),
    },
    { title: L('Delivery:LineCount'), dataIndex: 'lineCount', key: 'lineCount', align: 'right' },
    {
      title: L('Delivery:TotalQty'),
      dataIndex: 'totalQty',
      key: 'totalQty',
      align: 'right',
      render: (n: number) => formatQty(n),
    },
    { title: L('Delivery:Cartons'), dataIndex: 'totalCartons', key: 'totalCartons', align: 'right' },
    {
      title: L('Delivery:CarrierTracking'),
      key: 'carrier',
      render: (_, d) =>
        d.carrier || d.trackingNo ? (
          <span>
            {carrierLabel(d.carrier)} <span className="delivery-code">{d.trackingNo}</span>
          </span>
        ) : (
          '—'
        ),
    },
    timeColumn(L('Delivery:SubmittedTime'), 'submittedTime', { empty: '—' }),
  ];

  const { deliveryDateFrom: from, deliveryDateTo: to } = list.draft;
  return (
    <ListPage
      list={list}
      testId="page-deliveries"
      tableTestId="deliveries-table"
      columns={columns}
      sortable={sortable}
      search={L('Delivery:FilterPlaceholder')}
      rowTestId={(d) => `delivery-row-${d.deliveryNo}`}
      onCreate={canCreate ? () => form.show(null) : undefined}
      createText={L('Delivery:New')}
      createTestId="new-delivery"
      filters={
        <>
          {buyer && (
            <div className="delivery-filter-supplier" aria-label={L('Delivery:Supplier')}>
              <SupplierSelect
                placeholder={L('Delivery:Supplier')}
                value={list.draft.supplierId ?? null}
                onChange={(supplierId) => list.setDraft({ supplierId: supplierId ?? undefined })}
              />
            </div>
          )}
          <SelectFilter
            list={list}
            name="status"
            className="delivery-filter-select"
            placeholder={L('Field:Status')}
            testId="delivery-status-filter"
            options={deliveryStatusOptions()}
          />
          <Input
            allowClear
            className="delivery-filter-text"
            placeholder={L('Delivery:PoNo')}
            value={list.draft.poNo ?? ''}
            onChange={(e) => list.setDraft({ poNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="delivery-po-filter"
          />
          <Input
            allowClear
            className="delivery-filter-text"
            placeholder={L('Delivery:PartNo')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="delivery-part-filter"
          />
          <DatePicker.RangePicker
            className="delivery-filter-dates"
            allowEmpty={[true, true]}
            aria-label={L('Delivery:DeliveryDateRange')}
            placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range) =>
              list.setDraft({
                deliveryDateFrom: range?.[0]?.format(DAY),
                deliveryDateTo: range?.[1]?.format(DAY),
              })
            }
            data-testid="delivery-date-filter"
          />
        </>
      }
      onExport={() => downloadFile(deliveryExportUrl, list.params, `${L('Delivery:Deliveries')}.xlsx`)}
      rowActions={(d) => [
        { key: 'view', label: L('Action:View'), onClick: () => open(d) },
        ...rowActionsFromAllowed(
          offeredActions(d),
          {
            update: { onClick: () => form.show(d.id), label: L('AbpUi', 'Edit') },
            submit: plain(d, 'submit'),
            confirm: plain(d, 'confirm'),
            reject: withReason(d, 'reject'),
            cancel: withReason(d, 'cancel'),
            delete: {
              onClick: () =>
                void confirmedDelete(
                  d.deliveryNo,
                  L('SupplierPortal', 'Delivery:DeleteConfirm', d.deliveryNo),
                  () => deleteDelivery(d.id),
                  list.refresh,
                ),
              label: L('AbpUi', 'Delete'),
            },
          },
          actionText,
        ).map((a) => (['reject', 'cancel', 'delete'].includes(a.key) ? { ...a, more: true } : a)),
      ]}
    >
      <DeliveryFormDrawer
        key={form.key}
        open={form.open}
        deliveryId={form.subject}
        onClose={form.hide}
        onSaved={(saved) => {
          form.hide();
          list.refresh();
          if (!form.subject) open(saved);
        }}
      />
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </ListPage>
  );
}
