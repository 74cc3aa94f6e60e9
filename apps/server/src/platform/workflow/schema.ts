import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, timestampz } from '../db/columns.js';

/**
 * One row per transition of any workflow document: who took which action, from which status to
 * which, when, and why. `supplier_id` is the document's supplier (null for buyer-only documents),
 * so row-level security shows a vendor the history of their own documents and nothing else.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    supplierId: uuid('supplier_id'),
    action: text('action').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    comment: text('comment'),
    creationTime: timestampz('creation_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('status_history_entity_ix').on(t.tenantId, t.entityType, t.entityId, t.creationTime),
  ],
);
