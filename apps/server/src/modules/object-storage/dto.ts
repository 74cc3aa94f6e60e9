import { wireTenantId } from '../identity/dto.js';
import type { minioServers } from './schema.js';

export type MinioServerRow = typeof minioServers.$inferSelect;

import { HealthStatus } from '@sp/contracts';
import { auditedFields } from '../../platform/audit/collector.js';
import { auditedEntityDto } from '../../platform/http/entity-dto.js';

export { HealthStatus, STORAGE_MODULES, type StorageModule } from '@sp/contracts';

export const healthOf = (r: Pick<MinioServerRow, 'lastCheckOk'>) =>
  r.lastCheckOk === null ? HealthStatus.Unknown : r.lastCheckOk ? HealthStatus.Online : HealthStatus.Offline;

/** MinioServerDto. The secret key is write-only: only whether one is set (`hasSecretKey`). */
export function toMinioServerDto(r: MinioServerRow) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    name: r.name,
    endpoint: r.endpoint,
    useSsl: r.useSsl,
    accessKey: r.accessKey,
    hasSecretKey: r.secretKeySealed.length > 0,
    region: r.region,
    forcePathStyle: r.forcePathStyle,
    isDefault: r.isDefault,
    isActive: r.isActive,
    defaultBucket: r.defaultBucket,
    bucketAssignments: r.bucketAssignments,
    presignedUrlExpirySeconds: r.presignedUrlExpirySeconds,
    healthStatus: healthOf(r),
    lastCheckTime: r.lastCheckTime,
    lastCheckOk: r.lastCheckOk,
    lastCheckMessage: r.lastCheckMessage,
    lastCheckLatencyMs: r.lastCheckLatencyMs,
    ...auditedEntityDto(r),
  };
}

export type MinioServerDto = ReturnType<typeof toMinioServerDto>;

/** What the audit log records: the configuration, the secret as `***` (see the `secret` option). */
export function auditedServer(r: MinioServerRow): Record<string, unknown> {
  return {
    ...auditedFields(r, ['name', 'endpoint', 'useSsl', 'accessKey']),
    secretKey: r.secretKeySealed,
    ...auditedFields(r, [
      'region',
      'forcePathStyle',
      'isDefault',
      'isActive',
      'defaultBucket',
      'bucketAssignments',
      'presignedUrlExpirySeconds',
      'extraProperties',
    ]),
  };
}

export const AUDIT_SECRETS = { secret: ['secretKey'] } as const;
