import {
  noticeAckWorkflow,
  noticeReplyWorkflow,
  NoticeReplyStatus,
  type NoticeRecipientDto,
} from '@sp/contracts';
import { Table, Tag, type TableColumnsType } from 'antd';
import type { HTMLAttributes, Key } from 'react';
import { rowActionsFromAllowed, RowActions, StatusTag } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import { noticeActionText } from '../shared/notice-format';
import { NoticeFiles } from '../shared/NoticeFiles';

const TIME = '{y}-{m}-{d} {h}:{i}';

/**
 * The recipients of a published notice, one row per supplier: read, acknowledgement with its note
 * or reason, the reply with its files and its review; Accept / Return per row as the server allows.
 * Rows can be selected for "remind selected". Test ids: `recipients-table`, `recipient-${vendorCode}`,
 * `accept-${id}`, `return-${id}`.
 */
export function RecipientGrid({
  rows,
  total,
  page,
  pageSize,
  onPage,
  loading,
  selected,
  onSelect,
  onAccept,
  onReturn,
}: {
  rows: NoticeRecipientDto[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  loading: boolean;
  selected: Key[];
  onSelect?: ((keys: Key[]) => void) | undefined;
  onAccept: (r: NoticeRecipientDto) => void;
  onReturn: (r: NoticeRecipientDto) => void;
}) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const actions = (r: NoticeRecipientDto) =>
    rowActionsFromAllowed(
      r.allowedActions,
      {
        accept: { onClick: () => onAccept(r) },
        return: { onClick: () => onReturn(r), danger: true },
      },
      noticeActionText,
    );

  const vendor = {
    title: L('NoticePage:Vendor'),
    key: 'vendor',
    fixed: mobile ? undefined : ('left' as const),
    render: (_: unknown, r: NoticeRecipientDto) => (
      <span className="ntc-nowrap">
        <span className="ntc-code ntc-muted">{r.vendorCode}</span> {r.vendorName}
      </span>
    ),
  };
  const reply = {
    title: L('NoticePage:Reply'),
    key: 'reply',
    render: (_: unknown, r: NoticeRecipientDto) =>
      r.replyStatus === NoticeReplyStatus.NotRequired ? (
        '—'
      ) : (
        <div>
          <StatusTag
            workflow={noticeReplyWorkflow}
            status={r.replyStatus}
            testId={`reply-status-${r.vendorCode}`}
          />
          {r.replyContent && (
            <div className="ntc-reply-text" data-testid={`reply-content-${r.vendorCode}`}>
              {r.replyContent}
            </div>
          )}
          <NoticeFiles files={r.replyAttachments} testId={`reply-files-${r.vendorCode}`} />
          {r.replyTime && <div className="ntc-muted ntc-small">{parseTime(r.replyTime, TIME)}</div>}
        </div>
      ),
  };
  const review = {
    title: L('NoticePage:Review'),
    key: 'review',
    render: (_: unknown, r: NoticeRecipientDto) =>
      r.reviewComment || r.reviewedByName ? (
        <div className="ntc-reply-text">
          {r.reviewComment}
          <div className="ntc-muted ntc-small">
            {r.reviewedByName} {r.reviewedTime ? parseTime(r.reviewedTime, TIME) : ''}
          </div>
        </div>
      ) : (
        '—'
      ),
  };
  const ack = {
    title: L('NoticePage:AckStatus'),
    key: 'ack',
    render: (_: unknown, r: NoticeRecipientDto) => (
      <StatusTag workflow={noticeAckWorkflow} status={r.ackStatus} testId={`ack-status-${r.vendorCode}`} />
    ),
  };
  const read = {
    title: L('NoticePage:ReadTime'),
    key: 'read',
    render: (_: unknown, r: NoticeRecipientDto) =>
      r.firstReadTime ? (
        <span className="ntc-nowrap" data-testid={`read-${r.vendorCode}`}>
          {parseTime(r.firstReadTime, TIME)}
          {r.readByName && <div className="ntc-muted ntc-small">{r.readByName}</div>}
        </span>
      ) : (
        <Tag data-testid={`read-${r.vendorCode}`}>{L('NoticePage:Unread')}</Tag>
      ),
  };
  const actionsColumn = {
    title: L('AbpUi', 'Actions'),
    key: 'actions',
    width: 1,
    fixed: mobile ? undefined : ('right' as const),
    render: (_: unknown, r: NoticeRecipientDto) => <RowActions id={r.id} actions={actions(r)} />,
  };

  const columns: TableColumnsType<NoticeRecipientDto> = mobile
    ? [
        {
          ...vendor,
          render: (_: unknown, r: NoticeRecipientDto) => (
            <div className="ntc-card-cell">
              <div>
                <span className="ntc-code ntc-muted">{r.vendorCode}</span> {r.vendorName}
              </div>
              <div>{read.render(_, r)}</div>
              <div>{ack.render(_, r)}</div>
              {r.ackNote && <div className="ntc-reply-text ntc-small">{r.ackNote}</div>}
              {r.replyStatus !== NoticeReplyStatus.NotRequired && <div>{reply.render(_, r)}</div>}
              {r.reviewComment && <div className="ntc-reply-text ntc-small ntc-muted">{r.reviewComment}</div>}
              <RowActions id={r.id} actions={actions(r)} />
            </div>
          ),
        },
      ]
    : [
        vendor,
        read,
        ack,
        {
          title: L('NoticePage:AckTime'),
          key: 'ackTime',
          render: (_: unknown, r: NoticeRecipientDto) =>
            r.ackTime ? (
              <span className="ntc-nowrap">
                {parseTime(r.ackTime, TIME)}
                {r.ackByName && <div className="ntc-muted ntc-small">{r.ackByName}</div>}
              </span>
            ) : (
              '—'
            ),
        },
        {
          title: L('NoticePage:Note'),
          key: 'note',
          render: (_: unknown, r: NoticeRecipientDto) =>
            r.ackNote ? <div className="ntc-reply-text">{r.ackNote}</div> : '—',
        },
        reply,
        review,
        {
          title: L('NoticePage:Reminders'),
          key: 'reminders',
          align: 'right' as const,
          render: (_: unknown, r: NoticeRecipientDto) =>
            r.remindCount > 0 ? (
              <span title={r.lastRemindTime ? (parseTime(r.lastRemindTime, TIME) ?? undefined) : undefined}>
                {r.remindCount}
              </span>
            ) : (
              0
            ),
        },
        // Only when a row on this page has something to do: an empty column would squeeze its
        // header to one character a line.
        ...(rows.some((r) => actions(r).length > 0) ? [actionsColumn] : []),
      ];

  return (
    <Table<NoticeRecipientDto>
      rowKey="id"
      size="small"
      loading={loading}
      scroll={mobile ? undefined : { x: 'max-content' }}
      pagination={
        total > pageSize || page > 1
          ? {
              current: page,
              pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: [20, 50, 100, 500],
              onChange: onPage,
            }
          : false
      }
      columns={columns}
      dataSource={rows}
      locale={{ emptyText: L('NoticePage:NoRecipients') }}
      rowSelection={onSelect ? { selectedRowKeys: selected, onChange: onSelect } : undefined}
      onRow={(r) => ({ 'data-testid': `recipient-${r.vendorCode}` }) as HTMLAttributes<HTMLElement>}
      data-testid="recipients-table"
    />
  );
}
