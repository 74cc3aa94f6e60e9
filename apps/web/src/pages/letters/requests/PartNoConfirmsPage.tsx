import {
  letterWorkflow,
  partNoConfirmSortFields,
  partNoConfirmTexts,
  partNoConfirmWorkflow,
  Policies,
  type PartNoConfirmDto,
} from '@sp/contracts';
import { Button, DatePicker, Input, Select, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { today } from '../../../utils/time';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/download';
import {
  confirmAction,
  confirmed,
  ListPage,
  rowActionsFromAllowed,
  SelectFilter,
  StatusTag,
  useDialog,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL, useTexts } from '../../../locales/i18n';
import { useMaterialCodes } from '../../master-data/materials/use-material-options';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import { ReasonDialog, type ReasonRequest } from '../../../components/detail/ReasonDialog';
import { BuyerUserSelect } from './BuyerUserSelect';
import {
  actionText,
  adminLetterPath,
  DAY,
  requestPath,
  requestStatusOptions,
  requestTypeText,
  subjectOf,
  vendorLetterPath,
} from './request-format';
import { RequestFormModal } from './RequestFormModal';
import {
  createLetter,
  getRequests,
  requestExportUrl,
  requestTransition,
  type RequestFilters,
} from './requests-api';
import './requests.css';

const initialFilters: RequestFilters = {
  supplierId: undefined,
  partNo: undefined,
  materialCategory: undefined,
  status: undefined,
  ownerEngineerId: undefined,
  dueDateFrom: undefined,
  dueDateTo: undefined,
};
const sortable = partNoConfirmSortFields;

/**
 * /letter-of-recognition/partno-confirm: letter requests (business-domain §2.3 columns). The buyer
 * sees every supplier's, creates and edits them, sends a declined one again, cancels and exports;
 * a vendor sees their own (row-level security) and acknowledges, declines or starts the letter.
 * The row buttons are the server's `allowedActions`; filters, sort and page live in the URL.
 */
export default function PartNoConfirmsPage() {
  const L = useL();
  const t = useTexts(partNoConfirmTexts);
  const navigate = useNavigate();
  const P = Policies.LetterOfRecognition.PartNoConfirm;
  const canCreate = useHasPolicy(P.Create.name);
  const canExport = useHasPolicy(P.Export.name);
  const buyer = canCreate;
  const { categories, categoryLabel } = useMaterialCodes();
  const list = useServerList<PartNoConfirmDto, RequestFilters>(
    'partno-confirms',
    getRequests,
    initialFilters,
    {
      url: true,
      sortable,
    },
  );
  const form = useDialog<PartNoConfirmDto>();
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const open = (r: Pick<PartNoConfirmDto, 'id'>) => void navigate(requestPath(r.id));

  const withReason = (r: PartNoConfirmDto, action: string) => ({
    onClick: () =>
      setReason({
        title: `${actionText(action)} ${r.requestNo}`,
        run: (comment) => requestTransition(r.id, action, comment, r.concurrencyStamp),
        then: list.refresh,
      }),
    danger: true,
  });
  const resend = (r: PartNoConfirmDto) => () =>
    void confirmed({
      ask: () =>
        confirmAction({
          title: actionText('resend'),
          content: t('PartNoConfirm:ConfirmResend', r.requestNo),
        }),
      run: () => requestTransition(r.id, 'resend', undefined, r.concurrencyStamp),
      success: 'saved',
      then: list.refresh,
    });
  const startLetter = (r: PartNoConfirmDto) => () =>
    void confirmed({
      ask: () =>
        confirmAction({
          title: actionText('createLetter'),
          content: t('PartNoConfirm:ConfirmCreateLetter', subjectOf(r)),
        }),
      run: async () => {
        const made = await createLetter(r.id);
        void navigate(vendorLetterPath(made.letterId));
      },
      success: 'saved',
      then: list.refresh,
    });

  // The columns of §2.3; what a reader scans first (part, supplier, due date, status, letter) leads,
  // so it shows without scrolling sideways on a laptop.
  const columns: TableColumnsType<PartNoConfirmDto> = [
    {
      title: L('Letter:RequestNo'),
      dataIndex: 'requestNo',
      key: 'requestNo',
      fixed: 'left',
      render: (no: string, r) => (
        <Button type="link" className="pnc-link" onClick={() => open(r)} data-testid={`partno-open-${no}`}>
          {no}
        </Button>
      ),
    },
    {
      title: L('Field:PartNo'),
      dataIndex: 'partNo',
      key: 'partNo',
      render: (no: string | null, r) => no ?? <span className="pnc-muted">{subjectOf(r)}</span>,
    },
    { title: L('Field:PartName'), dataIndex: 'partName', key: 'partName', ellipsis: true, width: 180 },
    ...(buyer
      ? [
          {
            title: L('Field:Supplier'),
            key: 'supplier',
            ellipsis: true,
            width: 200,
            render: (_: unknown, r: PartNoConfirmDto) => (
              <span className="pnc-supplier" title={`${r.supplierCode ?? ''} ${r.supplierName ?? ''}`}>
                <span className="pnc-code">{r.supplierCode}</span> {r.supplierName}
              </span>
            ),
          },
        ]
      : []),
    {
      title: L('Letter:DueDate'),
      dataIndex: 'dueDate',
      key: 'dueDate',
      render: (d: string, r) => (
        <span className={r.status <= 1 && !r.letterId && d < today() ? 'pnc-overdue' : undefined}>{d}</span>
      ),
    },
    {
      title: t('PartNoConfirm:AckStatus'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, r) => (
        <StatusTag workflow={partNoConfirmWorkflow} status={s} testId={`partno-status-${r.requestNo}`} />
      ),
    },
    {
      title: L('Letter:LetterNo'),
      dataIndex: 'letterNo',
      key: 'letterNo',
      render: (no: string | null, r) =>
        no && r.letterId ? (
          <Button
            type="link"
            className="pnc-link"
            onClick={() =>
              void navigate(buyer ? adminLetterPath(r.letterId!) : vendorLetterPath(r.letterId!))
            }
          >
            {no}
          </Button>
        ) : (
          '—'
        ),
    },
    {
      title: t('PartNoConfirm:LetterStatus'),
      dataIndex: 'letterStatus',
      key: 'letterStatus',
      render: (s: number | null) => (s === null ? '—' : <StatusTag workflow={letterWorkflow} status={s} />),
    },
    {
      title: L('Field:MaterialCategory'),
      dataIndex: 'materialCategory',
      key: 'materialCategory',
      render: (c: string | null) => (c ? categoryLabel(c) : '—'),
    },
    {
      title: L('Letter:RequestType'),
      dataIndex: 'requestType',
      key: 'requestType',
      render: (v: string) => requestTypeText(v),
    },
    {
      title: L('Letter:CheckTemplate'),
      dataIndex: 'checkTemplateName',
      key: 'template',
      ellipsis: true,
      width: 180,
    },
    { title: L('Letter:OwnerEngineer'), dataIndex: 'ownerEngineerName', key: 'owner' },
  ];

  const { dueDateFrom: from, dueDateTo: to } = list.draft;
  return (
    <ListPage
      list={list}
      testId="page-partno-confirms"
      tableTestId="partno-table"
      columns={columns}
      sortable={sortable}
      search={t('PartNoConfirm:FilterPlaceholder')}
      rowTestId={(r) => `partno-row-${r.requestNo}`}
      onCreate={canCreate ? () => form.show(null) : undefined}
      createText={t('PartNoConfirm:New')}
      createTestId="new-partno"
      filters={
        <>
          {buyer && (
            <div className="pnc-filter-supplier" aria-label={L('Field:Supplier')}>
              <SupplierSelect
                placeholder={L('Field:Supplier')}
                value={list.draft.supplierId ?? null}
                onChange={(supplierId) => list.setDraft({ supplierId: supplierId ?? undefined })}
              />
            </div>
          )}
          <Input
            allowClear
            className="pnc-filter-text"
            placeholder={L('Field:PartNo')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="partno-part-filter"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            className="pnc-filter-select"
            placeholder={L('Field:MaterialCategory')}
            value={list.draft.materialCategory}
            onChange={(v: string | undefined) => list.setDraft({ materialCategory: v })}
            options={categories}
            data-testid="partno-category-filter"
          />
          <SelectFilter
            list={list}
            name="status"
            className="pnc-filter-select"
            placeholder={t('PartNoConfirm:AckStatus')}
            testId="partno-status-filter"
            options={requestStatusOptions()}
          />
          {buyer && (
            <div className="pnc-filter-owner">
              <BuyerUserSelect
                allowClear
                value={list.draft.ownerEngineerId ?? null}
                onChange={(v) => list.setDraft({ ownerEngineerId: v ?? undefined })}
                placeholder={L('Letter:OwnerEngineer')}
                testId="partno-owner-filter"
              />
            </div>
          )}
          <DatePicker.RangePicker
            className="pnc-filter-dates"
            allowEmpty={[true, true]}
            aria-label={L('Letter:DueDate')}
            placeholder={[t('PartNoConfirm:DueFrom'), t('PartNoConfirm:DueTo')]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range) =>
              list.setDraft({ dueDateFrom: range?.[0]?.format(DAY), dueDateTo: range?.[1]?.format(DAY) })
            }
            data-testid="partno-due-filter"
          />
        </>
      }
      onExport={
        canExport
          ? () => downloadFile(requestExportUrl, list.params, `${t('PartNoConfirm:Export')}.xlsx`)
          : undefined
      }
      rowActions={(r) => [
        { key: 'view', label: L('Action:View'), onClick: () => open(r) },
        ...rowActionsFromAllowed(
          r.allowedActions,
          {
            acknowledge: () => open(r),
            decline: withReason(r, 'decline'),
            createLetter: startLetter(r),
            update: { onClick: () => form.show(r), label: L('AbpUi', 'Edit') },
            resend: resend(r),
            cancel: withReason(r, 'cancel'),
          },
          actionText,
        ).map((a) => (a.key === 'cancel' ? { ...a, more: true } : a)),
      ]}
    >
      <RequestFormModal
        key={form.key}
        row={form.subject}
        {...form.bind<PartNoConfirmDto>((saved) => {
          list.refresh();
          if (!form.subject) open(saved);
        })}
      />
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </ListPage>
  );
}
