import { labelRecordTexts, labelTypePolicies, Policies } from '@sp/contracts';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, DatePicker, Input, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { downloadFile } from '../../../api/download';
import {
  getPallets,
  labelExportUrl,
  unpackPallet,
  type LabelFilters,
  type LabelRecord,
} from '../../../api/label-records';
import {
  confirmAction,
  ListPage,
  SelectFilter,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
  type RowAction,
} from '../../../components/crud';
import { useL, useTexts } from '../../../locales/i18n';
import { BuildPalletDialog } from './BuildPalletDialog';
import { formatQty, LabelStatusTag, useLabelIdleText } from './label-columns';
import { labelStatusOptions } from './LabelsPage';
import { PrintDialog, type PrintSubject } from './PrintDialog';
import { toast } from './toast';
import './labels.css';

const DAY = 'YYYY-MM-DD';
const sortable = ['labelNo', 'deliveryNo', 'lastPrintTime', 'creationTime'] as const;
const initial: LabelFilters = {
  deliveryNo: undefined,
  labelNo: undefined,
  status: undefined,
  dateFrom: undefined,
  dateTo: undefined,
};

/**
 * /vendor-label/print-pallet-label: pallets (SSCC, delivery, cartons, quantity, weight, prints,
 * status) with filters and export; "Build pallet" from the outer cartons of a note (ticked or
 * scanned); print (the template's copies: 2, one per side), reprint with a reason, unpack.
 */
export default function PrintPalletLabelsPage() {
  const t = useTexts(labelRecordTexts);
  const L = useL();
  const canBuild = useHasPolicy(Policies.VendorLabel.Pallet.Create.name);
  const canPrint = useHasPolicy(labelTypePolicies.Pallet.print);
  const canReprint = useHasPolicy(labelTypePolicies.Pallet.reprint);
  const idleText = useLabelIdleText();
  const list = useServerList<LabelRecord, LabelFilters>('pallets', getPallets, initial, {
    url: true,
    sortable,
  });
  const building = useDialog<null>();
  const printing = useDialog<PrintSubject>();
  const refresh = () => void list.refetch();
  const printOf = (kind: PrintSubject['kind'], p: LabelRecord) =>
    printing.show({ kind, labelIds: [p.id], fileName: p.labelNo });

  const columns: TableColumnsType<LabelRecord> = [
    {
      title: t('Pallet:Sscc'),
      dataIndex: 'labelNo',
      key: 'labelNo',
      fixed: 'left',
      render: (v: string) => <span className="label-no">{v}</span>,
    },
    { title: t('LabelRecord:DeliveryNo'), dataIndex: 'deliveryNo', key: 'deliveryNo' },
    { title: t('Pallet:Cartons'), dataIndex: 'contentsCount', key: 'contents', align: 'right' },
    {
      title: t('Pallet:TotalQty'),
      key: 'qty',
      align: 'right',
      render: (_, p) => `${formatQty(p.qty)} ${p.unit}`,
    },
    {
      title: t('Pallet:GrossWeight'),
      dataIndex: 'grossWeightKg',
      key: 'weight',
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : formatQty(v)),
    },
    { title: t('LabelRecord:SeqTotal'), key: 'seq', render: (_, p) => `${p.seq}/${p.total}` },
    { title: t('LabelRecord:PrintCount'), dataIndex: 'printCount', key: 'printCount', align: 'right' },
    timeColumn(t('LabelRecord:LastPrintTime'), 'lastPrintTime'),
    {
      title: t('LabelRecord:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, p) => <LabelStatusTag status={s} testId={`pallet-status-${p.labelNo}`} />,
    },
  ];
  const rowActions = (p: LabelRecord): RowAction[] => [
    {
      key: 'print',
      label: t('LabelRecord:Print'),
      hidden: !p.allowedActions.includes('print'),
      onClick: () => printOf('First', p),
    },
    {
      key: 'reprint',
      label: t('LabelRecord:Reprint'),
      hidden: !p.allowedActions.includes('reprint'),
      onClick: () => printOf('Reprint', p),
    },
    {
      key: 'unpack',
      label: t('Pallet:Unpack'),
      danger: true,
      hidden: !p.allowedActions.includes('unpack'),
      onClick: () =>
        void confirmAction({
          content: t('Pallet:UnpackConfirm', p.labelNo),
          okText: t('Pallet:Unpack'),
          danger: true,
        }).then(async (ok) => {
          if (!ok) return;
          await unpackPallet(p.id);
          toast(t('Pallet:Unpacked', p.labelNo));
          refresh();
        }),
    },
  ];
  const { dateFrom, dateTo } = list.draft;
  return (
    <ListPage
      list={list}
      testId="page-pallet-labels"
      tableTestId="pallets-table"
      columns={columns}
      sortable={sortable}
      search={false}
      rowTestId={(p) => `pallet-row-${p.labelNo}`}
      table={{ locale: { emptyText: t('Pallet:Empty') } }}
      filters={
        <>
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('LabelRecord:DeliveryNo')}
            value={list.draft.deliveryNo ?? ''}
            onChange={(e) => list.setDraft({ deliveryNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="pallets-delivery-filter"
          />
          <Input
            allowClear
            className="labels-filter"
            placeholder={t('Pallet:Sscc')}
            value={list.draft.labelNo ?? ''}
            onChange={(e) => list.setDraft({ labelNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="pallets-sscc-filter"
          />
          <SelectFilter
            list={list}
            name="status"
            className="labels-filter-select"
            placeholder={t('LabelRecord:Status')}
            testId="pallets-status-filter"
            options={labelStatusOptions()}
          />
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={t('LabelRecord:DateRange')}
            placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
            value={[dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]}
            onChange={(range) =>
              list.setDraft({ dateFrom: range?.[0]?.format(DAY), dateTo: range?.[1]?.format(DAY) })
            }
            data-testid="pallets-date-filter"
          />
        </>
      }
      onExport={() =>
        downloadFile(
          labelExportUrl,
          { ...list.params, labelType: 'Pallet' },
          `${t('LabelRecord:PalletLabels')}.xlsx`,
        )
      }
      toolbarActions={
        canBuild && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => building.show(null)}
            data-testid="build-pallet"
          >
            {t('Pallet:Build')}
          </Button>
        )
      }
      rowActions={canPrint || canReprint || canBuild ? rowActions : undefined}
      // The reason only when the server allows nothing: an action this page does not offer (void)
      // is not the role's lack of a permission.
      noActions={(p: LabelRecord) => (p.allowedActions.length === 0 ? idleText(p) : undefined)}
    >
      <BuildPalletDialog
        key={`b${building.key}`}
        open={building.open}
        onClose={building.hide}
        onBuilt={() => {
          building.hide();
          refresh();
        }}
      />
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
    </ListPage>
  );
}
