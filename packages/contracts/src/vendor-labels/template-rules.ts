import { z } from 'zod';
import { blankable, ruleMessage } from '../common/schemas.js';
import { queryBoolean } from '../common/schemas.js';
import { labelTypes, type LabelType } from './label-data.js';
import { labelTemplateSchema } from './template.js';

/**
 * A label template as a record (business-domain §1.3 LabelTemplate): its code and name, the label
 * type it prints, whom it serves (every supplier, or one) and for which part category, the layout
 * (`definition`, the template model of template.ts), copies per label, default and active flags.
 * Saving a changed layout makes a new version; print records keep the version they used.
 */

/** The limits of a template record's fields: the server validates with them, the form shows them. */
export const LabelTemplateLimits = {
  code: 32,
  name: 64,
  partCategory: 64,
  remark: 256,
  /** Copies of each label (GS1: a pallet label on two adjacent sides). */
  copies: 10,
} as const;

const L = LabelTemplateLimits;

/** Letters, digits and `-_.`, starting with a letter or digit: `OUTER-STD-100x70`. */
export const TEMPLATE_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Copies a new template prints of each label: two for a pallet (adjacent sides, GS1), else one. */
export const defaultCopies = (labelType: LabelType): number => (labelType === 'Pallet' ? 2 : 1);

/** Empty passes the pattern so that it is reported as "required", not as a bad pattern. */
const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(L.code)
  .regex(/^(?:[A-Za-z0-9][A-Za-z0-9._-]*)?$/);

const recordFields = {
  code: codeSchema,
  name: z.string().trim().min(1).max(L.name),
  labelType: z.enum(labelTypes),
  /** Made for one supplier; null or absent serves every supplier. */
  forSupplierId: z.uuid().nullish(),
  partCategory: blankable(z.string().max(L.partCategory)),
  definition: labelTemplateSchema,
  /** Absent: `defaultCopies(labelType)`. */
  copies: z.number().int().min(1).max(L.copies).optional(),
  /** The default of its label type (one per type: setting it clears the other). */
  isDefault: z.boolean().optional(),
  isActive: z.boolean().optional(),
  remark: blankable(z.string().max(L.remark)),
};

/** The layout prints one label type: the record's. */
const sameType = (t: { labelType: LabelType; definition: { labelType: LabelType } }) =>
  t.labelType === t.definition.labelType;
const sameTypeRule = {
  path: ['definition', 'labelType'],
  ...ruleMessage([
    'The layout is for another label type than the template.',
    '版面所属的标签类型与模板不同。',
    '版面所屬的標籤類型與範本不同。',
  ]),
};

/** The body of `POST /api/app/labelTemplate`. */
export const labelTemplateInputSchema = z.object(recordFields).refine(sameType, sameTypeRule);
export type LabelTemplateRecordInput = z.output<typeof labelTemplateInputSchema>;

/** The body of `PUT /api/app/labelTemplate/{id}`: the same with the stamp that was read. */
export const labelTemplateUpdateSchema = z
  .object({ ...recordFields, concurrencyStamp: z.string().max(40).nullish() })
  .refine(sameType, sameTypeRule);
export type LabelTemplateRecordUpdate = z.output<typeof labelTemplateUpdateSchema>;

/** `POST /{id}/copy`: the copy's own code and name (it starts as a non-default, version 1). */
export const labelTemplateCopySchema = z.object({
  code: codeSchema,
  name: z.string().trim().min(1).max(L.name),
});
export type LabelTemplateCopyInput = z.output<typeof labelTemplateCopySchema>;

/** Test print: one sample label as a PDF (office printer) or ZPL (Zebra) at the template's dpi or another. */
export const labelTestPrintSchema = z.object({
  format: z.enum(['pdf', 'zpl']),
  dpi: z.union([z.literal(203), z.literal(300)]).optional(),
});
export type LabelTestPrintInput = z.output<typeof labelTestPrintSchema>;

/** The list's filters: a keyword (code or name), the label type, active or not. */
export const labelTemplateFilterSchema = z.object({
  filter: z.string().max(256).optional(),
  labelType: z.enum(labelTypes).optional(),
  isActive: queryBoolean,
  forSupplierId: z.uuid().optional(),
});
export type LabelTemplateFilter = z.output<typeof labelTemplateFilterSchema>;

/** The columns the template list may be sorted by (anything else is refused, not passed to SQL). */
export const LABEL_TEMPLATE_SORTING = [
  'code',
  'name',
  'labelType',
  'version',
  'isDefault',
  'isActive',
  'creationTime',
  'lastModificationTime',
] as const;
