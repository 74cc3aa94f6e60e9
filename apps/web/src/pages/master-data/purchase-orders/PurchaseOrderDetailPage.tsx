import { purchaseOrderAckWorkflow, PurchaseOrderAckStatus } from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import {
  acknowledgePurchaseOrder,
  getPurchaseOrder,
  rejectPurchaseOrder,
  type PurchaseOrder,
} from '../../../api/purchase-orders';
import {
  DetailPage,
  StatusTimeline,
  WorkflowActions,
  statusHistoryKey,
  useRecordId,
} from '../../../components/detail';
import { useAppStore } from '../../../stores/app';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { LinesTable } from './LinesTable';
import { OrderStatusTag } from './status';
import './purchase-orders.css';

/**
 * /master-data/purchase-order-detail?id=: one order. The header with its acknowledgement status and
 * the actions the server allows the caller (a vendor acknowledges, or rejects with a reason); the
 * lines with their quantities, each opening to its delivery history; the acknowledgement history.
 */
export default function PurchaseOrderDetailPage() {
  const L = useL();
  const id = useRecordId() ?? '';
  const client = useQueryClient();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const order = useQuery({
    queryKey: ['purchase-order', id],
    queryFn: () => getPurchaseOrder(id),
    enabled: !!id,
  });
  const po = order.data;

  const refresh = () => {
    void order.refetch();
    void client.invalidateQueries({ queryKey: ['purchase-orders'] });
    void client.invalidateQueries({ queryKey: statusHistoryKey(purchaseOrderAckWorkflow.entity, id) });
  };
  const perform = (action: string, comment: string | undefined) =>
    action === 'reject' ? rejectPurchaseOrder(id, comment ?? '') : acknowledgePurchaseOrder(id);

  const dash = (v: string | null | undefined) => v || '—';
  const field = (label: string, children: React.ReactNode, key: string) => ({ key, label, children });
  const header = (p: PurchaseOrder) => [
    field(L('PurchaseOrders:PoNo'), p.poNo, 'poNo'),
    field(L('PurchaseOrders:SupplierName'), `${dash(p.supplierCode)} ${p.supplierName ?? ''}`, 'supplier'),
    field(L('PurchaseOrders:OrderDate'), p.orderDate, 'orderDate'),
    field(L('PurchaseOrders:Status'), <OrderStatusTag status={p.status} testId="po-status" />, 'status'),
    field(L('PurchaseOrders:Buyer'), dash(p.buyer), 'buyer'),
    field(L('PurchaseOrders:Currency'), p.currency, 'currency'),
    field(L('PurchaseOrders:Plant'), dash(p.plant), 'plant'),
    field(L('PurchaseOrders:Revision'), p.revision, 'revision'),
    field(L('PurchaseOrders:LastSyncTime'), p.lastSyncTime ? parseTime(p.lastSyncTime) : '—', 'lastSyncTime'),
    ...(p.ackStatus !== PurchaseOrderAckStatus.New && p.ackedByName
      ? [
          field(L('PurchaseOrders:AckedBy'), p.ackedByName, 'ackedBy'),
          field(L('PurchaseOrders:AckedTime'), p.ackedTime ? parseTime(p.ackedTime) : '—', 'ackedTime'),
        ]
      : []),
    ...(p.ackReason ? [field(L('PurchaseOrders:AckReason'), p.ackReason, 'ackReason')] : []),
  ];

  return (
    <DetailPage
      testId="page-purchase-order-detail"
      title={po?.poNo}
      status={po ? { workflow: purchaseOrderAckWorkflow, value: po.ackStatus } : undefined}
      loading={order.isLoading}
      notFound={order.isError}
      backTo="/master-data/purchase-orders"
      actions={
        po && (
          <WorkflowActions
            workflow={purchaseOrderAckWorkflow}
            row={{ id: po.id, allowedActions: po.allowedActions }}
            subject={po.poNo}
            perform={perform}
            onDone={refresh}
          />
        )
      }
      sections={
        po
          ? [
              {
                key: 'lines',
                title: `${L('PurchaseOrders:Lines')} (${po.lines?.length ?? 0})`,
                content: <LinesTable lines={po.lines ?? []} />,
              },
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={purchaseOrderAckWorkflow} entityId={po.id} />,
              },
            ]
          : []
      }
    >
      {po && (
        <Descriptions
          size="small"
          bordered
          column={mobile ? 1 : { xs: 1, sm: 2, lg: 3 }}
          items={header(po)}
          data-testid="po-header"
          className="po-header"
        />
      )}
    </DetailPage>
  );
}
