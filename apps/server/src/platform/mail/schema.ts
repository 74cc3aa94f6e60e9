import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { creationColumns, tenantIdColumn, timestampz } from '../db/columns.js';

/**
 * 0 pending (waiting for its next attempt), 1 sending (claimed by a sender until `next_attempt_time`,
 * its lease), 2 sent, 3 failed (gave up after the last try).
 */
import { MailStatus } from '@sp/contracts';

export { MailStatus };
export type MailStatusValue = (typeof MailStatus)[keyof typeof MailStatus];

/** Every mail the product sends: written in the business transaction, sent by the outbox job. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    htmlBody: text('html_body').notNull(),
    status: integer('status').notNull().default(MailStatus.Pending),
    tries: integer('tries').notNull().default(0),
    /** When a pending mail is due; for a mail being sent, when its sender's claim lapses. */
    nextAttemptTime: timestampz('next_attempt_time').notNull().defaultNow(),
    lastError: text('last_error'),
    sentTime: timestampz('sent_time'),
    relatedEntityType: text('related_entity_type'),
    relatedEntityId: text('related_entity_id'),
    ...creationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The sender's scan, across tenants: only mails still to send are indexed.
    index('mail_outbox_due_ix')
      .on(t.nextAttemptTime)
      .where(sql`${t.status} in (0, 1)`),
    index('mail_outbox_creation_time_ix').on(t.tenantId, t.creationTime),
    index('mail_outbox_related_ix').on(t.tenantId, t.relatedEntityType, t.relatedEntityId),
  ],
);
