import type { Culture, MailAudience, MailTemplateText, Texts } from '@sp/contracts';

/**
 * A mail event a module raises, declared once beside the module's code:
 *
 *     export const deliverySubmitted = defineMailEvent({
 *       name: 'Delivery.Submitted',
 *       displayName: ['Delivery submitted', '送货单已提交', '送貨單已提交'],
 *       audience: 'buyer',
 *       defaults: { en: { subject: 'Delivery {{number}} submitted', body: '<p>…</p>' }, 'zh-Hans': …, 'zh-Hant': … },
 *       sample: { number: 'DN-V001-20250301-001', supplier: 'Acme' },
 *     });
 *
 * The built-in wording is `defaults` (mustache, the body HTML); a tenant may override it per
 * culture (`mail_templates`). `sample` is what the admin page's preview fills in, and its keys are
 * the placeholders the page lists.
 */
export interface MailEventDefinition<D extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  displayName: Texts;
  audience: MailAudience;
  defaults: Readonly<Record<Culture, MailTemplateText>>;
  sample: D;
}

const events = new Map<string, MailEventDefinition>();

/** Declares an event (at module load). Declaring a name twice is a programming error. */
export function defineMailEvent<D extends Record<string, unknown>>(
  event: MailEventDefinition<D>,
): MailEventDefinition<D> {
  if (events.has(event.name)) throw new Error(`Mail event ${event.name} is already defined`);
  events.set(event.name, event);
  return event;
}

/** One language's wording of an event: subject and body (mustache; the body HTML). */
export type MailWording = [subject: string, body: string];

/**
 * The event maker of one area: names get the area's prefix (`IncomingInspection.FormSubmitted`) and
 * the wording comes as [subject, body] per language, en / zh-Hans / zh-Hant.
 */
export function mailEventMaker<D extends Record<string, unknown>>(prefix: string) {
  return (
    name: string,
    displayName: Texts,
    audience: MailAudience,
    [en, hans, hant]: [en: MailWording, zhHans: MailWording, zhHant: MailWording],
    sample: D,
  ): MailEventDefinition<D> =>
    defineMailEvent<D>({
      name: `${prefix}.${name}`,
      displayName,
      audience,
      defaults: {
        en: { subject: en[0], body: en[1] },
        'zh-Hans': { subject: hans[0], body: hans[1] },
        'zh-Hant': { subject: hant[0], body: hant[1] },
      },
      sample,
    });
}

/** Removes an event (tests that declare their own). */
export function forgetMailEvent(name: string): void {
  events.delete(name);
}

export function mailEvents(): MailEventDefinition[] {
  return [...events.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function findMailEvent(name: string): MailEventDefinition | undefined {
  return events.get(name);
}
