import { cultures, InspectionFormStatus, IqcConfigStatus, Policies } from '@sp/contracts';
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
import { mailConfigToConfirm, mailConfigVendorConfirmed, mailFormEvent } from '../mail.js';
import { insertConfig, insertDelivery, insertForm, insertPo, inTenant, type Owner } from './test-rows.js';

const w = useWorld({ prefix: 'iifmail' });
let o: Owner;
let other: Owner;

const EVENTS = [
  'ConfigToConfirm',
  'ConfigVendorConfirmed',
  'FormSubmitted',
  'FormReturned',
  'FormRejected',
  'FormConditionallyAccepted',
  'FormAccepted',
  'FormMissing',
].map((e) => `IncomingInspection.${e}`);

beforeAll(() => {
  o = { server: w.server, t: w.a, supplier: w.a.suppliers[0]! };
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
        and(eq(notifications.event, `IncomingInspection.${event}`), eq(notifications.entityId, entityId)),
      ),
  );
const mailsOf = (entityId: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, entityId)),
  );
const contactOf = (s: Owner) => `${s.supplier.vendorCode.toLowerCase()}@vendor.example`;
const label = (s: Owner) => `${s.supplier.vendorCode} Supplier ${s.supplier.vendorCode}`;
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
const userNamesOf = (ids: string[]) =>
  inTenant(w.server, w.a, (tx) =>
    tx
      .select({ id: users.id, userName: users.userName, supplierId: users.supplierId })
      .from(users)
      .where(inArray(users.id, ids)),
  );
const userIdOf = async (userName: string) =>
  (
    await inTenant(w.server, w.a, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.userName, userName)),
    )
  )[0]!.id;

describe('the mail events', () => {
  it('are listed on the mail-template page, each in three languages with its placeholders', async () => {
    const res = await w.api(w.a.admin, w.a).get('/api/app/mailTemplate');
    expect(res.status).toBe(200);
    const listed = (res.body as { name: string; placeholders: string[]; cultures: unknown[] }[]).filter((e) =>
      e.name.startsWith('IncomingInspection.'),
    );
    expect(listed.map((e) => e.name).sort()).toEqual([...EVENTS].sort());
    for (const e of listed) {
      expect(e.cultures).toHaveLength(3);
      expect(e.placeholders.length).toBeGreaterThan(4);
    }
  });

  it('have valid templates whose sample renders every placeholder they use', () => {
    // The keys of list entries (docs, lines).
    const nested = new Set([
      'nameEn',
      'nameZhHans',
      'nameZhHant',
      'lineNo',
      'partNo',
      'partName',
      'lotNo',
      'qty',
    ]);
    for (const name of EVENTS) {
      const event = findMailEvent(name)!;
      for (const culture of cultures) {
        const { subject, body } = event.defaults[culture];
        expect(templateProblem(subject), `${name} ${culture}`).toBeUndefined();
        expect(templateProblem(body), `${name} ${culture}`).toBeUndefined();
        const used = [...`${subject} ${body}`.matchAll(/{{[#^/]?\s*([\w.]+)\s*}}/g)].map((m) => m[1]!);
        for (const key of used)
          expect(key in event.sample || nested.has(key), `${name} ${culture} {{${key}}}`).toBe(true);
        const text = renderSubject(subject, event.sample) + renderBody(body, event.sample);
        expect(text).toMatch(/301-000128-00|DN-V0001/);
        expect(text).not.toContain('{{');
      }
    }
  });
});

describe('configuration mails', () => {
  it('asks the supplier (users and contacts) to confirm, in their language, and no one else', async () => {
    await speaks(o.supplier.vendor.id, 'en');
    const c = await insertConfig(o, { status: IqcConfigStatus.Draft, remark: 'Measure L on 5 pieces' });
    await as(null, (tx) => mailConfigToConfirm(tx, c));
    const [n, ...more] = await notes('ConfigToConfirm', c.id);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      userId: o.supplier.vendor.id,
      route: `/incoming-inspection-file/partno-confirm?partNo=${c.partNo}`,
      title: `Inspection requirements for ${c.partNo} Chip resistor 10k 0603: please confirm`,
    });
    expect(n!.body).toContain('Inspection mode: Sampling');
    expect(n!.body).toContain('Inspection level: II');
    expect(n!.body).toContain('AQL: Critical 0.065, Major 0.65, Minor 2.5');
    expect(n!.body).toContain('Certificate of conformity (CoC)');
    expect(n!.body).toContain('RoHS test report');
    expect(n!.body).toContain('Note: Measure L on 5 pieces');
    const to = (await mailsOf(c.id)).flatMap((m) => m.toAddresses);
    expect(to).toContain(contactOf(o));
    expect(to).not.toContain(contactOf(other));
    // The contact reads the tenant's language (zh-Hans by default).
    const contactMail = (await mailsOf(c.id)).find((m) => m.toAddresses.includes(contactOf(o)))!;
    expect(contactMail.subject).toBe(`${c.partNo} Chip resistor 10k 0603 的检验要求，请确认`);
    expect(contactMail.htmlBody).toContain('致命 0.065，严重 0.65，轻微 2.5');
  });

  it('says "revised" when a confirmed configuration comes back to the supplier', async () => {
    const c = await insertConfig(o, {
      status: IqcConfigStatus.Draft,
      vendorConfirmedTime: new Date('2026-11-01T00:00:00Z'),
    });
    await as(null, (tx) => mailConfigToConfirm(tx, c));
    const [n] = await notes('ConfigToConfirm', c.id);
    expect(n!.title).toMatch(/^Revised inspection requirements/);
    expect(n!.body).toContain('has revised what each lot');
  });

  it("tells IQC who confirm configurations of the supplier's confirmation, from the vendor's transaction", async () => {
    await w.a.userWith([Policies['QualityControl.IIF'].PartNoConfirm.Confirm.name], {
      userName: `iqc-confirm-${newId().slice(-6)}`,
    });
    await w.a.userWith([Policies['QualityControl.IIF'].AdminFormOverview.Review.name], {
      userName: `iqc-review-${newId().slice(-6)}`,
    });
    const c = await insertConfig(o, {
      status: IqcConfigStatus.VendorConfirmed,
      vendorConfirmedByName: 'Vendor Demo',
    });
    await as(o.supplier.id, (tx) => mailConfigVendorConfirmed(tx, c));
    const got = await notes('ConfigVendorConfirmed', c.id);
    const names = await userNamesOf(got.map((n) => n.userId));
    expect(names.some((u) => u.userName === 'admin')).toBe(true);
    expect(names.some((u) => u.userName.startsWith('iqc-confirm-'))).toBe(true);
    expect(names.some((u) => u.userName.startsWith('iqc-review-'))).toBe(false);
    expect(names.every((u) => u.supplierId === null)).toBe(true);
    const admin = got.find((n) => names.find((u) => u.id === n.userId)?.userName === 'admin')!;
    expect(admin.title).toBe(`${label(o)} 已确认 ${c.partNo} Chip resistor 10k 0603 的检验要求`);
    expect(admin.body).toContain('（Vendor Demo）');
  });
});

describe('form mails', () => {
  async function form(fields: Parameters<typeof insertForm>[4] = {}, poNo?: string) {
    const c = await insertConfig(o);
    const d = await insertDelivery(o, [c.partNo], {}, poNo);
    return insertForm(o, d, 0, c.id, fields);
  }

  it('asks the IQC reviewers to review a submitted form, from the vendor transaction', async () => {
    const f = await form({
      status: InspectionFormStatus.Submitted,
      vendorConclusion: 'Pass',
      ngMajor: 1,
    });
    await as(o.supplier.id, (tx) => mailFormEvent(tx, 'Submitted', f));
    const got = await notes('FormSubmitted', f.id);
    const names = await userNamesOf(got.map((n) => n.userId));
    expect(names.some((u) => u.userName === 'admin')).toBe(true);
    expect(names.some((u) => u.userName.startsWith('iqc-review-'))).toBe(true);
    expect(names.some((u) => u.userName.startsWith('iqc-confirm-'))).toBe(false);
    expect(names.every((u) => u.supplierId === null)).toBe(true);
    const n = got[0]!;
    expect(n.route).toBe(`/incoming-inspection-file/admin-form-detail?id=${f.id}`);
    expect(n.title).toBe(`${label(o)} 提交了检验单 ${f.formNo}（${f.partNo}，批号 L-1）`);
    expect(n.body).toContain(`送货单 ${f.deliveryNo} 第 1 行`);
    expect(n.body).toContain('批号 L-1：1200 件，抽样 80 件');
    expect(n.body).toContain('供方判定：合格；不良数：致命 0，严重 1，轻微 0');
  });

  it('returns a form to the supplier with the comment, in their language', async () => {
    await speaks(o.supplier.vendor.id, 'zh-Hant');
    const f = await form({ status: InspectionFormStatus.Returned });
    await as(null, (tx) => mailFormEvent(tx, 'Returned', f, 'CoC is for another lot'));
    const [n, ...more] = await notes('FormReturned', f.id);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      userId: o.supplier.vendor.id,
      route: `/incoming-inspection-file/vendor-form-detail?id=${f.id}`,
      title: `檢驗單 ${f.formNo} 被退回，請修改後重新送出`,
    });
    expect(n!.body).toContain('退回原因：CoC is for another lot');
    expect((await mailsOf(f.id)).flatMap((m) => m.toAddresses)).toContain(contactOf(o));
  });

  it("tells the supplier, IQC / SQE and the PO's buyer of a rejection, with the disposition", async () => {
    await speaks(o.supplier.vendor.id, 'en');
    const sqe = `sqe-${newId().slice(-6)}`;
    await w.a.userWith([Policies['QualityControl.IIF'].AdminFormOverview.name], { userName: sqe });
    const buyer = `buyer-${newId().slice(-6)}`;
    await w.a.userWith([Policies.MasterData.PurchaseOrders.name], { userName: buyer });
    // The ERP names the buyer by the person's name: 王磊 is surname 王, name 磊.
    const buyerId = await userIdOf(buyer);
    await inTenant(w.server, w.a, (tx) =>
      tx.update(users).set({ name: '磊', surname: '王' }).where(eq(users.id, buyerId)),
    );
    const poNo = `PO-REJ-${newId().slice(-6)}`;
    await insertPo(o, poNo, '王磊');
    const f = await form(
      {
        status: InspectionFormStatus.Rejected,
        reviewResult: 'Rejected',
        disposition: 'Sort',
        reviewerName: 'IQC Li',
        reviewTime: new Date('2030-06-02T03:00:00Z'),
        ngMajor: 3,
      },
      poNo,
    );
    await as(null, (tx) => mailFormEvent(tx, 'Rejected', f, 'L out of tolerance on 3 of 80'));
    const got = await notes('FormRejected', f.id);
    const vendor = got.find((n) => n.userId === o.supplier.vendor.id)!;
    expect(vendor.title).toBe(`Lot L-1 of ${f.partNo} rejected (Sort): inspection form ${f.formNo}`);
    expect(vendor.route).toBe(`/incoming-inspection-file/vendor-form-detail?id=${f.id}`);
    expect(vendor.body).toContain('Disposition: Sort');
    expect(vendor.body).toContain('Reason: L out of tolerance on 3 of 80');
    expect(vendor.body).toContain('(IQC Li, 2030-06-02)');
    expect(vendor.body).toContain('critical 0, major 3, minor 0');
    const staff = await userNamesOf(
      got.filter((n) => n.userId !== o.supplier.vendor.id).map((n) => n.userId),
    );
    expect(staff.map((u) => u.userName)).toEqual(expect.arrayContaining(['admin', sqe, buyer]));
    expect(staff.every((u) => u.supplierId === null)).toBe(true);
    const toBuyer = got.find((n) => n.userId === buyerId)!;
    expect(toBuyer.route).toBe(`/incoming-inspection-file/admin-form-detail?id=${f.id}`);
    expect(toBuyer.title).toBe(`${f.partNo} 批号 L-1 判退（挑选）：检验单 ${f.formNo}`);
    expect((await mailsOf(f.id)).flatMap((m) => m.toAddresses)).toContain(contactOf(o));
  });

  it('tells the supplier and staff of a conditional acceptance with its conditions', async () => {
    const f = await form({
      status: InspectionFormStatus.ConditionallyAccepted,
      reviewResult: 'ConditionallyAccepted',
      disposition: 'SpecialAccept',
      reviewComment: 'Use for line B only',
    });
    await as(null, (tx) => mailFormEvent(tx, 'ConditionallyAccepted', f));
    const got = await notes('FormConditionallyAccepted', f.id);
    const vendor = got.find((n) => n.userId === o.supplier.vendor.id)!;
    expect(vendor.title).toBe(`Lot L-1 of ${f.partNo} accepted conditionally: inspection form ${f.formNo}`);
    expect(vendor.body).toContain('Disposition: Special acceptance');
    expect(vendor.body).toContain('Conditions: Use for line B only');
    expect(got.length).toBeGreaterThan(1);
  });

  it("tells the supplier's users of an acceptance, and does not mail the contacts", async () => {
    const f = await form({ status: InspectionFormStatus.Accepted, reviewResult: 'Accepted' });
    await as(null, (tx) => mailFormEvent(tx, 'Accepted', f));
    const [n, ...more] = await notes('FormAccepted', f.id);
    expect(more).toHaveLength(0);
    expect(n!.userId).toBe(o.supplier.vendor.id);
    expect(n!.title).toBe(`Lot L-1 of ${f.partNo} accepted: inspection form ${f.formNo}`);
    expect((await mailsOf(f.id)).flatMap((m) => m.toAddresses)).not.toContain(contactOf(o));
  });
});
