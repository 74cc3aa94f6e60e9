import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/crud';
import { useDialog } from '../../components/crud/useDialog';
import { type KeySuffix, useL } from '../../locales/i18n';
import { useStorageAccess } from './access';
import { AssignmentsEditor } from './AssignmentsEditor';
import { BucketFormModal } from './BucketFormModal';
import { BucketsTable } from './BucketsTable';
import { HealthTag } from './HealthTag';
import { bucketsKey, SERVERS_KEY, useAllServers, useBuckets, useServer, useStorageModules } from './queries';
import '../../components/crud/crud.css';
import './object-storage.css';

/**
 * /system-components/server-minio-bucket-overview and /letter-of-recognition/minio-bucket-overview
 * (`?id=` the server): the server's buckets with their contents, a new bucket, and which module
 * stores in which bucket. Opened without an id, it shows the first server (the default one first).
 */
export default function BucketsPage() {
  const L = useL();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { family, canUpdate } = useStorageAccess();
  const { pathname, search } = useLocation();
  // A kept-alive page also renders while another route is shown: only its own URL names the server.
  const urlId = pathname === family.bucketsPath ? new URLSearchParams(search).get('id') : null;
  const [remembered, setRemembered] = useState(urlId);
  if (urlId && urlId !== remembered) setRemembered(urlId);
  const servers = useAllServers();
  const serverId = remembered ?? servers.data?.items[0]?.id ?? null;
  const server = useServer(serverId);
  const buckets = useBuckets(serverId);
  const modules = useStorageModules();
  const dialog = useDialog<string>();
  const O = (key: KeySuffix<'ObjectStorage:'>) => L('SupplierPortal', `ObjectStorage:${key}`);

  const refreshBuckets = () => void queryClient.invalidateQueries({ queryKey: bucketsKey(serverId) });
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: [SERVERS_KEY] });
    refreshBuckets();
  };
  const choose = (id: string) => void navigate(`${family.bucketsPath}?id=${id}`, { replace: true });
  const back = () => void navigate(family.serversPath);

  if (servers.data?.totalCount === 0 && !serverId)
    return (
      <PageContainer testId="page-minio-buckets">
        <Empty data-testid="buckets-no-server">
          <Button type="primary" onClick={back}>
            {O('Servers')}
          </Button>
        </Empty>
      </PageContainer>
    );

  const names = buckets.data?.items.map((b) => b.name) ?? [];
  const createButton = (testId: string) =>
    canUpdate &&
    serverId && (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => dialog.show(serverId)}
        data-testid={testId}
      >
        {O('NewBucket')}
      </Button>
    );

  return (
    <PageContainer testId="page-minio-buckets">
      <div className="crud-toolbar">
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="back-to-servers">
            {L('AbpUi', 'Back')}
          </Button>
          <Select<string>
            className="os-server-picker"
            showSearch={{ optionFilterProp: 'label' }}
            value={serverId ?? undefined}
            loading={servers.isFetching}
            onChange={choose}
            aria-label={O('Servers')}
            data-testid="server-picker"
            options={(servers.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          {server.data && <span className="os-code os-muted">{server.data.endpoint}</span>}
          {server.data && <HealthTag server={server.data} inline />}
        </Space>
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={refreshAll}
            loading={buckets.isFetching}
            data-testid="buckets-refresh"
          >
            {L('AbpUi', 'Refresh')}
          </Button>
          {createButton('bucket-create')}
        </Space>
      </div>
      {server.error ? (
        <Alert type="error" showIcon title={server.error.message} data-testid="server-error" />
      ) : (
        <>
          {buckets.error && (
            <Alert
              className="os-alert"
              type="error"
              showIcon
              title={buckets.error.message}
              data-testid="buckets-error"
            />
          )}
          <BucketsTable
            buckets={buckets.data?.items ?? []}
            modules={modules.data ?? []}
            loading={buckets.isFetching}
            empty={buckets.error ? undefined : <Empty>{createButton('bucket-create-empty')}</Empty>}
          />
          <h3 className="os-section-title">{O('BucketAssignments')}</h3>
          {server.data && modules.data ? (
            <AssignmentsEditor
              key={`${server.data.id}:${server.data.concurrencyStamp}`}
              server={server.data}
              buckets={names}
              modules={modules.data}
              readOnly={!canUpdate}
              onSaved={refreshAll}
            />
          ) : (
            <Spin />
          )}
        </>
      )}
      {dialog.subject && (
        <BucketFormModal
          key={dialog.key}
          serverId={dialog.subject}
          {...dialog.bind(() => refreshBuckets())}
        />
      )}
    </PageContainer>
  );
}
