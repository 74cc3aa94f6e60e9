import { NoticeAckStatus, NoticeReplyStatus, NoticeStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { statusHistory } from '../../../platform/workflow/schema.js';
import { MINE, NOTICES, publishedNotice } from '../shared/test-fixtures.js';

const w = useWorld({ prefix: 'notice-flow' });

const historyOf = (tenantId: string, entityId: string) =>
  inScope(w.server.database.db, tenantScope(tenantId), (tx) =>
    tx
      .select({ action: statusHistory.action, to: statusHistory.toStatus, comment: statusHistory.comment })
      .from(statusHistory)
      .where(and(eq(statusHistory.entityId, entityId)))
      .orderBy(statusHistory.creationTime),
  );

describe('a notice from publishing to its automatic close', () => {
  it('publish -> read -> acknowledge -> reply -> return -> reply again -> accept -> closed', async () => {
    const t = w.a;
    const { id, result } = await publishedNotice(w, t);
    expect(result.recipients).toBe(1);
    expect(result.notice.status).toBe(NoticeStatus.Published);
    expect(result.notice.publisherName).toEqual(expect.any(String));
    expect(result.notice.allowedActions).toEqual(expect.arrayContaining(['revoke', 'close', 'remind']));
    const vendor = w.api(t.suppliers[0]!.vendor.token);
    const admin = w.api(t.admin);

    // The vendor's list: unread, pending acknowledgement.
    const list = await vendor.get(`${MINE}?unread=true&pendingAck=true`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((x: { id: string }) => x.id)).toContain(id);

    const read = await vendor.post(`${MINE}/${id}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.recipient.readStatus).toBe('Read');
    const firstRead = read.body.recipient.firstReadTime;
    // Idempotent: a second open keeps the first time.
    const again = await vendor.post(`${MINE}/${id}/read`);
    expect(again.body.recipient.firstReadTime).toBe(firstRead);
    expect(
      (await vendor.get(`${MINE}?unread=true`)).body.items.map((x: { id: string }) => x.id),
    ).not.toContain(id);
    expect(read.body.recipient.allowedActions).toEqual(
      expect.arrayContaining(['acknowledge', 'refuse', 'submit']),
    );

    const ack = await vendor.post(`${MINE}/${id}/acknowledge`, { note: '已知悉' });
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(ack.body.recipient.ackStatus).toBe(NoticeAckStatus.Acknowledged);
    expect(ack.body.recipient.ackNote).toBe('已知悉');
    // The reply is still owed: the notice stays published.
    expect(ack.body.status).toBe(NoticeStatus.Published);

    const reply = await vendor.post(`${MINE}/${id}/reply`, { content: '库存 2000 片，下月 15 日切换' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.recipient.replyStatus).toBe(NoticeReplyStatus.Submitted);
    const rid = reply.body.recipient.id as string;

    const counts = (await admin.get(`${NOTICES}/${id}`)).body.counts;
    expect(counts).toMatchObject({ recipients: 1, read: 1, acknowledged: 1, repliesSubmitted: 1 });

    const returned = await admin.post(`${NOTICES}/recipients/${rid}/return-reply`, {
      reason: '请补充切换日期的证明',
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.replyStatus).toBe(NoticeReplyStatus.Returned);
    expect(returned.body.reviewComment).toBe('请补充切换日期的证明');

    const second = await vendor.post(`${MINE}/${id}/reply`, { content: '附切换计划' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.recipient.replyStatus).toBe(NoticeReplyStatus.Submitted);

    const accepted = await admin.post(`${NOTICES}/recipients/${rid}/accept-reply`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.replyStatus).toBe(NoticeReplyStatus.Accepted);

    const closed = await admin.get(`${NOTICES}/${id}`);
    expect(closed.body.status).toBe(NoticeStatus.Closed);
    expect(closed.body.closedTime).toEqual(expect.any(String));
    const history = await historyOf(t.id, id);
    expect(history.map((h) => h.action)).toEqual(['create', 'publish', 'autoClose']);
    const rowHistory = await historyOf(t.id, rid);
    expect(rowHistory.map((h) => h.action)).toEqual(['acknowledge', 'submit', 'return', 'submit', 'accept']);

    // The vendor still reads it, closed, and can no longer answer.
    const after = await vendor.get(`${MINE}/${id}`);
    expect(after.body.status).toBe(NoticeStatus.Closed);
    expect(after.body.recipient.allowedActions).toEqual([]);
  });

  it('closes by itself on the last acknowledgement when no reply is asked', async () => {
    const t = w.a;
    const { id } = await publishedNotice(w, t, {
      targetScope: 'AllVendors',
      supplierIds: [],
      requireReply: false,
      replyTemplate: null,
    });
    const first = await w.api(t.suppliers[0]!.vendor.token).post(`${MINE}/${id}/acknowledge`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe(NoticeStatus.Published);
    const last = await w.api(t.suppliers[1]!.vendor.token).post(`${MINE}/${id}/acknowledge`, {});
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.status).toBe(NoticeStatus.Closed);
  });
});

describe('refusals', () => {
  it('acknowledging twice, refusing after acknowledging, replying with no reply asked, acking with no ack asked', async () => {
    const t = w.a;
    const vendor = w.api(t.suppliers[0]!.vendor.token);
    const { id } = await publishedNotice(w, t, { requireReply: false, replyTemplate: null });
    expect((await vendor.post(`${MINE}/${id}/acknowledge`, {})).status).toBe(200);
    // The notice closed (nothing left open), so make a second one that stays open.
    const open = await publishedNotice(w, t, {
      targetScope: 'AllVendors',
      supplierIds: [],
      requireReply: false,
      replyTemplate: null,
    });
    expect((await vendor.post(`${MINE}/${open.id}/acknowledge`, {})).status).toBe(200);
    const twice = expectError(
      await vendor.post(`${MINE}/${open.id}/acknowledge`, {}),
      403,
      'SupplierPortal:NoticeRule:AlreadyAcknowledged',
    );
    expect(twice.message).toMatch(/already acknowledged/);
    expectError(
      await vendor.post(`${MINE}/${open.id}/refuse`, { reason: 'no' }),
      403,
      'SupplierPortal:NoticeRule:AlreadyAcknowledged',
    );
    const noReply = expectError(
      await vendor.post(`${MINE}/${open.id}/reply`, { content: 'x' }),
      403,
      'SupplierPortal:NoticeRule:NoReplyRequired',
    );
    expect(noReply.message).toMatch(/no reply/);

    const noAck = await publishedNotice(w, t, { requireAck: false, ackDeadline: null });
    expectError(
      await vendor.post(`${MINE}/${noAck.id}/acknowledge`, {}),
      403,
      'SupplierPortal:NoticeRule:NoAckRequired',
    );
    // The reply is asked: submitting twice waits for the review.
    expect((await vendor.post(`${MINE}/${noAck.id}/reply`, { content: 'ok' })).status).toBe(200);
    expectError(
      await vendor.post(`${MINE}/${noAck.id}/reply`, { content: 'again' }),
      403,
      'SupplierPortal:NoticeRule:ReplyWaiting',
    );
  });

  it('a revoked or closed notice takes no answers; refusing needs a reason; the deadline must lie ahead', async () => {
    const t = w.a;
    const vendor = w.api(t.suppliers[0]!.vendor.token);
    const admin = w.api(t.admin);
    const revoked = await publishedNotice(w, t);
    expectError(await admin.post(`${NOTICES}/${revoked.id}/revoke`, {}), 400);
    const rv = await admin.post(`${NOTICES}/${revoked.id}/revoke`, { reason: '内容有误，重新发布' });
    expect(rv.status, JSON.stringify(rv.body)).toBe(200);
    expect(rv.body.status).toBe(NoticeStatus.Revoked);
    const seen = await vendor.get(`${MINE}/${revoked.id}`);
    expect(seen.body.status).toBe(NoticeStatus.Revoked);
    expect(seen.body.revokeReason).toBe('内容有误，重新发布');
    const msg = expectError(
      await vendor.post(`${MINE}/${revoked.id}/acknowledge`, {}),
      403,
      'SupplierPortal:NoticeRule:NotLive',
    );
    expect(msg.message).toMatch(/revoked/);
    expectError(
      await vendor.post(`${MINE}/${revoked.id}/reply`, { content: 'x' }),
      403,
      'SupplierPortal:NoticeRule:NotLive',
    );

    const closed = await publishedNotice(w, t);
    expect((await admin.post(`${NOTICES}/${closed.id}/close`, {})).status).toBe(200);
    const c = expectError(
      await vendor.post(`${MINE}/${closed.id}/refuse`, { reason: 'x' }),
      403,
      'SupplierPortal:NoticeRule:NotLive',
    );
    expect(c.message).toMatch(/closed/);
    // A closed notice is not revoked or published again.
    expectError(
      await admin.post(`${NOTICES}/${closed.id}/revoke`, { reason: 'x' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(
      await admin.post(`${NOTICES}/${closed.id}/publish`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );

    const open = await publishedNotice(w, t);
    expectError(await vendor.post(`${MINE}/${open.id}/refuse`, {}), 400);
    const refused = await vendor.post(`${MINE}/${open.id}/refuse`, { reason: '无法满足交期' });
    expect(refused.status).toBe(200);
    expect(refused.body.recipient.ackStatus).toBe(NoticeAckStatus.Refused);
    expectError(
      await vendor.post(`${MINE}/${open.id}/acknowledge`, {}),
      403,
      'SupplierPortal:NoticeRule:AlreadyRefused',
    );

    const draft = await admin.post(NOTICES, {
      title: 'x',
      category: 'OTHER',
      content: '<p>x</p>',
      targetScope: 'AllVendors',
      requireAck: true,
      ackDeadline: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expectError(
      await admin.post(`${NOTICES}/${draft.body.id}/publish`, {}),
      403,
      'SupplierPortal:NoticeRule:DeadlinePassed',
    );
  });

  it('a vendor cannot take buyer actions, a buyer has no notices of their own', async () => {
    const t = w.a;
    const vendorToken = t.suppliers[0]!.vendor.token;
    const vendor = w.api(vendorToken);
    const { id } = await publishedNotice(w, t);
    const mine = await vendor.get(`${MINE}/${id}`);
    const rid = mine.body.recipient.id;
    expectError(await vendor.get(NOTICES), 403);
    expectError(await vendor.get(`${NOTICES}/${id}`), 403);
    expectError(await vendor.get(`${NOTICES}/${id}/recipients`), 403);
    expectError(await vendor.post(`${NOTICES}/${id}/revoke`, { reason: 'x' }), 403);
    expectError(await vendor.post(`${NOTICES}/${id}/remind`, {}), 403);
    expectError(await vendor.post(`${NOTICES}/recipients/${rid}/accept-reply`, {}), 403);
    // The admin holds the vendor policy but is bound to no supplier: no notices of their own.
    const own = await w.api(t.admin).get(MINE);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ totalCount: 0, items: [] });
    expectError(await w.api(t.admin).post(`${MINE}/${id}/acknowledge`, {}), 403);
  });

  it('reminds the pending recipients only, counting each reminder', async () => {
    const t = w.a;
    const admin = w.api(t.admin);
    const { id } = await publishedNotice(w, t, {
      targetScope: 'AllVendors',
      supplierIds: [],
      requireReply: false,
      replyTemplate: null,
    });
    expect((await w.api(t.suppliers[0]!.vendor.token).post(`${MINE}/${id}/acknowledge`, {})).status).toBe(
      200,
    );
    const res = await admin.post(`${NOTICES}/${id}/remind`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reminded).toBe(1);
    const rows = (await admin.get(`${NOTICES}/${id}/recipients?sorting=remindCount desc`)).body.items;
    expect(rows.map((r: { remindCount: number }) => r.remindCount)).toEqual([1, 0]);
    expect(rows[0].supplierId).toBe(t.suppliers[1]!.id);
    expect(rows[0].lastRemindTime).toEqual(expect.any(String));
    const none = await admin.post(`${NOTICES}/${id}/remind`, { recipientIds: [rows[1].id] });
    expect(none.body.reminded).toBe(0);
  });
});
