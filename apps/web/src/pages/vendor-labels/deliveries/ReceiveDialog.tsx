import { WORKFLOW_COMMENT_MAX } from '@sp/contracts';
import { Alert, Form, Input, InputNumber, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { receiveDelivery, type Delivery, type DeliveryLine } from '../../../api/deliveries';
import { toastSaved } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { ReceiptCheckAlert } from '../../inspection/forms/ReceiptCheckAlert';
import { useAppStore } from '../../../stores/app';
import { actionText, formatQty } from './delivery-format';

interface ReceiveValues {
  lines: Record<string, { receivedQty: number | null; badQty: number | null; badReason?: string }>;
  remark?: string;
}

/**
 * Records a receipt (buyer / warehouse): per line still in transit the good and the rejected pieces
 * (a reason when some are rejected), together at most what is in transit; the rest stays open for a
 * later receipt or closing short. Test ids: `receive-dialog` (the form), `receive-qty-${lineNo}`,
 * `receive-bad-${lineNo}`, `receive-reason-${lineNo}`, `receive-ok`.
 */
export function ReceiveDialog({
  delivery,
  open,
  onClose,
  onDone,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const [form] = Form.useForm<ReceiveValues>();
  const [busy, setBusy] = useState(false);
  const lines = (delivery.lines ?? []).filter((l) => l.differenceQty > 0);
  const initial: ReceiveValues = {
    lines: Object.fromEntries(lines.map((l) => [l.id, { receivedQty: l.differenceQty, badQty: 0 }])),
  };

  const receive = async (v: ReceiveValues) => {
    setBusy(true);
    try {
      await receiveDelivery(delivery.id, {
        lines: lines.map((l) => {
          const x = v.lines[l.id]!;
          return {
            lineId: l.id,
            receivedQty: x.receivedQty ?? 0,
            badQty: x.badQty ?? 0,
            badReason: x.badReason?.trim() || null,
          };
        }),
        remark: v.remark?.trim() || null,
      });
      toastSaved();
      onClose();
      await onDone();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const withinTransit = (l: DeliveryLine) => () => ({
    validator: () => {
      const x = form.getFieldValue(['lines', l.id]) as ReceiveValues['lines'][string] | undefined;
      return (x?.receivedQty ?? 0) + (x?.badQty ?? 0) <= l.differenceQty + 1e-9
        ? Promise.resolve()
        : Promise.reject(new Error(L('SupplierPortal', 'Delivery:ReceiveOver', formatQty(l.differenceQty))));
    },
  });

  const columns: TableColumnsType<DeliveryLine> = [
    { title: L('Delivery:LineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 48 },
    {
      title: L('Delivery:PartNo'),
      key: 'part',
      render: (_, l) => (
        <div>
          <div className="delivery-code">{l.partNo}</div>
          <div className="delivery-muted">{l.lotNo}</div>
        </div>
      ),
    },
    {
      title: L('Delivery:InTransit'),
      key: 'transit',
      align: 'right',
      render: (_, l) => <span className="delivery-nowrap">{formatQty(l.differenceQty)}</span>,
    },
    {
      title: L('Delivery:ReceivedQty'),
      key: 'received',
      width: 130,
      render: (_, l) => (
        <Form.Item
          name={['lines', l.id, 'receivedQty']}
          className="delivery-cell"
          dependencies={[['lines', l.id, 'badQty']]}
          rules={[
            { required: true, message: L('AbpUi', 'FieldIsRequired', L('Delivery:ReceivedQty')) },
            withinTransit(l),
          ]}
        >
          <InputNumber min={0} style={{ width: '100%' }} data-testid={`receive-qty-${l.lineNo}`} />
        </Form.Item>
      ),
    },
    {
      title: L('Delivery:BadQty'),
      key: 'bad',
      width: 120,
      render: (_, l) => (
        <Form.Item name={['lines', l.id, 'badQty']} className="delivery-cell" rules={[withinTransit(l)]}>
          <InputNumber
            min={0}
            style={{ width: '100%' }}
            onChange={(bad) => {
              // Rejected pieces come out of the received ones, so the two still add up to what arrived.
              const received = form.getFieldValue(['lines', l.id, 'receivedQty']) as number | null;
              const room = Math.max(0, l.differenceQty - (bad ?? 0));
              if ((received ?? 0) > room) form.setFieldValue(['lines', l.id, 'receivedQty'], room);
            }}
            data-testid={`receive-bad-${l.lineNo}`}
          />
        </Form.Item>
      ),
    },
    {
      title: L('Delivery:BadReason'),
      key: 'reason',
      width: 200,
      render: (_, l) => (
        <Form.Item
          name={['lines', l.id, 'badReason']}
          className="delivery-cell"
          dependencies={[['lines', l.id, 'badQty']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v: string | undefined) =>
                (getFieldValue(['lines', l.id, 'badQty']) ?? 0) > 0 && !v?.trim()
                  ? Promise.reject(new Error(L('Delivery:BadReasonRequired')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input maxLength={WORKFLOW_COMMENT_MAX} data-testid={`receive-reason-${l.lineNo}`} />
        </Form.Item>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={`${actionText('receive')} ${delivery.deliveryNo}`}
      okText={actionText('receive')}
      cancelText={L('AbpUi', 'Cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'receive-ok' } as object) }}
      destroyOnHidden
      maskClosable={false}
      width={mobile ? '100%' : 860}
    >
      <Form<ReceiveValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        onFinish={(v) => void receive(v)}
        data-testid="receive-dialog"
      >
        {open && <ReceiptCheckAlert deliveryId={delivery.id} />}
        <Alert type="info" showIcon message={L('Delivery:ReceiveHint')} className="delivery-card-alert" />
        <Table<DeliveryLine>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={lines}
          columns={columns}
        />
        <Form.Item name="remark" label={L('Delivery:Remark')} className="delivery-receive-remark">
          <Input.TextArea rows={2} maxLength={WORKFLOW_COMMENT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
