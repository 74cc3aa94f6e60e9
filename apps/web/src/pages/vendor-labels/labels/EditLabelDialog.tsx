import { DATE_CODE, LabelLimits, labelRecordTexts } from '@sp/contracts';
import { Alert, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { editLabel, type LabelRecord } from '../../../api/label-records';
import { FormModal, useFormRules, useSave } from '../../../components/crud';
import { useTexts } from '../../../locales/i18n';
import { toast } from './toast';

interface EditValues {
  qty: number;
  lotNo: string;
  dateCode: string;
  mfgDate: Dayjs | null;
  reason: string;
}

/**
 * Edits a label's quantity, lot, date code or manufacturing date with a required reason. Only what
 * changed is sent; the server logs each field, voids a printed label (it must be printed again) and
 * lowers the delivery line with a short box. A carton holding inner boxes takes its quantity from
 * them, so its quantity is read-only here.
 */
export function EditLabelDialog({
  label,
  open,
  onClose,
  onSaved,
}: {
  label: LabelRecord | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTexts(labelRecordTexts);
  const rules = useFormRules();
  const save = useSave<EditValues, LabelRecord>(
    (v) => {
      const l = label!;
      const mfg = v.mfgDate ? v.mfgDate.format('YYYY-MM-DD') : undefined;
      return editLabel(l.id, {
        ...(v.qty !== l.qty ? { qty: v.qty } : {}),
        ...(v.lotNo.trim() !== (l.lotNo ?? '') ? { lotNo: v.lotNo.trim() } : {}),
        ...(v.dateCode && v.dateCode !== l.dateCode ? { dateCode: v.dateCode } : {}),
        ...(mfg && mfg !== l.mfgDate ? { mfgDate: mfg } : {}),
        reason: v.reason.trim(),
        concurrencyStamp: l.concurrencyStamp,
      });
    },
    () => onSaved(),
    () => toast(t('LabelRecord:Edited.Done', label?.labelNo ?? '')),
  );
  // A carton of inner boxes follows them (the server refuses its own quantity).
  const qtyLocked = label?.labelType === 'Outer' && (label.contentsCount ?? 0) > 0;
  return (
    <FormModal<EditValues>
      open={open}
      title={t('LabelRecord:EditTitle', label?.labelNo ?? '')}
      onClose={onClose}
      save={save}
      testId="label-edit-form"
      initialValues={{
        qty: label?.qty,
        lotNo: label?.lotNo ?? '',
        dateCode: label?.dateCode ?? '',
        mfgDate: label?.mfgDate ? dayjs(label.mfgDate) : null,
        reason: '',
      }}
    >
      <Alert type="info" showIcon message={t('LabelRecord:EditHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="qty"
        label={t('LabelRecord:Qty')}
        // The input itself keeps it a whole number from 1 up: only an empty field is left to refuse.
        rules={[rules.required(t('LabelRecord:Qty'))]}
        extra={qtyLocked ? t('LabelRecord:QtyFollowsInner') : undefined}
      >
        <InputNumber
          min={1}
          precision={0}
          disabled={qtyLocked}
          style={{ width: '100%' }}
          data-testid="edit-qty"
        />
      </Form.Item>
      <Form.Item
        name="lotNo"
        label={t('LabelRecord:LotNo')}
        rules={[rules.required(t('LabelRecord:LotNo')), rules.max(t('LabelRecord:LotNo'), 40)]}
      >
        <Input maxLength={40} data-testid="edit-lot" />
      </Form.Item>
      <Form.Item
        name="dateCode"
        label={t('LabelRecord:DateCode')}
        rules={[rules.pattern(t('LabelRecord:DateCode'), DATE_CODE)]}
      >
        <Input maxLength={4} placeholder="YYWW" data-testid="edit-datecode" />
      </Form.Item>
      <Form.Item name="mfgDate" label={t('LabelRecord:MfgDate')}>
        <DatePicker style={{ width: '100%' }} data-testid="edit-mfgdate" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('LabelRecord:EditReason')}
        rules={[
          rules.required(t('LabelRecord:EditReason')),
          rules.max(t('LabelRecord:EditReason'), LabelLimits.reason),
        ]}
      >
        <Input.TextArea
          rows={2}
          maxLength={LabelLimits.reason}
          showCount
          placeholder={t('LabelRecord:EditReasonPlaceholder')}
          data-testid="edit-reason"
        />
      </Form.Item>
    </FormModal>
  );
}
