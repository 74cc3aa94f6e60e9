import {
  Disposition,
  inspectionFormSortFields,
  inspectionFormWorkflow,
  Policies,
  ReviewResult,
  type InspectionFormListItemDto,
} from '@sp/contracts';
import { Button, Checkbox, DatePicker, Input, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/download';
import {
  ListPage,
  SelectFilter,
  StatusTag,
  timeColumn,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { SupplierFilter } from '../../letters/letters/SupplierFilter';
import {
  DAY,
  enumOptions,
  enumText,
  formatQty,
  formDetailPath,
  formStatusOptions,
  type FormMode,
} from './form-format';
import { formExportUrl, getForms, type FormFilters } from './forms-api';
import { NewFormDialog } from './NewFormDialog';
import { ReviewResultTag } from './ReviewResultTag';
import './forms.css';

/** The admin overview's column order (keys). */
const ADMIN_ORDER = [
  'formNo',
  'supplier',
  'partNo',
  'status',
  'reviewResult',
  'daysWaiting',
  'missingDocs',
  'reviewer',
  'deliveryNo',
  'lotNo',
  'lotQty',
  'sampleSize',
  'vendorConclusion',
  'submittedTime',
];

const initialFilters: FormFilters = {
  status: undefined,
  supplierId: undefined,
  partNo: undefined,
  deliveryNo: undefined,
  from: undefined,
  to: undefined,
  reviewResult: undefined,
  disposition: undefined,
  pendingMine: undefined,
  missingDocs: undefined,
};

/**
 * The inspection form overviews (business-domain §5.2), one component for two pages:
 * - `vendor`: the supplier's own forms (row-level security), "New form" from one of its delivery
 *   lines, export;
 * - `admin`: every supplier's, with supplier, reviewer, days waiting and the missing-documents flag,
 *   filters for supplier, IQC result, disposition and "pending my review", export.
 * Filters, sort and page live in the URL; the form no. (or the row) opens the detail of the same side.
 * Test ids: `page-forms-${mode}`, `forms-table`, `form-row-${formNo}`, `form-open-${formNo}`.
 */
export function FormList({ mode }: { mode: FormMode }) {
  const L = useL();
  const navigate = useNavigate();
  const P = Policies['QualityControl.IIF'];
  const canCreate = useHasPolicy(P.VendorFormOverview.Create.name);
  const canExport = useHasPolicy(P.AdminFormOverview.Export.name);
  const creating = useDialog<true>();
  const list = useServerList<InspectionFormListItemDto, FormFilters>(
    `inspection-forms-${mode}`,
    getForms,
    initialFilters,
    { url: true, sortable: inspectionFormSortFields },
  );
  const open = (f: InspectionFormListItemDto) => void navigate(formDetailPath(mode, f.id));
  const admin = mode === 'admin';
  const mobile = useAppStore((s) => s.device === 'mobile');

  const allColumns: TableColumnsType<InspectionFormListItemDto> = [
    {
      title: L('Field:FormNo'),
      dataIndex: 'formNo',
      key: 'formNo',
      fixed: 'left',
      render: (no: string, f) => (
        <Button
          type="link"
          className="iif-link"
          onClick={(e) => {
            e.stopPropagation();
            open(f);
          }}
          data-testid={`form-open-${no}`}
        >
          {no}
          {f.version > 1 && (
            <span className="iif-muted iif-small">
              {' '}
              {L('SupplierPortal', 'FormPage:VersionValue', f.version)}
            </span>
          )}
        </Button>
      ),
    },
    ...(admin
      ? [
          {
            title: L('Field:Supplier'),
            key: 'supplier',
            render: (_: unknown, f: InspectionFormListItemDto) => (
              <span className="iif-nowrap" title={f.supplierName}>
                <span className="iif-muted iif-code">{f.supplierCode}</span>{' '}
                <span className="iif-supplier-name">{f.supplierName}</span>
              </span>
            ),
          },
        ]
      : []),
    {
      title: L('Field:DeliveryNo'),
      key: 'deliveryNo',
      render: (_: unknown, f: InspectionFormListItemDto) => (
        <span className="iif-code iif-nowrap">
          {f.deliveryNo} / {f.deliveryLineNo}
        </span>
      ),
    },
    {
      title: L('Field:PartNo'),
      key: 'partNo',
      render: (_: unknown, f: InspectionFormListItemDto) => (
        <div>
          <div className="iif-code">{f.partNo}</div>
          {f.partName && <div className="iif-muted iif-small">{f.partName}</div>}
        </div>
      ),
    },
    { title: L('Field:LotNo'), dataIndex: 'lotNo', key: 'lotNo' },
    {
      title: L('FormPage:LotQty'),
      dataIndex: 'lotQty',
      key: 'lotQty',
      align: 'right',
      render: (n: number) => formatQty(n),
    },
    {
      title: L('FormPage:SampleSize'),
      dataIndex: 'sampleSize',
      key: 'sampleSize',
      align: 'right',
      render: (n: number) => formatQty(n),
    },
    {
      title: L('FormPage:VendorConclusion'),
      dataIndex: 'vendorConclusion',
      key: 'vendorConclusion',
      render: (v: string | null) =>
        v ? <Tag color={v === 'Fail' ? 'red' : 'green'}>{enumText('VendorConclusion', v)}</Tag> : '—',
    },
    {
      title: L('Field:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, f: InspectionFormListItemDto) => (
        <StatusTag workflow={inspectionFormWorkflow} status={s} testId={`form-status-${f.formNo}`} />
      ),
    },
    {
      title: L('FormPage:ReviewResult'),
      dataIndex: 'reviewResult',
      key: 'reviewResult',
      render: (_: unknown, f: InspectionFormListItemDto) => <ReviewResultTag form={f} />,
    },
    ...(admin
      ? [
          {
            title: L('FormPage:Reviewer'),
            dataIndex: 'reviewerName',
            key: 'reviewer',
            render: (v: string | null) => v || '—',
          },
          {
            title: L('FormPage:DaysWaiting'),
            dataIndex: 'daysWaiting',
            key: 'daysWaiting',
            align: 'right' as const,
            render: (d: number | null) =>
              d === null ? (
                '—'
              ) : (
                <span className={d >= 3 ? 'iif-warn' : undefined}>
                  {L('SupplierPortal', 'FormPage:DaysValue', d)}
                </span>
              ),
          },
          {
            title: L('FormPage:MissingDocs'),
            dataIndex: 'missingDocs',
            key: 'missingDocs',
            render: (missing: boolean, f: InspectionFormListItemDto) =>
              missing ? (
                <Tag color="red" data-testid={`form-missing-${f.formNo}`}>
                  {L('FormPage:DocMissing')}
                </Tag>
              ) : (
                <Tag color="green">{L('FormPage:DocsOk')}</Tag>
              ),
          },
        ]
      : []),
    timeColumn(L('FormPage:SubmittedTime'), 'submittedTime', { empty: '—', format: '{y}-{m}-{d} {h}:{i}' }),
  ];

  // IQC's list puts what it works by (status, waiting, documents) before the lot's details.
  const columns = admin
    ? [...allColumns].sort((a, b) => ADMIN_ORDER.indexOf(String(a.key)) - ADMIN_ORDER.indexOf(String(b.key)))
    : allColumns;

  // On a phone a row is a small card: the form and what it is about, then where it stands.
  const phoneColumns: TableColumnsType<InspectionFormListItemDto> = [
    {
      ...columns[0]!,
      fixed: undefined,
      render: (no: string, f: InspectionFormListItemDto) => (
        <div className="iif-card-cell">
          <div className="iif-code iif-card-no" data-testid={`form-open-${no}`}>
            {no}
            {f.version > 1 && ` v${f.version}`}
          </div>
          {admin && (
            <div className="iif-small">
              {f.supplierCode} {f.supplierName}
            </div>
          )}
          <div className="iif-code iif-small">
            {f.partNo} · {f.lotNo}
          </div>
          <div className="iif-muted iif-small">
            {f.deliveryNo} / {f.deliveryLineNo} · {formatQty(f.lotQty)}
          </div>
        </div>
      ),
    },
    {
      title: L('Field:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, f: InspectionFormListItemDto) => (
        <div className="iif-card-cell">
          <StatusTag workflow={inspectionFormWorkflow} status={s} testId={`form-status-${f.formNo}`} />
          <div style={{ marginTop: 4 }}>
            <ReviewResultTag form={f} />
          </div>
          {admin && f.missingDocs && (
            <Tag color="red" style={{ marginTop: 4 }}>
              {L('FormPage:DocMissing')}
            </Tag>
          )}
        </div>
      ),
    },
  ];

  const { from, to } = list.draft;
  const filters = (
    <>
      {admin && (
        <SupplierFilter
          className="iif-filter iif-filter-supplier"
          value={list.draft.supplierId}
          onChange={(supplierId) => list.setDraft({ supplierId })}
        />
      )}
      <SelectFilter
        list={list}
        name="status"
        className="iif-filter iif-filter-select"
        placeholder={L('Field:Status')}
        testId="form-status-filter"
        options={formStatusOptions()}
      />
      <Input
        allowClear
        className="iif-filter iif-filter-text"
        placeholder={L('Field:PartNo')}
        value={list.draft.partNo ?? ''}
        onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
        onPressEnter={list.search}
        data-testid="form-part-filter"
      />
      <Input
        allowClear
        className="iif-filter iif-filter-text"
        placeholder={L('Field:DeliveryNo')}
        value={list.draft.deliveryNo ?? ''}
        onChange={(e) => list.setDraft({ deliveryNo: e.target.value || undefined })}
        onPressEnter={list.search}
        data-testid="form-delivery-filter"
      />
      <DatePicker.RangePicker
        className="iif-filter iif-filter-dates"
        allowEmpty={[true, true]}
        aria-label={L('FormPage:DateRange')}
        placeholder={[L('FormPage:CreatedFrom'), L('FormPage:CreatedTo')]}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(range) => list.setDraft({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        data-testid="form-date-filter"
      />
      {admin && (
        <>
          <SelectFilter
            list={list}
            name="reviewResult"
            className="iif-filter iif-filter-select"
            placeholder={L('FormPage:ReviewResult')}
            testId="form-result-filter"
            options={enumOptions('ReviewResult', ReviewResult)}
          />
          <SelectFilter
            list={list}
            name="disposition"
            className="iif-filter iif-filter-select"
            placeholder={L('FormPage:Disposition')}
            testId="form-disposition-filter"
            options={enumOptions('Disposition', Disposition)}
          />
          <Checkbox
            checked={!!list.draft.pendingMine}
            onChange={(e) => list.setDraft({ pendingMine: e.target.checked || undefined })}
            data-testid="form-pending-filter"
          >
            {L('FormPage:PendingMine')}
          </Checkbox>
          <Checkbox
            checked={!!list.draft.missingDocs}
            onChange={(e) => list.setDraft({ missingDocs: e.target.checked || undefined })}
            data-testid="form-missing-filter"
          >
            {L('FormPage:MissingDocs')}
          </Checkbox>
        </>
      )}
    </>
  );

  return (
    <ListPage
      list={list}
      testId={`page-forms-${mode}`}
      tableTestId="forms-table"
      columns={mobile ? phoneColumns : columns}
      // Its own compact phone columns already.
      phoneCards={false}
      sortable={inspectionFormSortFields}
      hiddenColumns={admin ? ['sampleSize', 'lotQty', 'lotNo'] : ['sampleSize']}
      search={L('FormPage:FilterPlaceholder')}
      filters={filters}
      onCreate={!admin && canCreate ? () => creating.show(true) : undefined}
      createText={L('FormPage:NewForm')}
      onExport={admin ? (canExport ? exportRows : undefined) : () => exportRows()}
      table={{
        className: 'iif-table',
        onRow: (f) =>
          ({
            onClick: () => open(f),
            'data-testid': `form-row-${f.formNo}`,
          }) as HTMLAttributes<HTMLElement>,
      }}
    >
      {!admin && (
        <NewFormDialog
          key={creating.key}
          open={creating.open}
          onClose={creating.hide}
          onCreated={(id) => {
            creating.hide();
            list.refresh();
            void navigate(formDetailPath('vendor', id));
          }}
        />
      )}
    </ListPage>
  );

  function exportRows() {
    return downloadFile(formExportUrl, list.params, `${L('FormPage:ExportName')}.xlsx`);
  }
}
