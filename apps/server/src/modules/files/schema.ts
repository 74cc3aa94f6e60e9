import { bigint, boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, timestampz } from '../../platform/db/columns.js';

/**
 * One uploaded file: its bytes live in a blob store (`store_id`, under `storage_key`), this row says
 * what they are. The id is the blob name the API hands out (32 hex characters, ABP's Guid "N").
 *
 * `owner_supplier_id` is the uploader's supplier for vendor users. It is deliberately not named
 * `supplier_id`: the automatic supplier policy would hide staff files (announcement images, notice
 * attachments) from every vendor. The files service applies the rule instead: a vendor reads staff
 * files and their own supplier's, never another supplier's.
 */
export const files = pgTable(
  'files',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** `local`, or `s3:<server id>/<bucket>`: where the bytes were written, for good. */
    storeId: text('store_id').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Readable without a token (avatars, images in announcements), still only within the tenant. */
    isPublic: boolean('is_public').notNull().default(false),
    /** The module that stored it (`Avatars`, `LetterOfRecognition`…), which picked the bucket. */
    module: text('module'),
    /**
     * Held by a document (an attachment): read only through the document's attachment endpoint,
     * which applies the document's rules, never through the plain download path.
     */
    attached: boolean('attached').notNull().default(false),
    ownerId: uuid('owner_id'),
    ownerSupplierId: uuid('owner_supplier_id'),
    creationTime: timestampz('creation_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('files_owner_ix').on(t.tenantId, t.ownerId, t.creationTime),
    index('files_store_ix').on(t.storeId),
  ],
);
