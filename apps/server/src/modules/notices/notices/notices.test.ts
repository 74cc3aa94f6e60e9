import { NoticeAckStatus, NoticeReplyStatus, NoticeStatus, Policies, SupplierStatus } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { suppliers } from '../../suppliers/schema.js';
import { supplierNoticeRecipients } from '../schema.js';
import {
  approvedMaterial,
  draftNotice,
  inDays,
  MINE,
  noticeBody,
  NOTICES,
  publishedNotice,
} from '../shared/test-fixtures.js';

const w = useWorld({ prefix: 'notices' });

const changesOf = (tenantId: string, entityId: string) =>
  inScope(w.server.database.db, tenantScope(tenantId), (tx) =>
    tx
      .select({ changes: auditLogs.entityChanges, url: auditLogs.url })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.tenantId, tenantId), sql`${auditLogs.entityChanges}::text like ${`%${entityId}%`}`),
      ),
  );

const recipientRows = (tenantId: string, noticeId: string) =>
  inScope(w.server.database.db, tenantScope(tenantId), (tx) =>
    tx.select().from(supplierNoticeRecipients).where(eq(supplierNoticeRecipients.noticeId, noticeId)),
  );

describe('drafts', () => {
  it('numbers a draft SN-yyyyMM####, sanitises its content, names its category, edits and deletes only drafts', async () => {
    const t = w.a;
    const admin = w.api(t.admin);
    const res = await admin.post(
      NOTICES,
      noticeBody(t, { content: '<p>切换<script>alert(1)</script><b onclick="x()">注意</b></p>' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.noticeNo).toMatch(/^SN-\d{6}\d{4}$/);
    expect(res.body.content).toBe('<p>切换<b>注意</b></p>');
    expect(res.body.categoryName).toBe('PCN/ECN 变更');
    expect(res.body.status).toBe(NoticeStatus.Draft);
    expect(res.body.suppliers).toEqual([
      {
        id: t.suppliers[0]!.id,
        vendorCode: t.suppliers[0]!.vendorCode,
        name: `Supplier ${t.suppliers[0]!.vendorCode}`,
      },
    ]);
    expect(res.body.allowedActions).toEqual(expect.arrayContaining(['publish', 'update', 'delete']));
    const id = res.body.id as string;

    const stale = await admin.put(`${NOTICES}/${id}`, noticeBody(t, { title: 'x', concurrencyStamp: 'old' }));
    expectError(stale, 409);
    const edited = await admin.put(
      `${NOTICES}/${id}`,
      noticeBody(t, { title: '改过的标题', concurrencyStamp: res.body.concurrencyStamp }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.title).toBe('改过的标题');
    const changes = (await changesOf(t.id, id)).flatMap((l) => l.changes).filter((c) => c.entityId === id);
    expect(changes.map((c) => c.changeType)).toEqual(expect.arrayContaining([0, 1]));
    expect(changes.find((c) => c.changeType === 1)?.propertyChanges.map((p) => p.propertyName)).toContain(
      'title',
    );

    const published = await publishedNotice(w, t);
    expectError(
      await admin.put(`${NOTICES}/${published.id}`, noticeBody(t)),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(
      await admin.delete(`${NOTICES}/${published.id}`),
      403,
      'SupplierPortal:InvalidStateTransition',
    );

    expect((await admin.delete(`${NOTICES}/${id}`)).status).toBe(204);
    expectError(await admin.get(`${NOTICES}/${id}`), 404);
    expect(
      (await changesOf(t.id, id))
        .flatMap((l) => l.changes)
        .some((c) => c.entityId === id && c.changeType === 2),
    ).toBe(true);
  });

  it('refuses bad bodies with 400 on the field', async () => {
    const t = w.a;
    const admin = w.api(t.admin);
    const bad = async (o: Record<string, unknown>, member: string) => {
      const e = expectError(await admin.post(NOTICES, noticeBody(t, o)), 400);
      expect(
        e.validationErrors?.flatMap((v) => v.members),
        JSON.stringify(e),
      ).toContain(member);
    };
    await bad({ title: '' }, 'title');
    await bad({ category: 'NOPE' }, 'category');
    await bad({ content: '<script>x</script>' }, 'content');
    await bad({ targetScope: 'Everyone' }, 'targetScope');
    await bad({ supplierIds: [] }, 'supplierIds');
    await bad({ supplierIds: ['0190f0f0-0000-7000-8000-000000000000'] }, 'supplierIds');
    await bad({ targetScope: 'ByCategory', materialCategories: [] }, 'materialCategories');
    await bad({ targetScope: 'ByCategory', materialCategories: ['SPACESHIP'] }, 'materialCategories');
    await bad({ ackDeadline: null }, 'ackDeadline');
    await bad({ problemType: 'Dimension' }, 'problemType');
    await bad({ category: 'QUALITY' }, 'problemType');
    await bad({ fineAmount: -1, category: 'QUALITY', problemType: 'Dimension' }, 'fineAmount');
    expectError(await admin.post(`${NOTICES}/not-a-uuid/publish`, {}), 400);
    expectError(await admin.get(`${NOTICES}?status=9`), 400);
    expectError(await admin.get(`${NOTICES}?sorting=password`), 400);
    // A quality notice with its fields is fine.
    await draftNotice(w, t, {
      category: 'QUALITY',
      problemType: 'Dimension',
      fineAmount: 5000,
      basis: '质量协议 6.2',
    });
  });
});

describe('publishing', () => {
  it('to "suppliers of category PCB" addresses exactly the suppliers approved for a PCB material', async () => {
    const t = w.b;
    const [s0, s1] = [t.suppliers[0]!, t.suppliers[1]!];
    await approvedMaterial(w, t, s0.id, 'PCB');
    await approvedMaterial(w, t, s1.id, 'ELECTRONIC');
    // Suspended approval: not a supplier of the category.
    await approvedMaterial(w, t, s1.id, 'PCB', 1);
    const { id, result } = await publishedNotice(w, t, {
      targetScope: 'ByCategory',
      supplierIds: [],
      materialCategories: ['PCB'],
    });
    expect(result.recipients).toBe(1);
    const rows = await recipientRows(t.id, id);
    expect(rows.map((r) => r.supplierId)).toEqual([s0.id]);
    expect(rows[0]).toMatchObject({
      vendorCode: s0.vendorCode,
      ackStatus: NoticeAckStatus.Pending,
      replyStatus: NoticeReplyStatus.NotSubmitted,
    });
    // The vendor of the other supplier does not see it.
    expect(
      (await w.api(s1.vendor.token).get(MINE)).body.items.map((x: { id: string }) => x.id),
    ).not.toContain(id);
  });

  it('to all vendors addresses every active supplier, not suspended or deleted ones; counts match the rows', async () => {
    const t = w.b;
    const admin = w.api(t.admin);
    const made: string[] = [];
    for (const code of ['SUS', 'DEL']) {
      const res = await admin.post('/api/app/supplier', {
        vendorCode: `${code}${Date.now() % 100000}`,
        name: `${code} one`,
        contacts: [{ name: 'C', email: `${code.toLowerCase()}@x.example` }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      made.push(res.body.id);
    }
    await inScope(w.server.database.db, tenantScope(t.id), async (tx) => {
      await tx.update(suppliers).set({ status: SupplierStatus.Suspended }).where(eq(suppliers.id, made[0]!));
      await tx.update(suppliers).set({ isDeleted: true }).where(eq(suppliers.id, made[1]!));
    });
    const { id, result } = await publishedNotice(w, t, {
      targetScope: 'AllVendors',
      supplierIds: [],
      requireAck: false,
      ackDeadline: null,
      requireReply: false,
    });
    expect(result.recipients).toBe(2);
    const rows = await recipientRows(t.id, id);
    expect(rows.map((r) => r.supplierId).sort()).toEqual([t.suppliers[0]!.id, t.suppliers[1]!.id].sort());
    expect(
      rows.every(
        (r) => r.ackStatus === NoticeAckStatus.NotRequired && r.replyStatus === NoticeReplyStatus.NotRequired,
      ),
    ).toBe(true);

    await w.api(t.suppliers[0]!.vendor.token).post(`${MINE}/${id}/read`);
    const list = await admin.get(`${NOTICES}?status=1&sorting=publishTime desc&maxResultCount=50`);
    const item = list.body.items.find((x: { id: string }) => x.id === id);
    expect(item.counts).toEqual({
      recipients: 2,
      read: 1,
      acknowledged: 0,
      refused: 0,
      overdue: 0,
      repliesSubmitted: 0,
      repliesAccepted: 0,
    });
    expect(item.categoryName).toBe('PCN/ECN 变更');
    // The publish is audited with the notice's change.
    const publishChange = (await changesOf(t.id, id))
      .flatMap((l) => l.changes)
      .find(
        (c) =>
          c.entityId === id &&
          c.propertyChanges.some((p) => p.propertyName === 'status' && p.newValue === '1'),
      );
    expect(publishChange).toBeDefined();
  });

  it('refuses a notice no live supplier matches', async () => {
    const t = w.b;
    const draft = await draftNotice(w, t, {
      targetScope: 'ByCategory',
      supplierIds: [],
      materialCategories: ['CABLE'],
    });
    expectError(
      await w.api(t.admin).post(`${NOTICES}/${draft.id}/publish`, {}),
      403,
      'SupplierPortal:NoticeRule:NoRecipients',
    );
    expect((await w.api(t.admin).get(`${NOTICES}/${draft.id}`)).body.status).toBe(NoticeStatus.Draft);
  });

  it('lists by filters: text, category, status, publish dates, overdue', async () => {
    const t = w.a;
    const admin = w.api(t.admin);
    const { id } = await publishedNotice(w, t, { title: '独一无二的标题 XYZ', category: 'DELIVERY' });
    const ids = async (q: string) =>
      (await admin.get(`${NOTICES}?maxResultCount=100&${q}`)).body.items.map((x: { id: string }) => x.id);
    expect(await ids('filter=XYZ')).toEqual([id]);
    expect(await ids('category=DELIVERY')).toContain(id);
    expect(await ids('category=AUDIT')).not.toContain(id);
    expect(await ids('status=0')).not.toContain(id);
    // A blank filter is no filter (the pages send `status=` for an unset one): not Draft, not a 400.
    expect(await ids('status=&category=&publishFrom=&publishTo=&hasOverdue=')).toContain(id);
    // Days are the tenant's (Asia/Shanghai by default): after 16:00 UTC it is already tomorrow there.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    expect(await ids(`publishFrom=${today}&publishTo=${today}`)).toContain(id);
    expect(await ids('publishFrom=2020-01-01&publishTo=2020-01-02')).not.toContain(id);
    expect(await ids('hasOverdue=true')).not.toContain(id);
    await inScope(w.server.database.db, tenantScope(t.id), (tx) =>
      tx
        .update(supplierNoticeRecipients)
        .set({ ackStatus: NoticeAckStatus.Overdue })
        .where(eq(supplierNoticeRecipients.noticeId, id)),
    );
    expect(await ids('hasOverdue=true')).toContain(id);
    expect(await ids('hasOverdue=false')).not.toContain(id);
  });

  it('exports the recipient sheet to holders of the export policy only', async () => {
    const t = w.a;
    const { id } = await publishedNotice(w, t, { targetScope: 'AllVendors', supplierIds: [] });
    const res = await w.server.app.inject({
      method: 'GET',
      url: `${NOTICES}/${id}/recipients/export`,
      headers: { authorization: `Bearer ${t.admin}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Supplier code');
    const codes = [2, 3].map((n) => sheet.getRow(n).getCell(1).value).sort();
    expect(codes).toEqual([t.suppliers[0]!.vendorCode, t.suppliers[1]!.vendorCode].sort());
    const reader = await t.userWith([Policies.ToSupplierNotice.AdminNoticeOverview.name]);
    expect((await w.api(reader).get(`${NOTICES}/${id}/recipients`)).status).toBe(200);
    expectError(await w.api(reader).get(`${NOTICES}/${id}/recipients/export`), 403);
    expectError(await w.api(reader).post(`${NOTICES}/${id}/close`, {}), 403);
  });

  it('publishes to 2,000 suppliers in one statement, well under 2 s', async () => {
    const t = w.b;
    await inScope(w.server.database.db, tenantScope(t.id), (tx) =>
      tx.execute(sql`insert into suppliers (id, vendor_code, normalized_vendor_code, name, concurrency_stamp)
        select gen_random_uuid(), 'BULK' || g, 'BULK' || g, 'Bulk supplier ' || g, md5(g::text)
        from generate_series(1, 2000) g`),
    );
    const draft = await draftNotice(w, t, {
      targetScope: 'AllVendors',
      supplierIds: [],
      ackDeadline: inDays(3),
    });
    const started = performance.now();
    const res = await w.api(t.admin).post(`${NOTICES}/${draft.id}/publish`, {});
    const ms = performance.now() - started;
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.recipients).toBeGreaterThanOrEqual(2002);
    console.log(
      `publish to ${res.body.recipients} suppliers: ${ms.toFixed(0)} ms, ${res.body.mailsQueued} mails queued`,
    );
    const page = await w
      .api(t.admin)
      .get(`${NOTICES}/${draft.id}/recipients?maxResultCount=5&filter=BULK1999`);
    expect(page.body.totalCount).toBe(1);
  });
});
