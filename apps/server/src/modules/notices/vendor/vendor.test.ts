import { NoticeAckStatus, NoticeReplyStatus } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { attachTo, MINE, NOTICES, publishedNotice } from '../shared/test-fixtures.js';

const w = useWorld({ prefix: 'notice-vendor' });

const idsOf = (res: { body: { items: { id: string }[] } }) => res.body.items.map((x) => x.id);

describe("the vendor's notices", () => {
  it('filter by text, category, unread and pending acknowledgement', async () => {
    const t = w.a;
    const vendor = w.api(t.suppliers[0]!.vendor.token);
    const a = await publishedNotice(w, t, { title: '包装变更 ALPHA', category: 'PACKAGING' });
    const b = await publishedNotice(w, t, {
      title: '交付计划 BETA',
      category: 'DELIVERY',
      requireAck: false,
      ackDeadline: null,
    });
    expect(idsOf(await vendor.get(`${MINE}?filter=ALPHA`))).toEqual([a.id]);
    expect(idsOf(await vendor.get(`${MINE}?category=DELIVERY`))).toEqual([b.id]);
    const pending = idsOf(await vendor.get(`${MINE}?pendingAck=true&maxResultCount=100`));
    expect(pending).toContain(a.id);
    expect(pending).not.toContain(b.id);
    await vendor.post(`${MINE}/${b.id}/read`);
    const unread = idsOf(await vendor.get(`${MINE}?unread=true&maxResultCount=100`));
    expect(unread).toContain(a.id);
    expect(unread).not.toContain(b.id);
    const list = await vendor.get(`${MINE}?filter=ALPHA`);
    expect(list.body.items[0]).toMatchObject({
      categoryName: '包装/标签',
      recipient: { supplierId: t.suppliers[0]!.id, ackStatus: NoticeAckStatus.Pending },
    });
    expect(list.body.items[0]).not.toHaveProperty('content');
    expectError(await vendor.get(`${MINE}?sorting=secret`), 400);
  });

  it('reply files: the vendor adds them while the reply is open, not once submitted, again once returned', async () => {
    const t = w.a;
    const token = t.suppliers[0]!.vendor.token;
    const vendor = w.api(token);
    const { id } = await publishedNotice(w, t);
    const rid = (await vendor.get(`${MINE}/${id}`)).body.recipient.id as string;
    // Nobody else writes them: the buyer holds no reply policy, a vendor no notice-file one.
    expect((await attachTo(w, t.admin, 'SupplierNoticeReply', rid)).statusCode).toBe(403);
    expect((await attachTo(w, token, 'SupplierNotice', id)).statusCode).toBe(403);
    expect((await attachTo(w, token, 'SupplierNoticeReply', rid, '8D.pdf')).statusCode).toBe(200);
    expect((await attachTo(w, token, 'SupplierNoticeReply', rid, 'virus.exe')).statusCode).toBe(403);
    const sent = await vendor.post(`${MINE}/${id}/reply`, { content: '见 8D 报告' });
    expect(sent.body.recipient.replyAttachments.map((f: { fileName: string }) => f.fileName)).toEqual([
      '8D.pdf',
    ]);
    expect((await attachTo(w, token, 'SupplierNoticeReply', rid, 'late.pdf')).statusCode).toBe(403);
    expect(
      (await w.api(t.admin).post(`${NOTICES}/recipients/${rid}/return-reply`, { reason: '缺少附件' })).status,
    ).toBe(200);
    expect((await attachTo(w, token, 'SupplierNoticeReply', rid, 'late.pdf')).statusCode).toBe(200);
    // Reviews need a submitted reply.
    expectError(
      await w.api(t.admin).post(`${NOTICES}/recipients/${rid}/accept-reply`, {}),
      403,
      'SupplierPortal:NoticeRule:NoReplyToReview',
    );
  });

  it("refuses a stale stamp (409) and filters the buyer's recipient sheet by statuses", async () => {
    const t = w.a;
    const vendor = w.api(t.suppliers[0]!.vendor.token);
    const { id } = await publishedNotice(w, t, { targetScope: 'AllVendors', supplierIds: [] });
    expectError(await vendor.post(`${MINE}/${id}/acknowledge`, { concurrencyStamp: 'stale' }), 409);
    const own = await vendor.get(`${MINE}/${id}`);
    const ok = await vendor.post(`${MINE}/${id}/acknowledge`, {
      concurrencyStamp: own.body.recipient.concurrencyStamp,
    });
    expect(ok.status).toBe(200);
    // The acknowledgement and its audit row commit together: the row's change is recorded.
    const rid = own.body.recipient.id as string;
    const logs = await inScope(w.server.database.db, tenantScope(t.id), (tx) =>
      tx
        .select({ changes: auditLogs.entityChanges })
        .from(auditLogs)
        .where(sql`${auditLogs.entityChanges}::text like ${`%${rid}%`}`),
    );
    const change = logs.flatMap((l) => l.changes).find((c) => c.entityId === rid);
    expect(change?.propertyChanges.find((p) => p.propertyName === 'ackStatus')?.newValue).toBe(
      String(NoticeAckStatus.Acknowledged),
    );
    const admin = w.api(t.admin);
    const rows = async (q: string) =>
      (await admin.get(`${NOTICES}/${id}/recipients?${q}`)).body.items.map(
        (r: { supplierId: string }) => r.supplierId,
      );
    expect(await rows(`ackStatus=${NoticeAckStatus.Acknowledged}`)).toEqual([t.suppliers[0]!.id]);
    expect(await rows(`ackStatus=${NoticeAckStatus.Pending}`)).toEqual([t.suppliers[1]!.id]);
    expect(await rows('readStatus=Read')).toEqual([t.suppliers[0]!.id]);
    expect(await rows('readStatus=Unread')).toEqual([t.suppliers[1]!.id]);
    expect(await rows(`replyStatus=${NoticeReplyStatus.NotSubmitted}`)).toHaveLength(2);
    expect(await rows(`filter=${t.suppliers[1]!.vendorCode}`)).toEqual([t.suppliers[1]!.id]);
    const buyerRows = (await admin.get(`${NOTICES}/${id}/recipients`)).body.items;
    // The buyer reviews replies; the vendor's actions are not offered to the buyer.
    expect(buyerRows.flatMap((r: { allowedActions: string[] }) => r.allowedActions)).toEqual([]);
  });
});
