import { downloadFile } from './download';
import { readApi } from './crud-api';
import type { TimeRangeFilters } from './list-query';
import { request } from './request';

/** ABP's EntityChangeType. */
export const ChangeType = { Created: 0, Updated: 1, Deleted: 2 } as const;
export type ChangeType = (typeof ChangeType)[keyof typeof ChangeType];

export interface PropertyChange {
  id: string;
  propertyName: string;
  propertyTypeFullName: string;
  /** JSON text as ABP writes it (`"abc"`, `12`, `true`); secrets are `***`. */
  originalValue: string | null;
  newValue: string | null;
}

export interface EntityChange {
  id: string;
  auditLogId: string;
  changeTime: string;
  changeType: ChangeType;
  entityId: string;
  entityTypeFullName: string;
  propertyChanges: PropertyChange[];
}

/**
 * ABP's AuditLogActionDto: the application-service call of the request, named by ABP's
 * conventional-controller rules (`Identity.UsersAppService` / `CreateAsync`).
 */
export interface AuditLogAction {
  id: string;
  tenantId: string | null;
  auditLogId: string;
  serviceName: string;
  methodName: string;
  /** The arguments as JSON (route, query and body), secrets as `***`, at most 2000 characters. */
  parameters: string;
  executionTime: string;
  executionDuration: number;
  extraProperties: Record<string, unknown>;
}

/** ABP's AuditLogDto (contract §7.1). */
export interface AuditLog {
  id: string;
  applicationName: string | null;
  userId: string | null;
  userName: string | null;
  tenantId: string | null;
  tenantName: string | null;
  executionTime: string;
  executionDuration: number;
  clientIpAddress: string | null;
  clientName: string | null;
  clientId: string | null;
  correlationId: string | null;
  browserInfo: string | null;
  httpMethod: string | null;
  url: string | null;
  exceptions: string | null;
  comments: string;
  httpStatusCode: number | null;
  extraProperties: Record<string, unknown>;
  entityChanges: EntityChange[];
  actions: AuditLogAction[];
}

/** GetAuditLogDto's filters (besides paging and sorting). */
export type AuditLogFilters = TimeRangeFilters & {
  httpMethod?: string | undefined;
  url?: string | undefined;
  userName?: string | undefined;
  tenantName?: string | undefined;
  httpStatusCode?: number | undefined;
  minExecutionDuration?: number | undefined;
  maxExecutionDuration?: number | undefined;
  hasException?: boolean | undefined;
  correlationId?: string | undefined;
  clientIpAddress?: string | undefined;
};

const base = '/api/audit-logging/audit-logs';

const logs = readApi<AuditLog>(base);

export const getAuditLogs = logs.list;
export const getAuditLog = logs.get;
/** Deletes the given logs (at most 1000 at a time); the body is the array of ids. */
export const deleteAuditLogs = (ids: string[]) =>
  request<void>({ method: 'DELETE', url: `${base}/delete-many`, data: ids });
export const exportAuditLogs = (params: Record<string, unknown>) =>
  downloadFile(`${base}/export`, params, 'audit-logs.xlsx');
