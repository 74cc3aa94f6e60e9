import {
  cultures,
  pickText,
  type Culture,
  type MailEventDto,
  type MailTemplateOverrideDto,
  type MailTemplatePreviewDto,
  type MailTemplatePreviewInput,
  type MailTemplateText,
  type MailTemplateUpdateInput,
  notificationTexts,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuditCollector } from '../audit/collector.js';
import type { Tx } from '../db/client.js';
import { newId } from '../db/columns.js';
import { assertStamp, expectUpdated } from '../http/concurrency.js';
import { EntityNotFoundError, fieldProblem } from '../http/errors.js';
import { T } from '../localization/localizer.js';
import { findMailEvent, mailEvents, type MailEventDefinition } from './events.js';
import { mailTemplates } from './schema.js';
import { renderBody, renderSubject, sanitizeTemplateBody, templateProblem } from './template.js';
import { modifiedBy, atStamp } from '../db/modification.js';

export const MAIL_TEMPLATE_ENTITY = 'SupplierPortal.Notifications.MailTemplate';

type TemplateRow = typeof mailTemplates.$inferSelect;

const toOverride = (r: TemplateRow): MailTemplateOverrideDto => ({
  id: r.id,
  subject: r.subject,
  body: r.body,
  concurrencyStamp: r.concurrencyStamp,
  lastModificationTime: (r.lastModificationTime ?? r.creationTime).toISOString(),
});

export function eventOrNotFound(name: string): MailEventDefinition {
  const event = findMailEvent(name);
  if (!event) throw new EntityNotFoundError('MailEvent', name);
  return event;
}

function overrides(tx: Tx, event?: string) {
  return tx
    .select()
    .from(mailTemplates)
    .where(event ? eq(mailTemplates.event, event) : undefined);
}

function toEventDto(event: MailEventDefinition, rows: TemplateRow[], culture: Culture): MailEventDto {
  return {
    name: event.name,
    displayName: pickText(event.displayName, culture),
    audience: event.audience,
    placeholders: Object.keys(event.sample),
    cultures: cultures.map((c) => {
      const row = rows.find((r) => r.event === event.name && r.culture === c);
      return { culture: c, default: event.defaults[c], override: row ? toOverride(row) : null };
    }),
  };
}

/** Every declared event with its default and the tenant's override per culture. */
export async function listMailEvents(tx: Tx, culture: Culture): Promise<MailEventDto[]> {
  const rows = await overrides(tx);
  return mailEvents().map((e) => toEventDto(e, rows, culture));
}

export async function getMailEvent(tx: Tx, name: string, culture: Culture): Promise<MailEventDto> {
  const event = eventOrNotFound(name);
  return toEventDto(event, await overrides(tx, name), culture);
}

/** The wording a mail of `event` in `culture` is rendered from: the tenant's, else the default. */
export async function templateFor(
  tx: Tx,
  event: MailEventDefinition,
  culture: Culture,
): Promise<MailTemplateText> {
  const [row] = await tx
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.event, event.name), eq(mailTemplates.culture, culture)));
  return row ?? event.defaults[culture];
}

function checkTemplate(member: 'subject' | 'body', template: string) {
  const problem = templateProblem(template);
  if (!problem) return;
  throw fieldProblem(
    member,
    problem.kind === 'syntax'
      ? T(notificationTexts, 'MailTemplate:InvalidTemplate', problem.message)
      : T(notificationTexts, 'MailTemplate:UnescapedNotAllowed'),
  );
}

const audited = (r: TemplateRow) => ({
  event: r.event,
  culture: r.culture,
  subject: r.subject,
  body: r.body,
});

/** Creates or replaces the tenant's wording of one culture (a stale stamp is a 409). */
export async function saveOverride(
  tx: Tx,
  audit: AuditCollector,
  actorId: string | null,
  name: string,
  culture: Culture,
  input: MailTemplateUpdateInput,
): Promise<MailTemplateOverrideDto> {
  eventOrNotFound(name);
  checkTemplate('subject', input.subject);
  checkTemplate('body', input.body);
  const body = sanitizeTemplateBody(input.body);
  const [before] = await tx
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.event, name), eq(mailTemplates.culture, culture)))
    .for('update');
  if (!before) {
    const [created] = await tx
      .insert(mailTemplates)
      .values({ id: newId(), event: name, culture, subject: input.subject, body, creatorId: actorId })
      // Someone else created it a moment ago: a stale write (409), not a crash.
      .onConflictDoNothing()
      .returning();
    const row = expectUpdated(created ? [created] : []);
    audit.created(MAIL_TEMPLATE_ENTITY, row.id, audited(row));
    return toOverride(row);
  }
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const after = expectUpdated(
    await tx
      .update(mailTemplates)
      .set({
        subject: input.subject,
        body,
        ...modifiedBy(actorId),
      })
      .where(atStamp(mailTemplates, before.tenantId, before.id, before.concurrencyStamp))
      .returning(),
  );
  audit.updated(MAIL_TEMPLATE_ENTITY, after.id, audited(before), audited(after));
  return toOverride(after);
}

/** Back to the built-in wording. Resetting a culture that has no override does nothing. */
export async function deleteOverride(tx: Tx, audit: AuditCollector, name: string, culture: Culture) {
  eventOrNotFound(name);
  const deleted = await tx
    .delete(mailTemplates)
    .where(and(eq(mailTemplates.event, name), eq(mailTemplates.culture, culture)))
    .returning();
  for (const row of deleted) audit.deleted(MAIL_TEMPLATE_ENTITY, row.id, audited(row));
}

/** Renders unsaved wording with the event's sample data, exactly as a mail would be rendered. */
export function previewTemplate(name: string, input: MailTemplatePreviewInput): MailTemplatePreviewDto {
  const event = eventOrNotFound(name);
  checkTemplate('subject', input.subject);
  checkTemplate('body', input.body);
  return {
    subject: renderSubject(input.subject, event.sample),
    html: renderBody(sanitizeTemplateBody(input.body), event.sample),
  };
}
