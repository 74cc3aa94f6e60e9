import { useQuery } from '@tanstack/react-query';
import { Badge, Descriptions, Drawer, Empty, Skeleton, Tabs } from 'antd';
import { getAuditLog, type AuditLog } from '../../api/audit-logs';
import { type TextKey, useL } from '../../locales/i18n';
import { DurationTag, MethodTag, StatusTag } from './AuditTags';
import { AuditActions } from './AuditActions';
import { EntityChanges } from './EntityChanges';
import { parseTime } from '../../utils/time';

interface Props {
  id: string | null;
  onClose: () => void;
  mobile: boolean;
}

function Overview({ log }: { log: AuditLog }) {
  const L = useL();
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);
  const text = (v: string | null | undefined) => v || '—';
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="audit-overview"
      data-testid="audit-overview"
      items={[
        { key: 'status', label: A('HttpStatusCode'), children: <StatusTag code={log.httpStatusCode} /> },
        { key: 'method', label: A('HttpMethod'), children: <MethodTag method={log.httpMethod} /> },
        { key: 'url', label: A('Url'), children: <span className="audit-break">{text(log.url)}</span> },
        { key: 'user', label: A('UserName'), children: text(log.userName) },
        { key: 'tenant', label: A('TenantName'), children: text(log.tenantName) },
        { key: 'time', label: A('ExecutionTime'), children: parseTime(log.executionTime) },
        {
          key: 'duration',
          label: A('ExecutionDuration'),
          children: <DurationTag ms={log.executionDuration} />,
        },
        { key: 'ip', label: A('ClientIpAddress'), children: text(log.clientIpAddress) },
        { key: 'client', label: A('ClientName'), children: text(log.clientId ?? log.clientName) },
        { key: 'app', label: A('ApplicationName'), children: text(log.applicationName) },
        {
          key: 'correlation',
          label: A('CorrelationId'),
          children: <span className="audit-break">{text(log.correlationId)}</span>,
        },
        {
          key: 'browser',
          label: A('BrowserInfo'),
          children: <span className="audit-break">{text(log.browserInfo)}</span>,
        },
        { key: 'comments', label: A('Comments'), children: text(log.comments) },
        {
          key: 'exceptions',
          label: A('Exceptions'),
          children: log.exceptions ? (
            <pre className="audit-exception" data-testid="audit-exception">
              {log.exceptions}
            </pre>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
}

/** The detail of one audit log: the request as a whole, the service call it made, and the data it changed. */
export function AuditLogDrawer({ id, onClose, mobile }: Props) {
  const L = useL();
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);
  const log = useQuery({
    queryKey: ['audit-log', id],
    queryFn: () => getAuditLog(id!),
    enabled: id !== null,
  });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={A('AuditLogDetail')}
      size={mobile ? '100%' : 820}
      destroyOnHidden
    >
      <div data-testid="audit-drawer">
        {log.isError ? (
          <Empty description={L('RequestFailed')} />
        ) : log.isPending || !log.data ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <Tabs
            items={[
              {
                key: 'overall',
                label: <span data-testid="audit-tab-overall">{A('Overall')}</span>,
                children: <Overview log={log.data} />,
              },
              {
                key: 'actions',
                label: (
                  <span data-testid="audit-tab-actions">
                    {A('Actions')}{' '}
                    <Badge count={log.data.actions.length} showZero color="#8c8c8c" size="small" />
                  </span>
                ),
                children: <AuditActions actions={log.data.actions} />,
              },
              {
                key: 'changes',
                label: (
                  <span data-testid="audit-tab-changes">
                    {A('EntityChanges')}{' '}
                    <Badge count={log.data.entityChanges.length} showZero color="#8c8c8c" size="small" />
                  </span>
                ),
                children: <EntityChanges changes={log.data.entityChanges} />,
              },
            ]}
          />
        )}
      </div>
    </Drawer>
  );
}
