import { NoticeAckStatus, NoticeReplyStatus, NoticeStatus, Policies } from '@sp/contracts';
import { and, count, countDistinct, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { registerTodo, type TodoCaller } from '../../../platform/notifications/todo.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';

/**
 * Notices to suppliers' To-do counts (the dashboard card). Each runs in the caller's scope, so a
 * vendor counts their own supplier's recipient rows only; the routes open the lists filtered the
 * same way, as the list pages read their filters from the URL (vendor: `unread`, `pendingAck`, `replyPending`;
 * buyer: `pendingReview`, `status`, `hasOverdue`). Only live (published) notices count: a revoked or closed one
 * asks nothing more of anyone. The vendor's counts are for supplier users only and the buyer's for
 * buyer-side users only, since an administrator holds both sides' policies.
 */
const BASE = '/system-notice';
const P = Policies.ToSupplierNotice;
const MODULE = 'ToSupplierNotice';
const r = supplierNoticeRecipients;
const n = supplierNotices;

/** Recipient rows of live notices matching `where` (the vendor's: of their supplier). */
async function countRecipients(tx: Tx, caller: TodoCaller, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(r)
    .innerJoin(n, and(eq(n.tenantId, r.tenantId), eq(n.id, r.noticeId)))
    .where(
      and(
        eq(r.tenantId, caller.tenantId),
        eq(n.status, NoticeStatus.Published),
        eq(n.isDeleted, false),
        caller.supplierId ? eq(r.supplierId, caller.supplierId) : undefined,
        where,
      ),
    );
  return row?.n ?? 0;
}

type Count = (tx: Tx, caller: TodoCaller) => Promise<number>;
const vendorOnly =
  (work: Count): Count =>
  (tx, caller) =>
    caller.supplierId ? work(tx, caller) : Promise.resolve(0);
const buyerOnly =
  (work: Count): Count =>
  (tx, caller) =>
    caller.supplierId ? Promise.resolve(0) : work(tx, caller);

// The vendor's: notices not opened yet, acknowledgements due (or overdue), replies to write or fix.
registerTodo({
  module: MODULE,
  key: 'Unread',
  titleKey: 'NoticeTodo:Unread',
  route: `${BASE}/vendor-notice-overview?unread=true`,
  policy: P.VendorNoticeOverview.name,
  count: vendorOnly((tx, c) => countRecipients(tx, c, isNull(r.firstReadTime))),
});

registerTodo({
  module: MODULE,
  key: 'PendingAck',
  titleKey: 'NoticeTodo:PendingAck',
  route: `${BASE}/vendor-notice-overview?pendingAck=true`,
  policy: P.VendorNoticeOverview.Acknowledge.name,
  count: vendorOnly((tx, c) =>
    countRecipients(tx, c, inArray(r.ackStatus, [NoticeAckStatus.Pending, NoticeAckStatus.Overdue])),
  ),
});

registerTodo({
  module: MODULE,
  key: 'RepliesToWrite',
  titleKey: 'NoticeTodo:RepliesToWrite',
  route: `${BASE}/vendor-notice-overview?replyPending=true`,
  policy: P.VendorNoticeOverview.Reply.name,
  count: vendorOnly((tx, c) =>
    countRecipients(
      tx,
      c,
      inArray(r.replyStatus, [NoticeReplyStatus.NotSubmitted, NoticeReplyStatus.Returned]),
    ),
  ),
});

// The buyer's: replies waiting for a review, live notices with overdue suppliers.
registerTodo({
  module: MODULE,
  key: 'RepliesToReview',
  titleKey: 'NoticeTodo:RepliesToReview',
  route: `${BASE}/admin-notice-overview?pendingReview=true`,
  policy: P.AdminNoticeOverview.Review.name,
  count: buyerOnly((tx, c) => countRecipients(tx, c, eq(r.replyStatus, NoticeReplyStatus.Submitted))),
});

registerTodo({
  module: MODULE,
  key: 'WithOverdue',
  titleKey: 'NoticeTodo:WithOverdue',
  route: `${BASE}/admin-notice-overview?status=${NoticeStatus.Published}&hasOverdue=true`,
  policy: P.AdminNoticeOverview.name,
  count: buyerOnly(async (tx, c) => {
    const [row] = await tx
      .select({ n: countDistinct(r.noticeId) })
      .from(r)
      .innerJoin(n, and(eq(n.tenantId, r.tenantId), eq(n.id, r.noticeId)))
      .where(
        and(
          eq(r.tenantId, c.tenantId),
          eq(n.status, NoticeStatus.Published),
          eq(n.isDeleted, false),
          eq(r.ackStatus, NoticeAckStatus.Overdue),
        ),
      );
    return row?.n ?? 0;
  }),
});
