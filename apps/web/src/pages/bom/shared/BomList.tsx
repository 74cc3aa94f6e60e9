import { BomType, Policies, type BomListItemDto } from '@sp/contracts';
import { Button, Checkbox, Input, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import {
  ListPage,
  SelectFilter,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { SupplierFilter } from '../../letters/letters/SupplierFilter';
import { exportBoms, getBoms, type BomFilters } from '../bom-api';
import { bomPaths, bomStatusOptions, effectiveText, enumOptions, enumText } from '../bom-format';
import { BomImportDialog } from '../vendor/BomImportDialog';
import { BomStatusTag } from './BomStatusTag';
import '../bom.css';

export type BomMode = 'admin' | 'vendor';

const initialFilters: BomFilters = {
  parentPartNo: undefined,
  childPartNo: undefined,
  supplierId: undefined,
  status: undefined,
  bomType: undefined,
  updateRequested: undefined,
};

/** Sorted on the server (`sorting`). */
const SORTABLE = [
  'bomNo',
  'parentPartNo',
  'bomType',
  'vendorCode',
  'revision',
  'status',
  'effectiveFrom',
  'lineCount',
  'submittedTime',
  'approvedTime',
  'creationTime',
] as const;

/**
 * The BOM lists, one component for two pages:
 * - `admin` (`bom`): every supplier's and our own BOMs, with the supplier, type and approval, filters
 *   for parent, child part ("where used"), supplier, status and type (one BOM's lines export from its
 *   detail);
 * - `vendor` (`supplier-bom`): the supplier's own (row-level security) with New BOM and the Excel
 *   import, the update-requested flag.
 * Both filter on "update requested" (the supplier's To-do link `updateRequested=true`) and export the
 * filtered overview to Excel. Filters, sort and page live in the URL; the BOM no. opens the detail
 * (admin) or the editor (vendor).
 * Test ids: `page-boms-${mode}`, `boms-table`, `bom-row-${bomNo}`, `bom-open-${bomNo}`, `bom-status-${bomNo}`.
 */
export function BomList({ mode }: { mode: BomMode }) {
  const L = useL();
  const navigate = useNavigate();
  const admin = mode === 'admin';
  const V = Policies['Material.SMC'].VendorBom;
  const canCreate = useHasPolicy(V.Create.name);
  const canImport = useHasPolicy(V.Import.name);
  const canExport = useHasPolicy(admin ? Policies['Material.SMC'].Glt.Export.name : V.Export.name);
  const importing = useDialog<true>();
  const list = useServerList<BomListItemDto, BomFilters>(`boms-${mode}`, getBoms, initialFilters, {
    url: true,
    sortable: SORTABLE,
  });
  const open = (b: BomListItemDto) => void navigate(admin ? bomPaths.detail(b.id) : bomPaths.edit(b.id));

  const columns: TableColumnsType<BomListItemDto> = [
    {
      title: L('Field:BomNo'),
      dataIndex: 'bomNo',
      key: 'bomNo',
      fixed: 'left',
      render: (no: string, b) => (
        <Button
          type="link"
          className="bom-link"
          onClick={(e) => {
            e.stopPropagation();
            open(b);
          }}
          data-testid={`bom-open-${no}`}
        >
          {no}
        </Button>
      ),
    },
    {
      title: L('BomPage:ParentPart'),
      dataIndex: 'parentPartNo',
      key: 'parentPartNo',
      render: (_: unknown, b) => (
        <div>
          <div className="bom-code">{b.parentPartNo}</div>
          <div className="bom-muted bom-small">{b.parentName}</div>
        </div>
      ),
    },
    ...(admin
      ? [
          {
            title: L('BomPage:Type'),
            dataIndex: 'bomType',
            key: 'bomType',
            render: (v: string) => enumText('BomType', v),
          },
          {
            title: L('BomPage:Vendor'),
            key: 'vendorCode',
            render: (_: unknown, b: BomListItemDto) =>
              b.vendorCode ? (
                <span className="bom-nowrap" title={b.vendorName ?? ''}>
                  <span className="bom-muted bom-code">{b.vendorCode}</span> {b.vendorName}
                </span>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    {
      title: L('Field:Revision'),
      dataIndex: 'revision',
      key: 'revision',
      render: (r: string, b) => (
        <span className="bom-nowrap">
          {r}
          {b.isDefault && (
            <Tag className="bom-tag-inline" color="blue">
              {L('BomPage:Default')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: L('Field:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, b) => (
        <span className="bom-nowrap">
          <BomStatusTag status={s} testId={`bom-status-${b.bomNo}`} />
          {b.updateRequested && (
            <Tooltip title={b.updateRequestNote}>
              <Tag color="orange" data-testid={`bom-update-requested-${b.bomNo}`}>
                {L('BomPage:UpdateRequested')}
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: L('BomPage:EffectiveFrom'),
      dataIndex: 'effectiveFrom',
      key: 'effectiveFrom',
      render: (_: unknown, b) => (
        <span className="bom-nowrap">{effectiveText(b.effectiveFrom, b.effectiveTo)}</span>
      ),
    },
    { title: L('BomPage:Lines'), dataIndex: 'lineCount', key: 'lineCount', align: 'right' },
    { title: L('BomPage:Ecn'), dataIndex: 'ecnNo', key: 'ecnNo', render: (v: string | null) => v ?? '—' },
    ...(admin
      ? [
          {
            title: L('BomPage:ApprovedBy'),
            dataIndex: 'approvedByName',
            key: 'approvedBy',
            render: (v: string | null) => v ?? '—',
          },
          timeColumn<BomListItemDto>(L('BomPage:ApprovedTime'), 'approvedTime', {
            empty: '—',
            format: '{y}-{m}-{d} {h}:{i}',
          }),
        ]
      : [
          timeColumn<BomListItemDto>(L('BomPage:Submitted'), 'submittedTime', {
            empty: '—',
            format: '{y}-{m}-{d} {h}:{i}',
          }),
        ]),
  ];

  const filters = (
    <>
      <Input
        allowClear
        className="bom-filter bom-filter-text"
        placeholder={L('BomPage:ParentPart')}
        value={list.draft.parentPartNo ?? ''}
        onChange={(e) => list.setDraft({ parentPartNo: e.target.value || undefined })}
        onPressEnter={list.search}
        data-testid="bom-parent-filter"
      />
      {admin && (
        <>
          <Input
            allowClear
            className="bom-filter bom-filter-text"
            placeholder={L('BomPage:ChildPartFilter')}
            value={list.draft.childPartNo ?? ''}
            onChange={(e) => list.setDraft({ childPartNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="bom-child-filter"
          />
          <SupplierFilter
            className="bom-filter bom-filter-supplier"
            value={list.draft.supplierId}
            onChange={(supplierId) => list.setDraft({ supplierId })}
          />
        </>
      )}
      <SelectFilter
        list={list}
        name="status"
        className="bom-filter bom-filter-select"
        placeholder={L('Field:Status')}
        testId="bom-status-filter"
        options={bomStatusOptions()}
      />
      {admin && (
        <SelectFilter
          list={list}
          name="bomType"
          className="bom-filter bom-filter-select"
          placeholder={L('BomPage:Type')}
          testId="bom-type-filter"
          options={enumOptions('BomType', BomType)}
        />
      )}
      <Checkbox
        checked={!!list.draft.updateRequested}
        onChange={(e) => list.setDraft({ updateRequested: e.target.checked || undefined })}
        data-testid="bom-update-requested-filter"
      >
        {L('BomPage:UpdateRequested')}
      </Checkbox>
    </>
  );

  return (
    <ListPage
      list={list}
      testId={`page-boms-${mode}`}
      tableTestId="boms-table"
      columns={columns}
      sortable={SORTABLE}
      hiddenColumns={admin ? ['ecnNo', 'approvedTime'] : []}
      search={L('BomPage:FilterPlaceholder')}
      filters={filters}
      onCreate={!admin && canCreate ? () => void navigate(bomPaths.edit()) : undefined}
      createText={L('BomPage:NewBom')}
      onExport={canExport ? () => exportBoms(list.params, `${L('BomPage:ExportName')}.xlsx`) : undefined}
      toolbarActions={
        !admin && canImport ? (
          <Button onClick={() => importing.show(true)} data-testid="bom-import">
            {L('BomPage:Import')}
          </Button>
        ) : undefined
      }
      table={{
        className: 'bom-table',
        onRow: (b) =>
          ({
            onClick: () => open(b),
            'data-testid': `bom-row-${b.bomNo}`,
          }) as HTMLAttributes<HTMLElement>,
      }}
    >
      {!admin && (
        <BomImportDialog
          key={importing.key}
          open={importing.open}
          onClose={importing.hide}
          onImported={(id) => {
            importing.hide();
            list.refresh();
            void navigate(bomPaths.edit(id));
          }}
        />
      )}
    </ListPage>
  );
}
