import { splitExts, type CheckItemDto, type Culture, type ReviewerRoleValue } from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { letterCheckItems } from '../schema.js';

export type CheckItemRow = typeof letterCheckItems.$inferSelect;

/** The audited entity name of a library item. */
export const CHECK_ITEM_ENTITY = 'SupplierPortal.LetterOfRecognition.InitialCheckTemplateItem';

/** An item's name in a language (the English one when a translation is blank). */
export function checkItemName(
  r: Pick<CheckItemRow, 'nameEn' | 'nameZhHans' | 'nameZhHant'>,
  culture: Culture,
): string {
  const name = culture === 'zh-Hans' ? r.nameZhHans : culture === 'zh-Hant' ? r.nameZhHant : r.nameEn;
  return name || r.nameEn;
}

export function toCheckItemDto(r: CheckItemRow, culture: Culture, templateCount: number): CheckItemDto {
  return {
    id: r.id,
    code: r.code,
    name: checkItemName(r, culture),
    nameEn: r.nameEn,
    nameZhHans: r.nameZhHans,
    nameZhHant: r.nameZhHant,
    description: r.description,
    acceptanceCriteria: r.acceptanceCriteria,
    needsFile: r.needsFile,
    allowedExts: splitExts(r.allowedExts),
    maxFiles: r.maxFiles,
    needsValidity: r.needsValidity,
    defaultValidityMonths: r.defaultValidityMonths,
    reviewerRole: (r.reviewerRole as ReviewerRoleValue | null) ?? null,
    sort: r.sort,
    isActive: r.isActive,
    templateCount,
    concurrencyStamp: r.concurrencyStamp,
    creationTime: r.creationTime.toISOString(),
    creatorId: r.creatorId,
    lastModificationTime: r.lastModificationTime?.toISOString() ?? null,
    lastModifierId: r.lastModifierId,
  };
}

/** The business fields the audit log records. */
const CHECK_ITEM_FIELDS = [
  'code',
  'nameEn',
  'nameZhHans',
  'nameZhHant',
  'description',
  'acceptanceCriteria',
  'needsFile',
  'allowedExts',
  'maxFiles',
  'needsValidity',
  'defaultValidityMonths',
  'reviewerRole',
  'sort',
  'isActive',
] as const;

export const auditedCheckItem = (r: CheckItemRow) => auditedFields(r, CHECK_ITEM_FIELDS);
