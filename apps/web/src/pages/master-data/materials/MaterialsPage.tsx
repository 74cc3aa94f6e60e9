import { materialWorkflow, Policies, workflowStatuses } from '@sp/contracts';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Tag, type TableColumnsType } from 'antd';
import { downloadFile } from '../../../api/download';
import {
  deleteMaterial,
  getMaterial,
  getMaterials,
  materialExportUrl,
  type Material,
  type MaterialFilters,
} from '../../../api/materials';
import {
  confirmedDelete,
  ListPage,
  rowActionsFromAllowed,
  SelectFilter,
  StatusTag,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
  type RowAction,
} from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { MaterialDetailDrawer } from './MaterialDetailDrawer';
import { MaterialFormModal } from './MaterialFormModal';
import { MaterialImportDialog } from './MaterialImportDialog';
import { useMaterialCodes, useSupplierOptions } from './use-material-options';
import './materials.css';

const P = Policies.MasterData.Materials;
const initialFilters: MaterialFilters = { category: undefined, status: undefined, supplierId: undefined };
/** The server's sort whitelist (MATERIAL_SORTING of the contracts) as far as the table shows it. */
const sortable = ['partNo', 'name', 'unit', 'category', 'msl', 'status', 'creationTime'];
/** The workflow's `update` is the row's Edit button (test id `edit-…`, as on every list). */
const asEdit = (a: RowAction): RowAction => (a.key === 'update' ? { ...a, key: 'edit' } : a);
const f = (key: string) => translateDynamic('SupplierPortal', `Materials:Field:${key}`);

/**
 * /master-data/materials: the part master. Search (part no., name, spec), category, status and
 * approved-supplier filters kept in the URL; server sort and paging; Excel import (all rows or
 * none, with the error report) and export of the current filter; create and edit in a dialog;
 * the part number opens the detail with its approved suppliers; delete asks first (the server
 * refuses while purchase-order lines name the part).
 */
export default function MaterialsPage() {
  const L = useL();
  const canCreate = useHasPolicy(P.Create.name);
  const canImport = useHasPolicy(P.Import.name);
  const canExport = useHasPolicy(P.Export.name);
  const codes = useMaterialCodes();
  const supplierOptions = useSupplierOptions(useHasPolicy(Policies.AbpIdentity.Suppliers.name));
  const list = useServerList<Material, MaterialFilters>('materials', getMaterials, initialFilters, {
    url: true,
    sortable,
  });
  const form = useDialog<Material | null>();
  const detail = useDialog<string>();
  const importer = useDialog<null>();

  /** The list row lacks the approvals: edit from the full record. */
  const edit = async (m: Material) => form.show(await getMaterial(m.id));

  const remove = (m: Material) =>
    confirmedDelete(
      m.partNo,
      L('SupplierPortal', 'Materials:DeleteConfirm', m.partNo),
      () => deleteMaterial(m.id),
      () => list.refetch(),
    );

  const columns: TableColumnsType<Material> = [
    {
      title: f('partNo'),
      dataIndex: 'partNo',
      key: 'partNo',
      fixed: 'left',
      render: (partNo: string, m) => (
        <Button
          type="link"
          className="material-part-link"
          onClick={() => detail.show(m.id)}
          data-testid={`material-open-${m.id}`}
        >
          {partNo}
        </Button>
      ),
    },
    {
      title: f('name'),
      dataIndex: 'name',
      key: 'name',
      render: (v: string) => <span className="material-name">{v}</span>,
    },
    { title: f('spec'), dataIndex: 'spec', key: 'spec', ellipsis: true, width: 220 },
    { title: f('unit'), dataIndex: 'unit', key: 'unit', render: (u: string) => codes.unitLabel(u) },
    { title: f('category'), dataIndex: 'category', key: 'category', render: codes.categoryLabel },
    { title: f('msl'), dataIndex: 'msl', key: 'msl', render: (v: string | null) => v || '—' },
    {
      title: f('rohs'),
      key: 'rohs',
      render: (_, m) => (
        <span className="material-flags">
          {m.rohs && <Tag color="green">RoHS</Tag>}
          {m.halogenFree && <Tag color="cyan">{f('halogenFree')}</Tag>}
        </span>
      ),
    },
    {
      title: f('suppliers'),
      key: 'suppliers',
      render: (_, m) => (m.supplierCodes ?? []).join(', '),
    },
    {
      title: f('status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number, m) => (
        <StatusTag workflow={materialWorkflow} status={status} testId={`material-status-${m.id}`} />
      ),
    },
    timeColumn(f('creationTime'), 'creationTime'),
  ];

  return (
    <ListPage
      list={list}
      testId="page-materials"
      tableTestId="materials-table"
      columns={columns}
      sortable={sortable}
      search={L('Materials:FilterPlaceholder')}
      filters={
        <>
          <SelectFilter
            list={list}
            name="category"
            placeholder={f('category')}
            options={codes.categories}
            testId="material-category-filter"
            className="material-filter"
          />
          <SelectFilter
            list={list}
            name="status"
            placeholder={f('status')}
            testId="material-status-filter"
            className="material-filter"
            options={workflowStatuses(materialWorkflow).map((value) => ({
              value,
              label: translateDynamic('SupplierPortal', materialWorkflow.statuses[value].text),
            }))}
          />
          {supplierOptions.length > 0 && (
            <SelectFilter
              list={list}
              name="supplierId"
              placeholder={f('supplier')}
              testId="material-supplier-filter"
              className="material-filter material-supplier-filter"
              options={supplierOptions}
            />
          )}
        </>
      }
      toolbarActions={
        canImport && (
          <Button icon={<UploadOutlined />} onClick={() => importer.show(null)} data-testid="material-import">
            {L('Action:Import')}
          </Button>
        )
      }
      onCreate={canCreate ? () => form.show(null) : undefined}
      createText={L('Materials:New')}
      onExport={
        canExport
          ? () => downloadFile(materialExportUrl, list.params, `${L('Materials:Title')}.xlsx`)
          : undefined
      }
      rowActions={(m) =>
        rowActionsFromAllowed(m.allowedActions, {
          update: () => void edit(m),
          delete: () => void remove(m),
        }).map(asEdit)
      }
    >
      <MaterialFormModal key={form.key} material={form.subject} {...form.bind(() => list.refetch())} />
      <MaterialDetailDrawer
        key={`detail-${detail.key}`}
        open={detail.open}
        materialId={detail.subject}
        onClose={detail.hide}
        onChanged={() => void list.refetch()}
      />
      <MaterialImportDialog
        key={`import-${importer.key}`}
        open={importer.open}
        onClose={importer.hide}
        onImported={() => void list.refetch()}
      />
    </ListPage>
  );
}
