import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { aggregateColumns, tenantIdColumn, timestampz } from '../../platform/db/columns.js';

/** The enums and the status workflow are the contract's (`@sp/contracts` announcements). */
import {
  SystemInformAudience,
  SystemInformPriority,
  SystemInformShow,
  SystemInformStatus,
  SystemInformType,
} from '@sp/contracts';

export { SystemInformAudience, SystemInformPriority, SystemInformShow, SystemInformStatus, SystemInformType };

/**
 * System announcements (the navbar bell). The audience's roles and suppliers are id arrays on the
 * row, deliberately not a `supplier_id` column: the announcement belongs to the tenant, and the
 * supplier row-level-security policy must not hide it from the staff who manage it.
 */
export const systemInforms = pgTable(
  'system_informs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    type: integer('type').notNull().default(SystemInformType.Other),
    systemInformShow: integer('system_inform_show').notNull().default(SystemInformShow.Dismissible),
    priority: integer('priority').notNull().default(SystemInformPriority.Medium),
    status: integer('status').notNull().default(SystemInformStatus.Draft),
    audience: integer('audience').notNull().default(SystemInformAudience.All),
    audienceRoleIds: uuid('audience_role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    audienceSupplierIds: uuid('audience_supplier_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The visibility window; null start = from publication, null end = open-ended. */
    startTime: timestampz('start_time'),
    endTime: timestampz('end_time'),
    publishTime: timestampz('publish_time'),
    publisherId: uuid('publisher_id'),
    publisherName: text('publisher_name'),
    revokeTime: timestampz('revoke_time'),
    /** Mail the audience when published (once: a republication does not mail again). */
    mailToAudience: boolean('mail_to_audience').notNull().default(false),
    mailedTime: timestampz('mailed_time'),
    mailedCount: integer('mailed_count').notNull().default(0),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('system_informs_status_ix').on(t.tenantId, t.status, t.publishTime),
    index('system_informs_creation_time_ix').on(t.tenantId, t.creationTime),
  ],
);

/** "No longer view": a user dismissed an announcement (one row per user and announcement). */
export const systemInformReadLogs = pgTable(
  'system_inform_read_logs',
  {
    tenantId: tenantIdColumn(),
    informId: uuid('inform_id').notNull(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name'),
    readTime: timestampz('read_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.informId, t.userId] }),
    index('system_inform_read_logs_user_ix').on(t.tenantId, t.userId),
  ],
);
