import type { Culture } from '@sp/contracts';
import type { Tx } from '../db/client.js';
import { newId } from '../db/columns.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import type { MailEventDefinition } from './events.js';
import { recipientUsers, tenantCulture } from './recipients.js';
import { notifications } from './schema.js';
import { renderBody, renderSubject, textOf } from './template.js';
import { templateFor } from './templates.js';

export interface NotifyInput<D extends Record<string, unknown>> {
  /** Users of the tenant: each gets a mail (if they have an address) and an in-app notification. */
  userIds?: readonly string[];
  /** Other addresses (a supplier's contacts): a mail each, in the tenant's language. */
  emails?: readonly string[];
  /** The event's data: what its template's `{{placeholders}}` are filled from. */
  data: D;
  /** The web route the notification opens, e.g. `/vendor-label/delivery/detail/<id>`. */
  route?: string;
  /** What it is about: kept with the mail and the notification. */
  entity?: { type: string; id: string };
  /** Who caused it (the outbox's creator). */
  actorId?: string | null;
}

export interface NotifyResult {
  mails: number;
  notifications: number;
}

const NOTIFICATION_CHUNK = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Raises `event` in the caller's transaction: one outbox mail per recipient, in the recipient's
 * language (the tenant's wording if it has one, else the event's default), and one in-app
 * notification per recipient user. Nothing is sent or shown unless the transaction commits.
 * An address given twice (a user's and a contact's) gets one mail.
 */
export async function notify<D extends Record<string, unknown>>(
  tx: Tx,
  event: MailEventDefinition<D>,
  input: NotifyInput<D>,
): Promise<NotifyResult> {
  const fallback = await tenantCulture(tx);
  const users = await recipientUsers(tx, [...new Set(input.userIds ?? [])], fallback);
  const rendered = new Map<Culture, { subject: string; html: string }>();
  const render = async (culture: Culture) => {
    let hit = rendered.get(culture);
    if (!hit) {
      const template = await templateFor(tx, event, culture);
      hit = {
        subject: renderSubject(template.subject, input.data),
        html: renderBody(template.body, input.data),
      };
      rendered.set(culture, hit);
    }
    return hit;
  };

  const mails: OutgoingMail[] = [];
  const seen = new Set<string>();
  const related = {
    relatedEntityType: input.entity?.type,
    relatedEntityId: input.entity?.id,
    creatorId: input.actorId ?? null,
  };
  const addMail = async (address: string, culture: Culture) => {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) return;
    seen.add(key);
    mails.push({ to: [address.trim()], ...(await render(culture)), ...related });
  };
  for (const u of users) await addMail(u.email, u.culture);
  for (const address of input.emails ?? []) await addMail(address, fallback);
  await enqueueMail(tx, ...mails);

  const rows = [];
  for (const u of users) {
    const { subject, html } = await render(u.culture);
    rows.push({
      id: newId(),
      userId: u.id,
      event: event.name,
      title: subject,
      body: textOf(html),
      route: input.route ?? null,
      entityType: input.entity?.type ?? null,
      // The column is a uuid: an entity keyed otherwise is still found through its type and route.
      entityId: input.entity && UUID.test(input.entity.id) ? input.entity.id : null,
      data: input.data as Record<string, unknown>,
    });
  }
  // In chunks, as the outbox's: thousands of recipients stay under the statement's parameter limit.
  for (let i = 0; i < rows.length; i += NOTIFICATION_CHUNK)
    await tx.insert(notifications).values(rows.slice(i, i + NOTIFICATION_CHUNK));
  return { mails: mails.length, notifications: rows.length };
}
