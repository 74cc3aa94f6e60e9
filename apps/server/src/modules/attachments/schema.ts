import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, timestampz } from '../../platform/db/columns.js';

/**
 * A file attached to a document (`owner_type` + `owner_id`). `supplier_id` copies the document's
 * supplier, so row-level security lets exactly that supplier's users (and the buyer) see the
 * attachment, whoever uploaded it. Replacing a file adds a version and keeps the old one
 * (`is_current` false); the bytes are the `files` row's.
 */
export const attachments = pgTable(
  'attachments',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    supplierId: uuid('supplier_id'),
    category: text('category').notNull().default(''),
    /** The `files` row: 32 hex characters. */
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    /** 1, 2, … per (owner, category, file name) as files are replaced. */
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(true),
    creatorId: uuid('creator_id'),
    creatorName: text('creator_name'),
    creationTime: timestampz('creation_time').notNull().defaultNow(),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('attachments_owner_ix')
      .on(t.tenantId, t.ownerType, t.ownerId)
      .where(sql`not ${t.isDeleted}`),
    index('attachments_file_ix').on(t.tenantId, t.fileId),
  ],
);
