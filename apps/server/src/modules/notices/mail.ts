import type { Tx } from '../../platform/db/client.js';
import type { supplierNoticeRecipients, supplierNotices } from './schema.js';

/**
 * The area's mail events (business-domain §4). SKELETON: the signatures the notice and recipient
 * services call inside their transactions, after the change; the events, their three-language
 * wording, recipients and in-app notifications are built by the effects part.
 */
export type NoticeRow = typeof supplierNotices.$inferSelect;
export type RecipientRow = typeof supplierNoticeRecipients.$inferSelect;

/**
 * `Published` (→ each recipient's vendor contacts), `Reminder` (→ pending recipients: by hand or
 * 24 h before the deadline), `Overdue` (→ vendor and publisher), `Revoked` (→ recipients),
 * `Acknowledged` / `Refused` / `Replied` (→ publisher), `ReplyReturned` (→ vendor).
 * Returns the number of mails queued (the publish answer and the bench report it).
 */
export type NoticeMailEvent =
  'Published' | 'Reminder' | 'Overdue' | 'Revoked' | 'Acknowledged' | 'Refused' | 'Replied' | 'ReplyReturned';

export async function mailNoticeEvent(
  tx: Tx,
  event: NoticeMailEvent,
  notice: NoticeRow,
  recipients: readonly RecipientRow[],
  comment?: string | null,
): Promise<number> {
  void tx;
  void event;
  void notice;
  void recipients;
  void comment;
  return 0;
}
