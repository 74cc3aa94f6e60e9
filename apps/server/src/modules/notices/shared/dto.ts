import {
  allowedActions,
  noticeAckWorkflow,
  NoticeReadStatus,
  noticeReplyWorkflow,
  NoticeStatus,
  noticeWorkflow,
  type NoticeAckStatusValue,
  type NoticeCountsDto,
  type NoticeFileDto,
  type NoticePriorityValue,
  type NoticeProblemTypeValue,
  type NoticeRecipientDto,
  type NoticeReplyStatusValue,
  type NoticeStatusValue,
  type NoticeTargetScopeValue,
  type SupplierNoticeDto,
  type SupplierNoticeListItemDto,
  type VendorNoticeDto,
  type VendorNoticeListItemDto,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { supplierNoticeRecipients, supplierNotices } from '../schema.js';

export type NoticeRow = typeof supplierNotices.$inferSelect;
export type RecipientRow = typeof supplierNoticeRecipients.$inferSelect;

/** The audited entity names: the workflows' (as history rows say). */
export const NOTICE_ENTITY_TYPE = noticeWorkflow.entity;
export const RECIPIENT_ENTITY_TYPE = noticeAckWorkflow.entity;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const EMPTY_COUNTS: NoticeCountsDto = {
  recipients: 0,
  read: 0,
  acknowledged: 0,
  refused: 0,
  overdue: 0,
  repliesSubmitted: 0,
  repliesAccepted: 0,
};

/** The notice's business fields an audit row records. */
export const auditedNotice = (r: NoticeRow) =>
  auditedFields(r, [
    'noticeNo',
    'title',
    'category',
    'content',
    'priority',
    'targetScope',
    'supplierIds',
    'materialCategories',
    'requireAck',
    'ackDeadline',
    'requireReply',
    'replyTemplate',
    'problemType',
    'fineAmount',
    'basis',
    'status',
    'publishTime',
    'publisherName',
    'revokeReason',
    'closedTime',
  ]);

/** A recipient row's business fields an audit row records. */
export const auditedRecipient = (r: RecipientRow) =>
  auditedFields(r, [
    'noticeId',
    'supplierId',
    'firstReadTime',
    'readByName',
    'ackStatus',
    'ackTime',
    'ackByName',
    'ackNote',
    'replyStatus',
    'replyContent',
    'replyTime',
    'replyByName',
    'reviewComment',
    'reviewedByName',
    'reviewedTime',
    'remindCount',
    'lastRemindTime',
  ]);

export function toListItemDto(
  r: NoticeRow,
  counts: NoticeCountsDto,
  categoryNames: ReadonlyMap<string, string>,
): SupplierNoticeListItemDto {
  return {
    id: r.id,
    noticeNo: r.noticeNo,
    title: r.title,
    category: r.category,
    categoryName: categoryNames.get(r.category) ?? r.category,
    priority: r.priority as NoticePriorityValue,
    targetScope: r.targetScope as NoticeTargetScopeValue,
    requireAck: r.requireAck,
    requireReply: r.requireReply,
    ackDeadline: iso(r.ackDeadline),
    status: r.status as NoticeStatusValue,
    publishTime: iso(r.publishTime),
    publisherName: r.publisherName,
    counts,
    creationTime: r.creationTime.toISOString(),
  };
}

export interface NoticeDetailExtras {
  counts: NoticeCountsDto;
  categoryNames: ReadonlyMap<string, string>;
  suppliers: { id: string; vendorCode: string; name: string }[];
  attachments: NoticeFileDto[];
}

export function toNoticeDto(r: NoticeRow, x: NoticeDetailExtras, caller: WorkflowCaller): SupplierNoticeDto {
  return {
    ...toListItemDto(r, x.counts, x.categoryNames),
    content: r.content,
    replyTemplate: r.replyTemplate,
    supplierIds: r.supplierIds,
    suppliers: x.suppliers,
    materialCategories: r.materialCategories,
    problemType: r.problemType as NoticeProblemTypeValue | null,
    fineAmount: r.fineAmount,
    basis: r.basis,
    attachments: x.attachments,
    revokeReason: r.revokeReason,
    closedTime: iso(r.closedTime),
    lastModificationTime: iso(r.lastModificationTime),
    concurrencyStamp: r.concurrencyStamp,
    allowedActions: allowedActions(noticeWorkflow, r.status as NoticeStatusValue, caller, null),
  };
}

/**
 * The ack and reply actions `caller` may take on a recipient row now: none unless the notice is
 * published (a revoked or closed notice takes no more answers).
 */
export function recipientActions(r: RecipientRow, noticeStatus: number, caller: WorkflowCaller): string[] {
  if (noticeStatus !== NoticeStatus.Published) return [];
  return [
    ...allowedActions(noticeAckWorkflow, r.ackStatus as NoticeAckStatusValue, caller, r.supplierId),
    ...allowedActions(noticeReplyWorkflow, r.replyStatus as NoticeReplyStatusValue, caller, r.supplierId),
  ];
}

export function toRecipientDto(
  r: RecipientRow,
  files: NoticeFileDto[],
  noticeStatus: number,
  caller: WorkflowCaller,
): NoticeRecipientDto {
  return {
    id: r.id,
    noticeId: r.noticeId,
    supplierId: r.supplierId,
    vendorCode: r.vendorCode,
    vendorName: r.vendorName,
    readStatus: r.firstReadTime ? NoticeReadStatus[1] : NoticeReadStatus[0],
    firstReadTime: iso(r.firstReadTime),
    readByName: r.readByName,
    ackStatus: r.ackStatus as NoticeAckStatusValue,
    ackTime: iso(r.ackTime),
    ackByName: r.ackByName,
    ackNote: r.ackNote,
    replyStatus: r.replyStatus as NoticeReplyStatusValue,
    replyContent: r.replyContent,
    replyTime: iso(r.replyTime),
    replyByName: r.replyByName,
    replyAttachments: files,
    reviewComment: r.reviewComment,
    reviewedByName: r.reviewedByName,
    reviewedTime: iso(r.reviewedTime),
    remindCount: r.remindCount,
    lastRemindTime: iso(r.lastRemindTime),
    concurrencyStamp: r.concurrencyStamp,
    allowedActions: recipientActions(r, noticeStatus, caller),
  };
}

export function toVendorListItemDto(
  n: NoticeRow,
  recipient: NoticeRecipientDto,
  categoryNames: ReadonlyMap<string, string>,
): VendorNoticeListItemDto {
  return {
    id: n.id,
    noticeNo: n.noticeNo,
    title: n.title,
    category: n.category,
    categoryName: categoryNames.get(n.category) ?? n.category,
    priority: n.priority as NoticePriorityValue,
    requireAck: n.requireAck,
    requireReply: n.requireReply,
    ackDeadline: iso(n.ackDeadline),
    problemType: n.problemType as NoticeProblemTypeValue | null,
    fineAmount: n.fineAmount,
    status: n.status as NoticeStatusValue,
    revokeReason: n.revokeReason,
    publishTime: iso(n.publishTime),
    publisherName: n.publisherName,
    recipient,
  };
}

export function toVendorNoticeDto(
  n: NoticeRow,
  recipient: NoticeRecipientDto,
  categoryNames: ReadonlyMap<string, string>,
  attachments: NoticeFileDto[],
): VendorNoticeDto {
  return {
    ...toVendorListItemDto(n, recipient, categoryNames),
    content: n.content,
    replyTemplate: n.replyTemplate,
    basis: n.basis,
    attachments,
  };
}
