import {
  labelRecordTexts,
  labelSortFields,
  labelStatusTable,
  labelTypePolicies,
  printKinds,
  vendorLabelTexts,
  workflowStatuses,
  type LabelTypePolicies,
} from '@sp/contracts';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Button, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { downloadFile } from '../../../api/download';
import {
  getLabels,
  labelExportUrl,
  voidLabel,
  type LabelFilters,
  type LabelRecord,
} from '../../../api/label-records';
import {
  ListPage,
  SelectFilter,
  useDialog,
  useHasPolicy,
  useServerList,
  type RowAction,
} from '../../../components/crud';
import { translateDynamic, useL, useTexts } from '../../../locales/i18n';
import { EditLabelDialog } from './EditLabelDialog';
import { useLabelColumns, useLabelIdleText } from './label-columns';
import { PrintDialog, type PrintSubject } from './PrintDialog';
import { ReasonDialog } from './ReasonDialog';
import { toast } from './toast';
import './labels.css';

const DAY = 'YYYY-MM-DD';
const sortable = labelSortFields;

export type LabelListType = 'Inner' | 'Outer';

/** The status filter's options, texts from the label status table the tags use. */
export const labelStatusOptions = () =>
  workflowStatuses(labelStatusTable).map((value) => ({
    value,
    label: translateDynamic('SupplierPortal', labelStatusTable.statuses[value].text),
  }));

/**
 * The inner and outer label pages (print-inner-label, print-outer-label): the labels of the
 * caller's deliveries with the §1.4 columns and filters (in the URL), Excel export; tick rows to
 * print them (first print) or reprint them (with a reason), or act on one row: print, reprint,
 * edit (with a reason), void (with a reason). Buttons show what the server would accept
 * (`allowedActions` per row, the type's policies for the toolbar); a row with none says why.
 */
export function LabelsPage({ labelType }: { labelType: LabelListType }) {
  const t = useTexts(labelRecordTexts);
  const L = useL();
  const columns = useLabelColumns();
  const policies: LabelTypePolicies = labelTypePolicies[labelType];
  const canPrint = useHasPolicy(policies.print);
  const canReprint = useHasPolicy(policies.reprint);
  const canVoid = useHasPolicy(policies.void);
  const canEdit = useHasPolicy(policies.edit ?? undefined) && policies.edit !== null;
  const idleText = useLabelIdleText();
  const initial: LabelFilters = {
    labelType,
    deliveryNo: undefined,
    partNo: undefined,
    lotNo: undefined,
    labelNo: undefined,
    status: undefined,
    printed: undefined,
    printKind: undefined,
    dateFrom: undefined,
    dateTo: undefined,
  };
  const list = useServerList<LabelRecord, LabelFilters>(`labels-${labelType}`, getLabels, initial, {
    url: true,
    sortable,
  });
  const [selected, setSelected] = useState<LabelRecord[]>([]);
  const printing = useDialog<PrintSubject>();
  const voiding = useDialog<LabelRecord>();
  const editing = useDialog<LabelRecord>();
  const refresh = () => {
    setSelected([]);
    void list.refetch();
  };
  const printOf = (kind: PrintSubject['kind'], labels: LabelRecord[]) =>
    printing.show({ kind, labelIds: labels.map((l) => l.id), fileName: labels[0]?.labelNo ?? 'labels' });

  const firstPrintable = selected.filter((l) => l.allowedActions.includes('print'));
  const reprintable = selected.filter((l) => l.allowedActions.includes('reprint'));
  const rowActions = (l: LabelRecord): RowAction[] => [
    {
      key: 'print',
      label: t('LabelRecord:Print'),
      hidden: !l.allowedActions.includes('print'),
      onClick: () => printOf('First', [l]),
    },
    {
      key: 'reprint',
      label: t('LabelRecord:Reprint'),
      hidden: !l.allowedActions.includes('reprint'),
      onClick: () => printOf('Reprint', [l]),
    },
    {
      key: 'edit',
      label: t('LabelRecord:Edit'),
      hidden: !l.allowedActions.includes('edit'),
      onClick: () => editing.show(l),
    },
    {
      key: 'void',
      label: t('LabelRecord:Void'),
      danger: true,
      more: true,
      hidden: !l.allowedActions.includes('void'),
      onClick: () => voiding.show(l),
    },
  ];
  const { dateFrom, dateTo } = list.draft;
  const title = labelType === 'Inner' ? t('LabelRecord:InnerLabels') : t('LabelRecord:OuterLabels');

  return (
    <ListPage
      list={list}
      testId={`page-${labelType.toLowerCase()}-labels`}
      tableTestId="labels-table"
      columns={columns}
      sortable={sortable}
      search={false}
      rowTestId={(l) => `label-row-${l.labelNo}`}
      table={{
        // Rows are selected for the bulk print and reprint only: no box for a role that can do neither.
        rowSelection:
          canPrint || canReprint
            ? {
                selectedRowKeys: selected.map((l) => l.id),
                onChange: (_, rows) => setSelected(rows),
                getCheckboxProps: (l) => ({ disabled: l.allowedActions.length === 0, name: l.labelNo }),
                preserveSelectedRowKeys: true,
              }
            : undefined,
        locale: { emptyText: t('LabelRecord:Empty') },
      }}
      filters={
        <>
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelRecord:DeliveryNo')}
            value={list.draft.deliveryNo ?? ''}
            onChange={(e) => list.setDraft({ deliveryNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="labels-delivery-filter"
          />
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelRecord:PartNo')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="labels-part-filter"
          />
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelRecord:LotNo')}
            value={list.draft.lotNo ?? ''}
            onChange={(e) => list.setDraft({ lotNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="labels-lot-filter"
          />
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelRecord:FilterLabelNo')}
            value={list.draft.labelNo ?? ''}
            onChange={(e) => list.setDraft({ labelNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="labels-no-filter"
          />
          <SelectFilter
            list={list}
            name="status"
            className="labels-filter-select"
            placeholder={t('LabelRecord:Status')}
            testId="labels-status-filter"
            options={labelStatusOptions()}
          />
          <SelectFilter
            list={list}
            name="printed"
            className="labels-filter-select"
            placeholder={t('LabelRecord:Printed')}
            testId="labels-printed-filter"
            options={[
              { value: 'yes', label: t('LabelRecord:Printed.yes') },
              { value: 'no', label: t('LabelRecord:Printed.no') },
            ]}
          />
          <SelectFilter
            list={list}
            name="printKind"
            className="labels-filter-select"
            placeholder={L('PrintLog:PrintKind')}
            testId="labels-kind-filter"
            options={printKinds.map((k) => ({
              value: k,
              label: translateDynamic(vendorLabelTexts.resource, `Enum:PrintKind.${k}`),
            }))}
          />
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={t('LabelRecord:DateRange')}
            placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
            value={[dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]}
            onChange={(range) =>
              list.setDraft({ dateFrom: range?.[0]?.format(DAY), dateTo: range?.[1]?.format(DAY) })
            }
            data-testid="labels-date-filter"
          />
        </>
      }
      onExport={() => downloadFile(labelExportUrl, list.params, `${title}.xlsx`)}
      toolbarActions={
        <>
          {canPrint && (
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              disabled={firstPrintable.length === 0}
              onClick={() => printOf('First', firstPrintable)}
              data-testid="print-labels"
            >
              {t('LabelRecord:PrintSelected', firstPrintable.length)}
            </Button>
          )}
          {canReprint && (
            <Button
              icon={<PrinterOutlined />}
              disabled={reprintable.length === 0}
              onClick={() => printOf('Reprint', reprintable)}
              data-testid="reprint-labels"
            >
              {t('LabelRecord:ReprintSelected', reprintable.length)}
            </Button>
          )}
        </>
      }
      // No Actions column for a role that may do nothing to labels; a row whose label allows nothing
      // now (voided, its note received or cancelled) says why instead of leaving its cell empty.
      rowActions={canPrint || canReprint || canVoid || canEdit ? rowActions : undefined}
      noActions={idleText}
    >
      <PrintDialog
        key={`p${printing.key}`}
        subject={printing.subject}
        open={printing.open}
        onClose={printing.hide}
        onPrinted={() => {
          printing.hide();
          refresh();
        }}
      />
      <ReasonDialog
        key={`v${voiding.key}`}
        open={voiding.open}
        title={t('LabelRecord:VoidTitle', voiding.subject?.labelNo ?? '')}
        hint={t('LabelRecord:VoidHint')}
        okText={t('LabelRecord:Void')}
        onClose={voiding.hide}
        onConfirm={async (reason) => {
          const l = voiding.subject!;
          await voidLabel(l.id, reason);
          toast(t('LabelRecord:Voided.Done', l.labelNo));
          voiding.hide();
          refresh();
        }}
      />
      <EditLabelDialog
        key={`e${editing.key}`}
        label={editing.subject}
        open={editing.open}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          refresh();
        }}
      />
    </ListPage>
  );
}
