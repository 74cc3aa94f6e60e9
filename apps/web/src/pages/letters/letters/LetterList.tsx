import {
  letterSortFields,
  letterWorkflow,
  LetterType,
  OtherLetterType,
  Policies,
  type LetterListItemDto,
} from '@sp/contracts';
import { Button, Checkbox, DatePicker, Input, InputNumber, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/download';
import {
  ListPage,
  SelectFilter,
  StatusTag,
  timeColumn,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import {
  DAY,
  daysSince,
  enumText,
  isOverdue,
  letterDetailPath,
  letterStatusOptions,
  validToSoon,
  type LetterMode,
} from './letter-format';
import { getLetters, letterExportUrl, type LetterFilters } from './letters-api';
import { OwnerSelect, useCanPickOwner } from './OwnerSelect';
import { SupplierFilter } from './SupplierFilter';
import './letters.css';

const emptyFilters: LetterFilters = {
  letterType: undefined,
  otherType: undefined,
  status: undefined,
  partNo: undefined,
  supplierId: undefined,
  ownerEngineerId: undefined,
  overdueOnly: undefined,
  expiringWithinDays: undefined,
  submittedFrom: undefined,
  submittedTo: undefined,
};
const initialFilters: Record<LetterMode, LetterFilters> = {
  vendor: emptyFilters,
  admin: emptyFilters,
  other: { ...emptyFilters, letterType: 'Other' },
};

/**
 * The letter overviews (business-domain §2.3), one component for three pages:
 * - `vendor`: the supplier's own letters (row-level security), part and other letters alike;
 * - `admin`: every supplier's, with supplier, owner, days in status and the initial check's result,
 *   filters for supplier, owner, overdue and expiring within N days, and the Excel export;
 * - `other`: the other letters (HSF commitment, quality agreement, NDA, packaging spec), for buyers
 *   and vendors alike.
 * Filters, sort and page live in the URL; the letter no. (or the row) opens the detail of the same side.
 * Test ids: `page-letters-${mode}`, `letters-table`, `letter-row-${letterNo}`, `letter-open-${letterNo}`.
 */
export function LetterList({ mode }: { mode: LetterMode }) {
  const L = useL();
  const navigate = useNavigate();
  const buyer = useHasPolicy(Policies.AbpIdentity.Suppliers.name);
  const canPickOwner = useCanPickOwner();
  const canExport = useHasPolicy(Policies.LetterOfRecognition.AdminLetterOverview.Export.name);
  const list = useServerList<LetterListItemDto, LetterFilters>(
    `letters-${mode}`,
    getLetters,
    initialFilters[mode],
    { url: true, sortable: letterSortFields },
  );
  const open = (l: LetterListItemDto) => void navigate(letterDetailPath(mode, l.id));
  const dash = (v: string | null | undefined) => v || '—';
  const showSupplier = mode === 'admin' || (mode === 'other' && buyer);

  const letterNo: TableColumnsType<LetterListItemDto>[number] = {
    title: L('Letter:LetterNo'),
    dataIndex: 'letterNo',
    key: 'letterNo',
    fixed: 'left',
    render: (no: string, l) => (
      <Button
        type="link"
        className="letter-link"
        onClick={(e) => {
          e.stopPropagation();
          open(l);
        }}
        data-testid={`letter-open-${no}`}
      >
        {no}
      </Button>
    ),
  };
  const supplier = {
    title: L('Field:Supplier'),
    key: 'supplier',
    render: (_: unknown, l: LetterListItemDto) => (
      <span className="letter-nowrap">
        <span className="letter-muted letter-code">{l.supplierCode}</span> {l.supplierName}
      </span>
    ),
  };
  const status = {
    title: L('Field:Status'),
    dataIndex: 'status',
    key: 'status',
    render: (s: number, l: LetterListItemDto) => (
      <span className="letter-nowrap">
        <StatusTag workflow={letterWorkflow} status={s} testId={`letter-status-${l.letterNo}`} />
        {isOverdue(l) && <Tag color="red">{L('LetterPage:Overdue')}</Tag>}
      </span>
    ),
  };
  const validTo = {
    title: L('Letter:ValidTo'),
    dataIndex: 'validTo',
    key: 'validTo',
    render: (v: string | null) =>
      v ? <span className={validToSoon(v) ? 'letter-warn' : undefined}>{v}</span> : '—',
  };
  const part = {
    title: L('Field:PartNo'),
    dataIndex: 'partNo',
    key: 'partNo',
    render: (_: unknown, l: LetterListItemDto) =>
      l.partNo ? (
        <div>
          <div className="letter-code">{l.partNo}</div>
          {l.partName && <div className="letter-muted letter-small">{l.partName}</div>}
        </div>
      ) : (
        '—'
      ),
  };
  const type = {
    title: L('LetterPage:Type'),
    key: 'type',
    render: (_: unknown, l: LetterListItemDto) =>
      l.letterType === 'Other'
        ? enumText('OtherLetterType', l.otherType)
        : enumText('LetterType', l.letterType),
  };

  const columns: TableColumnsType<LetterListItemDto> =
    mode === 'other'
      ? [
          letterNo,
          {
            title: L('Letter:OtherType'),
            dataIndex: 'otherType',
            key: 'otherType',
            render: (v: string | null) => enumText('OtherLetterType', v),
          },
          ...(showSupplier ? [supplier] : []),
          status,
          validTo,
          timeColumn(L('Letter:SubmittedTime'), 'submittedTime', {
            empty: '—',
            format: '{y}-{m}-{d} {h}:{i}',
          }),
        ]
      : [
          letterNo,
          ...(showSupplier ? [supplier] : []),
          part,
          {
            title: L('Letter:Revision'),
            dataIndex: 'revision',
            key: 'revision',
            align: 'right' as const,
          },
          type,
          status,
          ...(mode === 'admin'
            ? [
                {
                  title: L('Letter:DaysInStatus'),
                  key: 'daysInStatus',
                  align: 'right' as const,
                  render: (_: unknown, l: LetterListItemDto) =>
                    L('SupplierPortal', 'LetterPage:DaysValue', daysSince(l.statusTime) ?? 0),
                },
                {
                  title: L('Letter:InitialCheck'),
                  dataIndex: 'initialCheckResult',
                  key: 'initialCheckResult',
                  render: (v: string | null) =>
                    v ? (
                      <Tag color={v === 'NG' ? 'red' : v === 'OK' ? 'green' : 'default'}>
                        {enumText('CheckResult', v)}
                      </Tag>
                    ) : (
                      '—'
                    ),
                },
                {
                  title: L('Letter:OwnerEngineer'),
                  dataIndex: 'ownerEngineerName',
                  key: 'owner',
                  render: (v: string | null) => dash(v),
                },
              ]
            : []),
          timeColumn(L('Letter:SubmittedTime'), 'submittedTime', {
            empty: '—',
            format: '{y}-{m}-{d} {h}:{i}',
          }),
          {
            title: L('Letter:DueDate'),
            dataIndex: 'dueDate',
            key: 'dueDate',
            render: (v: string | null, l: LetterListItemDto) =>
              v ? <span className={isOverdue(l) ? 'letter-warn' : undefined}>{v}</span> : '—',
          },
          validTo,
          {
            title: L('Letter:Conclusion'),
            dataIndex: 'conclusion',
            key: 'conclusion',
            render: (v: string | null) =>
              v ? (
                <Tag color={v === 'Rejected' ? 'red' : v === 'Approved' ? 'green' : 'orange'}>
                  {enumText('LetterConclusion', v)}
                </Tag>
              ) : (
                '—'
              ),
          },
        ];

  const { submittedFrom: from, submittedTo: to } = list.draft;
  const filters = (
    <>
      {showSupplier && (
        <SupplierFilter
          className="letter-filter letter-filter-supplier"
          value={list.draft.supplierId}
          onChange={(supplierId) => list.setDraft({ supplierId })}
        />
      )}
      {mode === 'other' ? (
        <SelectFilter
          list={list}
          name="otherType"
          className="letter-filter letter-filter-select"
          placeholder={L('Letter:OtherType')}
          testId="letter-other-type-filter"
          options={OtherLetterType.map((v) => ({ value: v, label: enumText('OtherLetterType', v) }))}
        />
      ) : (
        <SelectFilter
          list={list}
          name="letterType"
          className="letter-filter letter-filter-select"
          placeholder={L('Letter:LetterType')}
          testId="letter-type-filter"
          options={LetterType.map((v) => ({ value: v, label: enumText('LetterType', v) }))}
        />
      )}
      <SelectFilter
        list={list}
        name="status"
        className="letter-filter letter-filter-select"
        placeholder={L('Field:Status')}
        testId="letter-status-filter"
        options={letterStatusOptions()}
      />
      {mode !== 'other' && (
        <>
          <Input
            allowClear
            className="letter-filter letter-filter-text"
            placeholder={L('Field:PartNo')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="letter-part-filter"
          />
          <DatePicker.RangePicker
            className="letter-filter letter-filter-dates"
            allowEmpty={[true, true]}
            aria-label={L('LetterPage:DateRange')}
            placeholder={[L('LetterPage:SubmittedFrom'), L('LetterPage:SubmittedTo')]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range) =>
              list.setDraft({ submittedFrom: range?.[0]?.format(DAY), submittedTo: range?.[1]?.format(DAY) })
            }
            data-testid="letter-date-filter"
          />
        </>
      )}
      {mode === 'admin' && (
        <>
          {canPickOwner && (
            <OwnerSelect
              className="letter-filter letter-filter-owner"
              value={list.draft.ownerEngineerId}
              onChange={(ownerEngineerId) => list.setDraft({ ownerEngineerId })}
              testId="letter-owner-filter"
            />
          )}
          <InputNumber<number>
            className="letter-filter letter-filter-days"
            min={1}
            max={3650}
            precision={0}
            placeholder={L('LetterPage:ExpiringWithin')}
            aria-label={L('LetterPage:ExpiringWithin')}
            suffix={L('LetterPage:Days')}
            value={list.draft.expiringWithinDays ?? null}
            onChange={(v) => list.setDraft({ expiringWithinDays: v ?? undefined })}
            onPressEnter={list.search}
            data-testid="letter-expiring-filter"
          />
          <Checkbox
            checked={!!list.draft.overdueOnly}
            onChange={(e) => list.setDraft({ overdueOnly: e.target.checked || undefined })}
            data-testid="letter-overdue-filter"
          >
            {L('LetterPage:OverdueOnly')}
          </Checkbox>
        </>
      )}
    </>
  );

  return (
    <ListPage
      list={list}
      testId={`page-letters-${mode}`}
      tableTestId="letters-table"
      columns={columns}
      sortable={letterSortFields}
      search={mode === 'other' ? L('Letter:LetterNo') : L('LetterPage:FilterPlaceholder')}
      filters={filters}
      onExport={
        mode === 'admin' && canExport
          ? () => downloadFile(letterExportUrl, list.params, `${L('LetterPage:ExportName')}.xlsx`)
          : undefined
      }
      table={{
        className: 'letter-table',
        onRow: (l) =>
          ({
            onClick: () => open(l),
            'data-testid': `letter-row-${l.letterNo}`,
          }) as HTMLAttributes<HTMLElement>,
      }}
    />
  );
}
