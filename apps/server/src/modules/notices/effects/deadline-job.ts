import { NoticeAckStatus, NoticeStatus, noticeAckWorkflow, noticeWorkflow } from '@sp/contracts';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { AuditCollector } from '../../../platform/audit/collector.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import type { Database, Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { asSystem, inScope, tenantScope } from '../../../platform/db/scope.js';
import type { Job } from '../../../platform/jobs/runner.js';
import { SYSTEM_ACTOR } from '../../../platform/workflow/timed.js';
import { transition } from '../../../platform/workflow/transition.js';
import { mailNoticeEvent, type NoticeRow, type RecipientRow } from '../mail.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';

/**
 * The acknowledgement deadline of published notices (business-domain §4), checked every ten
 * minutes (one instance at a time):
 * - 24 hours before `ackDeadline`, one reminder to the recipients still pending
 *   (`NOTICE_ACK_REMINDER`); `deadlineReminderTime` marks it done;
 * - at the deadline, the pending recipients become Overdue through the acknowledgement workflow's
 *   system transition `markOverdue` (a history row each), and they and the publisher are told
 *   (`NOTICE_OVERDUE`), once: `overdueProcessedTime` marks it done.
 * Due notices are found across tenants as the system; each is then handled in its tenant's scope,
 * locked (`skip locked`) and re-checked, so two runs or two instances act once. A notice that
 * asks for no acknowledgement is never touched.
 */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
const JOB_NAME = 'ToSupplierNotice.Deadline';
const PER_RUN = 500;
const n = supplierNotices;
const r = supplierNoticeRecipients;

type Step = 'remind' | 'overdue';
interface Due {
  tenantId: string;
  id: string;
  step: Step;
}

const live = () => and(eq(n.status, NoticeStatus.Published), eq(n.requireAck, true), eq(n.isDeleted, false));

async function dueNotices(database: Database, now: Date): Promise<Due[]> {
  const soon = new Date(now.getTime() + REMINDER_BEFORE_MS);
  return asSystem(database.db, async (tx) => {
    const overdue = await tx
      .select({ tenantId: n.tenantId, id: n.id })
      .from(n)
      .where(and(live(), isNull(n.overdueProcessedTime), lte(n.ackDeadline, now)))
      .orderBy(asc(n.ackDeadline))
      .limit(PER_RUN);
    const remind = await tx
      .select({ tenantId: n.tenantId, id: n.id })
      .from(n)
      .where(
        and(
          live(),
          isNull(n.deadlineReminderTime),
          isNull(n.overdueProcessedTime),
          gt(n.ackDeadline, now),
          lte(n.ackDeadline, soon),
        ),
      )
      .orderBy(asc(n.ackDeadline))
      .limit(PER_RUN);
    return [
      ...overdue.map((d) => ({ ...d, step: 'overdue' as const })),
      ...remind.map((d) => ({ ...d, step: 'remind' as const })),
    ];
  });
}

/** The notice in its tenant's scope, locked; undefined when another run holds it or it is gone. */
async function lockNotice(tx: Tx, tenantId: string, id: string): Promise<NoticeRow | undefined> {
  const [row] = await tx
    .select()
    .from(n)
    .where(and(eq(n.tenantId, tenantId), eq(n.id, id), live()))
    .for('update', { skipLocked: true });
  return row;
}

const pendingOf = (tx: Tx, notice: NoticeRow) =>
  tx
    .select()
    .from(r)
    .where(
      and(
        eq(r.tenantId, notice.tenantId),
        eq(r.noticeId, notice.id),
        eq(r.ackStatus, NoticeAckStatus.Pending),
      ),
    )
    .orderBy(asc(r.vendorCode));

async function remind(tx: Tx, notice: NoticeRow, now: Date): Promise<boolean> {
  if (notice.deadlineReminderTime || notice.overdueProcessedTime) return false;
  const pending = await pendingOf(tx, notice);
  await mailNoticeEvent(tx, 'Reminder', notice, pending);
  if (pending.length > 0) {
    await tx
      .update(r)
      .set({ remindCount: sql`${r.remindCount} + 1`, lastRemindTime: now })
      .where(
        and(
          eq(r.tenantId, notice.tenantId),
          eq(r.noticeId, notice.id),
          eq(r.ackStatus, NoticeAckStatus.Pending),
        ),
      );
  }
  await tx
    .update(n)
    .set({ deadlineReminderTime: now })
    .where(and(eq(n.tenantId, notice.tenantId), eq(n.id, notice.id)));
  return true;
}

async function markOverdue(tx: Tx, notice: NoticeRow, now: Date, audit: AuditCollector): Promise<boolean> {
  if (notice.overdueProcessedTime) return false;
  const pending = await pendingOf(tx, notice);
  const moved: RecipientRow[] = [];
  for (const row of pending) {
    const updated = await transition(tx, {
      workflow: noticeAckWorkflow,
      action: 'markOverdue',
      system: true,
      row: { ...row, status: row.ackStatus },
      actor: SYSTEM_ACTOR,
      audit,
      update: async (to, stamp) => {
        const rows = await tx
          .update(r)
          .set({ ackStatus: to, concurrencyStamp: stamp, lastModificationTime: now })
          .where(
            and(eq(r.tenantId, row.tenantId), eq(r.id, row.id), eq(r.concurrencyStamp, row.concurrencyStamp)),
          )
          .returning();
        return rows.map((x) => ({ ...x, status: x.ackStatus }));
      },
    });
    moved.push(updated);
  }
  if (moved.length > 0) await mailNoticeEvent(tx, 'Overdue', notice, moved);
  await tx
    .update(n)
    .set({
      overdueProcessedTime: now,
      // Past the deadline a reminder has nothing left to remind of.
      deadlineReminderTime: sql`coalesce(${n.deadlineReminderTime}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(n.tenantId, notice.tenantId), eq(n.id, notice.id)));
  return true;
}

export interface DeadlineRun {
  reminded: number;
  overdue: number;
  /** The notices acted on (`reminded:<id>` / `overdue:<id>`), so a test can look at its own tenants'. */
  acted: string[];
}

/** One run at `now` (tests move the clock): the notices reminded about and made overdue. */
export async function runNoticeDeadlineJob(database: Database, now: Date = new Date()): Promise<DeadlineRun> {
  const result: DeadlineRun = { reminded: 0, overdue: 0, acted: [] };
  for (const due of await dueNotices(database, now)) {
    await inScope(database.db, tenantScope(due.tenantId), async (tx) => {
      const notice = await lockNotice(tx, due.tenantId, due.id);
      if (!notice) return;
      const audit = new AuditCollector();
      const started = Date.now();
      const acted =
        due.step === 'overdue' ? await markOverdue(tx, notice, now, audit) : await remind(tx, notice, now);
      if (!acted) return;
      if (due.step === 'overdue') result.overdue++;
      else result.reminded++;
      result.acted.push(`${due.step === 'overdue' ? 'overdue' : 'reminded'}:${notice.id}`);
      audit.updated(
        noticeWorkflow.entity,
        notice.id,
        { [due.step === 'overdue' ? 'overdueProcessedTime' : 'deadlineReminderTime']: null },
        { [due.step === 'overdue' ? 'overdueProcessedTime' : 'deadlineReminderTime']: now.toISOString() },
      );
      // The job's change is audited like a request's: one row, in the same transaction.
      await tx.insert(auditLogs).values({
        id: newId(),
        tenantId: due.tenantId,
        userName: SYSTEM_ACTOR.name,
        executionTime: new Date(started),
        executionDuration: Date.now() - started,
        httpMethod: 'JOB',
        url: `job:${JOB_NAME}`,
        httpStatusCode: 200,
        entityChanges: audit.entityChanges,
      });
    });
  }
  return result;
}

export const noticeDeadlineJob = (database: Database): Job => ({
  name: JOB_NAME,
  intervalMs: 10 * 60 * 1000,
  exclusive: true,
  run: async () => {
    await runNoticeDeadlineJob(database);
  },
});
