import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  aggregateColumns,
  concurrencyStampColumn,
  creationColumns,
  modificationColumns,
  tenantIdColumn,
  timestampz,
} from '../../platform/db/columns.js';

/**
 * Notices to suppliers (business-domain §4). A notice belongs to the buyer and has no
 * `supplier_id`: a vendor reads it through the custom supplier rule of row-security.ts (a recipient
 * row of their supplier exists). Each recipient row carries its supplier's `supplier_id`, so a
 * vendor sees and changes only their own row, never the other recipients.
 */
export const supplierNotices = pgTable(
  'supplier_notices',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    /** `SN-{yyyyMM}{seq4}`, given when the draft is made. */
    noticeNo: text('notice_no').notNull(),
    title: text('title').notNull(),
    /** A code of the `NoticeCategory` dictionary. */
    category: text('category').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** contracts `NoticePriority`. */
    priority: text('priority').notNull().default('Medium'),
    /** contracts `NoticeTargetScope`. */
    targetScope: text('target_scope').notNull(),
    /** `Selected`: the suppliers picked. */
    supplierIds: uuid('supplier_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** `ByCategory`: material category codes. */
    materialCategories: text('material_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requireAck: boolean('require_ack').notNull().default(true),
    ackDeadline: timestampz('ack_deadline'),
    requireReply: boolean('require_reply').notNull().default(false),
    replyTemplate: text('reply_template'),
    /** Quality notices (Midea's quality notice): problem type, fine, basis (处理依据). */
    problemType: text('problem_type'),
    fineAmount: numeric('fine_amount', { precision: 14, scale: 2, mode: 'number' }),
    basis: text('basis'),
    /** contracts `NoticeStatus`. */
    status: integer('status').notNull().default(0),
    publishTime: timestampz('publish_time'),
    publisherId: uuid('publisher_id'),
    publisherName: text('publisher_name'),
    revokeReason: text('revoke_reason'),
    revokedTime: timestampz('revoked_time'),
    closedTime: timestampz('closed_time'),
    /** The deadline job's marks, so the 24-hour reminder and the overdue step happen once. */
    deadlineReminderTime: timestampz('deadline_reminder_time'),
    overdueProcessedTime: timestampz('overdue_processed_time'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('supplier_notices_no_uq').on(t.tenantId, t.noticeNo),
    index('supplier_notices_status_ix').on(t.tenantId, t.status, t.publishTime),
    // The deadline job: published notices with a deadline not yet processed.
    index('supplier_notices_deadline_ix')
      .on(t.ackDeadline)
      .where(sql`${t.status} = 1 and ${t.overdueProcessedTime} is null`),
  ],
);

/** One supplier's copy of a published notice: read receipt, acknowledgement, reply and its review. */
export const supplierNoticeRecipients = pgTable(
  'supplier_notice_recipients',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    noticeId: uuid('notice_id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    vendorName: text('vendor_name').notNull(),
    firstReadTime: timestampz('first_read_time'),
    readById: uuid('read_by_id'),
    readByName: text('read_by_name'),
    /** contracts `NoticeAckStatus`. */
    ackStatus: integer('ack_status').notNull(),
    ackTime: timestampz('ack_time'),
    ackById: uuid('ack_by_id'),
    ackByName: text('ack_by_name'),
    ackNote: text('ack_note'),
    /** contracts `NoticeReplyStatus`. */
    replyStatus: integer('reply_status').notNull(),
    replyContent: text('reply_content'),
    replyTime: timestampz('reply_time'),
    replyById: uuid('reply_by_id'),
    replyByName: text('reply_by_name'),
    reviewComment: text('review_comment'),
    reviewedById: uuid('reviewed_by_id'),
    reviewedByName: text('reviewed_by_name'),
    reviewedTime: timestampz('reviewed_time'),
    remindCount: integer('remind_count').notNull().default(0),
    lastRemindTime: timestampz('last_remind_time'),
    concurrencyStamp: concurrencyStampColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Also serves the notices' supplier rule (EXISTS by notice and supplier).
    uniqueIndex('supplier_notice_recipients_uq').on(t.tenantId, t.noticeId, t.supplierId),
    // The vendor's list.
    index('supplier_notice_recipients_supplier_ix').on(t.tenantId, t.supplierId, t.noticeId),
  ],
);
