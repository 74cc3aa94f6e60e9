import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { extraPropertiesColumn, tenantIdColumn, timestampz } from '../db/columns.js';

export interface PropertyChange {
  propertyName: string;
  propertyTypeFullName: string;
  originalValue: string | null;
  newValue: string | null;
}

export interface EntityChange {
  id: string;
  changeTime: string;
  /** ABP's EntityChangeType: 0 created, 1 updated, 2 deleted. */
  changeType: 0 | 1 | 2;
  entityId: string;
  entityTypeFullName: string;
  propertyChanges: PropertyChange[];
}

/** ABP's AuditLogAction: the application-service call a request made (one per request here). */
export interface AuditAction {
  id: string;
  serviceName: string;
  methodName: string;
  /** The call's arguments as JSON, secrets as `***`, at most 2000 characters (ABP's limit). */
  parameters: string;
  executionTime: string;
  executionDuration: number;
}

/**
 * One row per request that changed data. Entity changes travel with the row as JSON: they are
 * written once and read with their log, never queried on their own.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    applicationName: text('application_name'),
    userId: uuid('user_id'),
    userName: text('user_name'),
    tenantName: text('tenant_name'),
    executionTime: timestampz('execution_time').notNull(),
    executionDuration: integer('execution_duration').notNull(),
    clientIpAddress: text('client_ip_address'),
    clientName: text('client_name'),
    clientId: text('client_id'),
    correlationId: text('correlation_id'),
    browserInfo: text('browser_info'),
    httpMethod: text('http_method').notNull(),
    url: text('url').notNull(),
    httpStatusCode: integer('http_status_code'),
    exceptions: text('exceptions'),
    comments: text('comments'),
    entityChanges: jsonb('entity_changes').$type<EntityChange[]>().notNull().default([]),
    actions: jsonb('actions').$type<AuditAction[]>().notNull().default([]),
    extraProperties: extraPropertiesColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_logs_time_ix').on(t.tenantId, t.executionTime),
    index('audit_logs_user_ix').on(t.tenantId, t.userName, t.executionTime),
    index('audit_logs_method_ix').on(t.tenantId, t.httpMethod, t.executionTime),
    index('audit_logs_status_ix').on(t.tenantId, t.httpStatusCode, t.executionTime),
  ],
);
