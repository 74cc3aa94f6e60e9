import { BomStatus, cultures, Policies } from '@sp/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/world.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { findMailEvent } from '../../../platform/notifications/events.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { renderBody, renderSubject, templateProblem } from '../../../platform/notifications/template.js';
import { users } from '../../identity/schema.js';
import { mailBomEvent, type BomRow } from '../mail.js';
import { bomHeaders } from '../schema.js';
import { insertBom, parts } from '../structure/test-fixtures.js';

const w = useWorld({ prefix: 'bomfx' });
const EVENTS = ['Submitted', 'Rejected', 'Approved', 'Released', 'UpdateRequested'].map((e) => `Bom.${e}`);

const inTenant = <T>(work: (tx: Tx) => Promise<T>) =>
  inScope(w.server.database.db, tenantScope(w.a.id), work);
/** Runs `work` as a buyer (tenant scope) or as the given supplier's vendor (supplier scope). */
const as = <T>(supplierId: string | null, work: (tx: Tx) => Promise<T>) =>
  inScope(w.server.database.db, { tenantId: w.a.id, supplierId }, work);

async function bom(supplierIndex: number | null, fields: Partial<BomRow> = {}): Promise<BomRow> {
  const p = parts('M', 'TOP', 'RES');
  const supplierId = supplierIndex === null ? null : w.a.suppliers[supplierIndex]!.id;
  const { id } = await insertBom(w, w.a, {
    parent: p.TOP!,
    supplierId,
    status: BomStatus.Submitted,
    lines: [{ child: p.RES!, qty: 2 }],
  });
  return inTenant(async (tx) => {
    const [row] = await tx
      .update(bomHeaders)
      .set({ parentName: 'Power board', ...fields })
      .where(eq(bomHeaders.id, id))
      .returning();
    return row!;
  });
}

const notes = (event: string, entityId: string) =>
  inTenant((tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, `Bom.${event}`), eq(notifications.entityId, entityId))),
  );
const mailsOf = (entityId: string) =>
  inTenant((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, entityId)));
const userNamesOf = (ids: string[]) =>
  inTenant((tx) =>
    tx
      .select({ id: users.id, userName: users.userName, supplierId: users.supplierId })
      .from(users)
      .where(inArray(users.id, ids.length ? ids : [newId()])),
  );
const contactOf = (i: number) => `${w.a.suppliers[i]!.vendorCode.toLowerCase()}@vendor.example`;
const speaks = (userId: string, culture: string) =>
  inTenant((tx) =>
    tx
      .update(users)
      .set({
        extraProperties: sql`jsonb_set(${users.extraProperties}, '{Language}', ${JSON.stringify(culture)}::jsonb)`,
      })
      .where(eq(users.id, userId)),
  );

describe('the BOM mail events', () => {
  it('are listed on the mail-template page, each in three languages with its placeholders', async () => {
    const res = await w.api(w.a.admin, w.a).get('/api/app/mailTemplate');
    expect(res.status).toBe(200);
    const listed = (res.body as { name: string; placeholders: string[]; cultures: unknown[] }[]).filter((e) =>
      e.name.startsWith('Bom.'),
    );
    expect(listed.map((e) => e.name).sort()).toEqual([...EVENTS].sort());
    for (const e of listed) {
      expect(e.cultures).toHaveLength(3);
      expect(e.placeholders.length).toBeGreaterThan(6);
    }
  });

  it('have valid templates whose sample fills every placeholder they use', () => {
    for (const name of EVENTS) {
      const event = findMailEvent(name)!;
      for (const culture of cultures) {
        const { subject, body } = event.defaults[culture];
        expect(templateProblem(subject), `${name} ${culture}`).toBeUndefined();
        expect(templateProblem(body), `${name} ${culture}`).toBeUndefined();
        const used = [...`${subject} ${body}`.matchAll(/{{[#^/]?\s*([\w.]+)\s*}}/g)].map((m) => m[1]!);
        for (const key of used) expect(key in event.sample, `${name} ${culture} {{${key}}}`).toBe(true);
        const text = renderSubject(subject, event.sample) + renderBody(body, event.sample);
        expect(text).toContain('301-000789-00');
        expect(text).not.toContain('{{');
      }
    }
  });
});

describe('mailBomEvent', () => {
  it('Submitted: tells the engineering reviewers, from the vendor transaction, and no supplier', async () => {
    await w.a.userWith([Policies['Material.SMC'].Glt.Review.name], {
      userName: `eng-rev-${newId().slice(-6)}`,
    });
    await w.a.userWith([Policies['Material.SMC'].Glt.name], { userName: `eng-read-${newId().slice(-6)}` });
    const row = await bom(0, { submittedByName: 'Vendor Demo' });
    await as(row.supplierId, (tx) => mailBomEvent(tx, 'Submitted', row));
    const got = await notes('Submitted', row.id);
    const names = await userNamesOf(got.map((n) => n.userId));
    expect(names.some((u) => u.userName === 'admin')).toBe(true);
    expect(names.some((u) => u.userName.startsWith('eng-rev-'))).toBe(true);
    expect(names.some((u) => u.userName.startsWith('eng-read-'))).toBe(false);
    expect(names.every((u) => u.supplierId === null)).toBe(true);
    const n = got[0]!;
    expect(n.route).toBe(`/supplier-material-control/bom-detail?id=${row.id}`);
    expect(n.title).toContain(`BOM ${row.parentPartNo}`);
    expect((await mailsOf(row.id)).flatMap((m) => m.toAddresses)).not.toContain(contactOf(0));
  });

  it('Rejected: tells the supplier (users and contacts) the reason, and not the other supplier', async () => {
    await speaks(w.a.suppliers[0]!.vendor.id, 'en');
    const row = await bom(0, {
      status: BomStatus.Rejected,
      rejectReason: 'Usage shares of G2 add up to 90 %',
    });
    await inTenant((tx) => mailBomEvent(tx, 'Rejected', row));
    const [n, ...more] = await notes('Rejected', row.id);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      userId: w.a.suppliers[0]!.vendor.id,
      route: `/supplier-material-control/supplier-bom-edit?id=${row.id}`,
      title: `BOM ${row.parentPartNo} rev. A was rejected: please correct it`,
    });
    expect(n!.body).toContain('Reason: Usage shares of G2 add up to 90 %');
    const to = (await mailsOf(row.id)).flatMap((m) => m.toAddresses);
    expect(to).toContain(contactOf(0));
    expect(to).not.toContain(contactOf(1));
    // The contact reads the tenant's language (zh-Hans by default).
    const contact = (await mailsOf(row.id)).find((m) => m.toAddresses.includes(contactOf(0)))!;
    expect(contact.subject).toBe(`BOM ${row.parentPartNo} 版本 A 被驳回，请修改`);
    expect(contact.htmlBody).toContain('驳回原因：Usage shares of G2 add up to 90 %');
  });

  it('Approved and Released: the supplier, the BOM overview, purchasing and IQC', async () => {
    const iqc = `iqc-${newId().slice(-6)}`;
    const buyer = `buyer-${newId().slice(-6)}`;
    const other = `other-${newId().slice(-6)}`;
    await w.a.userWith([Policies['QualityControl.IIF'].AdminFormOverview.name], { userName: iqc });
    await w.a.userWith([Policies.MasterData.PurchaseOrders.name], { userName: buyer });
    await w.a.userWith([Policies.MasterData.Materials.name], { userName: other });
    const row = await bom(0, {
      status: BomStatus.Approved,
      approvedByName: 'Wang Lei',
      approvedTime: new Date(),
      ecnNo: 'ECN-2026-031',
    });
    await inTenant((tx) => mailBomEvent(tx, 'Approved', row));
    const got = await notes('Approved', row.id);
    const names = (await userNamesOf(got.map((n) => n.userId))).map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['admin', iqc, buyer, w.a.suppliers[0]!.vendor.userName]));
    expect(names).not.toContain(other);
    expect(names).not.toContain(w.a.suppliers[1]!.vendor.userName);
    // One notification each (the admin holds all three policies).
    expect(names.filter((n) => n === 'admin')).toHaveLength(1);
    const vendorNote = got.find((n) => n.userId === w.a.suppliers[0]!.vendor.id)!;
    expect(vendorNote.body).toContain('ECN: ECN-2026-031');
    expect(vendorNote.body).toContain('by Wang Lei');

    await inTenant((tx) =>
      mailBomEvent(tx, 'Released', { ...row, status: BomStatus.Released, releasedTime: new Date() }),
    );
    const released = await notes('Released', row.id);
    expect((await userNamesOf(released.map((n) => n.userId))).map((u) => u.userName)).toEqual(
      expect.arrayContaining(['admin', iqc, buyer, w.a.suppliers[0]!.vendor.userName]),
    );
  });

  it('UpdateRequested: asks the supplier for a new revision with the ECN and the note', async () => {
    await speaks(w.a.suppliers[1]!.vendor.id, 'en');
    const row = await bom(1, { status: BomStatus.Released, ecnNo: 'ECN-9', updateRequested: true });
    await inTenant((tx) => mailBomEvent(tx, 'UpdateRequested', row, 'Replace C12 by the X7R part'));
    const [n, ...more] = await notes('UpdateRequested', row.id);
    expect(more).toHaveLength(0);
    expect(n!.userId).toBe(w.a.suppliers[1]!.vendor.id);
    expect(n!.title).toBe(`Please issue a new revision of BOM ${row.parentPartNo} for ECN-9`);
    expect(n!.body).toContain('What to change: Replace C12 by the X7R part');
  });

  it('a standard BOM (no supplier) tells the buyer side only', async () => {
    const row = await bom(null, { status: BomStatus.Released, releasedTime: new Date() });
    await inTenant((tx) => mailBomEvent(tx, 'Released', row));
    const names = await userNamesOf((await notes('Released', row.id)).map((n) => n.userId));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((u) => u.supplierId === null)).toBe(true);
  });
});

describe('To-do counts', () => {
  type Item = { key: string; count: number; route: string; module: string };
  const todo = async (token: string) => {
    const res = await w.api(token).get('/api/app/todo');
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body as Item[]).filter((i) => i.module === 'Bom').map((i) => [i.key, i] as const),
    ) as Record<string, Item>;
  };

  it("counts each side's own work, a vendor only their supplier's", async () => {
    const v0 = w.a.suppliers[0]!.vendor.token;
    const v1 = w.a.suppliers[1]!.vendor.token;
    const [before0, before1, beforeAdmin] = [await todo(v0), await todo(v1), await todo(w.a.admin)];
    const n = (items: Record<string, Item>, key: string) => items[key]?.count ?? 0;

    await bom(0, { status: BomStatus.Rejected });
    await bom(0, { status: BomStatus.Released, updateRequested: true });
    await bom(1, { status: BomStatus.Submitted });
    await bom(1, { status: BomStatus.Approved });

    const [after0, after1, afterAdmin] = [await todo(v0), await todo(v1), await todo(w.a.admin)];
    expect(n(after0, 'Rejected')).toBe(n(before0, 'Rejected') + 1);
    expect(n(after0, 'UpdateRequested')).toBe(n(before0, 'UpdateRequested') + 1);
    expect(after0.UpdateRequested!.route).toBe(
      '/supplier-material-control/supplier-bom?updateRequested=true',
    );
    // The link's list shows the revisions counted, the vendor's own only.
    const asked = await w.api(v0).get('/api/app/bom?updateRequested=true');
    expect(asked.status).toBe(200);
    expect(asked.body.totalCount).toBe(n(after0, 'UpdateRequested'));
    expect(asked.body.items.every((b: { updateRequested: boolean }) => b.updateRequested)).toBe(true);
    expect((await w.api(v1).get('/api/app/bom?updateRequested=true')).body.totalCount).toBe(
      n(after1, 'UpdateRequested'),
    );
    expect(after0.Rejected!.route).toBe(
      `/supplier-material-control/supplier-bom?status=${BomStatus.Rejected}`,
    );
    expect(n(after1, 'Rejected')).toBe(n(before1, 'Rejected'));
    expect(after0.ToReview).toBeUndefined();
    // Engineering: the submitted and approved ones, of every supplier.
    expect(n(afterAdmin, 'ToReview')).toBe(n(beforeAdmin, 'ToReview') + 1);
    expect(n(afterAdmin, 'ToRelease')).toBe(n(beforeAdmin, 'ToRelease') + 1);
    expect(afterAdmin.ToReview!.route).toBe(`/supplier-material-control/bom?status=${BomStatus.Submitted}`);
    expect(afterAdmin.Rejected).toBeUndefined();
    // Another tenant sees none of it.
    expect(await todo(w.b.admin)).toEqual({});
  });
});
