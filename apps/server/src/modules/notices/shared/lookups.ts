import {
  NOTICE_CATEGORY_DICTIONARY,
  NoticeAckStatus,
  NoticeAttachmentRules,
  NoticeReplyStatus,
  type NoticeCountsDto,
  type NoticeFileDto,
} from '@sp/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import { attachments } from '../../attachments/schema.js';
import { dictionaries, dictionaryDetails } from '../../dictionary/schema.js';
import { normalizeDictionaryName } from '../../dictionary/service.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';
import {
  EMPTY_COUNTS,
  NOTICE_ENTITY_TYPE,
  RECIPIENT_ENTITY_TYPE,
  type NoticeRow,
  type RecipientRow,
} from './dto.js';

const n = supplierNotices;
const r = supplierNoticeRecipients;

/** A live notice (locked for the rest of the transaction when `lock`); one the caller may not see is a 404. */
export async function findNotice(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<NoticeRow> {
  const q = tx
    .select()
    .from(n)
    .where(and(eq(n.tenantId, tenantId), eq(n.id, id), eq(n.isDeleted, false)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(NOTICE_ENTITY_TYPE, id);
  return found;
}

/** A recipient row with its notice (locked when `lock`); another supplier's row is a 404 (row-level security). */
export async function findRecipient(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<RecipientRow> {
  const q = tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(RECIPIENT_ENTITY_TYPE, id);
  return found;
}

/** The caller's supplier's row of a notice (a vendor's), or a 404 as if the notice did not exist. */
export async function findOwnRecipient(
  tx: Queryable,
  tenantId: string,
  noticeId: string,
  supplierId: string,
  lock = false,
): Promise<RecipientRow> {
  const q = tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.noticeId, noticeId), eq(r.supplierId, supplierId)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(NOTICE_ENTITY_TYPE, noticeId);
  return found;
}

/** The tenant's notice categories: code -> label (the `NoticeCategory` dictionary). */
export async function noticeCategoryNames(tx: Queryable): Promise<Map<string, string>> {
  const rows = await tx
    .select({ value: dictionaryDetails.value, label: dictionaryDetails.label })
    .from(dictionaryDetails)
    .innerJoin(
      dictionaries,
      and(
        eq(dictionaries.tenantId, dictionaryDetails.tenantId),
        eq(dictionaries.id, dictionaryDetails.dictionaryId),
      ),
    )
    .where(eq(dictionaries.normalizedName, normalizeDictionaryName(NOTICE_CATEGORY_DICTIONARY)));
  return new Map(rows.map((x) => [x.value, x.label]));
}

const countOf = (cond: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${cond}))::int`;

/** The progress figures of notices, one grouped query over their recipient rows. */
export async function noticeCounts(
  tx: Queryable,
  tenantId: string,
  noticeIds: readonly string[],
): Promise<Map<string, NoticeCountsDto>> {
  if (noticeIds.length === 0) return new Map();
  const rows = await tx
    .select({
      noticeId: r.noticeId,
      recipients: sql<number>`count(*)::int`,
      read: countOf(sql`${r.firstReadTime} is not null`),
      acknowledged: countOf(sql`${r.ackStatus} = ${NoticeAckStatus.Acknowledged}`),
      refused: countOf(sql`${r.ackStatus} = ${NoticeAckStatus.Refused}`),
      overdue: countOf(sql`${r.ackStatus} = ${NoticeAckStatus.Overdue}`),
      repliesSubmitted: countOf(sql`${r.replyStatus} = ${NoticeReplyStatus.Submitted}`),
      repliesAccepted: countOf(sql`${r.replyStatus} = ${NoticeReplyStatus.Accepted}`),
    })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), inArray(r.noticeId, [...noticeIds])))
    .groupBy(r.noticeId);
  return new Map(
    rows.map(({ noticeId, ...c }) => [
      noticeId,
      {
        recipients: Number(c.recipients),
        read: Number(c.read),
        acknowledged: Number(c.acknowledged),
        refused: Number(c.refused),
        overdue: Number(c.overdue),
        repliesSubmitted: Number(c.repliesSubmitted),
        repliesAccepted: Number(c.repliesAccepted),
      },
    ]),
  );
}

export const countsFor = (counts: ReadonlyMap<string, NoticeCountsDto>, id: string) =>
  counts.get(id) ?? EMPTY_COUNTS;

/** The current files of owners of one type, by owner id (oldest first). */
export async function noticeFiles(
  tx: Queryable,
  tenantId: string,
  ownerType: string,
  ownerIds: readonly string[],
): Promise<Map<string, NoticeFileDto[]>> {
  const out = new Map<string, NoticeFileDto[]>();
  if (ownerIds.length === 0) return out;
  const a = attachments;
  const rows = await tx
    .select({
      ownerId: a.ownerId,
      id: a.id,
      fileName: a.fileName,
      size: a.size,
      contentType: a.contentType,
      creationTime: a.creationTime,
    })
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.ownerType, ownerType),
        inArray(a.ownerId, [...ownerIds]),
        eq(a.isCurrent, true),
        eq(a.isDeleted, false),
      ),
    )
    .orderBy(asc(a.creationTime), asc(a.id));
  for (const { ownerId, ...f } of rows) {
    const list = out.get(ownerId) ?? [];
    list.push({ ...f, size: Number(f.size), creationTime: f.creationTime.toISOString() });
    out.set(ownerId, list);
  }
  return out;
}

export const NOTICE_OWNER_TYPE = NoticeAttachmentRules.ownerType;
export const REPLY_OWNER_TYPE = NoticeAttachmentRules.replyOwnerType;
