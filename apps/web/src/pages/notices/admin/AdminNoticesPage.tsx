import { NoticeStatus, noticeWorkflow, Policies, type SupplierNoticeListItemDto } from '@sp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, DatePicker, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import {
  confirmedDelete,
  ListPage,
  SelectFilter,
  StatusTag,
  timeColumn,
  useHasPolicy,
  useServerList,
  type RowAction,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime } from '../../../utils/time';
import {
  adminDetailPath,
  adminEditPath,
  DAY,
  enumText,
  noticeStatusOptions,
  useNoticeCategories,
} from '../shared/notice-format';
import { deleteNotice, exportNotices, getNotices, type NoticeFilters } from '../shared/notices-api';
import { NoticeProgress } from '../shared/NoticeProgress';
import '../shared/notices.css';

const initialFilters: NoticeFilters = {
  category: undefined,
  status: undefined,
  publishFrom: undefined,
  publishTo: undefined,
  hasOverdue: undefined,
  pendingReview: undefined,
};

const priorityColor: Record<string, string> = { High: 'red', Medium: 'blue', Low: 'default' };

/**
 * /system-notice/admin-notice-overview: the buyer's notices to suppliers, drafts and published,
 * with how far the suppliers are (read and acknowledged n / total, overdue); filters category,
 * status, publish days, "has overdue" and "replies to review" in the URL (the To-do card links
 * `status=`, `hasOverdue=`, `pendingReview=`); Excel export of the filtered rows.
 * A draft opens in the editor, the rest on the detail page. Test ids: `page-admin-notices`,
 * `notices-table`, `notice-row-${noticeNo}`, `notice-open-${noticeNo}`, `notice-new`.
 */
export default function AdminNoticesPage() {
  const L = useL();
  const navigate = useNavigate();
  const client = useQueryClient();
  const P = Policies.ToSupplierNotice.AdminNoticeOverview;
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const canExport = useHasPolicy(P.Export.name);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const categories = useNoticeCategories();
  const list = useServerList<SupplierNoticeListItemDto, NoticeFilters>(
    'supplier-notices',
    getNotices,
    initialFilters,
    {
      url: true,
    },
  );
  const draft = (n: SupplierNoticeListItemDto) => n.status === NoticeStatus.Draft;
  const open = (n: SupplierNoticeListItemDto) =>
    void navigate(draft(n) && canUpdate ? adminEditPath(n.id) : adminDetailPath(n.id));

  const columns: TableColumnsType<SupplierNoticeListItemDto> = [
    {
      title: L('Field:NoticeNo'),
      dataIndex: 'noticeNo',
      key: 'noticeNo',
      fixed: mobile ? undefined : 'left',
      render: (no: string, n) => (
        <Button
          type="link"
          className="ntc-link"
          onClick={(e) => {
            e.stopPropagation();
            open(n);
          }}
          data-testid={`notice-open-${no}`}
        >
          {no || '—'}
        </Button>
      ),
    },
    {
      title: L('NoticePage:Title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string) => (
        <span className="ntc-title-cell" title={title}>
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
    {
      title: L('Field:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: number, n) => (
        <StatusTag workflow={noticeWorkflow} status={s} testId={`notice-status-${n.noticeNo}`} />
      ),
    },
    {
      title: L('NoticePage:Priority'),
      dataIndex: 'priority',
      key: 'priority',
      render: (p: string) => <Tag color={priorityColor[p]}>{enumText('NoticePriority', p)}</Tag>,
    },
    {
      title: L('NoticePage:Scope'),
      key: 'scope',
      render: (_: unknown, n) =>
        n.status === NoticeStatus.Draft ? (
          <span className="ntc-muted">{enumText('NoticeTargetScope', n.targetScope)}</span>
        ) : (
          L('SupplierPortal', 'NoticePage:ScopeValue', n.counts.recipients)
        ),
    },
    {
      title: L('NoticePage:RequireAck'),
      dataIndex: 'requireAck',
      key: 'requireAck',
      render: (v: boolean) => (v ? L('NoticePage:Yes') : L('NoticePage:No')),
    },
    {
      title: L('NoticePage:Deadline'),
      dataIndex: 'ackDeadline',
      key: 'ackDeadline',
      render: (v: string | null) =>
        v ? <span className="ntc-nowrap">{parseTime(v, '{y}-{m}-{d} {h}:{i}')}</span> : '—',
    },
    {
      title: L('NoticePage:Read'),
      key: 'read',
      render: (_: unknown, n) =>
        n.counts.recipients > 0 ? (
          <NoticeProgress
            n={n.counts.read}
            total={n.counts.recipients}
            testId={`notice-read-${n.noticeNo}`}
          />
        ) : (
          '—'
        ),
    },
    {
      title: L('NoticePage:Acked'),
      key: 'acked',
      render: (_: unknown, n) =>
        n.requireAck && n.counts.recipients > 0 ? (
          <NoticeProgress
            n={n.counts.acknowledged}
            total={n.counts.recipients}
            testId={`notice-acked-${n.noticeNo}`}
          />
        ) : (
          '—'
        ),
    },
    {
      title: L('NoticePage:Overdue'),
      key: 'overdue',
      align: 'right',
      render: (_: unknown, n) =>
        n.counts.overdue > 0 ? (
          <span className="ntc-warn">{n.counts.overdue}</span>
        ) : n.counts.recipients ? (
          0
        ) : (
          '—'
        ),
    },
    timeColumn(L('NoticePage:PublishTime'), 'publishTime', { empty: '—', format: '{y}-{m}-{d} {h}:{i}' }),
  ];

  const rowActions = (n: SupplierNoticeListItemDto): RowAction[] => [
    {
      key: 'view',
      label: L('Action:View'),
      onClick: () => void navigate(adminDetailPath(n.id)),
    },
    { key: 'edit', hidden: !draft(n) || !canUpdate, onClick: () => void navigate(adminEditPath(n.id)) },
    {
      key: 'delete',
      hidden: !draft(n) || !canDelete,
      onClick: () =>
        void confirmedDelete(
          n.noticeNo || n.title,
          L('SupplierPortal', 'NoticePage:DeleteConfirm', n.noticeNo || n.title),
          () => deleteNotice(n.id),
          () => {
            list.refresh();
            void client.invalidateQueries({ queryKey: ['supplier-notice', n.id] });
          },
        ),
    },
  ];

  const { publishFrom, publishTo } = list.draft;
  const filters = (
    <>
      <SelectFilter
        list={list}
        name="category"
        className="ntc-filter-select"
        placeholder={L('Field:Category')}
        testId="notice-category-filter"
        options={categories.options}
      />
      <SelectFilter
        list={list}
        name="status"
        className="ntc-filter-select"
        placeholder={L('Field:Status')}
        testId="notice-status-filter"
        options={noticeStatusOptions()}
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        aria-label={L('NoticePage:PublishTime')}
        placeholder={[L('NoticePage:PublishFrom'), L('NoticePage:PublishTo')]}
        value={[publishFrom ? dayjs(publishFrom) : null, publishTo ? dayjs(publishTo) : null]}
        onChange={(range) =>
          list.setDraft({ publishFrom: range?.[0]?.format(DAY), publishTo: range?.[1]?.format(DAY) })
        }
        data-testid="notice-date-filter"
      />
      <Checkbox
        checked={!!list.draft.hasOverdue}
        onChange={(e) => list.setDraft({ hasOverdue: e.target.checked || undefined })}
        data-testid="notice-overdue-filter"
      >
        {L('NoticePage:HasOverdue')}
      </Checkbox>
      <Checkbox
        checked={!!list.draft.pendingReview}
        onChange={(e) => list.setDraft({ pendingReview: e.target.checked || undefined })}
        data-testid="notice-review-filter"
      >
        {L('NoticePage:PendingReview')}
      </Checkbox>
    </>
  );

  return (
    <ListPage
      list={list}
      testId="page-admin-notices"
      tableTestId="notices-table"
      columns={columns}
      hiddenColumns={['requireAck', 'priority']}
      search={L('NoticePage:FilterPlaceholder')}
      filters={filters}
      onCreate={canCreate ? () => void navigate(adminEditPath()) : undefined}
      createText={L('NoticePage:NewNotice')}
      createTestId="notice-new"
      onExport={
        canExport ? () => exportNotices(list.params, `${L('NoticePage:ExportName')}.xlsx`) : undefined
      }
      rowActions={rowActions}
      table={{
        className: 'ntc-table',
        locale: { emptyText: L('NoticePage:Empty') },
        onRow: (n) =>
          ({
            onClick: () => open(n),
            'data-testid': `notice-row-${n.noticeNo}`,
          }) as HTMLAttributes<HTMLElement>,
      }}
    />
  );
}
