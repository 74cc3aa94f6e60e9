import { LabelLimits, labelRecordTexts } from '@sp/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useFormRules } from '../../../components/crud';
import { useTexts } from '../../../locales/i18n';

/**
 * Asks for a reason before a destructive label action (void): the question, what it means, and the
 * reason, required and checked on the field. OK runs `onConfirm(reason)`.
 */
export function ReasonDialog({
  open,
  title,
  hint,
  okText,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  hint: string;
  okText: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const t = useTexts(labelRecordTexts);
  const rules = useFormRules();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={{
        danger: true,
        loading: busy,
        ...({ 'data-testid': 'reason-ok' } as Record<string, string>),
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item
          name="reason"
          label={t('LabelRecord:Reason')}
          rules={[
            rules.required(t('LabelRecord:Reason')),
            rules.max(t('LabelRecord:Reason'), LabelLimits.reason),
          ]}
        >
          <Input.TextArea
            rows={2}
            autoFocus
            maxLength={LabelLimits.reason}
            showCount
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
