import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { CheckResultValue, LetterDto, LetterFileDto, LetterItemDto } from '@sp/contracts';
import { Button, Card, Popover, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { confirmed, confirmDelete } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { enumText, formatSize, validToSoon } from './letter-format';
import { deleteLetterFile, downloadLetterFile } from './letters-api';

export type ItemAction = 'upload' | 'comment' | 'check' | 'review';

export interface ItemsTableProps {
  letter: LetterDto;
  /** Opens the dialog of an item's action. */
  onAction: (action: ItemAction, item: LetterItemDto) => void;
  /** After a file is removed. */
  onChanged: () => unknown;
  /** Items a refused submit named: highlighted. */
  problemItems?: ReadonlySet<string>;
}

const resultColor = (r: CheckResultValue) => (r === 'OK' ? 'green' : r === 'NG' ? 'red' : 'default');

/**
 * A letter's check items: the item (required / validity tags, acceptance criteria on the info icon,
 * the template's note), its current files (download, version, valid-to in red within 30 days, remove),
 * the vendor's comment, the initial check's and the review's result with comment. The buttons follow
 * the letter's `allowedActions`: `update` (upload, remove, comment), `check`, `review`. A table on a
 * wide screen, a card per item on a phone. Test ids: `letter-item-${code}`, `item-upload-${code}`,
 * `item-comment-${code}`, `item-check-${code}`, `item-review-${code}`, `item-check-result-${code}`,
 * `item-review-result-${code}`, `file-${fileId}`, `file-download-${fileId}`, `file-delete-${fileId}`.
 */
export function ItemsTable({ letter, onAction, onChanged, problemItems }: ItemsTableProps) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const allowed = (a: string) => letter.allowedActions.includes(a);
  const canUpdate = allowed('update');
  const canCheck = allowed('check');
  const canReview = allowed('review');
  const showCheck = canCheck || !!letter.submittedTime || letter.items.some((i) => i.initialCheck);
  const showReview = canReview || letter.items.some((i) => i.reviewResult);
  const items = [...letter.items].sort((a, b) => a.sort - b.sort);

  const removeFile = (f: LetterFileDto) =>
    void confirmed({
      ask: () => confirmDelete(f.fileName, L('SupplierPortal', 'LetterPage:RemoveFileConfirm', f.fileName)),
      run: () => deleteLetterFile(letter.id, f.id),
      then: onChanged,
    });

  const name = (i: LetterItemDto) => (
    <div>
      <span className="letter-item-name">{i.name}</span>{' '}
      {i.acceptanceCriteria && (
        <Popover
          title={L('LetterPage:AcceptanceCriteria')}
          content={<div className="letter-pre letter-cell-text">{i.acceptanceCriteria}</div>}
          trigger={['hover', 'click']}
        >
          <InfoCircleOutlined
            className="letter-muted"
            aria-label={L('LetterPage:AcceptanceCriteria')}
            data-testid={`item-criteria-${i.itemCode}`}
          />
        </Popover>
      )}
      <div className="letter-muted letter-small letter-code">{i.itemCode}</div>
      <div className="letter-item-tags">
        {i.required && <Tag color="volcano">{L('LetterPage:Required')}</Tag>}
        {i.needsValidity && <Tag color="blue">{L('LetterPage:NeedsValidity')}</Tag>}
        {i.required && i.needsFile && i.files.length === 0 && letter.allowedActions.includes('update') && (
          <Tag color="red" data-testid={`item-missing-${i.itemCode}`}>
            {L('LetterPage:Missing')}
          </Tag>
        )}
      </div>
      {i.note && <div className="letter-item-note letter-muted letter-pre">{i.note}</div>}
    </div>
  );

  const files = (i: LetterItemDto) => (
    <div className="letter-files" data-testid={`item-files-${i.itemCode}`}>
      {i.files.length === 0 && <span className="letter-muted">{L('LetterPage:NoFiles')}</span>}
      {i.files.map((f) => (
        <div key={f.id} className="letter-file" data-testid={`file-${f.id}`}>
          <Tooltip title={`${f.fileName} · ${formatSize(f.size)}`}>
            <Button
              type="link"
              size="small"
              icon={<FileOutlined />}
              onClick={() => void downloadLetterFile(f)}
              data-testid={`file-download-${f.id}`}
            >
              {f.fileName}
            </Button>
          </Tooltip>
          <Tag>v{f.version}</Tag>
          {f.status === 'Expired' && <Tag color="red">{enumText('LetterFileStatus', f.status)}</Tag>}
          {f.docValidTo && (
            <Tooltip title={validToSoon(f.docValidTo) ? L('LetterPage:ValidToSoon') : L('Letter:ValidTo')}>
              <span
                className={
                  validToSoon(f.docValidTo) ? 'letter-warn letter-small' : 'letter-muted letter-small'
                }
                data-testid={`file-valid-to-${f.id}`}
              >
                {L('Letter:ValidTo')} {f.docValidTo}
              </span>
            </Tooltip>
          )}
          {canUpdate && (
            <Tooltip title={L('LetterPage:RemoveFile')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={L('LetterPage:RemoveFile')}
                onClick={() => removeFile(f)}
                data-testid={`file-delete-${f.id}`}
              />
            </Tooltip>
          )}
        </div>
      ))}
      {canUpdate && i.needsFile && (
        <div>
          <Button
            size="small"
            icon={<UploadOutlined />}
            onClick={() => onAction('upload', i)}
            data-testid={`item-upload-${i.itemCode}`}
          >
            {L('AbpUi', 'Upload')}
          </Button>{' '}
          <span className="letter-muted letter-small">
            {L('SupplierPortal', 'LetterPage:FileCount', i.files.length, i.maxFiles)}
          </span>
        </div>
      )}
    </div>
  );

  const editButton = (
    label: string,
    testId: string,
    onClick: () => void,
    icon: ReactNode = <EditOutlined />,
  ) => (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );

  const comment = (i: LetterItemDto) => (
    <div className="letter-judgement">
      <span className="letter-pre letter-cell-text" data-testid={`item-comment-text-${i.itemCode}`}>
        {i.vendorComment || <span className="letter-muted">—</span>}
      </span>
      {canUpdate &&
        editButton(L('LetterPage:EditComment'), `item-comment-${i.itemCode}`, () => onAction('comment', i))}
    </div>
  );

  const judgement = (i: LetterItemDto, kind: 'check' | 'review') => {
    const result = kind === 'check' ? i.initialCheck : i.reviewResult;
    const text = kind === 'check' ? i.initialComment : i.reviewComment;
    const can = kind === 'check' ? canCheck : canReview;
    return (
      <div className="letter-judgement">
        <div>
          {result ? (
            <Tag
              color={resultColor(result)}
              data-testid={`item-${kind}-result-${i.itemCode}`}
              data-result={result}
            >
              {enumText('CheckResult', result)}
            </Tag>
          ) : (
            <span className="letter-muted" data-testid={`item-${kind}-result-${i.itemCode}`}>
              {can ? L('LetterPage:NotJudged') : '—'}
            </span>
          )}
          {result && text && <div className="letter-pre letter-cell-text letter-small">{text}</div>}
        </div>
        {can && editButton(L('LetterPage:Judge'), `item-${kind}-${i.itemCode}`, () => onAction(kind, i))}
      </div>
    );
  };

  if (mobile)
    return (
      <div className="letter-item-cards" data-testid="letter-items">
        {items.map((i) => (
          <Card
            key={i.itemCode}
            size="small"
            className={`letter-item-card${problemItems?.has(i.itemCode) ? ' letter-item-problem' : ''}`}
            data-testid={`letter-item-${i.itemCode}`}
          >
            {name(i)}
            <CardRow label={L('LetterPage:Files')}>{files(i)}</CardRow>
            <CardRow label={L('LetterPage:VendorComment')}>{comment(i)}</CardRow>
            {(showCheck || showReview) && (
              <div className="letter-card-pair">
                {showCheck && <CardRow label={L('Letter:InitialCheck')}>{judgement(i, 'check')}</CardRow>}
                {showReview && <CardRow label={L('Letter:Review')}>{judgement(i, 'review')}</CardRow>}
              </div>
            )}
          </Card>
        ))}
      </div>
    );

  const columns: TableColumnsType<LetterItemDto> = [
    { title: '#', key: 'index', width: 40, render: (_, __, n) => n + 1 },
    { title: L('Letter:CheckItem'), key: 'item', width: 240, render: (_, i) => name(i) },
    { title: L('LetterPage:Files'), key: 'files', render: (_, i) => files(i) },
    { title: L('LetterPage:VendorComment'), key: 'comment', render: (_, i) => comment(i) },
    ...(showCheck
      ? [
          {
            title: L('Letter:InitialCheck'),
            key: 'check',
            render: (_: unknown, i: LetterItemDto) => judgement(i, 'check'),
          },
        ]
      : []),
    ...(showReview
      ? [
          {
            title: L('Letter:Review'),
            key: 'review',
            render: (_: unknown, i: LetterItemDto) => judgement(i, 'review'),
          },
        ]
      : []),
  ];
  return (
    <Table<LetterItemDto>
      rowKey="itemCode"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={items}
      columns={columns}
      rowClassName={(i) => (problemItems?.has(i.itemCode) ? 'letter-item-problem' : '')}
      onRow={(i) => ({ 'data-testid': `letter-item-${i.itemCode}` }) as HTMLAttributes<HTMLElement>}
      data-testid="letter-items"
    />
  );
}

function CardRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="letter-card-row">
      <div className="letter-card-label">{label}</div>
      {children}
    </div>
  );
}
