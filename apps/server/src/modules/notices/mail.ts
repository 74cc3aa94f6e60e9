import { noticeTexts, noticeWorkflow, type Texts } from '@sp/contracts';
import type { Tx } from '../../platform/db/client.js';
import type { MailEventDefinition } from '../../platform/notifications/events.js';
import { enqueueMailPerRecipient } from '../../platform/mail/outbox.js';
import { notify } from '../../platform/notifications/notify.js';
import { tenantCulture } from '../../platform/notifications/recipients.js';
import { renderBody, renderSubject } from '../../platform/notifications/template.js';
import { templateFor } from '../../platform/notifications/templates.js';
import { tenantSetting } from '../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import { formatTime } from '../letters/approved-pdf/front.js';
import {
  noticeAcknowledged,
  noticeOverdue,
  noticePublished,
  noticeRefused,
  noticeReminder,
  noticeReplied,
  noticeReplyReturned,
  noticeRevoked,
} from './effects/mail-events.js';
import { noticeSummary } from './effects/html-text.js';
import {
  categoryLabel,
  suppliersContactsQuery,
  suppliersRecipients,
  vendorUserIds,
} from './effects/recipients.js';
import type { supplierNoticeRecipients, supplierNotices } from './schema.js';

/**
 * The area's mail events (business-domain §4), raised inside the caller's transaction after the
 * change, so nothing is sent unless it commits. The wording is in effects/mail-events.ts; this file
 * picks the recipients and fills the data:
 * - `Published`, `Reminder`, `Revoked` → the vendor users and contacts of every recipient's
 *   supplier, the same words for all: the users through one notify, the contacts through one
 *   `INSERT … SELECT` into the outbox (2,000 suppliers: 260 ms to publish on PGlite, bench:notices);
 * - `Overdue` → the overdue recipients' suppliers (the same way) and the publisher (the list of them);
 * - `Acknowledged`, `Refused`, `Replied` → the publisher;
 * - `ReplyReturned` → the recipient's supplier, with the comment.
 * Each user gets the mail in their language and an in-app notification; a contact's address gets
 * the mail in the tenant's language.
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

type Data = Record<string, unknown>;
/** The overdue suppliers a publisher's mail names (the rest are counted). */
const LISTED = 50;
const BASE = '/system-notice';
export const vendorNoticeRoute = (id: string) => `${BASE}/vendor-edit-notice?id=${id}`;
export const adminNoticeRoute = (id: string) => `${BASE}/admin-notice-detail?id=${id}`;

const texts = noticeTexts.texts as Readonly<Record<string, Texts>>;
const same = (s: string): Texts => [s, s, s];
const priorityTexts = (p: string): Texts => texts[`Enum:NoticePriority.${p}`] ?? same(p);

/** What every template of the notice may show. */
async function noticeData(tx: Tx, notice: NoticeRow): Promise<Data> {
  const zone = await tenantSetting(tx, SettingNames.TimeZone);
  const [en, hans, hant] = priorityTexts(notice.priority);
  return {
    noticeNo: notice.noticeNo,
    title: notice.title,
    category: await categoryLabel(tx, notice.category),
    priorityEn: en,
    priorityZhHans: hans,
    priorityZhHant: hant,
    publisher: notice.publisherName ?? '',
    publishTime: notice.publishTime ? formatTime(notice.publishTime, zone) : '',
    deadline: notice.requireAck && notice.ackDeadline ? formatTime(notice.ackDeadline, zone) : '',
    requireAck: notice.requireAck,
    requireReply: notice.requireReply,
  };
}

const supplierLabel = (r: RecipientRow) => `${r.vendorCode} ${r.vendorName}`;

/** The text a supplier-side event shows as its comment when the caller passes none. */
function defaultComment(event: NoticeMailEvent, notice: NoticeRow, r: RecipientRow | undefined): string {
  switch (event) {
    case 'Revoked':
      return notice.revokeReason ?? '';
    case 'Acknowledged':
    case 'Refused':
      return r?.ackNote ?? '';
    case 'Replied':
      return r?.replyContent ? noticeSummary(r.replyContent) : '';
    case 'ReplyReturned':
      return r?.reviewComment ?? '';
    default:
      return '';
  }
}

function byOf(event: NoticeMailEvent, r: RecipientRow | undefined): string {
  if (!r) return '';
  if (event === 'Acknowledged' || event === 'Refused') return r.ackByName ?? '';
  if (event === 'Replied') return r.replyByName ?? '';
  if (event === 'ReplyReturned') return r.reviewedByName ?? '';
  return '';
}

const TO_SUPPLIERS: Partial<Record<NoticeMailEvent, MailEventDefinition<Data>>> = {
  Published: noticePublished,
  Reminder: noticeReminder,
  Revoked: noticeRevoked,
};
const TO_PUBLISHER: Partial<Record<NoticeMailEvent, MailEventDefinition<Data>>> = {
  Acknowledged: noticeAcknowledged,
  Refused: noticeRefused,
  Replied: noticeReplied,
};

/**
 * One event to the suppliers of `recipients`, the same words for all: their users through notify
 * (each in their language, with an in-app notification), their contacts' addresses in the tenant's
 * language through ONE `INSERT … SELECT` into the outbox, however many suppliers there are.
 */
async function mailSuppliers(
  tx: Tx,
  event: MailEventDefinition<Data>,
  notice: NoticeRow,
  recipients: readonly RecipientRow[],
  data: Data,
): Promise<number> {
  const supplierIds = recipients.map((r) => r.supplierId);
  const userIds = await vendorUserIds(tx, supplierIds);
  const entity = { type: noticeWorkflow.entity, id: notice.id };
  const users = await notify(tx, event, { userIds, data, route: vendorNoticeRoute(notice.id), entity });
  if (supplierIds.length === 0) return users.mails;
  const template = await templateFor(tx, event, await tenantCulture(tx));
  const contacts = await enqueueMailPerRecipient(tx, suppliersContactsQuery(supplierIds), {
    subject: renderSubject(template.subject, data),
    html: renderBody(template.body, data),
    relatedEntityType: entity.type,
    relatedEntityId: entity.id,
  });
  return users.mails + contacts;
}

export async function mailNoticeEvent(
  tx: Tx,
  event: NoticeMailEvent,
  notice: NoticeRow,
  recipients: readonly RecipientRow[],
  comment?: string | null,
): Promise<number> {
  if (recipients.length === 0 && event !== 'Revoked') return 0;
  const base = await noticeData(tx, notice);
  const entity = { type: noticeWorkflow.entity, id: notice.id };
  const first = recipients[0];
  const note = comment?.trim() || defaultComment(event, notice, first);

  const toSuppliers = TO_SUPPLIERS[event];
  if (toSuppliers) {
    const data: Data = {
      ...base,
      comment: note,
      ...(event === 'Published' ? { summary: noticeSummary(notice.content) } : {}),
    };
    return mailSuppliers(tx, toSuppliers, notice, recipients, data);
  }

  const toPublisher = TO_PUBLISHER[event];
  if (toPublisher) {
    if (!notice.publisherId || !first) return 0;
    const sent = await notify(tx, toPublisher, {
      userIds: [notice.publisherId],
      data: { ...base, supplier: supplierLabel(first), by: byOf(event, first), comment: note },
      route: adminNoticeRoute(notice.id),
      entity,
    });
    return sent.mails;
  }

  if (event === 'ReplyReturned') {
    let mails = 0;
    for (const r of recipients) {
      const to = await suppliersRecipients(tx, [r.supplierId]);
      const sent = await notify(tx, noticeReplyReturned, {
        userIds: to.userIds,
        emails: to.emails,
        data: {
          ...base,
          supplier: supplierLabel(r),
          by: byOf(event, r),
          comment: comment?.trim() || defaultComment(event, notice, r),
        },
        route: vendorNoticeRoute(notice.id),
        entity,
      });
      mails += sent.mails;
    }
    return mails;
  }

  // Overdue: the suppliers late, then the publisher with the list of them.
  const vendors = await mailSuppliers(tx, noticeOverdue, notice, recipients, {
    ...base,
    forPublisher: false,
    count: recipients.length,
    suppliers: [],
    more: 0,
  });
  const publisher = notice.publisherId
    ? await notify(tx, noticeOverdue, {
        userIds: [notice.publisherId],
        data: {
          ...base,
          forPublisher: true,
          count: recipients.length,
          // A long list is cut: the notice's sheet has them all.
          suppliers: recipients.slice(0, LISTED).map((r) => ({ supplier: supplierLabel(r) })),
          more: Math.max(0, recipients.length - LISTED),
        },
        route: adminNoticeRoute(notice.id),
        entity,
      })
    : { mails: 0 };
  return vendors + publisher.mails;
}
