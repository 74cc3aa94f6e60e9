import { LabelLimits, labelRecordTexts, type PrintFormat, type PrintKind } from '@sp/contracts';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { printLabels } from '../../../api/label-records';
import { useFormRules } from '../../../components/crud';
import { useTexts } from '../../../locales/i18n';
import { toast } from './toast';

interface PrintValues {
  format: PrintFormat;
  dpi?: 203 | 300;
  printerName?: string;
  reprintReason?: string;
}

export interface PrintSubject {
  kind: PrintKind;
  labelIds: string[];
  /** The downloaded file's name (without extension): the first label's number. */
  fileName: string;
}

/**
 * The print dialog: output (PDF for an office printer, ZPL for a Zebra, with its resolution),
 * printer name, and for a reprint its reason, required and checked on the field. OK prints: the
 * file downloads (a PDF also opens) and the server has written the print log.
 */
export function PrintDialog({
  subject,
  open,
  onClose,
  onPrinted,
}: {
  subject: PrintSubject | null;
  open: boolean;
  onClose: () => void;
  onPrinted: () => void;
}) {
  const t = useTexts(labelRecordTexts);
  const rules = useFormRules();
  const [form] = Form.useForm<PrintValues>();
  const [busy, setBusy] = useState(false);
  const format = Form.useWatch('format', form) ?? 'pdf';
  const reprint = subject?.kind === 'Reprint';
  const count = subject?.labelIds.length ?? 0;

  const submit = async (v: PrintValues) => {
    if (!subject) return;
    setBusy(true);
    try {
      await printLabels(
        {
          labelIds: subject.labelIds,
          format: v.format,
          printKind: subject.kind,
          reprintReason: reprint ? v.reprintReason?.trim() : undefined,
          printerName: v.printerName?.trim() || undefined,
          dpi: v.format === 'zpl' ? v.dpi : undefined,
        },
        subject.fileName,
      );
      toast(t('LabelRecord:Printed.Done', count));
      onPrinted();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={reprint ? t('LabelRecord:ReprintTitle', count) : t('LabelRecord:PrintTitle', count)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={reprint ? t('LabelRecord:Reprint') : t('LabelRecord:Print')}
      okButtonProps={{ loading: busy, ...({ 'data-testid': 'print-ok' } as Record<string, string>) }}
      destroyOnHidden
    >
      <Form<PrintValues>
        form={form}
        layout="vertical"
        initialValues={{ format: 'pdf' }}
        onFinish={(v) => void submit(v)}
        preserve={false}
        data-testid="print-dialog"
      >
        <Form.Item name="format" label={t('LabelRecord:Format')}>
          <Radio.Group
            data-testid="print-format"
            options={[
              { value: 'pdf', label: t('LabelRecord:Format.pdf') },
              { value: 'zpl', label: t('LabelRecord:Format.zpl') },
            ]}
          />
        </Form.Item>
        {format === 'zpl' && (
          <Form.Item name="dpi" label={t('LabelRecord:Dpi')}>
            <Select
              allowClear
              placeholder={t('LabelRecord:DpiTemplate')}
              data-testid="print-dpi"
              options={[
                { value: 203, label: '203 dpi' },
                { value: 300, label: '300 dpi' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="printerName"
          label={t('LabelRecord:PrinterName')}
          rules={[rules.max(t('LabelRecord:PrinterName'), LabelLimits.printerName)]}
        >
          <Input
            maxLength={LabelLimits.printerName}
            placeholder={t('LabelRecord:PrinterPlaceholder')}
            data-testid="print-printer"
          />
        </Form.Item>
        {reprint && (
          <Form.Item
            name="reprintReason"
            label={t('LabelRecord:ReprintReason')}
            rules={[
              rules.required(t('LabelRecord:ReprintReason')),
              rules.max(t('LabelRecord:ReprintReason'), LabelLimits.reason),
            ]}
          >
            <Input.TextArea
              rows={2}
              autoFocus
              maxLength={LabelLimits.reason}
              showCount
              placeholder={t('LabelRecord:ReprintReasonPlaceholder')}
              data-testid="print-reason"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
