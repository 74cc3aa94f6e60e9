import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import {
  deleteMinioServer,
  getMinioServers,
  type MinioServer,
  type MinioServerFilters,
} from '../../api/object-storage';
import {
  ListToolbar,
  PageContainer,
  RowActions,
  confirmDelete,
  toastDeleted,
  useServerList,
} from '../../components/crud';
import { useDialog } from '../../components/crud/useDialog';
import { type KeySuffix, useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { useConfigStore } from '../../stores/config';
import { useStorageAccess } from './access';
import { HealthTag } from './HealthTag';
import { ServerFormModal } from './ServerFormModal';
import { SERVERS_KEY } from './queries';
import { useConnectionTest } from './useConnectionTest';
import './object-storage.css';

const initialFilters: MinioServerFilters = { isActive: undefined };
const activeDefault = { isDefault: 'true', isActive: 'true', maxResultCount: 1 };

/**
 * /system-components/server-minio-server-overview and /letter-of-recognition/minio-server-overview:
 * the object-storage servers of the tenant (the host's are every tenant's fallback) with their
 * health; create and edit in a dialog, test the connection, open the buckets, delete (soft: files
 * already stored stay readable). Buttons follow the policies of the route's family (access.ts).
 */
export default function ServersPage() {
  const L = useL();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useStorageAccess();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const isHost = useConfigStore((s) => s.config?.currentTenant.id == null);
  const list = useServerList<MinioServer, MinioServerFilters>(SERVERS_KEY, getMinioServers, initialFilters);
  const defaults = useQuery({
    queryKey: [SERVERS_KEY, 'activeDefault'],
    queryFn: () => getMinioServers(activeDefault),
    enabled: isHost,
  });
  const dialog = useDialog<MinioServer | null>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [SERVERS_KEY] });
  const connection = useConnectionTest(refresh);
  const O = (key: KeySuffix<'ObjectStorage:'>, ...args: unknown[]) =>
    L('SupplierPortal', `ObjectStorage:${key}`, ...args);

  const remove = async (s: MinioServer) => {
    if (!(await confirmDelete(s.name, O('ServerDeletionConfirmationMessage', s.name)))) return;
    try {
      await deleteMinioServer(s.id);
    } catch {
      return;
    }
    toastDeleted();
    refresh();
  };

  const dash = <span className="os-muted">—</span>;
  const columns: TableColumnsType<MinioServer> = [
    {
      title: O('Name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, s) => (
        <span className="os-name-cell">
          <span className="os-name">{name}</span>
          {s.isDefault && (
            <Tag color="blue" data-testid={`default-${s.id}`}>
              {O('IsDefault')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: O('Endpoint'),
      dataIndex: 'endpoint',
      key: 'endpoint',
      sorter: true,
      render: (endpoint: string) => <span className="os-code">{endpoint}</span>,
    },
    {
      title: 'SSL',
      dataIndex: 'useSsl',
      key: 'useSsl',
      render: (ssl: boolean) =>
        ssl ? L('AbpUi', 'Yes') : <span className="os-muted">{L('AbpUi', 'No')}</span>,
    },
    { title: O('Region'), dataIndex: 'region', key: 'region', render: (r: string | null) => r || dash },
    {
      title: O('IsActive'),
      dataIndex: 'isActive',
      key: 'isActive',
      sorter: true,
      render: (active: boolean, s) => (
        <Tag color={active ? 'green' : 'default'} data-testid={`active-${s.id}`}>
          {active ? L('AbpUi', 'Active') : L('AbpUi', 'Inactive')}
        </Tag>
      ),
    },
    {
      title: O('Health'),
      key: 'lastCheckTime',
      sorter: true,
      render: (_, s) => <HealthTag server={s} />,
    },
  ];
  if (access.canUpdate || access.canDelete || access.canOpenBuckets)
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      // On a phone a fixed column would cover most of the row: the whole table scrolls instead.
      fixed: mobile ? undefined : 'right',
      render: (_, s) => (
        <RowActions
          id={s.id}
          actions={[
            { key: 'edit', hidden: !access.canUpdate, onClick: () => dialog.show(s) },
            {
              key: 'test',
              label: O('TestConnection'),
              hidden: !access.canUpdate,
              // The kit's buttons have no busy state: a spinner as the icon while the test runs.
              icon: connection.isTesting(s.id) ? <LoadingOutlined /> : undefined,
              onClick: () => void connection.run(s),
            },
            {
              key: 'buckets',
              label: O('Buckets'),
              hidden: !access.canOpenBuckets,
              onClick: () => void navigate(`${access.family.bucketsPath}?id=${s.id}`),
            },
            { key: 'delete', hidden: !access.canDelete, onClick: () => void remove(s) },
          ]}
        />
      ),
    });

  const create = access.canCreate ? () => dialog.show(null) : undefined;
  // Nothing configured at all: say where files go meanwhile (a tenant falls back to the host's server).
  const filtered = !!list.query.filter || list.query.isActive !== undefined;
  const empty =
    filtered || !list.data ? undefined : (
      <Empty description={isHost ? O('LocalStorageHint') : undefined} data-testid="servers-empty">
        {create && (
          <Button type="primary" onClick={create}>
            {O('NewServer')}
          </Button>
        )}
      </Empty>
    );

  return (
    <PageContainer testId="page-minio-servers">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={O('ServerFilterPlaceholder')}
        extra={
          <Select<MinioServerFilters['isActive']>
            allowClear
            className="os-active-filter"
            placeholder={O('IsActive')}
            value={list.draft.isActive}
            onChange={(isActive) => list.setDraft({ isActive })}
            data-testid="servers-active-filter"
            options={[
              { value: 'true', label: L('AbpUi', 'Active') },
              { value: 'false', label: L('AbpUi', 'Inactive') },
            ]}
          />
        }
        onSearch={list.search}
        onReset={list.reset}
        onCreate={create}
        createText={O('NewServer')}
      />
      {isHost && defaults.data?.totalCount === 0 && (list.data?.totalCount ?? 0) > 0 && (
        <Alert className="os-alert" type="info" showIcon title={O('LocalStorageHint')} />
      )}
      <Table<MinioServer>
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={empty ? { emptyText: empty } : undefined}
        data-testid="servers-table"
      />
      <ServerFormModal key={dialog.key} server={dialog.subject} {...dialog.bind(() => refresh())} />
    </PageContainer>
  );
}
