import { NoticeAckStatus, NoticeReplyStatus, NoticeStatus } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/harness.js';
import { insertNotice } from './test-rows.js';

const w = useWorld({ prefix: 'ntctodo' });

type Item = { module: string; key: string; count: number; route: string; titleKey: string };
const todoOf = async (token: string, tenant = w.a) => {
  const res = await w.api(token, tenant).get('/api/app/todo');
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body as Item[]).filter((i) => i.module === 'ToSupplierNotice').map((i) => [i.key, i]),
  );
};

beforeAll(async () => {
  const [s0, s1] = w.a.suppliers;
  // Unread, pending, a reply to write: for both suppliers.
  await insertNotice(w.server, w.a, [s0!, s1!], { requireReply: true });
  // Read and acknowledged, reply returned (to fix): s0 only.
  await insertNotice(
    w.server,
    w.a,
    [s0!],
    { requireReply: true },
    {
      firstReadTime: new Date(),
      ackStatus: NoticeAckStatus.Acknowledged,
      replyStatus: NoticeReplyStatus.Returned,
    },
  );
  // Read, overdue, reply submitted (to review): s0 only.
  await insertNotice(
    w.server,
    w.a,
    [s0!],
    { requireReply: true },
    {
      firstReadTime: new Date(),
      ackStatus: NoticeAckStatus.Overdue,
      replyStatus: NoticeReplyStatus.Submitted,
    },
  );
  // Revoked and closed notices ask nothing of anyone.
  await insertNotice(w.server, w.a, [s0!, s1!], { status: NoticeStatus.Revoked, requireReply: true });
  await insertNotice(
    w.server,
    w.a,
    [s0!],
    { status: NoticeStatus.Closed },
    { ackStatus: NoticeAckStatus.Overdue },
  );
  // Another tenant's.
  await insertNotice(w.server, w.b, w.b.suppliers, { requireReply: true });
});

describe('notices To-do counts', () => {
  it('the vendor counts their own supplier’s rows of live notices, with links the list reads', async () => {
    const mine = await todoOf(w.a.suppliers[0]!.vendor.token);
    expect(mine.Unread?.count).toBe(1);
    expect(mine.Unread?.route).toBe('/system-notice/vendor-notice-overview?unread=true');
    expect(mine.PendingAck?.count).toBe(2); // pending + overdue
    expect(mine.PendingAck?.route).toBe('/system-notice/vendor-notice-overview?pendingAck=true');
    expect(mine.RepliesToWrite?.count).toBe(2); // not submitted + returned
    expect(mine.RepliesToWrite?.route).toBe('/system-notice/vendor-notice-overview?replyPending=true');
    // The link's list shows the rows counted: not the revoked notice's, not the submitted reply's.
    const toWrite = await w
      .api(w.a.suppliers[0]!.vendor.token)
      .get('/api/app/supplierNotice/mine?replyPending=true');
    expect(toWrite.status).toBe(200);
    expect(toWrite.body.totalCount).toBe(2);
    expect(
      (await w.api(w.a.suppliers[1]!.vendor.token).get('/api/app/supplierNotice/mine?replyPending=true')).body
        .totalCount,
    ).toBe(1);
    expect(mine.RepliesToReview).toBeUndefined();
    expect(mine.WithOverdue).toBeUndefined();

    const other = await todoOf(w.a.suppliers[1]!.vendor.token);
    expect(other.Unread?.count).toBe(1);
    expect(other.PendingAck?.count).toBe(1);
    expect(other.RepliesToWrite?.count).toBe(1);
  });

  it('the buyer counts replies to review and live notices with overdue suppliers', async () => {
    const buyer = await todoOf(w.a.admin);
    expect(buyer.RepliesToReview?.count).toBe(1);
    expect(buyer.RepliesToReview?.route).toBe('/system-notice/admin-notice-overview?pendingReview=true');
    const toReview = await w.api(w.a.admin).get('/api/app/supplierNotice?pendingReview=true');
    expect(toReview.status).toBe(200);
    expect(toReview.body.totalCount).toBe(1);
    expect(toReview.body.items[0].counts.repliesSubmitted).toBe(1);
    // The other live notices (and the revoked and closed ones) have no reply to review.
    const rest = await w.api(w.a.admin).get('/api/app/supplierNotice?pendingReview=false');
    expect(rest.body.totalCount).toBe(4);
    expect(buyer.WithOverdue?.count).toBe(1);
    expect(buyer.WithOverdue?.route).toBe('/system-notice/admin-notice-overview?status=1&hasOverdue=true');
    expect(buyer.Unread).toBeUndefined();
    // Tenant b's buyer sees nothing of tenant a's.
    const b = await todoOf(w.b.admin, w.b);
    expect(b.RepliesToReview).toBeUndefined();
    expect(b.WithOverdue).toBeUndefined();
  });
});
