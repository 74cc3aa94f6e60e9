import type { LabelTemplate } from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import { fullAuditedEntityDto } from '../../../platform/http/entity-dto.js';
import { wireTenantId } from '../../identity/dto.js';
import type { labelTemplates, labelTemplateVersions } from '../schema.js';

export type LabelTemplateRow = typeof labelTemplates.$inferSelect;
export type LabelTemplateVersionRow = typeof labelTemplateVersions.$inferSelect;

/** A template row with the code and name of the supplier it was made for (joined by the service). */
export interface LabelTemplateView extends LabelTemplateRow {
  forSupplierCode: string | null;
  forSupplierName: string | null;
}

/**
 * LabelTemplateDto: the record, its layout and, for the list's columns, the layout's size, dpi,
 * payload style and symbology lifted beside it (so the list needs no client-side digging).
 */
export function toLabelTemplateDto(r: LabelTemplateView) {
  const d: LabelTemplate = r.definition;
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    code: r.code,
    name: r.name,
    labelType: r.labelType,
    forSupplierId: r.forSupplierId,
    forSupplierCode: r.forSupplierCode,
    forSupplierName: r.forSupplierName,
    partCategory: r.partCategory,
    widthMm: d.widthMm,
    heightMm: d.heightMm,
    dpi: d.dpi,
    payloadStyle: d.payloadStyle,
    symbology: d.symbology,
    definition: d,
    copies: r.copies,
    version: r.version,
    isDefault: r.isDefault,
    isActive: r.isActive,
    remark: r.remark,
    ...fullAuditedEntityDto(r),
  };
}
export type LabelTemplateDto = ReturnType<typeof toLabelTemplateDto>;

/** One saved version: what it looked like, when and by whom (the layout itself via `definition`). */
export function toLabelTemplateVersionDto(
  r: LabelTemplateVersionRow,
  extra: { creatorName: string | null; current: boolean },
) {
  return {
    templateId: r.templateId,
    version: r.version,
    definition: r.definition,
    creationTime: r.creationTime,
    creatorId: r.creatorId,
    creatorName: extra.creatorName,
    isCurrent: extra.current,
  };
}
export type LabelTemplateVersionDto = ReturnType<typeof toLabelTemplateVersionDto>;

/** The business fields the audit log records (the layout as its JSON). */
export const LABEL_TEMPLATE_FIELDS = [
  'code',
  'name',
  'labelType',
  'forSupplierId',
  'partCategory',
  'definition',
  'copies',
  'version',
  'isDefault',
  'isActive',
  'remark',
] as const;

export const auditedTemplate = (r: LabelTemplateRow) => auditedFields(r, LABEL_TEMPLATE_FIELDS);
