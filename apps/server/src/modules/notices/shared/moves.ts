import {
  NoticeAckStatus,
  noticeAckWorkflow,
  NoticeReplyStatus,
  noticeReplyWorkflow,
  NoticeStatus,
  noticeWorkflow,
} from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { atStamp } from '../../../platform/db/modification.js';
import { withoutSupplierScope } from '../../../platform/db/scope.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { SYSTEM_ACTOR } from '../../../platform/workflow/timed.js';
import { transition } from '../../../platform/workflow/transition.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';
import { auditedNotice, auditedRecipient, type NoticeRow, type RecipientRow } from './dto.js';

type NoticeAction = keyof typeof noticeWorkflow.transitions;
type AckAction = keyof typeof noticeAckWorkflow.transitions;
type ReplyAction = keyof typeof noticeReplyWorkflow.transitions;

export interface MoveContext {
  tx: Tx;
  audit: AuditCollector;
  tenantId: string;
  actor: WorkflowActor;
}

export interface Step<Row> {
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
  system?: boolean;
  /** Columns the action sets besides the status. */
  set?: (before: Row) => Partial<Row>;
  /** Side effects in the same transaction, after the status is written (mails). */
  effects?: (after: Row) => Promise<void>;
}

/** A notice has no supplier (it goes to many): its workflow row says so. */
const asWorkflowRow = (row: NoticeRow) => ({ ...row, supplierId: null });

/** One step of a notice's workflow: status, history row and audit change in the caller's transaction. */
export async function moveNotice(
  c: MoveContext,
  before: NoticeRow,
  action: NoticeAction,
  s: Step<NoticeRow> = {},
): Promise<NoticeRow> {
  const n = supplierNotices;
  const after = await transition(c.tx, {
    workflow: noticeWorkflow,
    action,
    system: s.system,
    row: asWorkflowRow(before),
    actor: s.system ? SYSTEM_ACTOR : c.actor,
    audit: c.audit,
    comment: s.comment,
    concurrencyStamp: s.concurrencyStamp,
    update: async (to, stamp) =>
      (
        await c.tx
          .update(n)
          .set({
            ...s.set?.(before),
            status: to,
            concurrencyStamp: stamp,
            lastModificationTime: new Date(),
            lastModifierId: s.system ? null : c.actor.id,
          })
          .where(atStamp(n, c.tenantId, before.id, before.concurrencyStamp))
          .returning()
      ).map(asWorkflowRow),
    audited: auditedNotice,
    effects: s.effects ? (row) => s.effects!(row) : undefined,
  });
  return after;
}

function recipientUpdate(c: MoveContext, before: RecipientRow, s: Step<RecipientRow>) {
  const r = supplierNoticeRecipients;
  return (columns: Partial<RecipientRow>, stamp: string) =>
    c.tx
      .update(r)
      .set({
        ...s.set?.(before),
        ...columns,
        concurrencyStamp: stamp,
        lastModificationTime: new Date(),
        lastModifierId: c.actor.id,
      })
      .where(atStamp(r, c.tenantId, before.id, before.concurrencyStamp))
      .returning();
}

/** One step of a recipient's acknowledgement (history on the recipient row, its supplier's). */
export function moveAck(c: MoveContext, before: RecipientRow, action: AckAction, s: Step<RecipientRow> = {}) {
  const write = recipientUpdate(c, before, s);
  return transition(c.tx, {
    workflow: noticeAckWorkflow,
    action,
    system: s.system,
    row: { ...before, status: before.ackStatus },
    actor: s.system ? SYSTEM_ACTOR : c.actor,
    audit: c.audit,
    comment: s.comment,
    concurrencyStamp: s.concurrencyStamp,
    update: async (to, stamp) =>
      (await write({ ackStatus: to }, stamp)).map((x) => ({ ...x, status: x.ackStatus })),
    audited: auditedRecipient,
    effects: s.effects,
  });
}

/** One step of a recipient's reply and its review. */
export function moveReply(
  c: MoveContext,
  before: RecipientRow,
  action: ReplyAction,
  s: Step<RecipientRow> = {},
) {
  const write = recipientUpdate(c, before, s);
  return transition(c.tx, {
    workflow: noticeReplyWorkflow,
    action,
    row: { ...before, status: before.replyStatus },
    actor: c.actor,
    audit: c.audit,
    comment: s.comment,
    concurrencyStamp: s.concurrencyStamp,
    update: async (to, stamp) =>
      (await write({ replyStatus: to }, stamp)).map((x) => ({ ...x, status: x.replyStatus })),
    audited: auditedRecipient,
    effects: s.effects,
  });
}

/**
 * Closes a published notice once every recipient has acknowledged (or owes no acknowledgement) and
 * every required reply is accepted: the `autoClose` system transition, with its history row. Called
 * after each acknowledgement and accepted reply (also from a vendor's transaction: the count reads
 * every recipient, so the supplier scope is lifted for it). Returns whether it closed the notice.
 */
export async function closeIfComplete(c: Omit<MoveContext, 'actor'>, noticeId: string): Promise<boolean> {
  return withoutSupplierScope(c.tx, async () => {
    // The notice's lock first: two last answers racing each count the other's once it committed.
    const n = supplierNotices;
    const [notice] = await c.tx
      .select()
      .from(n)
      .where(and(eq(n.tenantId, c.tenantId), eq(n.id, noticeId), eq(n.isDeleted, false)))
      .for('update');
    if (!notice || notice.status !== NoticeStatus.Published) return false;
    const r = supplierNoticeRecipients;
    const [open] = await c.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(
        and(
          eq(r.tenantId, c.tenantId),
          eq(r.noticeId, noticeId),
          sql`(${r.ackStatus} not in (${NoticeAckStatus.Acknowledged}, ${NoticeAckStatus.NotRequired})
            or ${r.replyStatus} not in (${NoticeReplyStatus.Accepted}, ${NoticeReplyStatus.NotRequired}))`,
        ),
      );
    if (Number(open?.n ?? 0) > 0) return false;
    await moveNotice({ ...c, actor: SYSTEM_ACTOR }, notice, 'autoClose', {
      system: true,
      set: () => ({ closedTime: new Date() }),
    });
    return true;
  });
}
