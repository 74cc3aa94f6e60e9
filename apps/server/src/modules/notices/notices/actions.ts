import {
  MaterialSupplierStatus,
  NoticeAckStatus,
  NoticeReplyStatus,
  noticeRuleTexts,
  NoticeStatus,
  noticeWorkflow,
  SupplierStatus,
  type NoticePublishResultDto,
  type NoticeRecipientDto,
  type SupplierNoticeDto,
} from '@sp/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { BusinessError } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import { assertOperation, assertTransition } from '../../../platform/workflow/transition.js';
import { materials, materialSuppliers } from '../../materials/schema.js';
import { suppliers } from '../../suppliers/schema.js';
import { mailNoticeEvent } from '../mail.js';
import { supplierNoticeRecipients } from '../schema.js';
import type { NoticeContext } from '../shared/context.js';
import { RECIPIENT_ENTITY_TYPE, toRecipientDto, type NoticeRow } from '../shared/dto.js';
import { findNotice, findRecipient, noticeFiles, REPLY_OWNER_TYPE } from '../shared/lookups.js';
import { closeIfComplete, moveNotice, moveReply } from '../shared/moves.js';
import { noticeDto } from './service.js';

const r = supplierNoticeRecipients;

/** What a client sends with a transition: the stamp it read (and a reason, where one is needed). */
export interface StampBody {
  concurrencyStamp?: string | null | undefined;
}

const refuse = (key: Parameters<typeof T<typeof noticeRuleTexts>>[1], ...args: unknown[]) =>
  new BusinessError(T(noticeRuleTexts, key, ...args), { code: `SupplierPortal:${key}` });

/** The suppliers a notice goes to, as a condition on `suppliers` (live ones only). */
function targetsOf(notice: NoticeRow) {
  const s = suppliers;
  const live = and(
    eq(s.tenantId, notice.tenantId),
    eq(s.isDeleted, false),
    eq(s.status, SupplierStatus.Active),
  );
  switch (notice.targetScope) {
    case 'Selected':
      return and(live, notice.supplierIds.length ? inArray(s.id, notice.supplierIds) : sql`false`);
    case 'ByCategory':
      return and(
        live,
        notice.materialCategories.length
          ? sql`exists (select 1 from ${materialSuppliers} ms join ${materials} m
              on m.tenant_id = ms.tenant_id and m.id = ms.material_id and not m.is_deleted
              where ms.tenant_id = ${s.tenantId} and ms.supplier_id = ${s.id}
                and ms.status = ${MaterialSupplierStatus.Approved}
                and m.category in (${sql.join(
                  notice.materialCategories.map((c) => sql`${c}`),
                  sql`, `,
                )}))`
          : sql`false`,
      );
    default:
      return live;
  }
}

const allRecipients = (c: NoticeContext, noticeId: string) =>
  c.tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, c.tenantId), eq(r.noticeId, noticeId)));

/**
 * Publishes a draft: the deadline (when an acknowledgement is asked) must lie ahead; the recipients
 * are resolved and written in one INSERT … SELECT (one row per live supplier of the scope: every
 * active supplier, the picked ones, or those approved for a material of the categories), the
 * notice stamped with its publisher, the recipients mailed. No recipient: refused.
 */
export async function publishNotice(
  c: NoticeContext,
  id: string,
  body: StampBody = {},
): Promise<NoticePublishResultDto> {
  const before = await findNotice(c.tx, c.tenantId, id, true);
  assertTransition(noticeWorkflow, 'publish', { ...before, supplierId: null }, c.actor);
  if (before.requireAck && (!before.ackDeadline || before.ackDeadline.getTime() <= Date.now()))
    throw refuse('NoticeRule:DeadlinePassed');
  const s = suppliers;
  const ackStatus = before.requireAck ? NoticeAckStatus.Pending : NoticeAckStatus.NotRequired;
  const replyStatus = before.requireReply ? NoticeReplyStatus.NotSubmitted : NoticeReplyStatus.NotRequired;
  await c.tx.execute(sql`insert into ${r} (tenant_id, id, notice_id, supplier_id, vendor_code, vendor_name,
      ack_status, reply_status, concurrency_stamp, creator_id)
    select ${s.tenantId}, gen_random_uuid(), ${id}::uuid, ${s.id}, ${s.vendorCode}, ${s.name},
      ${ackStatus}::int, ${replyStatus}::int, replace(gen_random_uuid()::text, '-', ''), ${c.actor.id}::uuid
    from ${s} where ${targetsOf(before)}`);
  const recipients = await allRecipients(c, id);
  if (recipients.length === 0) throw refuse('NoticeRule:NoRecipients');
  let mailsQueued = 0;
  const after = await moveNotice(c, before, 'publish', {
    concurrencyStamp: body.concurrencyStamp,
    set: () => ({ publishTime: new Date(), publisherId: c.actor.id, publisherName: c.actor.name }),
    effects: async (row) => {
      mailsQueued = await mailNoticeEvent(c.tx, 'Published', row, recipients, null);
    },
  });
  return { notice: await noticeDto(c.tx, after, c.actor), recipients: recipients.length, mailsQueued };
}

/** Revokes a published notice with a reason: the vendors see a revoked banner and are mailed. */
export async function revokeNotice(
  c: NoticeContext,
  id: string,
  body: StampBody & { reason: string },
): Promise<SupplierNoticeDto> {
  const before = await findNotice(c.tx, c.tenantId, id, true);
  const after = await moveNotice(c, before, 'revoke', {
    comment: body.reason,
    concurrencyStamp: body.concurrencyStamp,
    set: () => ({ revokeReason: body.reason.trim(), revokedTime: new Date() }),
    effects: async (row) => {
      await mailNoticeEvent(c.tx, 'Revoked', row, await allRecipients(c, id), body.reason.trim());
    },
  });
  return noticeDto(c.tx, after, c.actor);
}

/** Closes a published notice by hand (answers still pending stay as they are). */
export async function closeNotice(
  c: NoticeContext,
  id: string,
  body: StampBody = {},
): Promise<SupplierNoticeDto> {
  const before = await findNotice(c.tx, c.tenantId, id, true);
  const after = await moveNotice(c, before, 'close', {
    concurrencyStamp: body.concurrencyStamp,
    set: () => ({ closedTime: new Date() }),
  });
  return noticeDto(c.tx, after, c.actor);
}

/** A recipient still owes something: an acknowledgement (pending or overdue) or a reply (not submitted or returned). */
const pendingSql = or(
  inArray(r.ackStatus, [NoticeAckStatus.Pending, NoticeAckStatus.Overdue]),
  inArray(r.replyStatus, [NoticeReplyStatus.NotSubmitted, NoticeReplyStatus.Returned]),
);

/**
 * Mails the pending recipients again (all of them, or those of `recipientIds` that are pending):
 * each reminded row counts the reminder and its time.
 */
export async function remindNotice(
  c: NoticeContext,
  id: string,
  recipientIds: readonly string[] | undefined,
): Promise<{ reminded: number; mailsQueued: number }> {
  const notice = await findNotice(c.tx, c.tenantId, id, true);
  assertOperation(noticeWorkflow, 'remind', { ...notice, supplierId: null }, c.actor, 'Action:Resend');
  const now = new Date();
  const reminded = await c.tx
    .update(r)
    .set({ remindCount: sql`${r.remindCount} + 1`, lastRemindTime: now })
    .where(
      and(
        eq(r.tenantId, c.tenantId),
        eq(r.noticeId, id),
        pendingSql,
        recipientIds ? (recipientIds.length ? inArray(r.id, [...recipientIds]) : sql`false`) : undefined,
      ),
    )
    .returning();
  for (const row of reminded)
    c.audit.updated(
      RECIPIENT_ENTITY_TYPE,
      row.id,
      { remindCount: row.remindCount - 1 },
      { remindCount: row.remindCount, lastRemindTime: row.lastRemindTime },
    );
  const mailsQueued = reminded.length ? await mailNoticeEvent(c.tx, 'Reminder', notice, reminded, null) : 0;
  return { reminded: reminded.length, mailsQueued };
}

/** The recipient row and its notice for a review; a notice no longer published takes no review. */
async function forReview(c: NoticeContext, recipientId: string) {
  // The notice's lock first, then the row's (the order every answer takes).
  const { noticeId } = await findRecipient(c.tx, c.tenantId, recipientId);
  const notice = await findNotice(c.tx, c.tenantId, noticeId, true);
  const before = await findRecipient(c.tx, c.tenantId, recipientId, true);
  if (notice.status !== NoticeStatus.Published) throw notLive(notice);
  if (before.replyStatus !== NoticeReplyStatus.Submitted) throw refuse('NoticeRule:NoReplyToReview');
  return { before, notice };
}

/** The refusal of an answer to a closed or revoked notice. */
export const notLive = (notice: NoticeRow) =>
  refuse(
    'NoticeRule:NotLive',
    T(
      noticeRuleTexts,
      notice.status === NoticeStatus.Revoked ? 'NoticeRule:NotLive.Revoked' : 'NoticeRule:NotLive.Closed',
    ),
  );

async function recipientDto(c: NoticeContext, row: typeof r.$inferSelect, noticeStatus: number) {
  const files = await noticeFiles(c.tx, c.tenantId, REPLY_OWNER_TYPE, [row.id]);
  return toRecipientDto(row, files.get(row.id) ?? [], noticeStatus, c.actor);
}

/** Accepts a submitted reply; the notice closes itself when nothing is left open. */
export async function acceptReply(
  c: NoticeContext,
  recipientId: string,
  body: StampBody & { comment?: string | null | undefined } = {},
): Promise<NoticeRecipientDto> {
  const { before, notice } = await forReview(c, recipientId);
  const after = await moveReply(c, before, 'accept', {
    comment: body.comment,
    concurrencyStamp: body.concurrencyStamp,
    set: () => ({
      reviewComment: body.comment?.trim() || null,
      reviewedById: c.actor.id,
      reviewedByName: c.actor.name,
      reviewedTime: new Date(),
    }),
  });
  const closed = await closeIfComplete(c, notice.id);
  return recipientDto(c, after, closed ? NoticeStatus.Closed : notice.status);
}

/** Returns a submitted reply with the reason: the vendor replies again, and is mailed. */
export async function returnReply(
  c: NoticeContext,
  recipientId: string,
  body: StampBody & { reason: string },
): Promise<NoticeRecipientDto> {
  const { before, notice } = await forReview(c, recipientId);
  const after = await moveReply(c, before, 'return', {
    comment: body.reason,
    concurrencyStamp: body.concurrencyStamp,
    set: () => ({
      reviewComment: body.reason.trim(),
      reviewedById: c.actor.id,
      reviewedByName: c.actor.name,
      reviewedTime: new Date(),
    }),
    effects: async (row) => {
      await mailNoticeEvent(c.tx, 'ReplyReturned', notice, [row], body.reason.trim());
    },
  });
  return recipientDto(c, after, notice.status);
}
