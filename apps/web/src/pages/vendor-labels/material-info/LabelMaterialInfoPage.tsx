import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { labelMaterialInfoWorkflow, MSL_LEVELS, Policies, workflowStatuses } from '@sp/contracts';
import { Button, Input, Tag, type TableColumnsType } from 'antd';
import { downloadFile } from '../../../api/download';
import {
  deleteMaterialInfo,
  getMaterialInfos,
  materialInfoExportUrl,
  moveMaterialInfo,
  type LabelMaterialInfo,
  type LabelMaterialInfoFilters,
} from '../../../api/label-material-info';
import {
  confirmAction,
  confirmed,
  confirmedDelete,
  ListPage,
  rowActionsFromAllowed,
  SelectFilter,
  StatusTag,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { useSupplierOptions } from '../../master-data/materials/use-material-options';
import { MaterialInfoImportDialog } from './ImportDialog';
import { MaterialInfoFormModal } from './MaterialInfoFormModal';
import './material-info.css';

const P = Policies.VendorLabel.LabelMaterialInfo;
const WF = labelMaterialInfoWorkflow;
const initialFilters: LabelMaterialInfoFilters = {
  partNo: undefined,
  supplierId: undefined,
  status: undefined,
  msl: undefined,
};
/** The server's sort whitelist (LABEL_MATERIAL_INFO_SORTING). */
const sortable = [
  'partNo',
  'mpq',
  'innerQty',
  'innersPerOuter',
  'outersPerPallet',
  'msl',
  'status',
  'lastModificationTime',
];
const f = (key: string) => translateDynamic('SupplierPortal', `LabelMaterialInfo:Field:${key}`);
const qty = (n: number | null) => (n === null ? '' : n.toLocaleString('en-US'));

/** The question before each transition: what it means for the labels. */
const asks = {
  confirm: 'LabelMaterialInfo:ConfirmAsk',
  reopen: 'LabelMaterialInfo:ReopenAsk',
  disable: 'LabelMaterialInfo:DisableAsk',
  enable: 'LabelMaterialInfo:EnableAsk',
} as const;

/**
 * /vendor-label/label-material-info: packing data per supplier and part (business-domain §1.4
 * columns), filtered by part number, supplier, status and MSL (in the URL). The vendor proposes and
 * edits their drafts, the buyer confirms, reopens, disables or deletes: every button comes from the
 * row's `allowedActions`, so it shows exactly when the server would accept it. Excel import (all rows
 * or none, with the error report and a template) and export of the current filter.
 */
export default function LabelMaterialInfoPage() {
  const L = useL();
  const canCreate = useHasPolicy(P.Create.name);
  const canImport = useHasPolicy(P.Import.name);
  const isBuyer = useHasPolicy(Policies.AbpIdentity.Suppliers.name);
  const supplierOptions = useSupplierOptions(isBuyer);
  const list = useServerList<LabelMaterialInfo, LabelMaterialInfoFilters>(
    'label-material-info',
    getMaterialInfos,
    initialFilters,
    {
      url: true,
      sortable,
    },
  );
  const form = useDialog<LabelMaterialInfo | null>();
  const importer = useDialog<null>();

  const move = (row: LabelMaterialInfo, action: keyof typeof asks) =>
    confirmed({
      ask: () =>
        confirmAction({
          content: L('SupplierPortal', asks[action], row.partNo),
          okText: translateDynamic('SupplierPortal', WF.actionTexts[action]),
          danger: action === 'disable',
        }),
      run: () => moveMaterialInfo(row.id, action, row.concurrencyStamp),
      success: { text: L('LabelMaterialInfo:Done') },
      then: () => list.refetch(),
    });

  const columns: TableColumnsType<LabelMaterialInfo> = [
    {
      title: f('partNo'),
      dataIndex: 'partNo',
      key: 'partNo',
      fixed: 'left',
      render: (v: string) => <span className="material-info-part">{v}</span>,
    },
    { title: f('partName'), dataIndex: 'partName', key: 'partName' },
    {
      title: f('supplier'),
      key: 'supplier',
      render: (_, r) => r.supplierCode,
    },
    { title: f('mpq'), dataIndex: 'mpq', key: 'mpq', align: 'right', render: qty },
    { title: f('innerQty'), dataIndex: 'innerQty', key: 'innerQty', align: 'right', render: qty },
    { title: f('innersPerOuter'), dataIndex: 'innersPerOuter', key: 'innersPerOuter', align: 'right' },
    { title: f('outersPerPallet'), dataIndex: 'outersPerPallet', key: 'outersPerPallet', align: 'right' },
    { title: f('msl'), dataIndex: 'msl', key: 'msl' },
    {
      title: f('rohs'),
      dataIndex: 'rohs',
      key: 'rohs',
      render: (v: boolean | null) => v && <Tag color="green">RoHS</Tag>,
    },
    {
      title: f('status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, r) => (
        <StatusTag workflow={WF} status={s} testId={`material-info-status-${r.id}`} />
      ),
    },
    timeColumn(f('lastModificationTime'), 'lastModificationTime'),
  ];

  return (
    <ListPage
      list={list}
      testId="page-label-material-info"
      tableTestId="label-material-info-table"
      columns={columns}
      sortable={sortable}
      search={L('LabelMaterialInfo:FilterPlaceholder')}
      filters={
        <>
          <Input
            allowClear
            style={{ width: 160 }}
            placeholder={f('partNo')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="material-info-part-filter"
          />
          {isBuyer && (
            <SelectFilter
              list={list}
              name="supplierId"
              placeholder={f('supplier')}
              testId="material-info-supplier-filter"
              className="material-info-filter"
              options={supplierOptions}
            />
          )}
          <SelectFilter
            list={list}
            name="status"
            placeholder={f('status')}
            testId="material-info-status-filter"
            className="material-info-filter"
            options={workflowStatuses(WF).map((value) => ({
              value,
              label: translateDynamic('SupplierPortal', WF.statuses[value].text),
            }))}
          />
          <SelectFilter
            list={list}
            name="msl"
            placeholder={f('msl')}
            testId="material-info-msl-filter"
            className="material-info-filter"
            options={MSL_LEVELS.map((m) => ({ value: m, label: `MSL ${m}` }))}
          />
        </>
      }
      toolbarActions={
        canImport && (
          <Button
            icon={<UploadOutlined />}
            onClick={() => importer.show(null)}
            data-testid="material-info-import"
          >
            {L('Action:Import')}
          </Button>
        )
      }
      onCreate={canCreate ? () => form.show(null) : undefined}
      createText={L('LabelMaterialInfo:New')}
      onExport={() =>
        downloadFile(materialInfoExportUrl, list.params, `${L('LabelMaterialInfo:Title')}.xlsx`)
      }
      rowActions={(r) =>
        rowActionsFromAllowed(
          r.allowedActions,
          {
            // The buyer's `update` and the vendor's `propose` are the same Edit button.
            update: { onClick: () => form.show(r), label: L('AbpUi', 'Edit') },
            propose: { onClick: () => form.show(r), label: L('AbpUi', 'Edit') },
            confirm: () => void move(r, 'confirm'),
            reopen: () => void move(r, 'reopen'),
            disable: { onClick: () => void move(r, 'disable'), danger: true },
            enable: () => void move(r, 'enable'),
            delete: {
              onClick: () =>
                void confirmedDelete(
                  r.partNo,
                  L('SupplierPortal', 'LabelMaterialInfo:DeleteConfirm', r.partNo),
                  () => deleteMaterialInfo(r.id),
                  () => list.refetch(),
                ),
              danger: true,
            },
          },
          (action) =>
            translateDynamic(
              'SupplierPortal',
              (WF.actionTexts as Record<string, string>)[action] ?? `Action:${action}`,
            ),
        ).map((a) =>
          a.key === 'disable' || a.key === 'delete' || a.key === 'enable' ? { ...a, more: true } : a,
        )
      }
    >
      <MaterialInfoFormModal
        key={form.key}
        row={form.subject}
        supplierOptions={isBuyer ? supplierOptions : null}
        {...form.bind(() => list.refetch())}
      />
      <MaterialInfoImportDialog
        key={`import-${importer.key}`}
        open={importer.open}
        onClose={importer.hide}
        onImported={() => void list.refetch()}
      />
    </ListPage>
  );
}
