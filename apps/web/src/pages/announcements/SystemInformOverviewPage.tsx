import { Policies, systemInformWorkflow } from '@sp/contracts';
import { Button, type TableColumnsType } from 'antd';
import {
  getSystemInforms,
  SystemInformAudience,
  type SystemInform,
  type SystemInformFilters,
} from '../../api/announcements';
import {
  ListPage,
  rowActionsFromAllowed,
  StatusTag,
  useDialog,
  useHasPolicy,
  useServerList,
  type RowAction,
  timeColumn,
} from '../../components/crud';
import { type KeySuffix, useL } from '../../locales/i18n';
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
/** The server's sort whitelist (adminSorting), as far as the table shows the columns. */
const sortable = ['title', 'type', 'systemInformShow', 'priority', 'status', 'publishTime'];
/** The workflow's `update` is the row's Edit button (test id `edit-…`, as on every list). */
const asEdit = (a: RowAction): RowAction => (a.key === 'update' ? { ...a, key: 'edit' } : a);
const dash = <span className="announcement-none">—</span>;

/**
 * /system-components/system-inform-overview: the announcements of the tenant. Filter (title and
 * content), type, status and publication days, kept in the URL; server sort and paging. New and
 * edit in a dialog with a rich-text editor; publish, revoke and delete after a confirmation. A row
 * offers exactly the actions its `allowedActions` hold (the workflow the server enforces: a
 * published one is revoked before it can be edited or deleted). The title opens the announcement
 * with its history.
 */
export default function SystemInformOverviewPage() {
  const L = useL();
  const P = Policies.SystemComponents.SystemInformOverview;
  const canCreate = useHasPolicy(P.Create.name);
  const list = useServerList<SystemInform, SystemInformFilters>(
    ADMIN_LIST_KEY,
    getSystemInforms,
    initialFilters,
    { url: true, sortable },
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
      fixed: 'left',
      render: (title: string, s) => (
        <Button
          type="link"
          className="announcement-title-link"
          title={title}
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
      render: (v: number, s) => (
        <StatusTag workflow={systemInformWorkflow} status={v} testId={`status-${s.id}`} />
      ),
    },
    timeColumn(A('PublishTime'), 'publishTime', { format: '{y}-{m}-{d} {h}:{i}', empty: dash }),
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

  return (
    <ListPage
      list={list}
      testId="page-system-inform"
      tableTestId="system-inform-table"
      columns={columns}
      sortable={sortable}
      search={A('FilterPlaceholder')}
      filters={<AnnouncementFilters draft={list.draft} setDraft={list.setDraft} />}
      onCreate={canCreate ? () => editor.show(null) : undefined}
      createText={A('New')}
      rowActions={(s) =>
        rowActionsFromAllowed(s.allowedActions, {
          update: () => editor.show(s),
          publish: { label: A('Publish'), onClick: () => void actions.publish(s) },
          revoke: { label: A('Revoke'), danger: true, onClick: () => void actions.revoke(s) },
          delete: () => void actions.remove(s),
        }).map(asEdit)
      }
      table={{ className: 'announcement-table' }}
    >
      <AnnouncementFormModal
        key={editor.key}
        inform={editor.subject}
        {...editor.bind(() => actions.saved())}
      />
      <AnnouncementDetailModal
        open={preview.open}
        inform={preview.subject}
        onClose={preview.hide}
        withHistory
      />
    </ListPage>
  );
}
