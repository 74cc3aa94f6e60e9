import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  concurrencyStampColumn,
  creationColumns,
  modificationColumns,
  tenantIdColumn,
  timestampz,
} from '../db/columns.js';

/**
 * A tenant's own wording of an event's mail in one culture. Without a row the event's built-in
 * template applies (defined beside the module that raises the event).
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    event: text('event').notNull(),
    culture: text('culture').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    concurrencyStamp: concurrencyStampColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('mail_templates_event_uq').on(t.tenantId, t.event, t.culture),
  ],
);

/** The in-app notification list: one row per user and event, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    route: text('route'),
    entityType: text('entity_type'),
    entityId: uuid('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    readTime: timestampz('read_time'),
    creationTime: timestampz('creation_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notifications_user_ix').on(t.tenantId, t.userId, t.isRead, t.creationTime),
  ],
);
