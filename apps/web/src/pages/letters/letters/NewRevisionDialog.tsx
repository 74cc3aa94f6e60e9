import type { LetterDto } from '@sp/contracts';
import { DatePicker, Form, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today } from '../../../utils/time';
import { useState } from 'react';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { DAY, enumText } from './letter-format';
import { newRevision } from './letters-api';

interface RevisionValues {
  requestType: 'Change' | 'Renewal';
  dueDate: Dayjs | null | undefined;
}

/**
 * A buyer opens the next revision of a letter in force (or expired): a change (ECN) or a renewal,
 * with the new request's due date; the server opens the request pre-filled from the letter.
 * Test ids: `revision-dialog`, `revision-type-${type}`, `revision-due`, `revision-ok`.
 */
export function NewRevisionDialog({
  letter,
  open,
  onClose,
  onDone,
}: {
  letter: Pick<LetterDto, 'id' | 'letterNo'>;
  open: boolean;
  onClose: () => void;
  onDone: (opened: { id: string; requestNo: string }) => unknown;
}) {
  const L = useL();
  const [form] = Form.useForm<RevisionValues>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    let v: RevisionValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const opened = await newRevision(letter.id, {
        requestType: v.requestType,
        dueDate: v.dueDate?.format(DAY) ?? null,
      });
      ui.message?.success(L('SupplierPortal', 'LetterPage:NewRevisionDone', opened.requestNo));
      onClose();
      await onDone(opened);
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${L('Letter:NewRevision')} · ${letter.letterNo}`}
      okText={L('AbpUi', 'Submit')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'revision-ok' } as object) }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        data-testid="revision-dialog"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ requestType: 'Change' }}
      >
        <Form.Item name="requestType" label={L('Letter:RequestType')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={(['Change', 'Renewal'] as const).map((v) => ({
              value: v,
              label: <span data-testid={`revision-type-${v}`}>{enumText('LetterRequestType', v)}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item name="dueDate" label={L('Letter:DueDate')}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(dayjs(today()), 'day')}
            data-testid="revision-due"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
