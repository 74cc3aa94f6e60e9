import type {
  NoticePriorityValue,
  NoticeProblemTypeValue,
  NoticeReadStatusValue,
  NoticeTargetScopeValue,
} from './enums.js';
import type { NoticeAckStatusValue, NoticeReplyStatusValue, NoticeStatusValue } from './workflow.js';

/**
 * The wire shapes of notices to suppliers, shared by the server (modules/notices) and the web's
 * pages. Times are ISO 8601.
 */

/** A file attached to a notice or a reply (the attachments module's rows, by owner). */
export interface NoticeFileDto {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  creationTime: string;
}

/** The progress figures of a published notice (counts over its recipient rows). */
export interface NoticeCountsDto {
  recipients: number;
  read: number;
  /** Acknowledged (late ones included). */
  acknowledged: number;
  refused: number;
  overdue: number;
  /** Replies waiting for the buyer's review. */
  repliesSubmitted: number;
  repliesAccepted: number;
}

/** One row of the buyer's overview (`GET /api/app/supplierNotice`). */
export interface SupplierNoticeListItemDto {
  id: string;
  noticeNo: string;
  title: string;
  /** A code of the `NoticeCategory` dictionary; `categoryName` its label. */
  category: string;
  categoryName: string;
  priority: NoticePriorityValue;
  targetScope: NoticeTargetScopeValue;
  requireAck: boolean;
  requireReply: boolean;
  ackDeadline: string | null;
  status: NoticeStatusValue;
  publishTime: string | null;
  publisherName: string | null;
  counts: NoticeCountsDto;
  creationTime: string;
}

/** The whole notice (`GET /api/app/supplierNotice/{id}`), for the edit and detail pages. */
export interface SupplierNoticeDto extends SupplierNoticeListItemDto {
  /** Sanitised HTML from the rich-text editor. */
  content: string;
  replyTemplate: string | null;
  /** `Selected`: the suppliers picked; `ByCategory`: the material categories (dictionary codes). */
  supplierIds: string[];
  /** The picked suppliers with code and name, for the picker's current options. */
  suppliers: { id: string; vendorCode: string; name: string }[];
  materialCategories: string[];
  /** Quality category only (Midea's quality notice): what went wrong, the fine, its basis. */
  problemType: NoticeProblemTypeValue | null;
  fineAmount: number | null;
  basis: string | null;
  attachments: NoticeFileDto[];
  revokeReason: string | null;
  closedTime: string | null;
  lastModificationTime: string | null;
  concurrencyStamp: string;
  /** noticeWorkflow's transitions and operations (`update`, `delete`, `remind`) the caller may take. */
  allowedActions: string[];
}

/** One supplier's row of a notice (`GET /api/app/supplierNotice/{id}/recipients`, the vendor's own). */
export interface NoticeRecipientDto {
  id: string;
  noticeId: string;
  supplierId: string;
  vendorCode: string;
  vendorName: string;
  readStatus: NoticeReadStatusValue;
  firstReadTime: string | null;
  readByName: string | null;
  ackStatus: NoticeAckStatusValue;
  ackTime: string | null;
  ackByName: string | null;
  /** The reason given with a refusal (or a note with an acknowledgement). */
  ackNote: string | null;
  replyStatus: NoticeReplyStatusValue;
  replyContent: string | null;
  replyTime: string | null;
  replyByName: string | null;
  replyAttachments: NoticeFileDto[];
  reviewComment: string | null;
  reviewedByName: string | null;
  reviewedTime: string | null;
  /** Reminders mailed to this supplier so far, and the last one. */
  remindCount: number;
  lastRemindTime: string | null;
  concurrencyStamp: string;
  /** The ack and reply workflows' transitions the caller may take on this row now. */
  allowedActions: string[];
}

/**
 * The vendor's view (`GET /api/app/supplierNotice/mine[/{id}]`): the notice as published plus
 * their own recipient row only, never the other recipients or the counts.
 */
export interface VendorNoticeDto {
  id: string;
  noticeNo: string;
  title: string;
  category: string;
  categoryName: string;
  priority: NoticePriorityValue;
  content: string;
  requireAck: boolean;
  requireReply: boolean;
  replyTemplate: string | null;
  ackDeadline: string | null;
  problemType: NoticeProblemTypeValue | null;
  fineAmount: number | null;
  basis: string | null;
  status: NoticeStatusValue;
  revokeReason: string | null;
  publishTime: string | null;
  publisherName: string | null;
  attachments: NoticeFileDto[];
  recipient: NoticeRecipientDto;
}

/** A row of the vendor's list: the notice's heading and their own statuses. */
export type VendorNoticeListItemDto = Omit<
  VendorNoticeDto,
  'content' | 'replyTemplate' | 'attachments' | 'basis'
>;

/** The answer of publishing (also measured by the bench). */
export interface NoticePublishResultDto {
  notice: SupplierNoticeDto;
  recipients: number;
  mailsQueued: number;
}
