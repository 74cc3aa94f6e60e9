import { z } from 'zod';
import type { Culture } from '../i18n.js';

/** Who an event's mail goes to, as the admin page shows it. */
export const mailAudiences = ['buyer', 'vendor', 'any'] as const;
export type MailAudience = (typeof mailAudiences)[number];

export const MailTemplateLimits = { subject: 256, body: 64 * 1024 } as const;

export interface MailTemplateText {
  subject: string;
  body: string;
}

/** A tenant's own wording of one culture, with what optimistic concurrency needs. */
export interface MailTemplateOverrideDto extends MailTemplateText {
  id: string;
  concurrencyStamp: string;
  lastModificationTime: string | null;
}

export interface MailTemplateCultureDto {
  culture: Culture;
  default: MailTemplateText;
  override: MailTemplateOverrideDto | null;
}

/** One declared mail event with its templates per culture (`GET /api/app/mailTemplate`). */
export interface MailEventDto {
  name: string;
  /** The event's display name in the request's language. */
  displayName: string;
  audience: MailAudience;
  /** The data names the templates may use (`{{name}}`), from the event's sample. */
  placeholders: string[];
  cultures: MailTemplateCultureDto[];
}

export const mailTemplateUpdateInput = z.object({
  subject: z.string().trim().min(1).max(MailTemplateLimits.subject),
  body: z.string().min(1).max(MailTemplateLimits.body),
  concurrencyStamp: z.string().max(40).nullish(),
});
export type MailTemplateUpdateInput = z.infer<typeof mailTemplateUpdateInput>;

export const mailTemplatePreviewInput = z.object({
  subject: z.string().max(MailTemplateLimits.subject),
  body: z.string().max(MailTemplateLimits.body),
});
export type MailTemplatePreviewInput = z.infer<typeof mailTemplatePreviewInput>;

export interface MailTemplatePreviewDto {
  subject: string;
  /** HTML: shown in a sandboxed frame. */
  html: string;
}

export interface UnreadCountDto {
  count: number;
}
