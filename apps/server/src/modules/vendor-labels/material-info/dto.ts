import {
  allowedActions,
  labelMaterialInfoWorkflow,
  type LabelMaterialInfoStatusValue,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import { fullAuditedEntityDto } from '../../../platform/http/entity-dto.js';
import { wireTenantId } from '../../identity/dto.js';
import type { labelMaterialInfos } from '../schema.js';

export type MaterialInfoRow = typeof labelMaterialInfos.$inferSelect;

/** A row with the supplier's code and name and the part's name beside it (joined by the service). */
export interface MaterialInfoView extends MaterialInfoRow {
  supplierCode: string | null;
  supplierName: string | null;
  partName: string | null;
}

/**
 * LabelMaterialInfoDto: the packing data, the supplier and part names, and what the caller may do
 * (`allowedActions` from the workflow: confirm, reopen, disable, enable, update or propose, delete).
 */
export function toMaterialInfoDto(r: MaterialInfoView, caller: WorkflowCaller | null) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    supplierId: r.supplierId,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    partNo: r.partNo,
    partName: r.partName,
    materialId: r.materialId,
    customerPartNo: r.customerPartNo,
    vendorPartNo: r.vendorPartNo,
    manufacturer: r.manufacturer,
    mpn: r.mpn,
    unit: r.unit,
    mpq: r.mpq,
    innerQty: r.innerQty,
    innersPerOuter: r.innersPerOuter,
    outersPerPallet: r.outersPerPallet,
    cartonLengthMm: r.cartonLengthMm,
    cartonWidthMm: r.cartonWidthMm,
    cartonHeightMm: r.cartonHeightMm,
    grossWeightKg: r.grossWeightKg,
    msl: r.msl,
    rohs: r.rohs,
    halogenFree: r.halogenFree,
    shelfLifeDays: r.shelfLifeDays,
    storageCondition: r.storageCondition,
    countryOfOrigin: r.countryOfOrigin,
    innerTemplateId: r.innerTemplateId,
    outerTemplateId: r.outerTemplateId,
    palletTemplateId: r.palletTemplateId,
    status: r.status,
    confirmedById: r.confirmedById,
    confirmedTime: r.confirmedTime,
    allowedActions: caller
      ? allowedActions(
          labelMaterialInfoWorkflow,
          r.status as LabelMaterialInfoStatusValue,
          caller,
          r.supplierId,
        )
      : [],
    ...fullAuditedEntityDto(r),
  };
}
export type MaterialInfoDto = ReturnType<typeof toMaterialInfoDto>;

/** The business fields the audit log records. */
export const MATERIAL_INFO_FIELDS = [
  'supplierId',
  'partNo',
  'materialId',
  'customerPartNo',
  'vendorPartNo',
  'manufacturer',
  'mpn',
  'unit',
  'mpq',
  'innerQty',
  'innersPerOuter',
  'outersPerPallet',
  'cartonLengthMm',
  'cartonWidthMm',
  'cartonHeightMm',
  'grossWeightKg',
  'msl',
  'rohs',
  'halogenFree',
  'shelfLifeDays',
  'storageCondition',
  'countryOfOrigin',
  'innerTemplateId',
  'outerTemplateId',
  'palletTemplateId',
  'status',
] as const;

export const auditedMaterialInfo = (r: MaterialInfoRow) => auditedFields(r, MATERIAL_INFO_FIELDS);
