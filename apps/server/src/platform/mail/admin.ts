import { and, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditCollector } from '../audit/collector.js';
import type { Queryable, Tx } from '../db/client.js';
import { HOST_TENANT_ID } from '../db/scope.js';
import { BusinessError, EntityNotFoundError } from '../http/errors.js';
import { optional, orderBy, pagedQuery, type PagedResult } from '../http/paging.js';
import { yearRangeMessage } from '../http/validation.js';
import { L } from '../localization/localizer.js';
import { MailStatus, mailOutbox } from './schema.js';
import { containsPattern } from '../db/search.js';
import { pageOfFields } from '../db/page.js';

export const OUTBOX_MAIL_ENTITY = 'SupplierPortal.Mailing.OutboxMail';

type MailRow = typeof mailOutbox.$inferSelect;

/** The host is `null` on the wire. */
const wireTenantId = (id: string) => (id === HOST_TENANT_ID ? null : id);

/** An outbox row as the list shows it; the detail adds `htmlBody`. */
export function toMailDto(r: Omit<MailRow, 'htmlBody'>) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    to: r.toAddresses,
    cc: r.ccAddresses,
    subject: r.subject,
    status: r.status,
    tries: r.tries,
    nextAttemptTime: r.status === MailStatus.Pending ? r.nextAttemptTime : null,
    lastError: r.lastError,
    sentTime: r.sentTime,
    relatedEntityType: r.relatedEntityType,
    relatedEntityId: r.relatedEntityId,
    creationTime: r.creationTime,
    creatorId: r.creatorId,
  };
}

export type MailDto = ReturnType<typeof toMailDto>;

const date = z.coerce
  .date()
  .refine((d) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 9999, yearRangeMessage);

export const mailListQuery = pagedQuery.extend({
  status: optional(z.coerce.number().int().min(0).max(3)),
  to: optional(z.string().max(256)),
  subject: optional(z.string().max(256)),
  /** Anything: recipient, subject or related record. */
  filter: optional(z.string().max(256)),
  /** Creation time range: [startTime, endTime). */
  startTime: optional(date),
  endTime: optional(date),
  relatedEntityType: optional(z.string().max(256)),
  relatedEntityId: optional(z.string().max(256)),
});
export type MailListQuery = z.output<typeof mailListQuery>;

const addresses = sql`(array_to_string(${mailOutbox.toAddresses}, ' ') || ' ' || array_to_string(${mailOutbox.ccAddresses}, ' '))`;

function listWhere(tenantId: string, q: MailListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(mailOutbox.tenantId, tenantId)];
  if (q.status !== undefined) conditions.push(eq(mailOutbox.status, q.status));
  if (q.to?.trim()) conditions.push(sql`${addresses} ilike ${containsPattern(q.to.trim())}`);
  if (q.subject?.trim()) conditions.push(ilike(mailOutbox.subject, containsPattern(q.subject.trim())));
  if (q.filter?.trim()) {
    const like = containsPattern(q.filter.trim());
    conditions.push(
      or(
        sql`${addresses} ilike ${like}`,
        ilike(mailOutbox.subject, like),
        ilike(mailOutbox.relatedEntityId, like),
      ),
    );
  }
  if (q.startTime) conditions.push(gte(mailOutbox.creationTime, q.startTime));
  if (q.endTime) conditions.push(lt(mailOutbox.creationTime, q.endTime));
  if (q.relatedEntityType) conditions.push(eq(mailOutbox.relatedEntityType, q.relatedEntityType));
  if (q.relatedEntityId) conditions.push(eq(mailOutbox.relatedEntityId, q.relatedEntityId));
  return and(...conditions);
}

const sorting = {
  creationTime: mailOutbox.creationTime,
  status: mailOutbox.status,
  subject: mailOutbox.subject,
  tries: mailOutbox.tries,
  sentTime: mailOutbox.sentTime,
  nextAttemptTime: mailOutbox.nextAttemptTime,
};

const { htmlBody: _body, ...listColumns } = getTableColumns(mailOutbox);

export async function listMails(
  tx: Queryable,
  tenantId: string,
  q: MailListQuery,
): Promise<PagedResult<MailDto>> {
  const where = listWhere(tenantId, q);
  const order = orderBy(q.sorting, sorting, [sql`${mailOutbox.creationTime} desc`], mailOutbox.id);
  return pageOfFields(tx, mailOutbox, listColumns, where, order, q, toMailDto);
}

async function mustFind(tx: Queryable, tenantId: string, id: string, lock = false): Promise<MailRow> {
  const query = tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new EntityNotFoundError(OUTBOX_MAIL_ENTITY, id);
  return row;
}

export async function getMail(tx: Queryable, tenantId: string, id: string) {
  const row = await mustFind(tx, tenantId, id);
  return { ...toMailDto(row), htmlBody: row.htmlBody };
}

/**
 * Sends a failed (or still pending) mail again at once, with a fresh set of tries. A mail being
 * sent or already sent is refused.
 */
export async function retryMail(tx: Tx, audit: AuditCollector, tenantId: string, id: string) {
  const row = await mustFind(tx, tenantId, id, true);
  if (row.status === MailStatus.Sent || row.status === MailStatus.Sending) {
    const key = row.status === MailStatus.Sent ? 'Mail:AlreadySent' : 'Mail:BeingSent';
    throw new BusinessError(L('SupplierPortal', key), { code: `SupplierPortal:${key}` });
  }
  const [updated] = await tx
    .update(mailOutbox)
    .set({ status: MailStatus.Pending, tries: 0, nextAttemptTime: sql`now()` })
    .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)))
    .returning();
  audit.updated(
    OUTBOX_MAIL_ENTITY,
    id,
    { status: row.status, tries: row.tries },
    { status: updated!.status, tries: updated!.tries },
  );
  return { ...toMailDto(updated!), htmlBody: updated!.htmlBody };
}
