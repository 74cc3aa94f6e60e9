import { cultures, LetterStatus, PartNoConfirmStatus, Policies } from '@sp/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/harness.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope } from '../../../platform/db/scope.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { findMailEvent } from '../../../platform/notifications/events.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { renderBody, renderSubject, templateProblem } from '../../../platform/notifications/template.js';
import { users } from '../../identity/schema.js';
import { mailLetterEvent, mailRequestEvent } from '../mail.js';
import type { letters } from '../schema.js';
import { letterApprovals, letterCheckItems, letterItems } from '../schema.js';
import { adminIdOf, inTenant, insertLetter, insertRequest, templateOf, type RowOwner } from './test-rows.js';

const w = useWorld({ prefix: 'ltrmail' });
let o: RowOwner;
let other: RowOwner;

const EVENTS = [
  'RequestCreated',
  'RequestAcknowledged',
  'RequestDeclined',
  'LetterSubmitted',
  'LetterReturned',
  'LetterApproved',
  'LetterConditionallyApproved',
  'LetterRejected',
  'LetterDueReminder',
  'LetterExpiring',
  'LetterExpired',
].map((e) => `LetterOfRecognition.${e}`);

beforeAll(async () => {
  const ownerId = await adminIdOf(w.server, w.a);
  const templateId = await templateOf(w.server, w.a);
  o = { server: w.server, t: w.a, supplier: w.a.suppliers[0]!, templateId, ownerId };
  other = { ...o, supplier: w.a.suppliers[1]! };
});

/** Runs `work` as a buyer (tenant scope) or as the given supplier's vendor (supplier scope). */
const as = <T>(supplierId: string | null, work: (tx: Tx) => Promise<T>) =>
  inScope(w.server.database.db, { tenantId: w.a.id, supplierId }, work);
const notes = (event: string, entityId: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.event, `LetterOfRecognition.${event}`), eq(notifications.entityId, entityId)),
      ),
  );
const contactOf = (s: RowOwner) => `${s.supplier.vendorCode.toLowerCase()}@vendor.example`;
/** The user reads mails in `culture` (`extraProperties.Language`). */
const speaks = (userId: string, culture: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx
      .update(users)
      .set({
        extraProperties: sql`jsonb_set(${users.extraProperties}, '{Language}', ${JSON.stringify(culture)}::jsonb)`,
      })
      .where(eq(users.id, userId)),
  );

describe('the mail events', () => {
  it('are listed on the mail-template page, each in three languages with its placeholders', async () => {
    const res = await w.api(w.a.admin, w.a).get('/api/app/mailTemplate');
    expect(res.status).toBe(200);
    const listed = (res.body as { name: string; placeholders: string[]; cultures: unknown[] }[]).filter((e) =>
      e.name.startsWith('LetterOfRecognition.'),
    );
    expect(listed.map((e) => e.name).sort()).toEqual([...EVENTS].sort());
    for (const e of listed) {
      expect(e.cultures).toHaveLength(3);
      expect(e.placeholders.length).toBeGreaterThan(5);
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
        const nested = new Set(['code', 'nameEn', 'nameZhHans', 'nameZhHant', 'comment']);
        for (const key of used)
          expect(key in event.sample || nested.has(key), `${name} ${culture} {{${key}}}`).toBe(true);
        const text = renderSubject(subject, event.sample) + renderBody(body, event.sample);
        expect(text).toMatch(/PNC-|CRS-/);
        expect(text).not.toContain('{{');
      }
    }
  });
});

describe('request mails', () => {
  it('tells the supplier of a new request (its users and contacts), and no one else', async () => {
    const r = await insertRequest(o, {
      dueDate: '2030-04-15',
      drawingNo: 'DWG-456',
      drawingRev: 'B',
      sampleQty: 5,
      remark: 'Use the SGS report of this year',
    });
    await speaks(o.supplier.vendor.id, 'en');
    await as(null, (tx) => mailRequestEvent(tx, 'Created', w.a.id, r.id));
    const [n, ...more] = await notes('RequestCreated', r.id);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      userId: o.supplier.vendor.id,
      route: `/letter-of-recognition/update-partno-confirm?id=${r.id}`,
      title: `Letter of recognition requested: ${r.partNo} Housing (${r.requestNo}), due 2030-04-15`,
    });
    expect(n!.body).toContain('Request type: New part');
    expect(n!.body).toContain('Drawing: DWG-456 rev. B');
    expect(n!.body).toContain('Samples: 5 pcs');
    expect(n!.body).toContain('Note: Use the SGS report of this year');
    const mails = await inTenant(w.server, w.a, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, r.id)),
    );
    const to = mails.flatMap((m) => m.toAddresses);
    expect(to).toContain(contactOf(o));
    expect(to).not.toContain(contactOf(other));
    // The contact reads the tenant's language (zh-Hans by default).
    expect(mails.find((m) => m.toAddresses.includes(contactOf(o)))!.subject).toContain('承认书申请');
  });

  it("tells the owner engineer of the vendor's answer, from the vendor's own transaction", async () => {
    const r = await insertRequest(o, {
      status: PartNoConfirmStatus.Declined,
      ackComment: 'The part is end of life',
    });
    await as(o.supplier.id, (tx) =>
      mailRequestEvent(tx, 'Declined', w.a.id, r.id, 'The part is end of life'),
    );
    const [n, ...more] = await notes('RequestDeclined', r.id);
    expect(more).toHaveLength(0);
    expect(n!.userId).toBe(o.ownerId);
    expect(n!.title).toBe(
      `${o.supplier.vendorCode} Supplier ${o.supplier.vendorCode} 拒绝了承认申请 ${r.requestNo}（${r.partNo} Housing）`,
    );
    expect(n!.body).toContain('原因：The part is end of life');

    const acked = await insertRequest(o, {
      status: PartNoConfirmStatus.Acknowledged,
      promisedDate: '2030-04-10',
    });
    await as(o.supplier.id, (tx) => mailRequestEvent(tx, 'Acknowledged', w.a.id, acked.id));
    const [a] = await notes('RequestAcknowledged', acked.id);
    expect(a!.userId).toBe(o.ownerId);
    expect(a!.body).toContain('承诺提交日：2030-04-10');
  });
});

describe('letter mails', () => {
  const code = `MAILTEST_${newId().slice(-6).toUpperCase()}`;

  beforeAll(async () => {
    await inTenant(w.server, w.a, (tx) =>
      tx.insert(letterCheckItems).values({
        id: newId(),
        code,
        nameEn: 'Dimension report',
        nameZhHans: '尺寸报告',
        nameZhHant: '尺寸報告',
      }),
    );
  });

  async function letterWithItem(
    fields: Partial<typeof letters.$inferInsert>,
    item: Partial<typeof letterItems.$inferInsert>,
  ) {
    const l = await insertLetter(o, fields);
    await inTenant(w.server, w.a, (tx) =>
      tx.insert(letterItems).values({ letterId: l.id, supplierId: l.supplierId, itemCode: code, ...item }),
    );
    return l;
  }

  it('asks the buyers who hold the initial check to check a submitted letter', async () => {
    await w.a.userWith([Policies.LetterOfRecognition.AdminLetterOverview.Update.name], {
      userName: `checker-${newId().slice(-6)}`,
    });
    const l = await insertLetter(o, { status: LetterStatus.Submitted, conclusion: null });
    await as(o.supplier.id, (tx) => mailLetterEvent(tx, 'Submitted', w.a.id, l.id));
    const got = await notes('LetterSubmitted', l.id);
    const names = await inTenant(w.server, w.a, (tx) =>
      tx
        .select({ userName: users.userName, supplierId: users.supplierId })
        .from(users)
        .where(
          inArray(
            users.id,
            got.map((n) => n.userId),
          ),
        ),
    );
    expect(names.some((u) => u.userName === 'admin')).toBe(true);
    expect(names.some((u) => u.userName.startsWith('checker-'))).toBe(true);
    expect(names.every((u) => u.supplierId === null)).toBe(true);
    expect(got[0]!.route).toBe(`/letter-of-recognition/admin-letter-detail?id=${l.id}`);
  });

  it('returns a letter to the supplier with the NG items and their comments', async () => {
    await speaks(o.supplier.vendor.id, 'zh-Hant');
    const l = await letterWithItem(
      { status: LetterStatus.Returned, conclusion: null, dueDate: '2030-05-01' },
      { initialCheck: 'NG', initialComment: 'Only 3 of 5 samples measured' },
    );
    await as(null, (tx) => mailLetterEvent(tx, 'Returned', w.a.id, l.id, 'Incomplete dimension report'));
    const [n, ...more] = await notes('LetterReturned', l.id);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      userId: o.supplier.vendor.id,
      route: `/letter-of-recognition/vendor-letter-detail?id=${l.id}`,
      title: `承認書 ${l.letterNo} 被退回，請修改後重新送出`,
    });
    expect(n!.body).toContain('退回原因：Incomplete dimension report');
    expect(n!.body).toContain(`尺寸報告（${code}）：Only 3 of 5 samples measured`);
    expect(n!.body).toContain('並於 2030-05-01 前重新送出');
  });

  it('tells the supplier, the owner engineer and incoming inspection of a conclusion', async () => {
    await speaks(o.supplier.vendor.id, 'en');
    await w.a.userWith([Policies['QualityControl.IIF'].AdminFormOverview.Review.name], {
      userName: `iqc-${newId().slice(-6)}`,
    });
    const l = await letterWithItem(
      {
        status: LetterStatus.Rejected,
        conclusion: 'Rejected',
        rejectReason: 'Flammability below UL94 V-0',
        approvedTime: new Date('2030-06-02T03:00:00Z'),
      },
      { reviewResult: 'NG', reviewComment: 'UL report is for another resin' },
    );
    await inTenant(w.server, w.a, (tx) =>
      tx.insert(letterApprovals).values({
        id: newId(),
        letterId: l.id,
        supplierId: l.supplierId,
        step: 'Review',
        action: 'reject',
        userName: '王磊',
      }),
    );
    await as(null, (tx) => mailLetterEvent(tx, 'Rejected', w.a.id, l.id, 'Flammability below UL94 V-0'));
    const got = await notes('LetterRejected', l.id);
    const vendor = got.find((n) => n.userId === o.supplier.vendor.id)!;
    expect(vendor.title).toBe(
      `Letter ${l.letterNo} rejected: ${l.partNo} Housing from ${o.supplier.vendorCode} Supplier ${o.supplier.vendorCode}`,
    );
    expect(vendor.body).toContain('was rejected by 王磊 on 2030-06-02');
    expect(vendor.body).toContain('Reason: Flammability below UL94 V-0');
    expect(vendor.body).toContain(`Dimension report (${code}): UL report is for another resin`);
    expect(vendor.route).toBe(`/letter-of-recognition/vendor-letter-detail?id=${l.id}`);
    const buyers = got.filter((n) => n.userId !== o.supplier.vendor.id);
    expect(buyers.map((n) => n.userId)).toContain(o.ownerId);
    const names = await inTenant(w.server, w.a, (tx) =>
      tx
        .select({ userName: users.userName })
        .from(users)
        .where(
          inArray(
            users.id,
            buyers.map((n) => n.userId),
          ),
        ),
    );
    expect(names.some((u) => u.userName.startsWith('iqc-'))).toBe(true);
    expect(buyers.every((n) => n.route === `/letter-of-recognition/admin-letter-detail?id=${l.id}`)).toBe(
      true,
    );
    // The other supplier hears nothing.
    expect(got.some((n) => n.userId === other.supplier.vendor.id)).toBe(false);
  });

  it('words a conditional approval with its conditions and deviation date', async () => {
    const l = await insertLetter(o, {
      status: LetterStatus.ConditionallyApproved,
      conclusion: 'ConditionallyApproved',
      conditions: 'Limited to 200K pcs until the mould is corrected',
      deviationUntil: '2030-09-30',
      validTo: '2031-06-30',
    });
    await as(null, (tx) => mailLetterEvent(tx, 'ConditionallyApproved', w.a.id, l.id, 'Limited to 200K pcs'));
    const vendor = (await notes('LetterConditionallyApproved', l.id)).find(
      (n) => n.userId === o.supplier.vendor.id,
    )!;
    expect(vendor.body).toContain('Conditions: Limited to 200K pcs until the mould is corrected');
    expect(vendor.body).toContain('The deviation is accepted until 2030-09-30');
    expect(vendor.body).toContain('Valid until 2031-06-30');
  });

  it('names an other letter by its kind', async () => {
    const l = await insertLetter(o, {
      letterType: 'Other',
      otherType: 'HSF_DECL',
      partNo: null,
      partName: null,
      validTo: '2031-12-31',
    });
    await as(null, (tx) => mailLetterEvent(tx, 'Approved', w.a.id, l.id));
    const vendor = (await notes('LetterApproved', l.id)).find((n) => n.userId === o.supplier.vendor.id)!;
    expect(vendor.title).toContain('HSF commitment');
  });
});

describe('to-do', () => {
  type Item = { module: string; key: string; count: number; route: string };
  const todo = async (token: string) =>
    ((await w.api(token, w.a).get('/api/app/todo')).body as Item[]).filter(
      (i) => i.module === 'LetterOfRecognition',
    );
  const countOf = (items: Item[], key: string) => items.find((i) => i.key === key)?.count ?? 0;

  it("counts what waits for the vendor (their own supplier's) and for the buyer", async () => {
    const t = { ...o };
    const before = await todo(o.supplier.vendor.token);
    const otherBefore = await todo(other.supplier.vendor.token);
    const buyerBefore = await todo(w.a.admin);
    await insertRequest(t, { status: PartNoConfirmStatus.PendingAck });
    await insertRequest(t, { status: PartNoConfirmStatus.Acknowledged });
    await insertRequest(t, { status: PartNoConfirmStatus.Declined });
    await insertLetter(t, { status: LetterStatus.Draft, conclusion: null });
    await insertLetter(t, { status: LetterStatus.Returned, conclusion: null });
    await insertLetter(t, { status: LetterStatus.Submitted, conclusion: null });
    await insertLetter(t, { status: LetterStatus.UnderReview, conclusion: null });

    const after = await todo(o.supplier.vendor.token);
    for (const key of ['RequestsToAcknowledge', 'RequestsToStart', 'LettersDraft', 'LettersReturned'])
      expect(countOf(after, key), key).toBe(countOf(before, key) + 1);
    expect(after.find((i) => i.key === 'RequestsToAcknowledge')!.route).toBe(
      '/letter-of-recognition/partno-confirm?status=0',
    );
    expect(after.find((i) => i.key === 'LettersReturned')!.route).toBe(
      '/letter-of-recognition/vendor-letter-overview?status=2',
    );
    expect(after.some((i) => ['LettersToCheck', 'LettersToReview', 'RequestsDeclined'].includes(i.key))).toBe(
      false,
    );
    expect(await todo(other.supplier.vendor.token)).toEqual(otherBefore);

    const buyer = await todo(w.a.admin);
    for (const key of ['LettersToCheck', 'LettersToReview', 'RequestsDeclined'])
      expect(countOf(buyer, key), key).toBe(countOf(buyerBefore, key) + 1);
    expect(buyer.find((i) => i.key === 'LettersToReview')!.route).toBe(
      '/letter-of-recognition/admin-letter-overview?status=3',
    );
    expect(buyer.some((i) => i.key === 'LettersDraft')).toBe(false);
    // Another tenant sees none of it.
    expect((await w.api(w.b.admin, w.b).get('/api/app/todo')).body).not.toContainEqual(
      expect.objectContaining({ module: 'LetterOfRecognition' }),
    );
  });

  it('shows a buyer only the counts of the policies they hold', async () => {
    const reviewer = await w.a.userWith([Policies.LetterOfRecognition.AdminLetterOverview.Review.name]);
    const items = await todo(reviewer);
    expect(items.map((i) => i.key)).toEqual(['LettersToReview']);
  });
});
