import { Card, Empty, Typography } from 'antd';
import type { AuditLogAction } from '../../api/audit-logs';
import { type TextKey, useL } from '../../locales/i18n';
import { DurationTag } from './AuditTags';
import { parseTime } from '../../utils/time';
import { prettyJson } from './format';

/**
 * The application-service calls of one request (ABP's Actions tab): service and method, when and
 * how long, and the parameters as indented JSON (secrets were masked by the server as `***`).
 */
export function AuditActions({ actions }: { actions: AuditLogAction[] }) {
  const L = useL();
  const A = (key: TextKey<'AbpAuditLogging'>) => L('AbpAuditLogging', key);
  if (actions.length === 0) return <Empty description={A('NoActions')} data-testid="audit-actions-empty" />;
  return (
    <div className="audit-changes">
      {actions.map((a) => {
        const extra = Object.keys(a.extraProperties ?? {}).length > 0 ? a.extraProperties : null;
        return (
          <Card
            key={a.id}
            size="small"
            className="audit-action"
            data-testid="audit-action"
            title={
              <div className="audit-change-title">
                <Typography.Text type="secondary" className="audit-break">
                  {a.serviceName}
                </Typography.Text>
                <code data-testid="audit-action-method">{a.methodName}</code>
              </div>
            }
            extra={
              <span className="audit-change-time">
                {parseTime(a.executionTime)} · <DurationTag ms={a.executionDuration} />
              </span>
            }
          >
            <div className="audit-action-label">{A('Parameters')}</div>
            <pre className="audit-exception audit-parameters" data-testid="audit-action-parameters">
              {prettyJson(a.parameters) || '—'}
            </pre>
            {extra && (
              <pre className="audit-exception audit-parameters">{JSON.stringify(extra, null, 2)}</pre>
            )}
          </Card>
        );
      })}
    </div>
  );
}
