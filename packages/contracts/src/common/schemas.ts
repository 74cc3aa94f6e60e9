import { z } from 'zod';
import type { Texts } from '../i18n.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';

/**
 * Zod pieces every module's input schemas share, so a rule about blank text, enum values or
 * calendar days is written once.
 */

/** A text field where an empty (or all-blank) string means "none". */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), schema.nullish());

/**
 * A custom rule's message in the three languages, `{0}`… filled from `args`. `message` is the English
 * text for whoever reads the zod issue itself; the server renders `params` in the request's
 * language, so a validation answer never mixes two languages. Use it for every `refine` and
 * `addIssue` message: `.refine(ok, { path, ...ruleMessage([en, zhHans, zhHant]) })`.
 */
export function ruleMessage(texts: Texts, ...args: readonly (string | number)[]) {
  return {
    message: texts[0].replace(/\{(\d+)\}/g, (m, i: string) => String(args[Number(i)] ?? m)),
    params: { ruleTexts: texts, ruleArgs: args },
  };
}

/** "Allowed values: 0, 1, 2" in the request's language. */
export const allowedValuesMessage = (allowed: readonly (string | number)[]) =>
  ruleMessage(['Allowed values: {0}', '允许的值：{0}', '允許的值：{0}'], allowed.join(', '));

/** A number out of a fixed set (a numeric enum's values), refused with the allowed values. */
export const oneOfNumbers = (allowed: readonly number[]) =>
  z
    .number()
    .int()
    .refine((v) => allowed.includes(v), allowedValuesMessage(allowed));

/** One of a numeric enum's values (`{ Draft: 0, Submitted: 1 }`). */
export const oneOfValues = (values: Record<string, number>) => oneOfNumbers(Object.values(values));

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

/**
 * An optional query parameter where a blank value means "not given": list pages send `status=`
 * for an unset filter, which `z.coerce.number()` would read as 0 and a date schema refuse.
 */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** How deep and how large a free-form JSON value (`extraProperties`) may be. */
export const FreeJsonLimits = { depth: 8, chars: 16 * 1024 } as const;

/** The nesting depth of a JSON value, counted only up to `limit + 1` (so a hostile one costs nothing). */
function depthOf(value: unknown, limit: number, depth = 0): number {
  if (typeof value !== 'object' || value === null || depth > limit) return depth;
  let deepest = depth + 1;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, limit, depth + 1));
    if (deepest > limit) break;
  }
  return deepest;
}

/**
 * ABP's `extraProperties`: a free-form object, bounded in depth and in size, refused with a clear
 * message rather than stored (or overflowing a serializer) however it was built.
 */
export const extraPropertiesSchema = z.record(z.string().max(64), z.unknown()).superRefine((value, ctx) => {
  const { depth, chars } = FreeJsonLimits;
  if (depthOf(value, depth) > depth) {
    ctx.addIssue({
      code: 'custom',
      ...ruleMessage(
        [
          'The field is nested too deeply (at most {0} levels).',
          '该字段嵌套层级过深（最多 {0} 层）。',
          '該欄位巢狀層級過深（最多 {0} 層）。',
        ],
        depth,
      ),
    });
    return;
  }
  if (JSON.stringify(value).length > chars)
    ctx.addIssue({
      code: 'custom',
      ...ruleMessage(
        [
          'The field is too large (at most {0} characters as JSON).',
          '该字段过大（JSON 形式最多 {0} 个字符）。',
          '該欄位過大（JSON 形式最多 {0} 個字元）。',
        ],
        chars,
      ),
    });
});
