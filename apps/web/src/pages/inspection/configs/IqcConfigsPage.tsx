import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  iqcConfigSortFields,
  iqcConfigTexts,
  iqcConfigWorkflow,
  Policies,
  type IqcMaterialConfigDto,
} from '@sp/contracts';
import { Button, Input, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../api/download';
import {
  confirmAction,
  confirmDelete,
  confirmed,
  ListPage,
  rowActionsFromAllowed,
  SelectFilter,
  StatusTag,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL, useTexts } from '../../../locales/i18n';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import { actionText, aqlSummary, enumText, modeOptions, statusOptions } from './config-format';
import { ConfigDrawer } from './ConfigDrawer';
import { ConfigImportDialog } from './ConfigImportDialog';
import {
  configExportUrl,
  configTransition,
  deleteConfig,
  getConfigs,
  type ConfigFilters,
} from './configs-api';
import './configs.css';

const initialFilters: ConfigFilters = {
  supplierId: undefined,
  partNo: undefined,
  inspectionMode: undefined,
  status: undefined,
};
const sortable = iqcConfigSortFields;

/**
 * /incoming-inspection-file/partno-confirm (物料信息确认): what IQC asks of each lot of a supplier's
 * part. IQC sees every supplier's, creates, edits, imports, exports and confirms them; a supplier
 * sees their own (row-level security) and confirms having read them. The row buttons are the
 * server's `allowedActions`; filters, sort and page live in the URL.
 */
export default function IqcConfigsPage() {
  const L = useL();
  const t = useTexts(iqcConfigTexts);
  const P = Policies['QualityControl.IIF'].PartNoConfirm;
  const canCreate = useHasPolicy(P.Create.name);
  const canExport = useHasPolicy(P.Export.name);
  const canImport = useHasPolicy(P.Import.name);
  // IQC's view (every supplier) when the user may draft configurations; a supplier's otherwise.
  const iqc = canCreate;
  const list = useServerList<IqcMaterialConfigDto, ConfigFilters>('iqc-configs', getConfigs, initialFilters, {
    url: true,
    sortable,
  });
  const drawer = useDialog<IqcMaterialConfigDto>();
  const [importing, setImporting] = useState(false);
  const f = (name: string) => t(`IqcConfig:Field:${name}` as 'IqcConfig:Field:items');

  const remove = (r: IqcMaterialConfigDto) => () =>
    void confirmed({
      ask: () => confirmDelete(r.partNo, t('IqcConfig:DeleteConfirm', r.partNo, r.supplierCode)),
      run: () => deleteConfig(r.id),
      then: list.refresh,
    });
  const step = (r: IqcMaterialConfigDto, action: string, question: string) => () =>
    void confirmed({
      ask: () => confirmAction({ title: actionText(action), content: question }),
      run: () => configTransition(r.id, action, r.concurrencyStamp),
      success: 'saved',
      then: list.refresh,
    });

  const columns: TableColumnsType<IqcMaterialConfigDto> = [
    {
      title: L('Field:PartNo'),
      dataIndex: 'partNo',
      key: 'partNo',
      fixed: 'left',
      render: (no: string, r) => (
        <Button
          type="link"
          className="iqc-link"
          onClick={() => drawer.show(r)}
          data-testid={`iqc-open-${no}`}
        >
          {no}
        </Button>
      ),
    },
    { title: L('Field:PartName'), dataIndex: 'partName', key: 'partName', ellipsis: true, width: 160 },
    ...(iqc
      ? [
          {
            title: L('Field:Supplier'),
            key: 'supplierCode',
            ellipsis: true,
            width: 180,
            render: (_: unknown, r: IqcMaterialConfigDto) => (
              <span title={`${r.supplierCode} ${r.supplierName}`}>
                <span className="iqc-code">{r.supplierCode}</span> {r.supplierName}
              </span>
            ),
          },
        ]
      : []),
    {
      title: L('Field:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, r) => (
        <StatusTag workflow={iqcConfigWorkflow} status={s} testId={`iqc-status-${r.partNo}`} />
      ),
    },
    {
      title: L('Field:MaterialCategory'),
      dataIndex: 'materialCategory',
      key: 'materialCategory',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: f('inspectionMode'),
      dataIndex: 'inspectionMode',
      key: 'inspectionMode',
      render: (v: string) => enumText('InspectionMode', v),
    },
    {
      title: f('inspectionLevel'),
      dataIndex: 'inspectionLevel',
      key: 'inspectionLevel',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: f('aql'),
      key: 'aql',
      render: (_: unknown, r) => <span className="iqc-nowrap">{aqlSummary(r)}</span>,
    },
    {
      title: f('requiredDocs'),
      dataIndex: 'requiredDocs',
      key: 'requiredDocs',
      width: 200,
      render: (docs: string[]) =>
        docs.length ? docs.map((d) => <Tag key={d}>{enumText('InspectionDocType', d)}</Tag>) : '—',
    },
    { title: f('items'), key: 'items', render: (_: unknown, r) => r.items.length },
    {
      title: f('confirmed'),
      dataIndex: 'confirmedByName',
      key: 'confirmedByName',
      render: (v: string | null) => v ?? '—',
    },
    timeColumn<IqcMaterialConfigDto>(f('confirmedTime'), 'confirmedTime', { empty: '—' }),
    timeColumn<IqcMaterialConfigDto>(L('Field:CreationTime'), 'creationTime'),
  ];

  return (
    <ListPage
      list={list}
      testId="page-iqc-configs"
      tableTestId="iqc-configs-table"
      columns={columns}
      sortable={sortable}
      hiddenColumns={['materialCategory', 'inspectionLevel', 'items', 'confirmedByName', 'creationTime']}
      search={t('IqcConfig:Search')}
      rowTestId={(r) => `iqc-row-${r.partNo}-${r.supplierCode}`}
      onCreate={canCreate ? () => drawer.show(null) : undefined}
      createText={t('IqcConfig:New')}
      createTestId="iqc-new"
      filters={
        <>
          {iqc && (
            <div className="iqc-filter-supplier" aria-label={L('Field:Supplier')}>
              <SupplierSelect
                placeholder={L('Field:Supplier')}
                value={list.draft.supplierId ?? null}
                onChange={(supplierId) => list.setDraft({ supplierId: supplierId ?? undefined })}
              />
            </div>
          )}
          <Input
            allowClear
            className="iqc-filter-text"
            placeholder={L('Field:PartNo')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="iqc-part-filter"
          />
          <SelectFilter
            list={list}
            name="inspectionMode"
            className="iqc-filter-select"
            placeholder={f('inspectionMode')}
            testId="iqc-mode-filter"
            options={modeOptions()}
          />
          <SelectFilter
            list={list}
            name="status"
            className="iqc-filter-select"
            placeholder={L('Field:Status')}
            testId="iqc-status-filter"
            options={statusOptions()}
          />
        </>
      }
      toolbarActions={
        canImport ? (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="iqc-import-open">
            {L('Action:Import')}
          </Button>
        ) : undefined
      }
      onExport={
        canExport
          ? () => downloadFile(configExportUrl, list.params, `${t('IqcConfig:ExportTitle')}.xlsx`)
          : undefined
      }
      rowActions={(r) => [
        ...rowActionsFromAllowed(
          r.allowedActions,
          {
            update: { onClick: () => drawer.show(r), label: L('AbpUi', 'Edit') },
            vendorConfirm: step(r, 'vendorConfirm', t('IqcConfig:VendorConfirmQuestion', r.partNo)),
            confirm: step(r, 'confirm', t('IqcConfig:ConfirmQuestion', r.partNo)),
            delete: { onClick: remove(r), label: L('AbpUi', 'Delete'), danger: true },
          },
          actionText,
        ).map((a) => (a.key === 'delete' ? { ...a, more: true } : a)),
        ...(r.allowedActions.includes('update')
          ? []
          : [{ key: 'view', label: L('Action:View'), onClick: () => drawer.show(r) }]),
      ]}
    >
      <ConfigDrawer
        key={drawer.key}
        open={drawer.open}
        row={drawer.subject}
        onClose={drawer.hide}
        onChanged={list.refresh}
      />
      <ConfigImportDialog open={importing} onClose={() => setImporting(false)} onImported={list.refresh} />
    </ListPage>
  );
}
