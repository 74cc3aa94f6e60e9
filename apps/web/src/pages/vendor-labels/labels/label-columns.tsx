import { deliveryWorkflow, labelIdleReason, labelRecordTexts, labelStatusTable } from '@sp/contracts';
import type { TableColumnsType } from 'antd';
import type { LabelRecord } from '../../../api/label-records';
import { StatusTag, statusText, timeColumn } from '../../../components/crud';
import { useTexts } from '../../../locales/i18n';

/** Pieces as labels print them: grouped, whole numbers. */
export const formatQty = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 3 });

/** The status of a label as a tag (texts and tones of the contracts' label status table). */
export const LabelStatusTag = ({ status, testId }: { status: number; testId?: string }) => (
  <StatusTag workflow={labelStatusTable} status={status} {...(testId ? { testId } : {})} />
);

/**
 * Why a label row has no buttons (label-rules.ts `labelIdleReason`), naming the label or its
 * delivery note (and the note's status): the label lists' `noActions`.
 */
export function useLabelIdleText(): (l: LabelRecord) => string {
  const t = useTexts(labelRecordTexts);
  return (l) => {
    switch (labelIdleReason(l)) {
      case 'voided':
        return t('LabelRecord:IsVoided', l.labelNo);
      case 'deliveryClosed':
        return t(
          'LabelRecord:NoActions.DeliveryClosed',
          l.deliveryNo,
          statusText(deliveryWorkflow, l.deliveryStatus),
        );
      case 'shippedUnprinted':
        return t('LabelRecord:FirstPrintAfterShipping', l.deliveryNo);
      case 'notGranted':
        return t('LabelRecord:NoActions.NotGranted');
    }
  };
}

/**
 * The §1.4 columns of the inner and outer label lists. The status comes next to the label number:
 * the row's buttons depend on it, and at 1366 px the list scrolls sideways before its last columns.
 */
export function useLabelColumns(): TableColumnsType<LabelRecord> {
  const t = useTexts(labelRecordTexts);
  return [
    {
      title: t('LabelRecord:LabelNo'),
      dataIndex: 'labelNo',
      key: 'labelNo',
      fixed: 'left',
      render: (no: string) => <span className="label-no">{no}</span>,
    },
    {
      title: t('LabelRecord:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, l) => <LabelStatusTag status={s} testId={`label-status-${l.labelNo}`} />,
    },
    { title: t('LabelRecord:DeliveryNo'), dataIndex: 'deliveryNo', key: 'deliveryNo' },
    { title: t('LabelRecord:PartNo'), dataIndex: 'partNo', key: 'partNo' },
    { title: t('LabelRecord:LotNo'), dataIndex: 'lotNo', key: 'lotNo' },
    { title: t('LabelRecord:DateCode'), dataIndex: 'dateCode', key: 'dateCode' },
    {
      title: t('LabelRecord:Qty'),
      key: 'qty',
      align: 'right',
      render: (_, l) => `${formatQty(l.qty)} ${l.unit}`,
    },
    { title: t('LabelRecord:SeqTotal'), key: 'seq', render: (_, l) => `${l.seq}/${l.total}` },
    {
      title: t('LabelRecord:Parent'),
      dataIndex: 'parentLabelNo',
      key: 'parent',
      render: (v: string | null) => v ?? '—',
    },
    { title: t('LabelRecord:PrintCount'), dataIndex: 'printCount', key: 'printCount', align: 'right' },
    timeColumn(t('LabelRecord:LastPrintTime'), 'lastPrintTime'),
  ];
}
