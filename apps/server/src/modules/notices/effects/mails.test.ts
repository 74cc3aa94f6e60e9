import { cultures, NoticeAckStatus, NoticeReplyStatus, NoticeStatus } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/harness.js';
import { newId } from '../../../platform/db/columns.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { findMailEvent } from '../../../platform/notifications/events.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { renderBody, renderSubject, templateProblem } from '../../../platform/notifications/template.js';
import { users } from '../../identity/schema.js';
import { suppliers } from '../../suppliers/schema.js';
import { mailNoticeEvent } from '../mail.js';
import { insertNotice, inTenant } from './test-rows.js';

const w = useWorld({ prefix: 'ntcmail' });

const EVENTS = [
  'Published',
  'Reminder',
  'Overdue',
  'Revoked',
  'Acknowledged',
  'Refused',
  'Replied',
  'ReplyReturned',
].map((e) => `ToSupplierNotice.${e}`);

let adminId: string;
const mailsOf = (noticeId: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, noticeId)),
  );
const notesOf = (noticeId: string, event: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityId, noticeId), eq(notifications.event, `ToSupplierNotice.${event}`))),
  );
const emailOf = (userId: string) =>
  inTenant(w.server, w.a, async (tx) => {
    const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return u!.email.toLowerCase();
  });
const contactOf = (i: number) => `${w.a.suppliers[i]!.vendorCode.toLowerCase()}@vendor.example`;
const raise = (...args: Parameters<typeof mailNoticeEvent> extends [unknown, ...infer R] ? R : never) =>
  inTenant(w.server, w.a, (tx) => mailNoticeEvent(tx, ...args));

const speaks = (userId: string, culture: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx
      .update(users)
      .set({
        extraProperties: sql`jsonb_set(${users.extraProperties}, '{Language}', ${JSON.stringify(culture)}::jsonb)`,
      })
      .where(eq(users.id, userId)),
  );

beforeAll(async () => {
  adminId = await inTenant(w.server, w.a, async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    return u!.id;
  });
});

describe('the notice mail events', () => {
  it('are listed on the mail-template page, each in three languages with its placeholders', async () => {
    const res = await w.api(w.a.admin, w.a).get('/api/app/mailTemplate');
    expect(res.status).toBe(200);
    const listed = (res.body as { name: string; placeholders: string[]; cultures: unknown[] }[]).filter((e) =>
      e.name.startsWith('ToSupplierNotice.'),
    );
    expect(listed.map((e) => e.name).sort()).toEqual([...EVENTS].sort());
    for (const e of listed) {
      expect(e.cultures).toHaveLength(3);
      expect(e.placeholders.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('have valid templates whose sample renders every placeholder they use', () => {
    for (const name of EVENTS) {
      const event = findMailEvent(name)!;
      for (const culture of cultures) {
        const { subject, body } = event.defaults[culture];
        expect(templateProblem(subject), `${name} ${culture}`).toBeUndefined();
        expect(templateProblem(body), `${name} ${culture}`).toBeUndefined();
        const used = [...`${subject} ${body}`.matchAll(/{{[#^/]?\s*([\w.]+)\s*}}/g)].map((m) => m[1]!);
        for (const key of used)
          expect(key in event.sample || key === 'supplier', `${name} ${culture} {{${key}}}`).toBe(true);
        const text = renderSubject(subject, event.sample) + renderBody(body, event.sample);
        expect(text).toContain('SN-2026110012');
        expect(text).not.toContain('{{');
      }
    }
  });
});

describe('who gets which mail', () => {
  it('Published: every recipient supplier’s vendor users and contacts, in their language, with a notification each', async () => {
    const [s0, s1] = w.a.suppliers;
    const { notice, recipients } = await insertNotice(w.server, w.a, [s0!, s1!], {
      publisherId: adminId,
      ackDeadline: new Date('2030-01-08T10:00:00Z'),
    });
    // The first vendor reads mails in Simplified Chinese, the second in English.
    await speaks(s0!.vendor.id, 'zh-Hans');
    await speaks(s1!.vendor.id, 'en');
    const queued = await raise('Published', notice, recipients);
    const mails = await mailsOf(notice.id);
    expect(queued).toBe(mails.length);
    const to = Object.fromEntries(mails.map((m) => [m.toAddresses[0]!.toLowerCase(), m]));
    const expected = [
      await emailOf(s0!.vendor.id),
      await emailOf(s1!.vendor.id),
      contactOf(0),
      contactOf(1),
    ].sort();
    expect(Object.keys(to).sort()).toEqual(expected);
    // Not the publisher, not the other tenant's suppliers.
    expect(Object.keys(to)).not.toContain(await emailOf(adminId));
    const zh = to[await emailOf(s0!.vendor.id)]!;
    expect(zh.subject).toBe(`新通知 ${notice.noticeNo}：${notice.title}`);
    expect(zh.htmlBody).toContain('类别：包装&#x2F;标签');
    expect(zh.htmlBody).toContain('回签期限');
    const en = to[await emailOf(s1!.vendor.id)]!;
    expect(en.subject).toBe(`New notice ${notice.noticeNo}: ${notice.title}`);
    expect(en.htmlBody).toContain('GS1 barcode. · Lot number · Date code');
    const notes = await notesOf(notice.id, 'Published');
    expect(notes.map((n) => n.userId).sort()).toEqual([s0!.vendor.id, s1!.vendor.id].sort());
    expect(notes[0]!.route).toBe(`/system-notice/vendor-edit-notice?id=${notice.id}`);
  });

  it('Acknowledged / Refused / Replied: the publisher only, naming the supplier', async () => {
    const s0 = w.a.suppliers[0]!;
    const { notice, recipients } = await insertNotice(
      w.server,
      w.a,
      [s0],
      { publisherId: adminId, requireReply: true },
      { ackStatus: NoticeAckStatus.Refused, ackNote: 'Label printer arrives in March', ackByName: 'Li Na' },
    );
    expect(await raise('Refused', notice, recipients)).toBe(1);
    const [mail] = await mailsOf(notice.id);
    expect(mail!.toAddresses).toEqual([await emailOf(adminId)]);
    expect(mail!.subject).toContain(`${s0.vendorCode} Supplier ${s0.vendorCode}`);
    expect(mail!.htmlBody).toContain('Label printer arrives in March');
    const notes = await notesOf(notice.id, 'Refused');
    expect(notes.map((n) => n.userId)).toEqual([adminId]);
    expect(notes[0]!.route).toBe(`/system-notice/admin-notice-detail?id=${notice.id}`);
  });

  it('ReplyReturned: that supplier only, with the comment', async () => {
    const [s0, s1] = w.a.suppliers;
    const { notice, recipients } = await insertNotice(
      w.server,
      w.a,
      [s0!, s1!],
      { publisherId: adminId, requireReply: true },
      { replyStatus: NoticeReplyStatus.Returned, reviewComment: 'Attach the new label drawing' },
    );
    const queued = await raise('ReplyReturned', notice, [recipients[1]!]);
    const mails = await mailsOf(notice.id);
    expect(queued).toBe(2);
    expect(mails.map((m) => m.toAddresses[0]!.toLowerCase()).sort()).toEqual(
      [await emailOf(s1!.vendor.id), contactOf(1)].sort(),
    );
    expect(mails[0]!.htmlBody).toContain('Attach the new label drawing');
  });

  it('Overdue: the late suppliers and the publisher, who gets their list', async () => {
    const [s0, s1] = w.a.suppliers;
    const { notice, recipients } = await insertNotice(w.server, w.a, [s0!, s1!], { publisherId: adminId });
    const queued = await raise('Overdue', notice, recipients);
    const mails = await mailsOf(notice.id);
    expect(queued).toBe(5);
    const adminEmail = await emailOf(adminId);
    const toVendors = mails.filter((m) => m.toAddresses[0]!.toLowerCase() !== adminEmail);
    expect(toVendors).toHaveLength(4);
    for (const m of toVendors) expect(m.htmlBody).not.toContain(s1!.vendorCode);
    const toPublisher = mails.filter((m) => m.toAddresses[0]!.toLowerCase() === adminEmail);
    expect(toPublisher).toHaveLength(1);
    expect(toPublisher[0]!.subject).toMatch(/^2 (suppliers have not acknowledged|家供应商未回签)/);
    expect(toPublisher[0]!.htmlBody).toContain(`${s1!.vendorCode} Supplier ${s1!.vendorCode}`);
    expect((await notesOf(notice.id, 'Overdue')).map((n) => n.userId).sort()).toEqual(
      [adminId, s0!.vendor.id, s1!.vendor.id].sort(),
    );
  });

  it('Overdue: the publisher’s list names 50 suppliers and counts the rest', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: newId(),
      vendorCode: `Z${String(i).padStart(3, '0')}`,
    }));
    const { notice, recipients } = await insertNotice(w.server, w.a, many, { publisherId: adminId });
    expect(await raise('Overdue', notice, recipients)).toBe(1); // no vendor user nor contact: the publisher
    const [mail] = await mailsOf(notice.id);
    expect(mail!.htmlBody).toContain('Z049 Supplier Z049');
    expect(mail!.htmlBody).not.toContain('Z050');
    expect(mail!.htmlBody).toContain('(+10)');
  });

  it('Revoked: every recipient supplier, with the reason', async () => {
    const [s0, s1] = w.a.suppliers;
    const { notice, recipients } = await insertNotice(w.server, w.a, [s0!, s1!], {
      publisherId: adminId,
      status: NoticeStatus.Revoked,
      revokeReason: 'Superseded by SN-2026110020',
    });
    expect(await raise('Revoked', notice, recipients)).toBe(4);
    const mails = await mailsOf(notice.id);
    expect(mails.map((m) => m.toAddresses[0]!.toLowerCase()).sort()).toEqual(
      [await emailOf(s0!.vendor.id), await emailOf(s1!.vendor.id), contactOf(0), contactOf(1)].sort(),
    );
    for (const m of mails) expect(m.htmlBody).toContain('Superseded by SN-2026110020');
  });

  it('an address that is both a contact and a vendor user gets one mail, the user’s', async () => {
    const s0 = w.a.suppliers[0]!;
    const userEmail = await emailOf(s0.vendor.id);
    const { notice, recipients } = await insertNotice(w.server, w.a, [s0], { publisherId: adminId });
    await inTenant(w.server, w.a, (tx) =>
      tx
        .update(suppliers)
        .set({
          contacts: [
            { name: 'Same person', email: ` ${userEmail.toUpperCase()} ` },
            { name: 'Contact', email: contactOf(0) },
            { name: 'Twice', email: contactOf(0).toUpperCase() },
          ],
        })
        .where(eq(suppliers.id, s0.id)),
    );
    expect(await raise('Reminder', notice, recipients)).toBe(2);
    const mails = await mailsOf(notice.id);
    expect(mails.map((m) => m.toAddresses[0]!.toLowerCase()).sort()).toEqual(
      [userEmail, contactOf(0)].sort(),
    );
    await inTenant(w.server, w.a, (tx) =>
      tx
        .update(suppliers)
        .set({ contacts: [{ name: 'Contact', email: contactOf(0) }] })
        .where(eq(suppliers.id, s0.id)),
    );
  });

  it('nothing for an empty recipient list', async () => {
    const { notice } = await insertNotice(w.server, w.a, [], { publisherId: adminId });
    expect(await raise('Reminder', notice, [])).toBe(0);
    expect(await mailsOf(notice.id)).toHaveLength(0);
  });
});
