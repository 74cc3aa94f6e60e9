import { labelEditLogSortFields, labelRecordTexts } from '@sp/contracts';
import { DatePicker, Input, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { downloadFile } from '../../../api/download';
import { editLogExportUrl, getEditLogs, type LabelEditLog } from '../../../api/label-records';
import { ListPage, timeColumn, useServerList } from '../../../components/crud';
import { translateDynamic, useL, useTexts } from '../../../locales/i18n';
import './labels.css';

const DAY = 'YYYY-MM-DD';
const sortable = labelEditLogSortFields;

interface EditLogFilters extends Record<string, unknown> {
  labelType: 'Inner' | 'Outer';
  labelNo?: string | undefined;
  deliveryNo?: string | undefined;
  editor?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/**
 * The label edit logs (edit-inner-label, edit-outer-label): every field change of a label with
 * old -> new, its reason, who and when, and whether the label had to be printed again; filters in
 * the URL, Excel export. Read only: labels are edited from the print pages.
 */
export function EditLogPage({ labelType }: { labelType: 'Inner' | 'Outer' }) {
  const t = useTexts(labelRecordTexts);
  const L = useL();
  const initial: EditLogFilters = {
    labelType,
    labelNo: undefined,
    deliveryNo: undefined,
    editor: undefined,
    dateFrom: undefined,
    dateTo: undefined,
  };
  const list = useServerList<LabelEditLog, EditLogFilters>(`edit-log-${labelType}`, getEditLogs, initial, {
    url: true,
    sortable,
  });
  const columns: TableColumnsType<LabelEditLog> = [
    {
      title: t('LabelEditLog:LabelNo'),
      dataIndex: 'labelNo',
      key: 'labelNo',
      fixed: 'left',
      render: (v: string) => <span className="label-no">{v}</span>,
    },
    { title: t('LabelEditLog:DeliveryNo'), dataIndex: 'deliveryNo', key: 'deliveryNo' },
    {
      title: t('LabelEditLog:Field'),
      dataIndex: 'fieldName',
      key: 'fieldName',
      render: (f: string) => translateDynamic('SupplierPortal', `LabelEditLog:Field.${f}`),
    },
    {
      title: t('LabelEditLog:Change'),
      key: 'change',
      render: (_, r) => (
        <span data-testid={`edit-change-${r.id}`}>
          <del>{r.oldValue ?? '—'}</del> → <strong>{r.newValue ?? '—'}</strong>
        </span>
      ),
    },
    { title: t('LabelEditLog:Reason'), dataIndex: 'reason', key: 'reason' },
    { title: t('LabelEditLog:EditedBy'), dataIndex: 'editedByName', key: 'editedBy' },
    timeColumn(t('LabelEditLog:EditedTime'), 'editedTime'),
    {
      title: t('LabelEditLog:ReprintRequired'),
      dataIndex: 'reprintRequired',
      key: 'reprint',
      render: (v: boolean) => (v ? <Tag color="warning">{L('AbpUi', 'Yes')}</Tag> : L('AbpUi', 'No')),
    },
  ];
  const { dateFrom, dateTo } = list.draft;
  const title = labelType === 'Inner' ? t('LabelEditLog:InnerTitle') : t('LabelEditLog:OuterTitle');
  return (
    <ListPage
      list={list}
      testId={`page-${labelType.toLowerCase()}-edit-log`}
      tableTestId="edit-log-table"
      columns={columns}
      sortable={sortable}
      search={false}
      rowTestId={(r) => `edit-row-${r.labelNo}-${r.fieldName}`}
      table={{ locale: { emptyText: t('LabelEditLog:Empty') } }}
      filters={
        <>
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelEditLog:LabelNo')}
            value={list.draft.labelNo ?? ''}
            onChange={(e) => list.setDraft({ labelNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="edit-log-label-filter"
          />
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelEditLog:DeliveryNo')}
            value={list.draft.deliveryNo ?? ''}
            onChange={(e) => list.setDraft({ deliveryNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="edit-log-delivery-filter"
          />
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelEditLog:Editor')}
            value={list.draft.editor ?? ''}
            onChange={(e) => list.setDraft({ editor: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="edit-log-editor-filter"
          />
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={t('LabelEditLog:DateRange')}
            placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
            value={[dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]}
            onChange={(range) =>
              list.setDraft({ dateFrom: range?.[0]?.format(DAY), dateTo: range?.[1]?.format(DAY) })
            }
            data-testid="edit-log-date-filter"
          />
        </>
      }
      onExport={() => downloadFile(editLogExportUrl, list.params, `${title}.xlsx`)}
    />
  );
}
