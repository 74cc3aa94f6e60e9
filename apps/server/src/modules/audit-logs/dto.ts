import { createHash } from 'node:crypto';
import type { AuditAction, auditLogs, EntityChange } from '../../platform/audit/schema.js';
import { wireTenantId } from '../identity/dto.js';

type AuditLogRow = typeof auditLogs.$inferSelect;
/** A list row: entity changes and actions are read only when asked for (they are the heavy part). */
export type AuditLogListRow = Omit<AuditLogRow, 'entityChanges' | 'actions'> & {
  entityChanges?: EntityChange[];
  actions?: AuditAction[];
};

/** Property changes are stored without ids; give each a stable one (a name-based UUID). */
function derivedId(parent: string, index: number): string {
  const h = createHash('sha1').update(`${parent}:${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** ABP's EntityChangeDto, with its PropertyChangeDtos (old -> new, JSON text as ABP writes it). */
function toEntityChangeDto(row: AuditLogRow | AuditLogListRow, change: EntityChange) {
  const tenantId = wireTenantId(row.tenantId);
  return {
    id: change.id,
    auditLogId: row.id,
    tenantId,
    changeTime: change.changeTime,
    changeType: change.changeType,
    entityTenantId: tenantId,
    entityId: change.entityId,
    entityTypeFullName: change.entityTypeFullName,
    extraProperties: {},
    propertyChanges: change.propertyChanges.map((p, i) => ({
      id: derivedId(change.id, i),
      tenantId,
      entityChangeId: change.id,
      newValue: p.newValue,
      originalValue: p.originalValue,
      propertyName: p.propertyName,
      propertyTypeFullName: p.propertyTypeFullName,
    })),
  };
}

/**
 * ABP's AuditLogDto (contract §7.1). `actions` holds the one application-service call of the
 * request (AuditLogActionDto), named by ABP's conventions (`platform/audit/action.ts`).
 */
export function toAuditLogDto(row: AuditLogRow | AuditLogListRow) {
  return {
    id: row.id,
    applicationName: row.applicationName,
    userId: row.userId,
    userName: row.userName,
    tenantId: wireTenantId(row.tenantId),
    tenantName: row.tenantName,
    impersonatorUserId: null,
    impersonatorTenantId: null,
    executionTime: row.executionTime,
    executionDuration: row.executionDuration,
    clientIpAddress: row.clientIpAddress,
    clientName: row.clientName,
    clientId: row.clientId,
    correlationId: row.correlationId,
    browserInfo: row.browserInfo,
    httpMethod: row.httpMethod,
    url: row.url,
    exceptions: row.exceptions,
    comments: row.comments ?? '',
    httpStatusCode: row.httpStatusCode,
    extraProperties: row.extraProperties,
    entityChanges: (row.entityChanges ?? []).map((c) => toEntityChangeDto(row, c)),
    actions: (row.actions ?? []).map((a) => ({
      id: a.id,
      tenantId: wireTenantId(row.tenantId),
      auditLogId: row.id,
      serviceName: a.serviceName,
      methodName: a.methodName,
      parameters: a.parameters,
      executionTime: a.executionTime,
      executionDuration: a.executionDuration,
      extraProperties: {},
    })),
  };
}

/** What the audit log records of a deleted audit log (so that deleting logs leaves a trace). */
export function auditedAuditLog(
  row: Pick<AuditLogRow, 'httpMethod' | 'url' | 'userName' | 'executionTime' | 'httpStatusCode'>,
) {
  return {
    httpMethod: row.httpMethod,
    url: row.url,
    userName: row.userName,
    executionTime: row.executionTime,
    httpStatusCode: row.httpStatusCode,
  };
}
