import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { newId } from '../db/columns.js';
import { mailOutbox } from './schema.js';

/** A mail to send. Addresses are plain `user@host` strings. */
export interface OutgoingMail {
  to: readonly string[];
  cc?: readonly string[] | undefined;
  subject: string;
  /** HTML the caller has made safe (sanitised or built from escaped values). */
  html: string;
  /** What the mail is about, for the outbox page and for finding a record's mails. */
  relatedEntityType?: string | undefined;
  relatedEntityId?: string | undefined;
  creatorId?: string | null | undefined;
}

/** Rows per INSERT statement: well below PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 500;

const clean = (addresses: readonly string[] | undefined) =>
  [...new Set((addresses ?? []).map((a) => a.trim()).filter(Boolean))].slice(0, 100);

/**
 * Puts mails in the outbox inside the caller's transaction: they are sent only if the business
 * change commits, and never lost if the process stops. The tenant is the transaction's (row-level
 * security puts it in `tenant_id`). Returns the new ids.
 */
export async function enqueueMail(tx: Tx, ...mails: OutgoingMail[]): Promise<string[]> {
  const rows = mails
    .map((m) => ({
      id: newId(),
      toAddresses: clean(m.to),
      ccAddresses: clean(m.cc),
      subject: m.subject.replace(/[\r\n]+/g, ' ').slice(0, 998),
      htmlBody: m.html,
      relatedEntityType: m.relatedEntityType ?? null,
      relatedEntityId: m.relatedEntityId ?? null,
      creatorId: m.creatorId ?? null,
    }))
    .filter((r) => r.toAddresses.length > 0);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(mailOutbox).values(rows.slice(i, i + INSERT_CHUNK));
  }
  return rows.map((r) => r.id);
}

/**
 * One mail per recipient row of `recipients` (a query selecting one `email` text column), written by
 * a single `INSERT ... SELECT` in the caller's transaction: mailing 100,000 users is one statement.
 * Returns how many mails were queued.
 */
export async function enqueueMailPerRecipient(
  tx: Tx,
  recipients: SQL,
  mail: Omit<OutgoingMail, 'to' | 'cc'>,
): Promise<number> {
  const subject = mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 998);
  const result: unknown = await tx.execute(sql`
    insert into ${mailOutbox} (tenant_id, id, to_addresses, subject, html_body,
                               related_entity_type, related_entity_id, creator_id)
    select app_tenant_id(), gen_random_uuid(), array[r.email], ${subject}, ${mail.html},
           ${mail.relatedEntityType ?? null}, ${mail.relatedEntityId ?? null}, ${mail.creatorId ?? null}::uuid
      from (${recipients}) r
     where coalesce(trim(r.email), '') <> ''`);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
