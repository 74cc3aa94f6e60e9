import PushpinFilled from '@ant-design/icons/PushpinFilled';
import { Button, Select, Table, Tag, type TableColumnsType } from 'antd';
import { getHistoryList, type SystemInformUser } from '../../api/announcements';
import { ListToolbar, PageContainer, useServerList } from '../../components/crud';
import { type KeySuffix, useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';
import { AnnouncementDetailModal } from './AnnouncementDetailModal';
import { InformTag } from './InformTag';
import { HISTORY_KEY } from './keys';
import { useInformEnum } from './queries';
import { canDismiss, useReader } from './useReader';
import './announcements.css';

interface HistoryFilters extends Record<string, unknown> {
  type?: number | undefined;
  isRead?: boolean | undefined;
}
const initialFilters: HistoryFilters = { type: undefined, isRead: undefined };

/**
 * /system-components/system-inform-user-overview (the bell's "read more"): every announcement the
 * user may see, read and unread, pinned first. Opening one shows it in full and marks a dismissible
 * one read.
 */
export default function SystemInformUserOverviewPage() {
  const L = useL();
  const list = useServerList<SystemInformUser, HistoryFilters>(HISTORY_KEY, getHistoryList, initialFilters);
  const reader = useReader();
  const types = useInformEnum('Type');
  const A = (key: KeySuffix<'Announcement:'>) => L(`Announcement:${key}`);

  // Read or not, pinned or not: the pin is the title's icon, this column says only whether it was read.
  const state = (s: SystemInformUser) =>
    s.isRead ? <Tag>{L('Status:Read')}</Tag> : <Tag color="blue">{L('Status:Unread')}</Tag>;

  const columns: TableColumnsType<SystemInformUser> = [
    {
      title: A('Title'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      render: (title: string, s) => {
        const unread = !s.isRead;
        return (
          <Button
            type="link"
            className={`announcement-title-link is-wide${unread ? ' is-unread' : ''}`}
            title={title}
            icon={canDismiss(s) ? undefined : <PushpinFilled className="announcement-pin" />}
            onClick={() => reader.open(s)}
            data-testid={`open-${s.id}`}
          >
            {unread && <span className="announcement-unread-dot" aria-hidden />}
            <span className="announcement-title-text">{title}</span>
          </Button>
        );
      },
    },
    {
      title: A('Type'),
      dataIndex: 'type',
      key: 'type',
      sorter: true,
      render: (v: number) => <InformTag kind="Type" value={v} />,
    },
    {
      title: A('Priority'),
      dataIndex: 'priority',
      key: 'priority',
      sorter: true,
      render: (v: number) => <InformTag kind="Priority" value={v} />,
    },
    {
      title: A('PublishTime'),
      dataIndex: 'publishTime',
      key: 'publishTime',
      sorter: true,
      render: (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}'),
    },
    { title: A('Publisher'), dataIndex: 'publisherName', key: 'publisher' },
    {
      title: L('Announcement:ReadState'),
      key: 'state',
      render: (_, s) => <span data-testid={`state-${s.id}`}>{state(s)}</span>,
    },
  ];

  return (
    <PageContainer testId="page-system-inform-user">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={A('FilterPlaceholder')}
        extra={
          <>
            <Select<number | undefined>
              allowClear
              className="announcement-filter"
              placeholder={A('Type')}
              value={list.draft.type}
              onChange={(type) => list.setDraft({ type })}
              options={types.options}
              data-testid="announcement-type-filter"
            />
            <Select<'true' | 'false' | undefined>
              allowClear
              className="announcement-filter"
              placeholder={L('Announcement:ReadState')}
              value={list.draft.isRead === undefined ? undefined : list.draft.isRead ? 'true' : 'false'}
              onChange={(v) => list.setDraft({ isRead: v === undefined ? undefined : v === 'true' })}
              options={[
                { value: 'false', label: L('Status:Unread') },
                { value: 'true', label: L('Status:Read') },
              ]}
              data-testid="announcement-read-filter"
            />
          </>
        }
        onSearch={list.search}
        onReset={list.reset}
      />
      <Table<SystemInformUser>
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="system-inform-user-table"
      />
      <AnnouncementDetailModal
        open={reader.detail.open}
        inform={reader.detail.subject}
        onClose={reader.detail.hide}
      />
    </PageContainer>
  );
}
