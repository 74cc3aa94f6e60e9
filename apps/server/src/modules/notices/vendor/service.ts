import {
  NoticeAckStatus,
  NoticeReplyStatus,
  noticeRuleTexts,
  NoticeStatus,
  type VendorNoticeDto,
  type VendorNoticeListFilter,
  type VendorNoticeListItemDto,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { anyContains } from '../../../platform/db/search.js';
import { BusinessError, ForbiddenError } from '../../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { T } from '../../../platform/localization/localizer.js';
import { mailNoticeEvent } from '../mail.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';
import type { NoticeContext } from '../shared/context.js';
import {
  auditedRecipient,
  RECIPIENT_ENTITY_TYPE,
  toRecipientDto,
  toVendorListItemDto,
  toVendorNoticeDto,
  type NoticeRow,
  type RecipientRow,
} from '../shared/dto.js';
import {
  findNotice,
  findOwnRecipient,
  NOTICE_OWNER_TYPE,
  noticeCategoryNames,
  noticeFiles,
  REPLY_OWNER_TYPE,
} from '../shared/lookups.js';
import { closeIfComplete, moveAck, moveReply } from '../shared/moves.js';
import { notLive } from '../notices/actions.js';

const n = supplierNotices;
const r = supplierNoticeRecipients;

const sorting = {
  noticeNo: n.noticeNo,
  title: n.title,
  category: n.category,
  priority: n.priority,
  ackDeadline: n.ackDeadline,
  publishTime: n.publishTime,
};

/** Only a user bound to a supplier has notices of their own: a buyer calling these endpoints is refused (403). */
export function vendorOf(caller: WorkflowCaller): string {
  if (!caller.supplierId) throw new ForbiddenError();
  return caller.supplierId;
}

/** The vendor's notices: their own recipient rows with the notices' headings, newest first. */
export async function listMine(
  tx: Tx,
  tenantId: string,
  query: PagedQuery & VendorNoticeListFilter,
  caller: WorkflowCaller,
): Promise<PagedResult<VendorNoticeListItemDto>> {
  // A user bound to no supplier (an administrator holding every policy) has no notices of their
  // own: an empty list, as the page shows it; the actions on one notice stay refused (vendorOf).
  if (!caller.supplierId) return { totalCount: 0, items: [] };
  const supplierId = caller.supplierId;
  const filter = and(
    eq(r.tenantId, tenantId),
    eq(r.supplierId, supplierId),
    eq(n.isDeleted, false),
    ne(n.status, NoticeStatus.Draft),
    query.category ? eq(n.category, query.category) : undefined,
    anyContains(query.filter, n.noticeNo, n.title),
    query.unread === true ? isNull(r.firstReadTime) : undefined,
    query.unread === false ? sql`${r.firstReadTime} is not null` : undefined,
    query.pendingAck === true
      ? and(
          eq(n.status, NoticeStatus.Published),
          inArray(r.ackStatus, [NoticeAckStatus.Pending, NoticeAckStatus.Overdue]),
        )
      : undefined,
    query.replyPending === true
      ? and(
          eq(n.status, NoticeStatus.Published),
          eq(n.requireReply, true),
          inArray(r.replyStatus, [NoticeReplyStatus.NotSubmitted, NoticeReplyStatus.Returned]),
        )
      : undefined,
  );
  const order = orderBy(query.sorting, sorting, [desc(n.publishTime)], n.id);
  const joined = () =>
    tx
      .select({ notice: n, recipient: r })
      .from(r)
      .innerJoin(n, and(eq(n.tenantId, r.tenantId), eq(n.id, r.noticeId)));
  const rows = await joined()
    .where(filter)
    .orderBy(...order)
    .limit(query.maxResultCount)
    .offset(query.skipCount);
  const [total] = await tx
    .select({ c: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(n, and(eq(n.tenantId, r.tenantId), eq(n.id, r.noticeId)))
    .where(filter);
  const names = await noticeCategoryNames(tx);
  return {
    totalCount: Number(total?.c ?? 0),
    // The list carries no files: the detail reads them.
    items: rows.map((x) =>
      toVendorListItemDto(x.notice, toRecipientDto(x.recipient, [], x.notice.status, caller), names),
    ),
  };
}

/** One notice as its recipient sees it: the notice, its files and their own row only. */
export async function vendorNoticeDto(
  tx: Tx,
  notice: NoticeRow,
  recipient: RecipientRow,
  caller: WorkflowCaller,
): Promise<VendorNoticeDto> {
  const names = await noticeCategoryNames(tx);
  const files = await noticeFiles(tx, notice.tenantId, NOTICE_OWNER_TYPE, [notice.id]);
  const replyFiles = await noticeFiles(tx, notice.tenantId, REPLY_OWNER_TYPE, [recipient.id]);
  return toVendorNoticeDto(
    notice,
    toRecipientDto(recipient, replyFiles.get(recipient.id) ?? [], notice.status, caller),
    names,
    files.get(notice.id) ?? [],
  );
}

/** The caller's notice and row (404 when not addressed to their supplier: row-level security). */
async function mine(tx: Tx, tenantId: string, id: string, caller: WorkflowCaller, lock = false) {
  const supplierId = vendorOf(caller);
  // The notice first, then the row: every answer to a notice takes its locks in this order (the
  // automatic close counts the rows under the notice's lock).
  const notice = await findNotice(tx, tenantId, id, lock);
  const recipient = await findOwnRecipient(tx, tenantId, id, supplierId, lock);
  return { notice, recipient };
}

export async function getMine(tx: Tx, tenantId: string, id: string, caller: WorkflowCaller) {
  const { notice, recipient } = await mine(tx, tenantId, id, caller);
  return vendorNoticeDto(tx, notice, recipient, caller);
}

/** The first open stamps the time and the reader; later opens change nothing. */
export async function readMine(c: NoticeContext, id: string): Promise<VendorNoticeDto> {
  const { notice, recipient } = await mine(c.tx, c.tenantId, id, c.actor);
  let row = recipient;
  if (!recipient.firstReadTime) {
    const [after] = await c.tx
      .update(r)
      .set({ firstReadTime: new Date(), readById: c.actor.id, readByName: c.actor.name })
      .where(and(eq(r.tenantId, c.tenantId), eq(r.id, recipient.id), isNull(r.firstReadTime)))
      .returning();
    if (after) {
      c.audit.updated(RECIPIENT_ENTITY_TYPE, after.id, auditedRecipient(recipient), auditedRecipient(after));
      row = after;
    }
  }
  return vendorNoticeDto(c.tx, notice, row, c.actor);
}

const refuse = (key: Parameters<typeof T<typeof noticeRuleTexts>>[1]) =>
  new BusinessError(T(noticeRuleTexts, key), { code: `SupplierPortal:${key}` });

/** The rules an acknowledgement or a refusal meets before the workflow's own. */
function assertAckOpen(notice: NoticeRow, recipient: RecipientRow) {
  if (notice.status !== NoticeStatus.Published) throw notLive(notice);
  if (!notice.requireAck || recipient.ackStatus === NoticeAckStatus.NotRequired)
    throw refuse('NoticeRule:NoAckRequired');
  if (recipient.ackStatus === NoticeAckStatus.Acknowledged) throw refuse('NoticeRule:AlreadyAcknowledged');
  if (recipient.ackStatus === NoticeAckStatus.Refused) throw refuse('NoticeRule:AlreadyRefused');
}

interface Stamp {
  concurrencyStamp?: string | null | undefined;
}

/** Acknowledges (also after the deadline: the lateness stays in the history); the publisher is mailed. */
export async function acknowledgeMine(
  c: NoticeContext,
  id: string,
  body: Stamp & { note?: string | null | undefined },
): Promise<VendorNoticeDto> {
  const { notice, recipient } = await mine(c.tx, c.tenantId, id, c.actor, true);
  assertAckOpen(notice, recipient);
  const note = body.note?.trim() || null;
  const after = await moveAck(c, recipient, 'acknowledge', {
    comment: note,
    concurrencyStamp: body.concurrencyStamp,
    set: (before) => ({
      ackTime: new Date(),
      ackById: c.actor.id,
      ackByName: c.actor.name,
      ackNote: note,
      // Acknowledging is reading it.
      ...(before.firstReadTime
        ? {}
        : { firstReadTime: new Date(), readById: c.actor.id, readByName: c.actor.name }),
    }),
    effects: async (row) => {
      await mailNoticeEvent(c.tx, 'Acknowledged', notice, [row], note);
    },
  });
  const closed = await closeIfComplete(c, notice.id);
  return vendorNoticeDto(c.tx, closed ? await findNotice(c.tx, c.tenantId, id) : notice, after, c.actor);
}

/** Declines with a reason; the publisher is mailed. */
export async function refuseMine(
  c: NoticeContext,
  id: string,
  body: Stamp & { reason: string },
): Promise<VendorNoticeDto> {
  const { notice, recipient } = await mine(c.tx, c.tenantId, id, c.actor, true);
  assertAckOpen(notice, recipient);
  const reason = body.reason.trim();
  const after = await moveAck(c, recipient, 'refuse', {
    comment: reason,
    concurrencyStamp: body.concurrencyStamp,
    set: () => ({ ackTime: new Date(), ackById: c.actor.id, ackByName: c.actor.name, ackNote: reason }),
    effects: async (row) => {
      await mailNoticeEvent(c.tx, 'Refused', notice, [row], reason);
    },
  });
  return vendorNoticeDto(c.tx, notice, after, c.actor);
}

/**
 * Submits the reply (the files are the row's `SupplierNoticeReply` attachments, uploaded before):
 * only when the notice asks for one, first time or after a return; the publisher is mailed.
 */
export async function replyMine(
  c: NoticeContext,
  id: string,
  body: Stamp & { content: string },
): Promise<VendorNoticeDto> {
  const { notice, recipient } = await mine(c.tx, c.tenantId, id, c.actor, true);
  if (notice.status !== NoticeStatus.Published) throw notLive(notice);
  if (!notice.requireReply || recipient.replyStatus === NoticeReplyStatus.NotRequired)
    throw refuse('NoticeRule:NoReplyRequired');
  if (recipient.replyStatus === NoticeReplyStatus.Submitted) throw refuse('NoticeRule:ReplyWaiting');
  if (recipient.replyStatus === NoticeReplyStatus.Accepted) throw refuse('NoticeRule:ReplyAccepted');
  const content = body.content.trim();
  const after = await moveReply(c, recipient, 'submit', {
    concurrencyStamp: body.concurrencyStamp,
    set: (before) => ({
      replyContent: content,
      replyTime: new Date(),
      replyById: c.actor.id,
      replyByName: c.actor.name,
      ...(before.firstReadTime
        ? {}
        : { firstReadTime: new Date(), readById: c.actor.id, readByName: c.actor.name }),
    }),
    effects: async (row) => {
      await mailNoticeEvent(c.tx, 'Replied', notice, [row], null);
    },
  });
  return vendorNoticeDto(c.tx, notice, after, c.actor);
}
