import { WORKFLOW_COMMENT_MAX, type LetterDto } from '@sp/contracts';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today } from '../../../utils/time';
import { useState } from 'react';
import { toastSaved } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { DAY, letterActionText } from './letter-format';
import { letterTransition } from './letters-api';

interface ConclusionValues {
  conditions: string;
  deviationUntil: Dayjs | null;
  comment: string;
}

/**
 * Approval with conditions: the conditions (required), the date the deviation ends (required, after
 * today) and a comment. Test ids: `conclusion-dialog`, `conclusion-conditions`, `conclusion-deviation`,
 * `conclusion-comment`, `conclusion-ok`.
 */
export function ConclusionDialog({
  letter,
  open,
  onClose,
  onDone,
}: {
  letter: Pick<LetterDto, 'id' | 'concurrencyStamp'>;
  open: boolean;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const [form] = Form.useForm<ConclusionValues>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    let v: ConclusionValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await letterTransition(letter.id, 'approveConditionally', {
        conditions: v.conditions.trim(),
        deviationUntil: v.deviationUntil?.format(DAY) ?? null,
        comment: v.comment?.trim() || v.conditions.trim(),
        concurrencyStamp: letter.concurrencyStamp,
      });
      toastSaved();
      await onDone();
      onClose();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={letterActionText('approveConditionally')}
      okText={L('AbpUi', 'Submit')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'conclusion-ok' } as object) }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form data-testid="conclusion-dialog" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="conditions"
          label={L('Letter:Conditions')}
          rules={[{ required: true, whitespace: true, message: L('LetterPage:ConditionsRequired') }]}
        >
          <Input.TextArea
            autoFocus
            rows={3}
            maxLength={WORKFLOW_COMMENT_MAX}
            showCount
            data-testid="conclusion-conditions"
          />
        </Form.Item>
        <Form.Item
          name="deviationUntil"
          label={L('Letter:DeviationUntil')}
          rules={[
            { required: true, message: L('LetterPage:DeviationRequired') },
            {
              validator: (_, d: Dayjs | null) =>
                !d || d.isAfter(dayjs(today()), 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(L('LetterPage:DeviationPast'))),
            },
          ]}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => !d.isAfter(dayjs(today()), 'day')}
            data-testid="conclusion-deviation"
          />
        </Form.Item>
        <Form.Item name="comment" label={L('Field:Comment')}>
          <Input.TextArea rows={2} maxLength={WORKFLOW_COMMENT_MAX} data-testid="conclusion-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
