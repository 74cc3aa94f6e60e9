import { LetterStatus, PartNoConfirmStatus } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/harness.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { statusHistory } from '../../../platform/workflow/schema.js';
import { letterFiles, letters, partNoConfirms } from '../schema.js';
import { noticeDue, runLetterJobs } from './jobs.js';
import {
  adminIdOf,
  inTenant,
  insertFile,
  insertLetter,
  insertRequest,
  templateOf,
  type RowOwner,
} from './test-rows.js';

const w = useWorld({ prefix: 'ltrjob' });
/** 10:00 in Shanghai (the tenants' default time zone) on `day`. */
const at = (day: string) => new Date(`${day}T02:00:00Z`);
let o: RowOwner;
let other: RowOwner;

beforeAll(async () => {
  const ownerId = await adminIdOf(w.server, w.a);
  const templateId = await templateOf(w.server, w.a);
  o = { server: w.server, t: w.a, supplier: w.a.suppliers[0]!, templateId, ownerId };
  other = { ...o, supplier: w.a.suppliers[1]! };
});

const job = (day: string) => runLetterJobs(w.server.database, at(day));
const letterRow = (id: string) =>
  inTenant(w.server, w.a, async (tx) => (await tx.select().from(letters).where(eq(letters.id, id)))[0]!);
/** The in-app notifications of `event` about `entityId`, per recipient user. */
const notes = (event: string, entityId: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx
      .select({ userId: notifications.userId, title: notifications.title, route: notifications.route })
      .from(notifications)
      .where(
        and(eq(notifications.event, `LetterOfRecognition.${event}`), eq(notifications.entityId, entityId)),
      ),
  );
const mailsAbout = (entityId: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, entityId)),
  );
const renewalsOf = (letterId: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx.select().from(partNoConfirms).where(eq(partNoConfirms.previousLetterId, letterId)),
  );

describe('expiry reminders', () => {
  it('mails at 30, 7 and 1 days before the end, each once, to the supplier and the owner', async () => {
    expect([40, 30, 20, 7, 5, 1, 0].map(noticeDue)).toEqual([undefined, 30, 30, 7, 7, 1, 1]);
    const l = await insertLetter(o, { validFrom: '2030-04-01', validTo: '2031-03-31' });
    await job('2031-02-20'); // 39 days left: nothing yet
    expect((await letterRow(l.id)).status).toBe(LetterStatus.Approved);
    expect(await notes('LetterExpiring', l.id)).toHaveLength(0);

    await job('2031-03-05'); // 26 days left: Expiring, the 30-day reminder, a renewal
    const expiring = await letterRow(l.id);
    expect(expiring).toMatchObject({ status: LetterStatus.Expiring, expiryNoticeDays: 30 });
    const first = await notes('LetterExpiring', l.id);
    expect(first.map((n) => n.userId).sort()).toEqual([o.ownerId, o.supplier.vendor.id].sort());
    expect(first.find((n) => n.userId === o.supplier.vendor.id)?.route).toBe(
      `/letter-of-recognition/vendor-letter-detail?id=${l.id}`,
    );
    expect(first.find((n) => n.userId === o.ownerId)?.route).toBe(
      `/letter-of-recognition/admin-letter-detail?id=${l.id}`,
    );
    expect(first[0]!.title).toContain(l.letterNo);
    expect(first[0]!.title).toContain('2031-03-31');
    // The supplier's contact gets the mail as well.
    const contact = `${o.supplier.vendorCode.toLowerCase()}@vendor.example`;
    expect((await mailsAbout(l.id)).some((m) => m.toAddresses.includes(contact))).toBe(true);
    const renewals = await renewalsOf(l.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ requestType: 'Renewal', supplierId: o.supplier.id });

    // The same day again, and later days before the 7-day mark: nothing new.
    const again = await job('2031-03-05');
    expect(again).toMatchObject({ expiring: 0, expired: 0, renewals: 0, expiryMails: 0 });
    await job('2031-03-20');
    expect(await notes('LetterExpiring', l.id)).toHaveLength(2);
    expect(await renewalsOf(l.id)).toHaveLength(1);

    await job('2031-03-24'); // 7 days left
    await job('2031-03-24');
    expect(await notes('LetterExpiring', l.id)).toHaveLength(4);
    expect((await letterRow(l.id)).expiryNoticeDays).toBe(7);
    await job('2031-03-30'); // 1 day left
    await job('2031-03-31'); // the last valid day: nothing more
    expect(await notes('LetterExpiring', l.id)).toHaveLength(6);
    expect((await letterRow(l.id)).status).toBe(LetterStatus.Expiring);

    await job('2031-04-01'); // past the end: Expired, mailed once, no second renewal
    await job('2031-04-01');
    await job('2031-04-02');
    expect((await letterRow(l.id)).status).toBe(LetterStatus.Expired);
    const expired = await notes('LetterExpired', l.id);
    expect(expired).toHaveLength(2);
    expect(expired[0]!.title).toContain(l.letterNo);
    expect(await renewalsOf(l.id)).toHaveLength(1);
  });

  it('takes the transitions as the System, with history and audit rows', async () => {
    const l = await insertLetter(o, { validTo: '2031-05-10' });
    await job('2031-04-20');
    await job('2031-05-11');
    const history = await inTenant(w.server, w.a, (tx) =>
      tx.select().from(statusHistory).where(eq(statusHistory.entityId, l.id)),
    );
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.actorName])).toEqual([
      ['markExpiring', LetterStatus.Approved, LetterStatus.Expiring, 'System'],
      ['expire', LetterStatus.Expiring, LetterStatus.Expired, 'System'],
    ]);
    const audits = await inTenant(w.server, w.a, (tx) =>
      tx
        .select({ url: auditLogs.url, userName: auditLogs.userName, changes: auditLogs.entityChanges })
        .from(auditLogs)
        .where(eq(auditLogs.httpMethod, 'JOB')),
    );
    const mine = audits.filter((a) => JSON.stringify(a.changes).includes(l.id));
    expect(mine.map((a) => a.url).sort()).toEqual([
      'job:workflow:SupplierPortal.LetterOfRecognition.Letter:expire',
      'job:workflow:SupplierPortal.LetterOfRecognition.Letter:markExpiring',
    ]);
    expect(mine.every((a) => a.userName === 'System')).toBe(true);
  });

  it('ends a conditional approval at its deviation date when that comes first', async () => {
    const l = await insertLetter(o, {
      status: LetterStatus.ConditionallyApproved,
      conclusion: 'ConditionallyApproved',
      conditions: 'Limited to 200K pcs',
      validTo: '2032-06-30',
      deviationUntil: '2031-06-30',
    });
    await job('2031-06-10');
    expect(await letterRow(l.id)).toMatchObject({
      status: LetterStatus.Expiring,
      expiryNoticeDays: 30,
    });
    const [n] = await notes('LetterExpiring', l.id);
    expect(n!.title).toContain('2031-06-30');
    await job('2031-07-01');
    expect((await letterRow(l.id)).status).toBe(LetterStatus.Expired);
  });

  it('expires at once a letter whose end passed while the job did not run, and opens its renewal', async () => {
    const l = await insertLetter(o, { validTo: '2031-08-01' });
    await job('2031-08-15');
    expect((await letterRow(l.id)).status).toBe(LetterStatus.Expired);
    expect(await notes('LetterExpiring', l.id)).toHaveLength(0);
    expect(await notes('LetterExpired', l.id)).toHaveLength(2);
    expect(await renewalsOf(l.id)).toHaveLength(1);
  });

  it("counts the day in the tenant's time zone", async () => {
    const l = await insertLetter(o, { validTo: '2031-09-30' });
    // 23:00 UTC on the 30th is already 1 October in Shanghai: the letter has expired there.
    await runLetterJobs(w.server.database, new Date('2031-09-30T15:00:00Z'));
    expect((await letterRow(l.id)).status).toBe(LetterStatus.Expiring);
    await runLetterJobs(w.server.database, new Date('2031-09-30T17:00:00Z'));
    expect((await letterRow(l.id)).status).toBe(LetterStatus.Expired);
  });

  it('leaves letters without an end, and letters not yet approved, alone', async () => {
    const open = await insertLetter(o, { validTo: null });
    const draft = await insertLetter(o, {
      status: LetterStatus.Draft,
      conclusion: null,
      validTo: '2031-10-05',
    });
    await job('2031-10-20');
    expect((await letterRow(open.id)).status).toBe(LetterStatus.Approved);
    expect((await letterRow(draft.id)).status).toBe(LetterStatus.Draft);
  });
});

describe('file expiry', () => {
  it("marks active files past their document's valid-to Expired, and only those", async () => {
    const l = await insertLetter(o, { status: LetterStatus.Draft, conclusion: null });
    const past = await insertFile(o, l.id, { docValidTo: '2031-11-09' });
    const lastDay = await insertFile(o, l.id, { docValidTo: '2031-11-10' });
    const old = await insertFile(o, l.id, { docValidTo: '2031-01-01', status: 'Superseded' });
    const none = await insertFile(o, l.id, { docValidTo: null });
    await job('2031-11-10');
    const rows = await inTenant(w.server, w.a, (tx) =>
      tx
        .select({ id: letterFiles.id, status: letterFiles.status })
        .from(letterFiles)
        .where(inArray(letterFiles.id, [past.id, lastDay.id, old.id, none.id])),
    );
    const by = new Map(rows.map((r) => [r.id, r.status]));
    expect([by.get(past.id), by.get(lastDay.id), by.get(old.id), by.get(none.id)]).toEqual([
      'Expired',
      'Active',
      'Superseded',
      'Active',
    ]);
  });
});

describe('due reminders', () => {
  it('reminds the supplier once 3 days before the due date, then daily while overdue', async () => {
    const pending = await insertRequest(o, { dueDate: '2032-02-10' });
    const later = await insertRequest(o, { dueDate: '2032-02-20' });
    const acked = await insertRequest(o, {
      dueDate: '2032-02-10',
      status: PartNoConfirmStatus.Acknowledged,
      promisedDate: '2032-02-09',
    });
    const declined = await insertRequest(o, { dueDate: '2032-02-10', status: PartNoConfirmStatus.Declined });
    const started = await insertRequest(o, {
      dueDate: '2032-02-10',
      status: PartNoConfirmStatus.LetterStarted,
    });
    const draft = await insertLetter(o, {
      status: LetterStatus.Returned,
      conclusion: null,
      partNoConfirmId: started.id,
      dueDate: '2032-02-10',
    });
    const theirs = await insertRequest(other, { dueDate: '2032-02-10' });
    const late = await insertRequest(o, { dueDate: '2032-02-08' });

    await job('2032-02-06'); // 4 days before: nothing
    expect(await notes('LetterDueReminder', pending.id)).toHaveLength(0);

    await job('2032-02-07'); // 3 days before
    const first = await notes('LetterDueReminder', pending.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      userId: o.supplier.vendor.id,
      route: `/letter-of-recognition/update-partno-confirm?id=${pending.id}`,
    });
    // In the tenant's language (zh-Hans by default).
    expect(first[0]!.title).toBe(
      `请于 2032-02-10 前提交：${pending.partNo} Housing 的承认书（${pending.requestNo}）`,
    );
    expect(await notes('LetterDueReminder', acked.id)).toHaveLength(1);
    const letterNote = await notes('LetterDueReminder', draft.id);
    expect(letterNote).toHaveLength(1);
    expect(letterNote[0]!.route).toBe(`/letter-of-recognition/vendor-letter-detail?id=${draft.id}`);
    expect(await notes('LetterDueReminder', declined.id)).toHaveLength(0);
    expect(await notes('LetterDueReminder', started.id)).toHaveLength(0);
    expect(await notes('LetterDueReminder', later.id)).toHaveLength(0);
    // Already within 3 days when first seen: reminded at once.
    expect(await notes('LetterDueReminder', late.id)).toHaveLength(1);
    // The other supplier's request: its own vendor, not ours.
    const theirNotes = await notes('LetterDueReminder', theirs.id);
    expect(theirNotes.map((n) => n.userId)).toEqual([other.supplier.vendor.id]);

    expect((await job('2032-02-07')).dueReminders).toBe(0);
    // Nothing more until the due date has passed.
    await job('2032-02-08');
    await job('2032-02-10');
    expect(await notes('LetterDueReminder', pending.id)).toHaveLength(1);
    await job('2032-02-11'); // overdue: daily
    await job('2032-02-12');
    await job('2032-02-12');
    const all = await notes('LetterDueReminder', pending.id);
    expect(all).toHaveLength(3);
    expect(all.at(-1)!.title).toContain('已逾期（要求 2032-02-10）');
    expect(await notes('LetterDueReminder', draft.id)).toHaveLength(3);
    const stored = await inTenant(w.server, w.a, (tx) =>
      tx.select().from(partNoConfirms).where(eq(partNoConfirms.id, started.id)),
    );
    expect(stored[0]!.dueRemindedOn).toBe('2032-02-12');
  });
});

describe('isolation', () => {
  it("mails another tenant's suppliers in that tenant only", async () => {
    const b: RowOwner = {
      server: w.server,
      t: w.b,
      supplier: w.b.suppliers[0]!,
      templateId: await templateOf(w.server, w.b),
      ownerId: await adminIdOf(w.server, w.b),
    };
    const theirs = await insertLetter(b, { validTo: '2033-01-20' });
    await job('2033-01-05');
    const inB = await inTenant(w.server, w.b, (tx) =>
      tx
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.entityId, theirs.id)),
    );
    expect(inB.map((n) => n.userId).sort()).toEqual([b.ownerId, b.supplier.vendor.id].sort());
    expect(await notes('LetterExpiring', theirs.id)).toHaveLength(0);
  });
});
