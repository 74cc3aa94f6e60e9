import {
  labelRecordTexts,
  labelTypes,
  Policies,
  printKinds,
  printLogSortFields,
  vendorLabelTexts,
} from '@sp/contracts';
import { DatePicker, Input, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { downloadFile } from '../../../api/download';
import { getPrintLogs, printLogExportUrl, type PrintLog } from '../../../api/label-records';
import { ListPage, SelectFilter, timeColumn, useHasPolicy, useServerList } from '../../../components/crud';
import { translateDynamic, useL, useTexts } from '../../../locales/i18n';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import '../labels/labels.css';

const DAY = 'YYYY-MM-DD';
const sortable = printLogSortFields;

interface PrintLogFilters extends Record<string, unknown> {
  labelType?: string | undefined;
  printKind?: string | undefined;
  result?: string | undefined;
  deliveryNo?: string | undefined;
  supplierId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}
const initial: PrintLogFilters = {
  labelType: undefined,
  printKind: undefined,
  result: undefined,
  deliveryNo: undefined,
  supplierId: undefined,
  dateFrom: undefined,
  dateTo: undefined,
};

const enumText = (key: string) => translateDynamic(vendorLabelTexts.resource, key);

/**
 * /vendor-label/print-log: every print of every label type (§1.4): when, who, supplier, type,
 * labels, template and version, output, printer, first print or reprint with its reason, result.
 * Filters in the URL (dates, supplier for the buyer, type, kind, result, delivery), Excel export.
 */
export default function PrintLogPage() {
  const t = useTexts(labelRecordTexts);
  const L = useL();
  const buyer = useHasPolicy(Policies.AbpIdentity.Suppliers.name);
  const canExport = useHasPolicy(Policies.VendorLabel.PrintLog.Export.name);
  const list = useServerList<PrintLog, PrintLogFilters>('print-log', getPrintLogs, initial, {
    url: true,
    sortable,
  });
  const columns: TableColumnsType<PrintLog> = [
    timeColumn(t('PrintLog:PrintTime'), 'printTime'),
    { title: t('PrintLog:PrintedBy'), dataIndex: 'printedByName', key: 'printedBy' },
    ...(buyer ? [{ title: t('PrintLog:Supplier'), dataIndex: 'vendorCode', key: 'vendor' }] : []),
    {
      title: t('PrintLog:LabelType'),
      dataIndex: 'labelType',
      key: 'labelType',
      render: (v: string) => enumText(`Enum:LabelType.${v}`),
    },
    { title: t('PrintLog:LabelCount'), dataIndex: 'labelCount', key: 'labelCount', align: 'right' },
    {
      title: t('PrintLog:LabelRange'),
      dataIndex: 'labelRange',
      key: 'range',
      render: (v: string) => <span className="label-no">{v}</span>,
    },
    { title: t('PrintLog:DeliveryNo'), dataIndex: 'deliveryNo', key: 'deliveryNo' },
    {
      title: t('PrintLog:Template'),
      key: 'template',
      render: (_, r) => `${r.templateCode ?? '—'} v${r.templateVersion ?? 0}`,
    },
    {
      title: t('PrintLog:Format'),
      key: 'format',
      render: (_, r) => `${r.format.toUpperCase()}${r.dpi ? ` ${r.dpi}` : ''} ×${r.copies}`,
    },
    {
      title: t('PrintLog:Printer'),
      dataIndex: 'printerName',
      key: 'printer',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('PrintLog:PrintKind'),
      dataIndex: 'printKind',
      key: 'printKind',
      render: (v: string, r) => (
        <Tag color={v === 'Reprint' ? 'orange' : 'blue'} data-testid={`print-kind-${r.id}`}>
          {enumText(`Enum:PrintKind.${v}`)}
        </Tag>
      ),
    },
    {
      title: t('PrintLog:Reason'),
      dataIndex: 'reprintReason',
      key: 'reason',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('PrintLog:Result'),
      dataIndex: 'result',
      key: 'result',
      render: (v: string) => (
        <Tag color={v === 'Success' ? 'success' : 'error'}>
          {translateDynamic('SupplierPortal', `PrintLog:Result.${v}`)}
        </Tag>
      ),
    },
  ];
  const { dateFrom, dateTo } = list.draft;
  return (
    <ListPage
      list={list}
      testId="page-print-log"
      tableTestId="print-log-table"
      columns={columns}
      sortable={sortable}
      search={false}
      rowTestId={(r) => `print-log-row-${r.id}`}
      table={{ locale: { emptyText: t('PrintLog:Empty') } }}
      filters={
        <>
          {buyer && (
            <div className="labels-filter" aria-label={t('PrintLog:Supplier')}>
              <SupplierSelect
                placeholder={t('PrintLog:Supplier')}
                value={list.draft.supplierId ?? null}
                onChange={(supplierId) => list.setDraft({ supplierId: supplierId ?? undefined })}
              />
            </div>
          )}
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('PrintLog:DeliveryNo')}
            value={list.draft.deliveryNo ?? ''}
            onChange={(e) => list.setDraft({ deliveryNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="print-log-delivery-filter"
          />
          <SelectFilter
            list={list}
            name="labelType"
            className="labels-filter-select"
            placeholder={t('PrintLog:LabelType')}
            testId="print-log-type-filter"
            options={labelTypes.map((v) => ({ value: v, label: enumText(`Enum:LabelType.${v}`) }))}
          />
          <SelectFilter
            list={list}
            name="printKind"
            className="labels-filter-select"
            placeholder={t('PrintLog:PrintKind')}
            testId="print-log-kind-filter"
            options={printKinds.map((v) => ({ value: v, label: enumText(`Enum:PrintKind.${v}`) }))}
          />
          <SelectFilter
            list={list}
            name="result"
            className="labels-filter-select"
            placeholder={t('PrintLog:Result')}
            testId="print-log-result-filter"
            options={[
              { value: 'Success', label: t('PrintLog:Result.Success') },
              { value: 'Failed', label: t('PrintLog:Result.Failed') },
            ]}
          />
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={t('PrintLog:DateRange')}
            placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
            value={[dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]}
            onChange={(range) =>
              list.setDraft({ dateFrom: range?.[0]?.format(DAY), dateTo: range?.[1]?.format(DAY) })
            }
            data-testid="print-log-date-filter"
          />
        </>
      }
      onExport={
        canExport
          ? () => downloadFile(printLogExportUrl, list.params, `${t('PrintLog:Title')}.xlsx`)
          : undefined
      }
    />
  );
}
