import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * A notice to suppliers (business-domain §4): drafted, published (one recipient row per supplier,
 * mails), then closed by hand or once every recipient has acknowledged and every required reply
 * is accepted (`autoClose`, the system's); revoking shows the vendors a revoked banner.
 */
export const NoticeStatus = {
  Draft: 0,
  Published: 1,
  Closed: 2,
  Revoked: 3,
} as const;
export type NoticeStatusValue = (typeof NoticeStatus)[keyof typeof NoticeStatus];

const S = NoticeStatus;
const P = Policies.ToSupplierNotice.AdminNoticeOverview;

export const noticeWorkflow = defineWorkflow({
  entity: 'SupplierPortal.Notices.SupplierNotice',
  entityText: 'Notice:Entity',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Published]: { text: 'Status:Published', tone: 'processing' },
    [S.Closed]: { text: 'Status:Closed', tone: 'success' },
    [S.Revoked]: { text: 'Status:Revoked', tone: 'error' },
  },
  transitions: {
    publish: { from: [S.Draft], to: S.Published, policy: P.Publish.name, side: 'buyer' },
    revoke: { from: [S.Published], to: S.Revoked, policy: P.Publish.name, side: 'buyer', needsComment: true },
    close: { from: [S.Published], to: S.Closed, policy: P.Publish.name, side: 'buyer' },
    /** Every recipient acknowledged and every required reply accepted. */
    autoClose: { from: [S.Published], to: S.Closed, policy: P.Publish.name, side: 'buyer', system: true },
  },
  operations: {
    update: { in: [S.Draft], policy: P.Update.name, side: 'buyer' },
    delete: { in: [S.Draft], policy: P.Delete.name, side: 'buyer' },
    /** Mail the recipients still pending again. */
    remind: { in: [S.Published], policy: P.Publish.name, side: 'buyer' },
  },
  actionTexts: {
    publish: 'Action:Publish',
    revoke: 'Action:Revoke',
    close: 'Action:Close',
    autoClose: 'Notice:AutoClosed',
  },
});

/**
 * A recipient's acknowledgement (回签, Oracle's acknowledgement response; IBM's statuses).
 * `NotRequired` when the notice asks for none. An overdue recipient may still acknowledge or
 * refuse: the lateness stays in the history and the ack time.
 */
export const NoticeAckStatus = {
  NotRequired: 0,
  Pending: 1,
  Acknowledged: 2,
  Refused: 3,
  Overdue: 4,
} as const;
export type NoticeAckStatusValue = (typeof NoticeAckStatus)[keyof typeof NoticeAckStatus];

const A = NoticeAckStatus;
const V = Policies.ToSupplierNotice.VendorNoticeOverview;

/** Typed with every status, as `NotRequired` is a status no transition leads to. */
export const noticeAckWorkflow = defineWorkflow<
  NoticeAckStatusValue,
  'acknowledge' | 'refuse' | 'markOverdue'
>({
  entity: 'SupplierPortal.Notices.NoticeRecipient',
  entityText: 'NoticeRecipient:Entity',
  statuses: {
    [A.NotRequired]: { text: 'NoticeAck:NotRequired', tone: 'default' },
    [A.Pending]: { text: 'Status:PendingAck', tone: 'processing' },
    [A.Acknowledged]: { text: 'Status:Acknowledged', tone: 'success' },
    [A.Refused]: { text: 'Status:Declined', tone: 'error' },
    [A.Overdue]: { text: 'Status:Overdue', tone: 'warning' },
  },
  transitions: {
    acknowledge: {
      from: [A.Pending, A.Overdue],
      to: A.Acknowledged,
      policy: V.Acknowledge.name,
      side: 'vendor',
    },
    refuse: {
      from: [A.Pending, A.Overdue],
      to: A.Refused,
      policy: V.Acknowledge.name,
      side: 'vendor',
      needsComment: true,
    },
    /** The deadline job: pending at the deadline. */
    markOverdue: {
      from: [A.Pending],
      to: A.Overdue,
      policy: V.Acknowledge.name,
      side: 'vendor',
      system: true,
    },
  },
  actionTexts: {
    acknowledge: 'Action:Acknowledge',
    refuse: 'Action:Decline',
    markOverdue: 'NoticeAck:MarkOverdue',
  },
});

/** A required reply (回复) and its review by the buyer: returned until it is right. */
export const NoticeReplyStatus = {
  NotRequired: 0,
  NotSubmitted: 1,
  Submitted: 2,
  Returned: 3,
  Accepted: 4,
} as const;
export type NoticeReplyStatusValue = (typeof NoticeReplyStatus)[keyof typeof NoticeReplyStatus];

const R = NoticeReplyStatus;

export const noticeReplyWorkflow = defineWorkflow<NoticeReplyStatusValue, 'submit' | 'accept' | 'return'>({
  entity: 'SupplierPortal.Notices.NoticeReply',
  entityText: 'NoticeReply:Entity',
  statuses: {
    [R.NotRequired]: { text: 'NoticeReply:NotRequired', tone: 'default' },
    [R.NotSubmitted]: { text: 'NoticeReply:NotSubmitted', tone: 'default' },
    [R.Submitted]: { text: 'Status:Submitted', tone: 'processing' },
    [R.Returned]: { text: 'Status:Returned', tone: 'warning' },
    [R.Accepted]: { text: 'Status:Accepted', tone: 'success' },
  },
  transitions: {
    submit: { from: [R.NotSubmitted, R.Returned], to: R.Submitted, policy: V.Reply.name, side: 'vendor' },
    accept: { from: [R.Submitted], to: R.Accepted, policy: P.Review.name, side: 'buyer' },
    return: { from: [R.Submitted], to: R.Returned, policy: P.Review.name, side: 'buyer', needsComment: true },
  },
  actionTexts: {
    submit: 'NoticeReply:Submit',
    accept: 'NoticeReply:Accept',
    return: 'NoticeReply:Return',
  },
});
