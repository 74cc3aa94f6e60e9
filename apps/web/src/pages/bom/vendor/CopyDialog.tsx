import { BomLimits, type BomDto } from '@sp/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { copyBom } from '../bom-api';

/** A new Draft revision from this one: its code (default the next) and ECN. Test ids: `copy-*`. */
export function CopyDialog({
  bom,
  open,
  onClose,
  onCopied,
}: {
  bom: BomDto;
  open: boolean;
  onClose: () => void;
  onCopied: (copy: BomDto) => void;
}) {
  const L = useL();
  const [form] = Form.useForm<{ revision?: string; ecnNo?: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    // A field that says what it needs keeps the dialog open.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const copy = await copyBom(bom.id, {
        revision: v.revision?.trim() || null,
        ecnNo: v.ecnNo?.trim() || null,
      });
      ui.message?.success(L('SupplierPortal', 'BomPage:Created', copy.revision));
      onCopied(copy);
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={L('SupplierPortal', 'BomPage:CopyTitle', `${bom.parentPartNo} ${bom.revision}`)}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      okButtonProps={{ ...({ 'data-testid': 'copy-ok' } as object) }}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="revision" label={L('Field:Revision')}>
          <Input
            maxLength={BomLimits.revision}
            placeholder={L('BomPage:RevisionAuto')}
            data-testid="copy-revision"
          />
        </Form.Item>
        <Form.Item name="ecnNo" label={L('BomPage:Ecn')}>
          <Input maxLength={BomLimits.ecnNo} data-testid="copy-ecn" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
