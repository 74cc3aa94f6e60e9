import type {
  NoticePublishResultDto,
  NoticeRecipientDto,
  SupplierNoticeDto,
  SupplierNoticeListItemDto,
  VendorNoticeDto,
  VendorNoticeListItemDto,
} from '@sp/contracts';
import { NoticeAttachmentRules, type NoticeCreateInput } from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { downloadFile } from '../../../api/download';
import { del, get, post, put } from '../../../api/request';

/** The buyer's overview filters (`GET /api/app/supplierNotice`), as the page keeps them in the URL. */
export interface NoticeFilters extends Record<string, unknown> {
  category?: string | undefined;
  status?: number | undefined;
  publishFrom?: string | undefined;
  publishTo?: string | undefined;
  hasOverdue?: boolean | undefined;
  /** Live notices with a reply waiting for review (the To-do card's link). */
  pendingReview?: boolean | undefined;
}

/** The vendor's list filters (`GET /api/app/supplierNotice/mine`), the To-do card's links among them. */
export interface VendorNoticeFilters extends Record<string, unknown> {
  category?: string | undefined;
  unread?: boolean | undefined;
  pendingAck?: boolean | undefined;
  /** Replies to write or fix (the To-do card's link). */
  replyPending?: boolean | undefined;
}

const base = '/api/app/supplierNotice';
const mine = `${base}/mine`;

/** The attachments' owner types: a notice's files, and a recipient row's reply files. */
export const NOTICE_OWNER = NoticeAttachmentRules.ownerType;
export const REPLY_OWNER = NoticeAttachmentRules.replyOwnerType;
/** The file types the server takes, for the file picker. */
export const NOTICE_FILE_ACCEPT = NoticeAttachmentRules.extensions.join(',');

/**
 * Only the filters set: the overview's schema reads a blank `status=` as 0 (drafts) and refuses a
 * blank day, so unset filters are left out rather than sent empty.
 */
const setOnly = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const getNotices = (params: Record<string, unknown>) =>
  get<PagedResult<SupplierNoticeListItemDto>>(base, setOnly(params));
/** The overview as Excel, with the list's filters (its paging is ignored). */
export const exportNotices = (params: Record<string, unknown>, fileName: string) =>
  downloadFile(`${base}/export`, setOnly(params), fileName);
export const getNotice = (id: string) => get<SupplierNoticeDto>(`${base}/${id}`);
export const createNotice = (input: NoticeCreateInput) => post<SupplierNoticeDto>(base, input);
export const updateNotice = (id: string, input: NoticeCreateInput & { concurrencyStamp?: string | null }) =>
  put<SupplierNoticeDto>(`${base}/${id}`, input);
export const deleteNotice = (id: string) => del<void>(`${base}/${id}`);

export const publishNotice = (id: string) => post<NoticePublishResultDto>(`${base}/${id}/publish`, {});
export const revokeNotice = (id: string, reason: string, concurrencyStamp?: string | null) =>
  post<SupplierNoticeDto>(`${base}/${id}/revoke`, { reason, concurrencyStamp });
export const closeNotice = (id: string) => post<SupplierNoticeDto>(`${base}/${id}/close`, {});
export const remindNotice = (id: string, recipientIds?: string[]) =>
  post<{ reminded?: number; mailsQueued?: number } | null>(
    `${base}/${id}/remind`,
    recipientIds ? { recipientIds } : {},
  );

/** One page of a notice's recipient rows (`filter`: vendor code or name). */
export const getRecipients = (id: string, params: Record<string, unknown>) =>
  get<PagedResult<NoticeRecipientDto>>(`${base}/${id}/recipients`, params);
export const exportRecipients = (n: Pick<SupplierNoticeDto, 'id' | 'noticeNo'>) =>
  downloadFile(`${base}/${n.id}/recipients/export`, {}, `${n.noticeNo}.xlsx`);
export const downloadNoticePdf = (n: Pick<SupplierNoticeDto, 'id' | 'noticeNo'>, vendor = false) =>
  downloadFile(vendor ? `${mine}/${n.id}/notice.pdf` : `${base}/${n.id}/notice.pdf`, {}, `${n.noticeNo}.pdf`);

export const acceptReply = (rid: string, concurrencyStamp?: string | null) =>
  post<NoticeRecipientDto>(`${base}/recipients/${rid}/accept-reply`, { concurrencyStamp });
export const returnReply = (rid: string, reason: string, concurrencyStamp?: string | null) =>
  post<NoticeRecipientDto>(`${base}/recipients/${rid}/return-reply`, { reason, concurrencyStamp });

export const getMyNotices = (params: Record<string, unknown>) =>
  get<PagedResult<VendorNoticeListItemDto>>(mine, params);
export const getMyNotice = (id: string) => get<VendorNoticeDto>(`${mine}/${id}`);
/** Stamps the first read (time and user); later opens change nothing. Silent: the page shows the notice anyway. */
export const markRead = (id: string) => post<unknown>(`${mine}/${id}/read`, {}, { silent: true });
export const acknowledgeNotice = (id: string, note: string | null, concurrencyStamp?: string | null) =>
  post<VendorNoticeDto>(`${mine}/${id}/acknowledge`, { note, concurrencyStamp });
export const refuseNotice = (id: string, reason: string, concurrencyStamp?: string | null) =>
  post<VendorNoticeDto>(`${mine}/${id}/refuse`, { reason, concurrencyStamp });
export const replyNotice = (id: string, content: string, concurrencyStamp?: string | null) =>
  post<VendorNoticeDto>(`${mine}/${id}/reply`, { content, concurrencyStamp });
