import { z } from 'zod';
import { blankable, queryBoolean } from '../common/schemas.js';
import { ReviewerRole, type ReviewerRoleValue } from './enums.js';

/**
 * The initial-check item library (初检项目库, business-domain §2.2 InitialCheckTemplateItem): what a
 * letter may ask for and how it is judged. A check template lists items by code; a letter copies
 * the file rules (needs file, extensions, max files, needs validity) when it starts.
 */

/** The limits of an item's fields: the server validates with them, the form shows them. */
export const CheckItemLimits = {
  code: 32,
  name: 128,
  description: 1000,
  acceptanceCriteria: 2000,
  /** One extension (`pdf`, `xlsx`, `step`). */
  ext: 10,
  /** Extensions of one item. */
  exts: 20,
  maxFilesMin: 1,
  maxFiles: 20,
  validityMonthsMin: 1,
  validityMonths: 120,
  sort: 99_999,
} as const;

const L = CheckItemLimits;

/** Upper-case letters, digits and underscores: `ROHS_REPORT`. */
export const CHECK_ITEM_CODE = /^[A-Z0-9_]+$/;
/** Empty passes the pattern so that it is reported as "required", not as a bad pattern. */
export const checkItemCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(L.code)
  .regex(/^[A-Z0-9_]*$/);

/** An extension as stored: lower case, letters and digits, no dot. */
export const FILE_EXT = /^[a-z0-9]+$/;

/** `.PDF `, `Pdf` and `pdf` are one extension: trimmed, without a leading dot, lower case. */
export const normalizeExt = (ext: string): string => ext.trim().replace(/^\.+/, '').toLowerCase();

/** The stored form of a list of extensions (`pdf,jpg`): normalised, without blanks or repeats. */
export const joinExts = (exts: readonly string[]): string =>
  [...new Set(exts.map(normalizeExt).filter(Boolean))].join(',');

/** The stored form back as a list (empty: any extension). */
export const splitExts = (stored: string | null | undefined): string[] =>
  (stored ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** Extensions normalised on the way in, each then checked. */
const extsSchema = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? [...new Set((v as unknown[]).map((e) => (typeof e === 'string' ? normalizeExt(e) : e)))].filter(
          (e) => e !== '',
        )
      : v,
  z.array(z.string().max(L.ext).regex(FILE_EXT)).max(L.exts),
);

const fields = {
  code: checkItemCodeSchema,
  nameEn: z.string().trim().min(1).max(L.name),
  nameZhHans: z.string().trim().min(1).max(L.name),
  nameZhHant: z.string().trim().min(1).max(L.name),
  description: blankable(z.string().max(L.description)),
  acceptanceCriteria: blankable(z.string().max(L.acceptanceCriteria)),
  /** Absent: true. */
  needsFile: z.boolean().optional(),
  /** Lower-case extensions without the dot; empty or absent: any. */
  allowedExts: extsSchema.optional(),
  /** Absent: 3. */
  maxFiles: z.number().int().min(L.maxFilesMin).max(L.maxFiles).optional(),
  /** Absent: false. */
  needsValidity: z.boolean().optional(),
  /** Only with `needsValidity` (checked by `checkItemProblems`). */
  defaultValidityMonths: z.number().int().min(L.validityMonthsMin).max(L.validityMonths).nullish(),
  reviewerRole: z.enum(ReviewerRole).nullish(),
  /** Absent: 0. */
  sort: z.number().int().min(0).max(L.sort).optional(),
  /** Absent: true. */
  isActive: z.boolean().optional(),
};

/** The body of `POST /api/app/initialCheckTemplateItem`. */
export const checkItemInputSchema = z.object(fields);
export type CheckItemInput = z.output<typeof checkItemInputSchema>;

/** The body of `PUT /api/app/initialCheckTemplateItem/{id}`: the same with the stamp that was read. */
export const checkItemUpdateSchema = z.object({
  ...fields,
  concurrencyStamp: z.string().max(40).nullish(),
});
export type CheckItemUpdate = z.output<typeof checkItemUpdateSchema>;

/** The defaults of a new item (the form starts from them, the server fills absent fields with them). */
export const CHECK_ITEM_DEFAULTS = {
  needsFile: true,
  maxFiles: 3,
  needsValidity: false,
  sort: 0,
  isActive: true,
} as const;

/** A rule across fields that the schema cannot say: the field and the text key that explains it. */
export interface CheckItemProblem {
  field: 'defaultValidityMonths';
  key: 'CheckItem:ValidityMonthsNeedsValidity';
}

/** Default validity months only mean something for an item whose documents have a validity. */
export function checkItemProblems(input: {
  needsValidity?: boolean | null | undefined;
  defaultValidityMonths?: number | null | undefined;
}): CheckItemProblem[] {
  return !input.needsValidity && input.defaultValidityMonths != null
    ? [{ field: 'defaultValidityMonths', key: 'CheckItem:ValidityMonthsNeedsValidity' }]
    : [];
}

/** The list's filters: a keyword (code or any of the names) and active or not. */
export const checkItemFilterSchema = z.object({
  filter: z.string().max(256).optional(),
  isActive: queryBoolean,
});
export type CheckItemFilter = z.output<typeof checkItemFilterSchema>;

/** The columns the list may be sorted by (anything else is refused, not passed to SQL). */
export const CHECK_ITEM_SORTING = [
  'code',
  'name',
  'nameEn',
  'nameZhHans',
  'nameZhHant',
  'needsFile',
  'needsValidity',
  'defaultValidityMonths',
  'reviewerRole',
  'maxFiles',
  'sort',
  'isActive',
  'creationTime',
  'lastModificationTime',
] as const;

/** An item as the API answers it (`name`: the one of the caller's language). */
export interface CheckItemDto {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  nameZhHans: string;
  nameZhHant: string;
  description: string | null;
  acceptanceCriteria: string | null;
  needsFile: boolean;
  allowedExts: string[];
  maxFiles: number;
  needsValidity: boolean;
  defaultValidityMonths: number | null;
  reviewerRole: ReviewerRoleValue | null;
  sort: number;
  isActive: boolean;
  /** How many templates (any version) list the item: such an item cannot be deleted, only deactivated. */
  templateCount: number;
  concurrencyStamp: string;
  creationTime: string;
  creatorId: string | null;
  lastModificationTime: string | null;
  lastModifierId: string | null;
}
