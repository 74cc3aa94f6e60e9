import { BomLimits, WORKFLOW_COMMENT_MAX, type BomDto } from '@sp/contracts';
import { Checkbox, Empty, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { toastSaved } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { bomAction } from '../bom-api';
import { formatQty } from '../bom-format';

/** The buyer ticks the customer-supplied lines it confirms (客供料确认). Test ids: `confirm-supply-*`. */
export function ConfirmSupplyDialog({
  bom,
  open,
  onClose,
  onDone,
}: {
  bom: BomDto;
  open: boolean;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const pending = bom.lines.filter((l) => l.materialSource === 'CustomerSupplied' && !l.supplyConfirmed);
  const [chosen, setChosen] = useState<string[]>(() => pending.map((l) => l.id));
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    try {
      await bomAction(bom.id, 'confirmSupply', { lineIds: chosen, concurrencyStamp: bom.concurrencyStamp });
      toastSaved();
      onClose();
      await onDone();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={L('BomPage:ConfirmSupplyTitle')}
      okText={L('BomPage:ConfirmSupply')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ disabled: chosen.length === 0, ...({ 'data-testid': 'confirm-supply-ok' } as object) }}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      {pending.length === 0 ? (
        <Empty description={L('BomPage:ConfirmSupplyNone')} />
      ) : (
        <Checkbox.Group
          className="bom-check-list"
          value={chosen}
          onChange={(v) => setChosen(v)}
          options={pending.map((l) => ({
            value: l.id,
            label: (
              <span data-testid={`confirm-supply-${l.childPartNo}`}>
                {l.lineNo} · <span className="bom-code">{l.childPartNo}</span> {l.childName} ·{' '}
                {formatQty(l.qtyPer)} {l.uom}
              </span>
            ),
          }))}
        />
      )}
    </Modal>
  );
}

/** Ask the supplier for a new revision (what to change, the ECN). Test ids: `request-update-*`. */
export function RequestUpdateDialog({
  bom,
  open,
  onClose,
  onDone,
}: {
  bom: BomDto;
  open: boolean;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const [form] = Form.useForm<{ reason: string; ecnNo?: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    // A field that says what it needs keeps the dialog open.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await bomAction(bom.id, 'requestUpdate', {
        reason: v.reason.trim(),
        ecnNo: v.ecnNo?.trim() || null,
        concurrencyStamp: bom.concurrencyStamp,
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
  return (
    <Modal
      open={open}
      title={L('BomPage:RequestUpdateTitle')}
      okText={L('AbpUi', 'Submit')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ ...({ 'data-testid': 'request-update-ok' } as object) }}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={L('BomPage:WhatToChange')}
          rules={[{ required: true, whitespace: true, message: L('BomPage:Required') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={WORKFLOW_COMMENT_MAX}
            showCount
            data-testid="request-update-reason"
          />
        </Form.Item>
        <Form.Item name="ecnNo" label={L('BomPage:Ecn')}>
          <Input maxLength={BomLimits.ecnNo} data-testid="request-update-ecn" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
