import { NoticeAckStatus, noticeAckWorkflow } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/harness.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { statusHistory } from '../../../platform/workflow/schema.js';
import { users } from '../../identity/schema.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';
import { runNoticeDeadlineJob } from './deadline-job.js';
import { insertNotice, inTenant, type NoticeRows } from './test-rows.js';

const w = useWorld({ prefix: 'ntcjob' });
const now = new Date('2030-01-10T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

let adminId: string;
let soon: NoticeRows; // deadline in 10 h: reminded
let later: NoticeRows; // deadline in 30 h: not yet
let past: NoticeRows; // deadline 1 h ago: overdue (one recipient acknowledged already)
let noAck: NoticeRows; // no acknowledgement asked: untouched
let otherTenant: NoticeRows; // tenant b, past: overdue too

const mailCount = (t: typeof w.a, noticeId: string, event: string) =>
  inTenant(
    w.server,
    t,
    async (tx) =>
      (
        await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(eq(notifications.entityId, noticeId), eq(notifications.event, `ToSupplierNotice.${event}`)),
          )
      ).length,
  );
const outboxOf = (t: typeof w.a, noticeId: string) =>
  inTenant(w.server, t, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, noticeId)));
const noticeRow = (t: typeof w.a, id: string) =>
  inTenant(
    w.server,
    t,
    async (tx) => (await tx.select().from(supplierNotices).where(eq(supplierNotices.id, id)))[0]!,
  );
const recipientsOf = (t: typeof w.a, noticeId: string) =>
  inTenant(w.server, t, (tx) =>
    tx.select().from(supplierNoticeRecipients).where(eq(supplierNoticeRecipients.noticeId, noticeId)),
  );

beforeAll(async () => {
  adminId = await inTenant(w.server, w.a, async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    return u!.id;
  });
  const both = w.a.suppliers;
  soon = await insertNotice(w.server, w.a, both, { publisherId: adminId, ackDeadline: hours(10) });
  later = await insertNotice(w.server, w.a, both, { publisherId: adminId, ackDeadline: hours(30) });
  past = await insertNotice(w.server, w.a, both, { publisherId: adminId, ackDeadline: hours(-1) });
  await inTenant(w.server, w.a, (tx) =>
    tx
      .update(supplierNoticeRecipients)
      .set({ ackStatus: NoticeAckStatus.Acknowledged, ackTime: hours(-5) })
      .where(eq(supplierNoticeRecipients.id, past.recipients[0]!.id)),
  );
  noAck = await insertNotice(w.server, w.a, both, { requireAck: false, ackDeadline: hours(-1) });
  otherTenant = await insertNotice(w.server, w.b, w.b.suppliers, { ackDeadline: hours(-2) });
});

describe('the notice deadline job', () => {
  it('reminds once 24 h before, marks overdue once at the deadline, across tenants', async () => {
    // On PostgreSQL this file's tests share one database: the job also meets the other tests'
    // tenants, so only this test's notices are counted.
    const own = new Set([soon, later, past, noAck, otherTenant].map((n) => n.notice.id));
    const acted = async (at: Date) =>
      (await runNoticeDeadlineJob(w.server.database, at)).acted
        .filter((a) => own.has(a.split(':')[1]!))
        .sort();
    expect(await acted(now)).toEqual(
      [`reminded:${soon.notice.id}`, `overdue:${past.notice.id}`, `overdue:${otherTenant.notice.id}`].sort(),
    );
    expect(await acted(now)).toEqual([]);
    // An hour later still nothing new.
    expect(await acted(hours(1))).toEqual([]);
  });

  it('the reminder: the pending suppliers, once, with the mark and the count on the rows', async () => {
    expect(await mailCount(w.a, soon.notice.id, 'Reminder')).toBe(2); // both vendor users
    expect(await outboxOf(w.a, soon.notice.id)).toHaveLength(4); // and both contacts
    expect((await noticeRow(w.a, soon.notice.id)).deadlineReminderTime).toEqual(now);
    for (const r of await recipientsOf(w.a, soon.notice.id)) {
      expect(r.remindCount).toBe(1);
      expect(r.ackStatus).toBe(NoticeAckStatus.Pending);
    }
    expect(await outboxOf(w.a, later.notice.id)).toHaveLength(0);
    expect((await noticeRow(w.a, later.notice.id)).deadlineReminderTime).toBeNull();
  });

  it('overdue: the pending recipient only, through markOverdue (history, audit), told with the publisher', async () => {
    const rows = await recipientsOf(w.a, past.notice.id);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[past.recipients[0]!.id]!.ackStatus).toBe(NoticeAckStatus.Acknowledged);
    expect(byId[past.recipients[1]!.id]!.ackStatus).toBe(NoticeAckStatus.Overdue);
    const history = await inTenant(w.server, w.a, (tx) =>
      tx
        .select()
        .from(statusHistory)
        .where(
          and(
            eq(statusHistory.entityType, noticeAckWorkflow.entity),
            inArray(
              statusHistory.entityId,
              rows.map((r) => r.id),
            ),
          ),
        ),
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      entityId: past.recipients[1]!.id,
      action: 'markOverdue',
      fromStatus: NoticeAckStatus.Pending,
      toStatus: NoticeAckStatus.Overdue,
      actorName: 'System',
    });
    expect((await noticeRow(w.a, past.notice.id)).overdueProcessedTime).toEqual(now);
    // The late supplier's user and the publisher, in-app; mails also to the contact.
    const notes = await inTenant(w.server, w.a, (tx) =>
      tx.select().from(notifications).where(eq(notifications.entityId, past.notice.id)),
    );
    expect(notes.map((n) => n.userId).sort()).toEqual([adminId, w.a.suppliers[1]!.vendor.id].sort());
    expect(await outboxOf(w.a, past.notice.id)).toHaveLength(3);
    const audit = await inTenant(w.server, w.a, (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.url, 'job:ToSupplierNotice.Deadline')),
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit.map((a) => a.entityChanges))).toContain(past.recipients[1]!.id);
  });

  it('another tenant’s notice is handled in its own scope', async () => {
    const rows = await recipientsOf(w.b, otherTenant.notice.id);
    expect(rows.map((r) => r.ackStatus)).toEqual([NoticeAckStatus.Overdue, NoticeAckStatus.Overdue]);
    expect(await mailCount(w.b, otherTenant.notice.id, 'Overdue')).toBe(2);
  });

  it('a notice that asks for no acknowledgement is untouched', async () => {
    const n = await noticeRow(w.a, noAck.notice.id);
    expect(n.overdueProcessedTime).toBeNull();
    expect(n.deadlineReminderTime).toBeNull();
    expect((await recipientsOf(w.a, noAck.notice.id)).map((r) => r.ackStatus)).toEqual([
      NoticeAckStatus.NotRequired,
      NoticeAckStatus.NotRequired,
    ]);
    expect(await outboxOf(w.a, noAck.notice.id)).toHaveLength(0);
  });
});
