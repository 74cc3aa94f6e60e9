import {
  Policies,
  purchaseOrderAckWorkflow,
  purchaseOrderSortFields,
  purchaseOrderStatusTable,
} from '@sp/contracts';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, DatePicker, Input, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/download';
import {
  getPurchaseOrders,
  purchaseOrderExportUrl,
  type PurchaseOrder,
  type PurchaseOrderFilters,
} from '../../../api/purchase-orders';
import {
  ListPage,
  SelectFilter,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import { ImportDialog } from './ImportDialog';
import { AckStatusTag, OrderStatusTag, statusOptions } from './status';
import './purchase-orders.css';

const initialFilters: PurchaseOrderFilters = {
  supplierId: undefined,
  status: undefined,
  ackStatus: undefined,
  partNo: undefined,
  orderDateFrom: undefined,
  orderDateTo: undefined,
};
const sortable = purchaseOrderSortFields;
const DAY = 'YYYY-MM-DD';

/**
 * /master-data/purchase-orders: the ERP's orders. A buyer sees every supplier's (with a supplier
 * filter and column) and imports; a vendor sees their own (row-level security) and opens one to
 * acknowledge it. Filters (PO number, supplier, statuses, part number, order dates) live in the URL;
 * server sorting and paging; Excel export of the current filter (one row per line).
 */
export default function PurchaseOrdersPage() {
  const L = useL();
  const navigate = useNavigate();
  const P = Policies.MasterData.PurchaseOrders;
  const buyer = useHasPolicy(Policies.AbpIdentity.Suppliers.name);
  const canImport = useHasPolicy(P.Import.name);
  const canExport = useHasPolicy(P.Export.name);
  const list = useServerList<PurchaseOrder, PurchaseOrderFilters>(
    'purchase-orders',
    getPurchaseOrders,
    initialFilters,
    {
      url: true,
      sortable,
    },
  );
  const importing = useDialog<null>();
  const open = (po: PurchaseOrder) => void navigate(`/master-data/purchase-order-detail?id=${po.id}`);

  const columns: TableColumnsType<PurchaseOrder> = [
    {
      title: L('PurchaseOrders:PoNo'),
      dataIndex: 'poNo',
      key: 'poNo',
      fixed: 'left',
      render: (poNo: string, po) => (
        <Button type="link" className="po-link" onClick={() => open(po)} data-testid={`po-open-${po.poNo}`}>
          {poNo}
        </Button>
      ),
    },
    ...(buyer
      ? [
          {
            title: L('PurchaseOrders:SupplierName'),
            key: 'supplierCode',
            render: (_: unknown, po: PurchaseOrder) => (
              <span className="po-supplier">
                <span className="po-supplier-code">{po.supplierCode}</span> {po.supplierName}
              </span>
            ),
          },
        ]
      : []),
    { title: L('PurchaseOrders:OrderDate'), dataIndex: 'orderDate', key: 'orderDate' },
    {
      title: L('PurchaseOrders:AckStatus'),
      dataIndex: 'ackStatus',
      key: 'ackStatus',
      render: (s: number, po) => <AckStatusTag status={s} testId={`po-ack-${po.poNo}`} />,
    },
    {
      title: L('PurchaseOrders:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number) => <OrderStatusTag status={s} />,
    },
    {
      title: L('PurchaseOrders:LineCount'),
      key: 'lines',
      align: 'right',
      render: (_, po) => `${po.openLineCount ?? 0} / ${po.lineCount ?? 0}`,
    },
    {
      title: L('PurchaseOrders:Buyer'),
      dataIndex: 'buyer',
      key: 'buyer',
      render: (v: string | null) => v ?? '—',
    },
    { title: L('PurchaseOrders:Currency'), dataIndex: 'currency', key: 'currency' },
    { title: L('PurchaseOrders:Revision'), dataIndex: 'revision', key: 'revision', align: 'right' },
    timeColumn(L('PurchaseOrders:LastSyncTime'), 'lastSyncTime'),
  ];

  const { orderDateFrom, orderDateTo } = list.draft;
  return (
    <ListPage
      list={list}
      testId="page-purchase-orders"
      tableTestId="purchase-orders-table"
      columns={columns}
      sortable={sortable}
      search={L('PurchaseOrders:FilterPlaceholder')}
      rowTestId={(po) => `po-row-${po.poNo}`}
      filters={
        <>
          {buyer && (
            <div className="po-filter-supplier" aria-label={L('PurchaseOrders:SupplierName')}>
              <SupplierSelect
                placeholder={L('PurchaseOrders:SupplierName')}
                value={list.draft.supplierId ?? null}
                onChange={(supplierId) => list.setDraft({ supplierId: supplierId ?? undefined })}
              />
            </div>
          )}
          <SelectFilter
            list={list}
            name="ackStatus"
            className="po-filter-select"
            placeholder={L('PurchaseOrders:AckStatus')}
            testId="po-ack-filter"
            options={statusOptions(purchaseOrderAckWorkflow)}
          />
          <SelectFilter
            list={list}
            name="status"
            className="po-filter-select"
            placeholder={L('PurchaseOrders:Status')}
            testId="po-status-filter"
            options={statusOptions(purchaseOrderStatusTable)}
          />
          <Input
            allowClear
            className="po-filter-part"
            placeholder={L('PurchaseOrders:PartNoFilter')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="po-part-filter"
          />
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={L('PurchaseOrders:OrderDateRange')}
            placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
            value={[orderDateFrom ? dayjs(orderDateFrom) : null, orderDateTo ? dayjs(orderDateTo) : null]}
            onChange={(range) =>
              list.setDraft({ orderDateFrom: range?.[0]?.format(DAY), orderDateTo: range?.[1]?.format(DAY) })
            }
            data-testid="po-date-filter"
          />
        </>
      }
      onExport={
        canExport
          ? () => downloadFile(purchaseOrderExportUrl, list.params, `${L('PurchaseOrders:Title')}.xlsx`)
          : undefined
      }
      toolbarActions={
        canImport && (
          <Button icon={<UploadOutlined />} onClick={() => importing.show(null)} data-testid="po-import">
            {L('Action:Import')}
          </Button>
        )
      }
      rowActions={(po) => [{ key: 'view', label: L('Action:View'), onClick: () => open(po) }]}
    >
      <ImportDialog
        key={importing.key}
        open={importing.open}
        onClose={importing.hide}
        onImported={() => void list.refetch()}
      />
    </ListPage>
  );
}
