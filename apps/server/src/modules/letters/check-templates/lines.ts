import { and, asc, eq } from 'drizzle-orm';
import type { LetterTypeValue, ReviewerRoleValue } from '@sp/contracts';
import type { Queryable } from '../../../platform/db/client.js';
import { letterCheckItems, letterCheckTemplateLines, letterCheckTemplates } from '../schema.js';

/**
 * One line of a template version joined with the library columns a letter's item copies
 * (`letter_items`: required, needsFile, needsValidity, allowedExts, maxFiles, sort, note).
 */
export interface TemplateLine {
  itemCode: string;
  required: boolean;
  /** The lowest submission level (1–5) that asks for this item; null: every level. */
  submissionLevelMin: number | null;
  /** The line's place in the template (a letter's items keep this order). */
  sort: number;
  note: string | null;
  needsFile: boolean;
  needsValidity: boolean;
  /** As stored: lower-case extensions without the dot, comma separated; empty: any. */
  allowedExts: string;
  maxFiles: number;
  defaultValidityMonths: number | null;
  reviewerRole: ReviewerRoleValue | null;
  nameEn: string;
  nameZhHans: string;
  nameZhHant: string;
  acceptanceCriteria: string | null;
  /** Whether the library item is still active (a line of an old version may name one since retired). */
  itemIsActive: boolean;
}

export interface TemplateLines {
  templateId: string;
  code: string;
  name: string;
  letterType: LetterTypeValue;
  materialCategory: string | null;
  otherType: string | null;
  isActive: boolean;
  /** The template's current version. */
  currentVersion: number;
  /** The version these lines belong to (the current one unless asked otherwise). */
  version: number;
  lines: TemplateLine[];
}

/**
 * The lines of a template version (default: the current one) with the library columns, in line
 * order. Null when the template does not exist in the tenant (or is deleted) or has no such
 * version. The requests part calls it when a letter starts: the letter records `version` as its
 * `template_version` and copies the lines into `letter_items` (filter by the letter's submission
 * level with `lineAppliesAtLevel` from the contracts).
 */
export async function templateLines(
  tx: Queryable,
  tenantId: string,
  templateId: string,
  version?: number,
): Promise<TemplateLines | null> {
  const [t] = await tx
    .select()
    .from(letterCheckTemplates)
    .where(
      and(
        eq(letterCheckTemplates.tenantId, tenantId),
        eq(letterCheckTemplates.id, templateId),
        eq(letterCheckTemplates.isDeleted, false),
      ),
    )
    .limit(1);
  if (!t) return null;
  const wanted = version ?? t.version;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > t.version) return null;
  const rows = await tx
    .select({
      itemCode: letterCheckTemplateLines.itemCode,
      required: letterCheckTemplateLines.required,
      submissionLevelMin: letterCheckTemplateLines.submissionLevelMin,
      sort: letterCheckTemplateLines.sort,
      note: letterCheckTemplateLines.note,
      needsFile: letterCheckItems.needsFile,
      needsValidity: letterCheckItems.needsValidity,
      allowedExts: letterCheckItems.allowedExts,
      maxFiles: letterCheckItems.maxFiles,
      defaultValidityMonths: letterCheckItems.defaultValidityMonths,
      reviewerRole: letterCheckItems.reviewerRole,
      nameEn: letterCheckItems.nameEn,
      nameZhHans: letterCheckItems.nameZhHans,
      nameZhHant: letterCheckItems.nameZhHant,
      acceptanceCriteria: letterCheckItems.acceptanceCriteria,
      itemIsActive: letterCheckItems.isActive,
    })
    .from(letterCheckTemplateLines)
    .innerJoin(
      letterCheckItems,
      and(
        eq(letterCheckItems.tenantId, letterCheckTemplateLines.tenantId),
        eq(letterCheckItems.code, letterCheckTemplateLines.itemCode),
        eq(letterCheckItems.isDeleted, false),
      ),
    )
    .where(
      and(
        eq(letterCheckTemplateLines.tenantId, tenantId),
        eq(letterCheckTemplateLines.templateId, templateId),
        eq(letterCheckTemplateLines.version, wanted),
      ),
    )
    .orderBy(asc(letterCheckTemplateLines.sort), asc(letterCheckTemplateLines.itemCode));
  if (rows.length === 0 && wanted !== t.version) return null;
  return {
    templateId: t.id,
    code: t.code,
    name: t.name,
    letterType: t.letterType as LetterTypeValue,
    materialCategory: t.materialCategory,
    otherType: t.otherType,
    isActive: t.isActive,
    currentVersion: t.version,
    version: wanted,
    lines: rows.map((r) => ({ ...r, reviewerRole: (r.reviewerRole as ReviewerRoleValue | null) ?? null })),
  };
}
