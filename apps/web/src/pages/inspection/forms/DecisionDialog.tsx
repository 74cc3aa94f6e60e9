import {
  Disposition,
  InspectionFormLimits,
  type DispositionValue,
  type InspectionFormDto,
} from '@sp/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { toastSaved } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { enumOptions, formActionText } from './form-format';
import { formTransition } from './forms-api';

export type DecisionAction = 'reject' | 'acceptConditionally';

interface Values {
  disposition?: DispositionValue;
  comment?: string;
}

/**
 * IQC's rejection or conditional acceptance (特采): the disposition of the lot (return, sort,
 * scrap, special acceptance) and the reason, both required, each shown on its field.
 * Test ids: `decision-dialog`, `decision-disposition`, `decision-comment`, `decision-ok`.
 */
export function DecisionDialog({
  form: f,
  action,
  onClose,
  onDone,
}: {
  form: InspectionFormDto;
  action: DecisionAction | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const decide = async (v: Values) => {
    if (!action) return;
    setBusy(true);
    try {
      await formTransition(f.id, action, {
        disposition: v.disposition!,
        comment: v.comment!.trim(),
        concurrencyStamp: f.concurrencyStamp,
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
      open={action !== null}
      title={action ? `${formActionText(action)} ${f.formNo}` : ''}
      okText={action ? formActionText(action) : ''}
      okButtonProps={{ danger: action === 'reject', ...({ 'data-testid': 'decision-ok' } as object) }}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ disposition: action === 'acceptConditionally' ? 'SpecialAccept' : undefined }}
        onFinish={(v) => void decide(v)}
        data-testid="decision-dialog"
      >
        <Form.Item
          name="disposition"
          label={L('FormPage:Disposition')}
          rules={[{ required: true, message: L('FormPage:DispositionRequired') }]}
        >
          <Select<DispositionValue>
            options={enumOptions('Disposition', Disposition)}
            data-testid="decision-disposition"
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label={L('FormPage:DecisionReason')}
          rules={[{ required: true, whitespace: true, message: L('FormPage:ReasonRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={InspectionFormLimits.comment}
            showCount
            data-testid="decision-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
