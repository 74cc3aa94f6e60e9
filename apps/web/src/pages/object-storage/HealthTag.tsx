import { Tag, Tooltip } from 'antd';
import { HealthStatus, type MinioServer } from '../../api/object-storage';
import { useL } from '../../locales/i18n';
import { parseTime } from '../../utils/time';

const look = {
  [HealthStatus.Unknown]: { key: 'Unknown', color: 'default' },
  [HealthStatus.Online]: { key: 'Online', color: 'green' },
  [HealthStatus.Offline]: { key: 'Offline', color: 'red' },
} as const;

/**
 * The result of the last connection test: a coloured tag, when it ran (to the minute; the full time
 * on hover), and why it failed (tooltip). `inline` puts the time beside the tag instead of below.
 */
export function HealthTag({ server, inline = false }: { server: MinioServer; inline?: boolean }) {
  const L = useL();
  const { key, color } = look[server.healthStatus] ?? look[HealthStatus.Unknown];
  const tag = (
    <Tag color={color} data-testid={`health-${server.id}`}>
      {L('SupplierPortal', `ObjectStorage:Health.${key}`)}
    </Tag>
  );
  return (
    <div className={inline ? 'os-health is-inline' : 'os-health'}>
      {server.lastCheckMessage ? <Tooltip title={server.lastCheckMessage}>{tag}</Tooltip> : tag}
      {server.lastCheckTime && (
        <span
          className="os-muted os-health-time"
          title={`${L('SupplierPortal', 'ObjectStorage:LastCheckTime')}: ${parseTime(server.lastCheckTime)}`}
        >
          {parseTime(server.lastCheckTime, '{y}-{m}-{d} {h}:{i}')}
        </span>
      )}
    </div>
  );
}
