import { Policies } from '@sp/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import {
  getSystemInforms,
  SystemInformAudience,
  SystemInformStatus,
  type SystemInform,
  type SystemInformFilters,
} from '../../api/announcements';
import { ListToolbar, PageContainer, RowActions, useHasPolicy, useServerList } from '../../components/crud';
import { useDialog } from '../../components/crud/useDialog';
import { type KeySuffix, useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';
import { AnnouncementDetailModal } from './AnnouncementDetailModal';
import { AnnouncementFilters } from './AnnouncementFilters';
import { AnnouncementFormModal } from './AnnouncementFormModal';
import { InformTag } from './InformTag';
import { ADMIN_LIST_KEY } from './keys';
import { useInformEnum } from './queries';
import { useAdminActions } from './useAdminActions';
import './announcements.css';

const initialFilters: SystemInformFilters = {
  type: undefined,
  status: undefined,
  publishTimeFrom: undefined,
  publishTimeTo: undefined,
};
const S = SystemInformStatus;
const dash = <span className="announcement-none">—</span>;

/**
 * /system-components/system-inform-overview: the announcements of the tenant. Filter (title and
 * content), type, status and publication days; server sort and paging. New and edit in a dialog
 * with a rich-text editor; publish, revoke and delete after a confirmation. Buttons follow
 * `SystemComponents.SystemInformOverview.*`.
 */
export default function SystemInformOverviewPage() {
  const L = useL();
  const P = Policies.SystemComponents.SystemInformOverview;
  const canCreate = useHasPolicy(P.Create.name);
  const canUpdate = useHasPolicy(P.Update.name);
  const canDelete = useHasPolicy(P.Delete.name);
  const canPublish = useHasPolicy(P.Publish.name);
  const list = useServerList<SystemInform, SystemInformFilters>(
    ADMIN_LIST_KEY,
    getSystemInforms,
    initialFilters,
  );
  const editor = useDialog<SystemInform | null>();
  const preview = useDialog<SystemInform>();
  const actions = useAdminActions(list.refetch);
  const audiences = useInformEnum('Audience');
  const A = (key: KeySuffix<'Announcement:'>) => L(`Announcement:${key}`);

  const audienceText = (s: SystemInform) => {
    const name = audiences.nameOf(s.audience) ?? '';
    if (s.audience === SystemInformAudience.Roles) return `${name} (${s.audienceRoleIds.length})`;
    if (s.audience === SystemInformAudience.Suppliers) return `${name} (${s.audienceSupplierIds.length})`;
    return name;
  };

  const columns: TableColumnsType<SystemInform> = [
    {
      title: A('Title'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      fixed: 'left',
      render: (title: string, s) => (
        <Button
          type="link"
          className="announcement-title-link"
          onClick={() => preview.show(s)}
          data-testid={`preview-${s.id}`}
        >
          <span className="announcement-title-text">{title}</span>
        </Button>
      ),
    },
    {
      title: A('Type'),
      dataIndex: 'type',
      key: 'type',
      render: (v: number) => <InformTag kind="Type" value={v} />,
    },
    {
      title: A('Show'),
      dataIndex: 'systemInformShow',
      key: 'systemInformShow',
      render: (v: number) => <InformTag kind="Show" value={v} />,
    },
    {
      title: A('Priority'),
      dataIndex: 'priority',
      key: 'priority',
      render: (v: number) => <InformTag kind="Priority" value={v} />,
    },
    {
      title: A('Audience'),
      dataIndex: 'audience',
      key: 'audience',
      render: (_, s) => audienceText(s),
    },
    {
      title: A('Status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (v: number, s) => <InformTag kind="Status" value={v} testId={`status-${s.id}`} />,
    },
    {
      title: A('PublishTime'),
      dataIndex: 'publishTime',
      key: 'publishTime',
      sorter: true,
      render: (v: string | null) => (v ? parseTime(v, '{y}-{m}-{d} {h}:{i}') : dash),
    },
    {
      title: A('Publisher'),
      dataIndex: 'publisherName',
      key: 'publisher',
      render: (v: string | null) => v || dash,
    },
    {
      title: A('ReadCount'),
      key: 'readCount',
      align: 'right',
      render: (_, s) => (
        <span title={A('TargetCount')} data-testid={`read-count-${s.id}`}>
          {s.readCount ?? 0} / {s.targetCount ?? 0}
        </span>
      ),
    },
  ];
  if (canUpdate || canDelete || canPublish)
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, s) => (
        <RowActions
          id={s.id}
          actions={[
            { key: 'edit', onClick: () => editor.show(s), hidden: !canUpdate || s.status === S.Published },
            {
              key: 'publish',
              label: A('Publish'),
              onClick: () => void actions.publish(s),
              hidden: !canPublish || s.status === S.Published,
            },
            {
              key: 'revoke',
              label: A('Revoke'),
              danger: true,
              onClick: () => void actions.revoke(s),
              hidden: !canPublish || s.status !== S.Published,
            },
            {
              key: 'delete',
              onClick: () => void actions.remove(s),
              hidden: !canDelete || s.status === S.Published,
            },
          ]}
        />
      ),
    });

  return (
    <PageContainer testId="page-system-inform">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={A('FilterPlaceholder')}
        extra={<AnnouncementFilters draft={list.draft} setDraft={list.setDraft} />}
        onSearch={list.search}
        onReset={list.reset}
        onCreate={canCreate ? () => editor.show(null) : undefined}
        createText={A('New')}
      />
      <Table<SystemInform>
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        className="announcement-table"
        scroll={{ x: 'max-content' }}
        data-testid="system-inform-table"
      />
      <AnnouncementFormModal
        key={editor.key}
        open={editor.open}
        inform={editor.subject}
        onClose={editor.hide}
        onSaved={() => {
          editor.hide();
          actions.saved();
        }}
      />
      <AnnouncementDetailModal open={preview.open} inform={preview.subject} onClose={preview.hide} />
    </PageContainer>
  );
}
