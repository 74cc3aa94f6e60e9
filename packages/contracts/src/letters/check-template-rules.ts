import { z } from 'zod';
import { blankable, queryBoolean } from '../common/schemas.js';
import { checkItemCodeSchema } from './check-item-rules.js';
import { LetterType, OtherLetterType, type LetterTypeValue } from './enums.js';

/**
 * Check templates (检查模板, business-domain §2.2 CheckTemplate): per material category (a part
 * letter) or per other-letter type, the items a letter asks for, each required or optional, from
 * a minimum submission level, in an order, with a note. `version` is the current one: saving
 * changed lines while a letter uses the current version makes the next version, so letters keep
 * the lines they started with; header-only edits never make a version.
 */

export const CheckTemplateLimits = {
  code: 32,
  name: 128,
  materialCategory: 64,
  remark: 500,
  note: 500,
  lines: 100,
  sort: 99_999,
  submissionLevelMin: 1,
  submissionLevelMax: 5,
} as const;

const L = CheckTemplateLimits;

/** Letters, digits and `-_.`, starting with a letter or digit: `T-MECHANICAL`. */
export const CHECK_TEMPLATE_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const checkTemplateLineSchema = z.object({
  itemCode: checkItemCodeSchema,
  /** Absent: true. */
  required: z.boolean().optional(),
  /** The lowest submission level (1–5) that asks for the item; null or absent: every level. */
  submissionLevelMin: z.number().int().min(L.submissionLevelMin).max(L.submissionLevelMax).nullish(),
  /** Absent: the line's place in the list (× 10). */
  sort: z.number().int().min(0).max(L.sort).optional(),
  note: blankable(z.string().max(L.note)),
});
export type CheckTemplateLineInput = z.output<typeof checkTemplateLineSchema>;

const fields = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(L.code)
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9._-]*)?$/),
  name: z.string().trim().min(1).max(L.name),
  /** Absent: Part. */
  letterType: z.enum(LetterType).optional(),
  /** Required for a part template (a code of the MaterialCategory dictionary). */
  materialCategory: blankable(z.string().max(L.materialCategory)),
  /** Required for an other-letter template. */
  otherType: blankable(z.enum(OtherLetterType)),
  /** Absent: true. */
  isActive: z.boolean().optional(),
  remark: blankable(z.string().max(L.remark)),
  lines: z.array(checkTemplateLineSchema).min(1).max(L.lines),
};

/** The body of `POST /api/app/checkTemplate`: the header and its lines. */
export const checkTemplateInputSchema = z.object(fields);
export type CheckTemplateInput = z.output<typeof checkTemplateInputSchema>;

/** The body of `PUT /api/app/checkTemplate/{id}`: the same with the stamp that was read. */
export const checkTemplateUpdateSchema = z.object({
  ...fields,
  concurrencyStamp: z.string().max(40).nullish(),
});
export type CheckTemplateUpdate = z.output<typeof checkTemplateUpdateSchema>;

/** A rule across fields that the schema cannot say: the field and the text key that explains it. */
export interface CheckTemplateProblem {
  field: string;
  key: 'CheckTemplate:CategoryRequired' | 'CheckTemplate:OtherTypeRequired' | 'CheckTemplate:DuplicateItem';
  /** The offending value (the repeated item code). */
  arg?: string;
}

/** The header rules of a letter type and the one-line-per-item rule. */
export function checkTemplateProblems(input: {
  letterType?: LetterTypeValue | null | undefined;
  materialCategory?: string | null | undefined;
  otherType?: string | null | undefined;
  lines?: readonly { itemCode?: string | null | undefined }[] | null | undefined;
}): CheckTemplateProblem[] {
  const problems: CheckTemplateProblem[] = [];
  const type = input.letterType ?? 'Part';
  if (type === 'Part' && !input.materialCategory?.trim())
    problems.push({ field: 'materialCategory', key: 'CheckTemplate:CategoryRequired' });
  if (type === 'Other' && !input.otherType)
    problems.push({ field: 'otherType', key: 'CheckTemplate:OtherTypeRequired' });
  const seen = new Set<string>();
  (input.lines ?? []).forEach((line, i) => {
    const code = line.itemCode?.trim();
    if (!code) return;
    if (seen.has(code))
      problems.push({ field: `lines.${i}.itemCode`, key: 'CheckTemplate:DuplicateItem', arg: code });
    seen.add(code);
  });
  return problems;
}

/** A line compared for "did the lines change": its item, required flag, level, order and note. */
export interface ComparableLine {
  itemCode: string;
  required: boolean;
  submissionLevelMin: number | null;
  sort: number;
  note: string | null;
}

/** Whether two line lists say the same (order of the list itself aside: `sort` carries it). */
export function sameLines(a: readonly ComparableLine[], b: readonly ComparableLine[]): boolean {
  if (a.length !== b.length) return false;
  const key = (l: ComparableLine) =>
    JSON.stringify([l.itemCode, l.required, l.submissionLevelMin ?? null, l.sort, l.note ?? null]);
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((k, i) => k === right[i]);
}

/**
 * Whether a template line applies to a letter at a submission level: a line with a minimum level
 * is asked for from that level up; a line without one (or a letter without a level) always.
 */
export function lineAppliesAtLevel(
  submissionLevelMin: number | null,
  level: number | null | undefined,
): boolean {
  if (submissionLevelMin == null || level == null) return true;
  return level >= submissionLevelMin;
}

/** The list's filters: a keyword (code or name), the category, the letter type, active or not. */
export const checkTemplateFilterSchema = z.object({
  filter: z.string().max(256).optional(),
  materialCategory: z.string().max(L.materialCategory).optional(),
  letterType: z.enum(LetterType).optional(),
  otherType: z.enum(OtherLetterType).optional(),
  isActive: queryBoolean,
});
export type CheckTemplateFilter = z.output<typeof checkTemplateFilterSchema>;

export const CHECK_TEMPLATE_SORTING = [
  'code',
  'name',
  'letterType',
  'materialCategory',
  'otherType',
  'version',
  'itemCount',
  'isActive',
  'creationTime',
  'lastModificationTime',
] as const;

/** A row of the template list. */
export interface CheckTemplateListItemDto {
  id: string;
  code: string;
  name: string;
  letterType: LetterTypeValue;
  materialCategory: string | null;
  otherType: string | null;
  version: number;
  /** Lines of the current version. */
  itemCount: number;
  requiredCount: number;
  isActive: boolean;
  remark: string | null;
  concurrencyStamp: string;
  creationTime: string;
  lastModificationTime: string | null;
}

/** A line with its item's name in the caller's language and the item's file rules. */
export interface CheckTemplateLineDto {
  itemCode: string;
  itemName: string;
  required: boolean;
  submissionLevelMin: number | null;
  sort: number;
  note: string | null;
  needsFile: boolean;
  needsValidity: boolean;
  /** False when the library item has been deactivated since the line was saved. */
  itemIsActive: boolean;
}

/** One version of a template: when it was saved, how many lines, how many letters use it. */
export interface CheckTemplateVersionDto {
  version: number;
  creationTime: string;
  lineCount: number;
  letterCount: number;
  isCurrent: boolean;
}

export interface CheckTemplateDto extends CheckTemplateListItemDto {
  /** Letters that use the current version: changing the lines then makes a new version. */
  currentVersionLetterCount: number;
  lines: CheckTemplateLineDto[];
  versions: CheckTemplateVersionDto[];
  creatorId: string | null;
  lastModifierId: string | null;
}

/** `GET /api/app/checkTemplate/{id}/versions/{n}`: an old (or the current) version's lines. */
export interface CheckTemplateVersionLinesDto {
  templateId: string;
  version: number;
  isCurrent: boolean;
  creationTime: string;
  lines: CheckTemplateLineDto[];
}

/** An item the template editor may add (`GET /api/app/checkTemplate/items`). */
export interface CheckTemplateItemOptionDto {
  code: string;
  name: string;
  needsFile: boolean;
  needsValidity: boolean;
  isActive: boolean;
  sort: number;
}
