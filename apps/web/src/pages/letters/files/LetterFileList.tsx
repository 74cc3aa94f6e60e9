import {
  LetterFileStatus,
  letterFileSortFields,
  letterWorkflow,
  Policies,
  validToWarns,
  type LetterFileStatusValue,
} from '@sp/contracts';
import { FileOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/download';
import { ListPage, SelectFilter, StatusTag, useHasPolicy, useServerList } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import { SupplierFilter } from '../letters/SupplierFilter';
import {
  getLetterFiles,
  letterDetailPath,
  letterFileExportUrl,
  type LetterFileFilters,
  type LetterFileRow,
} from './api';
import './letter-files.css';

const initialFilters: LetterFileFilters = {
  supplierId: undefined,
  partNo: undefined,
  itemCode: undefined,
  status: undefined,
  expiringWithinDays: undefined,
};
const sortable = letterFileSortFields;

const statusColor: Record<LetterFileStatusValue, string> = {
  Active: 'success',
  Superseded: 'default',
  Expired: 'error',
};

const humanSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} B`;

/**
 * The letter files of every letter the caller sees (business-domain §2.2 "LetterFile"): one list
 * for the buyer's `partno-confirm-file-overview` (every supplier, a supplier column and filter,
 * Excel export) and the vendor's `vendor-partno-confirm-file-overview` (their own files, by
 * row-level security). Valid-to dates within LETTER_FILE_WARN_DAYS are red; "expiring within N
 * days" narrows to the files that need a new report; the letter number opens the letter.
 */
export function LetterFileList({ side }: { side: 'buyer' | 'vendor' }) {
  const L = useL();
  const navigate = useNavigate();
  const canExport = useHasPolicy(Policies.LetterOfRecognition.PartNoConfirmFileOverview.Export.name);
  const buyer = side === 'buyer';
  const mobile = useAppStore((st) => st.device === 'mobile');
  const list = useServerList<LetterFileRow, LetterFileFilters>(
    `letter-files-${side}`,
    getLetterFiles,
    initialFilters,
    { url: true, sortable },
  );
  const download = (f: LetterFileRow) => downloadFile(f.downloadUrl, {}, f.fileName);

  const letterCell = (f: LetterFileRow) => (
    <span className="letter-files-part">
      <Button
        type="link"
        className="letter-files-link"
        onClick={() => void navigate(letterDetailPath(side, f.letterId))}
        data-testid={`letter-file-letter-${f.id}`}
      >
        {f.letterNo}
      </Button>
      <span>
        <StatusTag workflow={letterWorkflow} status={f.letterStatus} />
      </span>
    </span>
  );
  const fileCell = (f: LetterFileRow) => (
    <span className="letter-files-part">
      <Tooltip title={`${f.fileName} · ${humanSize(f.size)} · SHA-256 ${f.sha256}`}>
        <Button
          type="link"
          className="letter-files-file"
          icon={<FileOutlined />}
          onClick={() => void download(f)}
          data-testid={`letter-file-download-${f.id}`}
        >
          {f.fileName}
        </Button>
      </Tooltip>
      <span className="letter-files-muted" data-testid={`letter-file-version-${f.id}`}>
        {L('Field:Version')} {f.version} · {humanSize(f.size)}
      </span>
    </span>
  );
  const validToCell = (f: LetterFileRow) => {
    if (!f.docValidTo) return <span className="letter-files-muted">—</span>;
    const warn = f.status !== 'Superseded' && validToWarns(f.expiresInDays);
    const days = f.expiresInDays ?? 0;
    return (
      <span
        className={warn ? 'letter-files-warn' : 'letter-files-nowrap'}
        data-testid={`letter-file-valid-to-${f.id}`}
        data-warn={warn ? 'true' : 'false'}
      >
        {f.docValidTo}
        {warn && (
          <span className="letter-files-days">
            {days < 0
              ? L('SupplierPortal', 'LetterFile:DaysPast', -days)
              : L('SupplierPortal', 'LetterFile:DaysLeft', days)}
          </span>
        )}
      </span>
    );
  };
  const statusCell = (f: LetterFileRow) => (
    <Tag color={statusColor[f.status]} data-testid={`letter-file-status-${f.id}`}>
      {L(`Enum:LetterFileStatus.${f.status}`)}
    </Tag>
  );
  const itemCell = (f: LetterFileRow) => (
    <span className="letter-files-part letter-files-item" title={f.itemName}>
      <span className="letter-files-ellipsis">{f.itemName}</span>
      <span className="letter-files-muted letter-files-code">{f.itemCode}</span>
    </span>
  );

  // A phone shows one card-like cell per file: what it is, whether it is still valid, whose it is.
  const phoneColumns: TableColumnsType<LetterFileRow> = [
    {
      title: L('LetterFile:Files'),
      key: 'file',
      render: (_, f) => (
        <div className="letter-files-card">
          {fileCell(f)}
          <div className="letter-files-card-line">
            <span className="letter-files-ellipsis">{f.itemName}</span>
            {statusCell(f)}
          </div>
          <div className="letter-files-card-line">
            <span className="letter-files-muted">{L('Letter:ValidTo')}</span>
            {validToCell(f)}
          </div>
          <div className="letter-files-card-line">
            <Button
              type="link"
              className="letter-files-link"
              onClick={() => void navigate(letterDetailPath(side, f.letterId))}
              data-testid={`letter-file-letter-${f.id}`}
            >
              {f.letterNo}
            </Button>
            <span className="letter-files-muted letter-files-ellipsis">
              {[f.partNo, buyer ? f.supplierCode : null].filter(Boolean).join(' · ')}
            </span>
          </div>
        </div>
      ),
    },
  ];

  const columns: TableColumnsType<LetterFileRow> = [
    { title: L('Letter:LetterNo'), dataIndex: 'letterNo', key: 'letterNo', render: (_, f) => letterCell(f) },
    {
      title: L('Field:PartNo'),
      dataIndex: 'partNo',
      key: 'partNo',
      render: (partNo: string | null, f) => (
        <span className="letter-files-part">
          <span className="letter-files-code">{partNo ?? '—'}</span>
          {f.partName && <span className="letter-files-muted">{f.partName}</span>}
        </span>
      ),
    },
    ...(buyer
      ? [
          {
            title: L('Field:Supplier'),
            key: 'supplierCode',
            render: (_: unknown, f: LetterFileRow) => (
              <span className="letter-files-part letter-files-narrow" title={f.supplierName ?? undefined}>
                <span className="letter-files-code">{f.supplierCode}</span>
                <span className="letter-files-muted letter-files-ellipsis">{f.supplierName}</span>
              </span>
            ),
          },
        ]
      : []),
    { title: L('Letter:CheckItem'), dataIndex: 'itemCode', key: 'itemCode', render: (_, f) => itemCell(f) },
    { title: L('Field:FileName'), dataIndex: 'fileName', key: 'fileName', render: (_, f) => fileCell(f) },
    {
      title: L('Letter:ValidTo'),
      dataIndex: 'docValidTo',
      key: 'docValidTo',
      render: (_, f) => validToCell(f),
    },
    {
      title: L('LetterFile:FileStatus'),
      dataIndex: 'status',
      key: 'status',
      render: (_, f) => statusCell(f),
    },
    {
      title: L('LetterFile:UploadedTime'),
      dataIndex: 'creationTime',
      key: 'creationTime',
      render: (time: string, f) => (
        <span className="letter-files-part">
          <span className="letter-files-nowrap">{parseTime(time, '{y}-{m}-{d} {h}:{i}')}</span>
          <span className="letter-files-muted letter-files-ellipsis letter-files-narrow">
            {f.creatorName ?? '—'}
          </span>
        </span>
      ),
    },
  ];

  return (
    <ListPage
      list={list}
      testId={buyer ? 'page-letter-files' : 'page-vendor-letter-files'}
      tableTestId="letter-files-table"
      columns={mobile ? phoneColumns : columns}
      // Its own compact phone columns already.
      phoneCards={false}
      sortable={sortable}
      search={L('LetterFile:Keyword')}
      rowTestId={(f) => `letter-file-row-${f.id}`}
      table={{ locale: { emptyText: L('LetterFile:Empty') } }}
      filters={
        <>
          {buyer && (
            <SupplierFilter
              className="letter-files-filter letter-files-filter-supplier"
              value={list.draft.supplierId}
              onChange={(supplierId) => list.setDraft({ supplierId })}
            />
          )}
          <Input
            allowClear
            className="letter-files-filter letter-files-filter-text"
            placeholder={L('Field:PartNo')}
            value={list.draft.partNo ?? ''}
            onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
            onPressEnter={list.search}
            data-testid="letter-files-part-filter"
          />
          <Input
            allowClear
            className="letter-files-filter letter-files-filter-text"
            placeholder={L('LetterFile:ItemCode')}
            value={list.draft.itemCode ?? ''}
            onChange={(e) => list.setDraft({ itemCode: e.target.value.trim().toUpperCase() || undefined })}
            onPressEnter={list.search}
            data-testid="letter-files-item-filter"
          />
          <SelectFilter
            list={list}
            name="status"
            className="letter-files-filter letter-files-filter-select"
            placeholder={L('LetterFile:FileStatus')}
            testId="letter-files-status-filter"
            options={LetterFileStatus.map((s) => ({ value: s, label: L(`Enum:LetterFileStatus.${s}`) }))}
          />
          <Space.Compact className="letter-files-filter letter-files-filter-days">
            <Space.Addon>{L('LetterFile:ExpiringWithin')}</Space.Addon>
            <InputNumber<number>
              min={0}
              max={3660}
              precision={0}
              placeholder={L('LetterFile:ExpiringWithinPlaceholder')}
              aria-label={L('LetterFile:ExpiringWithin')}
              value={list.draft.expiringWithinDays ?? null}
              onChange={(n) => list.setDraft({ expiringWithinDays: n ?? undefined })}
              onPressEnter={list.search}
              data-testid="letter-files-expiring-filter"
            />
          </Space.Compact>
        </>
      }
      onExport={
        buyer && canExport
          ? () => downloadFile(letterFileExportUrl, list.params, `${L('LetterFile:Files')}.xlsx`)
          : undefined
      }
    />
  );
}
