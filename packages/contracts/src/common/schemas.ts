import { z } from 'zod';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';

/**
 * Zod pieces every module's input schemas share, so a rule about blank text, enum values or
 * calendar days is written once.
 */

/** A text field where an empty (or all-blank) string means "none". */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), schema.nullish());

/** One of a numeric enum's values (`{ Draft: 0, Submitted: 1 }`). */
export const oneOfValues = (values: Record<string, number>) => {
  const allowed = Object.values(values);
  return z
    .number()
    .int()
    .refine((v) => allowed.includes(v), { message: `Allowed values: ${allowed.join(', ')}` });
};

/** A calendar day, `YYYY-MM-DD` (from JSON) or a date (from an Excel cell), kept as the day's text. */
export const daySchema = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z.iso.date(),
);

/** The body of a workflow button: the reason (reject, return, cancel) and the stamp the client read. */
export const workflowTransitionSchema = z
  .object({
    comment: z.string().max(WORKFLOW_COMMENT_MAX).nullish(),
    concurrencyStamp: z.string().max(64).nullish(),
  })
  .nullish();

/** A yes/no list filter from the query string: `true` / `false`; blank or absent means no filter. */
export const queryBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === null ? undefined : v),
  z.boolean().optional(),
);
