import {
  noticeAckWorkflow,
  noticeReplyWorkflow,
  NoticeAckStatus,
  NoticeReplyStatus,
  noticeWorkflow,
  NoticeStatus,
  type VendorNoticeListItemDto,
} from '@sp/contracts';
import { Button, Checkbox, Tag, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { ListPage, SelectFilter, StatusTag, timeColumn, useServerList } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { useNoticeCategories, vendorDetailPath } from '../shared/notice-format';
import { getMyNotices, type VendorNoticeFilters } from '../shared/notices-api';
import '../shared/notices.css';

const initialFilters: VendorNoticeFilters = {
  category: undefined,
  unread: undefined,
  pendingAck: undefined,
  replyPending: undefined,
};

/**
 * /system-notice/vendor-notice-overview: the notices addressed to the vendor's supplier, with their
 * own read, acknowledgement and reply statuses; unread ones in bold. Filters unread, awaiting
 * acknowledgement, replies to write and category in the URL (the To-do card links `unread=true`,
 * `pendingAck=true`, `replyPending=true`,
 * `category=`). A row opens the notice. Test ids: `page-vendor-notices`, `vendor-notices-table`,
 * `vnotice-row-${noticeNo}`, `vnotice-open-${noticeNo}`.
 */
export default function VendorNoticesPage() {
  const L = useL();
  const navigate = useNavigate();
  const categories = useNoticeCategories();
  const list = useServerList<VendorNoticeListItemDto, VendorNoticeFilters>(
    'supplier-notices-mine',
    getMyNotices,
    initialFilters,
    { url: true },
  );
  const open = (n: VendorNoticeListItemDto) => void navigate(vendorDetailPath(n.id));
  const unread = (n: VendorNoticeListItemDto) => n.recipient.readStatus === 'Unread';

  const columns: TableColumnsType<VendorNoticeListItemDto> = [
    {
      title: L('Field:NoticeNo'),
      dataIndex: 'noticeNo',
      key: 'noticeNo',
      render: (no: string, n) => (
        <Button
          type="link"
          className="ntc-link"
          onClick={(e) => {
            e.stopPropagation();
            open(n);
          }}
          data-testid={`vnotice-open-${no}`}
        >
          {no}
        </Button>
      ),
    },
    {
      title: L('NoticePage:Title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, n) => (
        <span className="ntc-title-cell" title={title}>
          {n.priority === 'High' && <Tag color="red">{L('Enum:NoticePriority.High')}</Tag>}
          {n.status === NoticeStatus.Revoked && (
            <StatusTag workflow={noticeWorkflow} status={n.status} testId={`vnotice-status-${n.noticeNo}`} />
          )}
          {title}
        </span>
      ),
    },
    {
      title: L('Field:Category'),
      dataIndex: 'category',
      key: 'category',
      render: (c: string, n) => n.categoryName || categories.labelOf(c),
    },
    timeColumn(L('NoticePage:PublishTime'), 'publishTime', { empty: '—', format: '{y}-{m}-{d} {h}:{i}' }),
    {
      title: L('NoticePage:Deadline'),
      dataIndex: 'ackDeadline',
      key: 'ackDeadline',
      render: (v: string | null, n) =>
        v ? (
          <span
            className={
              n.recipient.ackStatus === NoticeAckStatus.Overdue ? 'ntc-warn ntc-nowrap' : 'ntc-nowrap'
            }
          >
            {parseTime(v, '{y}-{m}-{d} {h}:{i}')}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: L('NoticePage:Read'),
      key: 'read',
      render: (_: unknown, n) =>
        unread(n) ? (
          <Tag color="blue" data-testid={`vnotice-read-${n.noticeNo}`}>
            {L('Enum:NoticeReadStatus.Unread')}
          </Tag>
        ) : (
          <span className="ntc-muted" data-testid={`vnotice-read-${n.noticeNo}`}>
            {L('Enum:NoticeReadStatus.Read')}
          </span>
        ),
    },
    {
      title: L('NoticePage:AckStatus'),
      key: 'ack',
      render: (_: unknown, n) => (
        <StatusTag
          workflow={noticeAckWorkflow}
          status={n.recipient.ackStatus}
          testId={`vnotice-ack-${n.noticeNo}`}
        />
      ),
    },
    {
      title: L('NoticePage:ReplyStatus'),
      key: 'reply',
      render: (_: unknown, n) =>
        n.recipient.replyStatus === NoticeReplyStatus.NotRequired ? (
          '—'
        ) : (
          <StatusTag
            workflow={noticeReplyWorkflow}
            status={n.recipient.replyStatus}
            testId={`vnotice-reply-${n.noticeNo}`}
          />
        ),
    },
  ];

  const filters = (
    <>
      <SelectFilter
        list={list}
        name="category"
        className="ntc-filter-select"
        placeholder={L('Field:Category')}
        testId="vnotice-category-filter"
        options={categories.options}
      />
      <Checkbox
        checked={!!list.draft.unread}
        onChange={(e) => list.setDraft({ unread: e.target.checked || undefined })}
        data-testid="vnotice-unread-filter"
      >
        {L('NoticePage:Unread')}
      </Checkbox>
      <Checkbox
        checked={!!list.draft.pendingAck}
        onChange={(e) => list.setDraft({ pendingAck: e.target.checked || undefined })}
        data-testid="vnotice-pending-filter"
      >
        {L('NoticePage:PendingAck')}
      </Checkbox>
      <Checkbox
        checked={!!list.draft.replyPending}
        onChange={(e) => list.setDraft({ replyPending: e.target.checked || undefined })}
        data-testid="vnotice-reply-filter"
      >
        {L('NoticePage:ReplyPending')}
      </Checkbox>
    </>
  );

  return (
    <ListPage
      list={list}
      testId="page-vendor-notices"
      tableTestId="vendor-notices-table"
      columns={columns}
      search={L('NoticePage:FilterPlaceholder')}
      filters={filters}
      table={{
        className: 'ntc-table',
        locale: { emptyText: L('NoticePage:Empty') },
        rowClassName: (n) => (unread(n) ? 'ntc-unread' : ''),
        onRow: (n) =>
          ({
            onClick: () => open(n),
            'data-testid': `vnotice-row-${n.noticeNo}`,
          }) as HTMLAttributes<HTMLElement>,
      }}
    />
  );
}
