import type { CheckTemplateLineDto, CheckTemplateListItemDto, Culture, LetterTypeValue } from '@sp/contracts';
import { checkItemName } from '../check-items/dto.js';
import type { letterCheckTemplates } from '../schema.js';
import type { TemplateLine } from './lines.js';

export type CheckTemplateRow = typeof letterCheckTemplates.$inferSelect;

/** The audited entity name of a check template. */
export const CHECK_TEMPLATE_ENTITY = 'SupplierPortal.LetterOfRecognition.CheckTemplate';

export function toCheckTemplateListItemDto(
  r: CheckTemplateRow,
  counts: { itemCount: number; requiredCount: number },
): CheckTemplateListItemDto {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    letterType: r.letterType as LetterTypeValue,
    materialCategory: r.materialCategory,
    otherType: r.otherType,
    version: r.version,
    itemCount: counts.itemCount,
    requiredCount: counts.requiredCount,
    isActive: r.isActive,
    remark: r.remark,
    concurrencyStamp: r.concurrencyStamp,
    creationTime: r.creationTime.toISOString(),
    lastModificationTime: r.lastModificationTime?.toISOString() ?? null,
  };
}

export function toCheckTemplateLineDto(l: TemplateLine, culture: Culture): CheckTemplateLineDto {
  return {
    itemCode: l.itemCode,
    itemName: checkItemName(l, culture),
    required: l.required,
    submissionLevelMin: l.submissionLevelMin,
    sort: l.sort,
    note: l.note,
    needsFile: l.needsFile,
    needsValidity: l.needsValidity,
    itemIsActive: l.itemIsActive,
  };
}

/** The business fields the audit log records: the header, the version and the lines as a list. */
export function auditedCheckTemplate(
  r: CheckTemplateRow,
  lines: readonly {
    itemCode: string;
    required: boolean;
    submissionLevelMin: number | null;
    sort: number;
    note: string | null;
  }[],
) {
  return {
    code: r.code,
    name: r.name,
    letterType: r.letterType,
    materialCategory: r.materialCategory,
    otherType: r.otherType,
    version: r.version,
    isActive: r.isActive,
    remark: r.remark,
    lines: lines.map((l) => ({
      itemCode: l.itemCode,
      required: l.required,
      submissionLevelMin: l.submissionLevelMin,
      sort: l.sort,
      note: l.note,
    })),
  };
}
