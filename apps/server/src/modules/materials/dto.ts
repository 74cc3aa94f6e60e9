import { allowedActions, materialWorkflow, type WorkflowCaller } from '@sp/contracts';
import { auditedFields } from '../../platform/audit/collector.js';
import { fullAuditedEntityDto } from '../../platform/http/entity-dto.js';
import { wireTenantId } from '../identity/dto.js';
import type { materials, materialSuppliers } from './schema.js';

export type MaterialRow = typeof materials.$inferSelect;
export type MaterialSupplierRow = typeof materialSuppliers.$inferSelect;

/** An approved supplier with the directory's code and name beside it (joined by the service). */
export interface MaterialSupplierView extends MaterialSupplierRow {
  supplierCode: string | null;
  supplierName: string | null;
}

export function toMaterialSupplierDto(r: MaterialSupplierView) {
  return {
    id: r.id,
    materialId: r.materialId,
    supplierId: r.supplierId,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    supplierPartNo: r.supplierPartNo,
    manufacturer: r.manufacturer,
    mpn: r.mpn,
    status: r.status,
    concurrencyStamp: r.concurrencyStamp,
    creationTime: r.creationTime,
    lastModificationTime: r.lastModificationTime,
  };
}

export type MaterialSupplierDto = ReturnType<typeof toMaterialSupplierDto>;

/**
 * MaterialDto: the part master entry and what the caller may do with it (`allowedActions`: update,
 * delete, buyer side only). `suppliers` is filled by `get` (the list names only their codes).
 */
export function toMaterialDto(
  r: MaterialRow,
  caller: WorkflowCaller | null,
  extra: { suppliers?: MaterialSupplierView[]; supplierCodes?: string[] } = {},
) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    partNo: r.partNo,
    name: r.name,
    spec: r.spec,
    unit: r.unit,
    category: r.category,
    drawingNo: r.drawingNo,
    drawingRev: r.drawingRev,
    msl: r.msl,
    rohs: r.rohs,
    halogenFree: r.halogenFree,
    shelfLifeDays: r.shelfLifeDays,
    status: r.status,
    remark: r.remark,
    allowedActions: caller ? allowedActions(materialWorkflow, r.status as 0 | 1, caller, null) : [],
    ...(extra.supplierCodes ? { supplierCodes: extra.supplierCodes } : {}),
    ...(extra.suppliers ? { suppliers: extra.suppliers.map(toMaterialSupplierDto) } : {}),
    ...fullAuditedEntityDto(r),
  };
}

export type MaterialDto = ReturnType<typeof toMaterialDto>;

/** The business fields of a material: what the audit log records and what sync compares. */
export const MATERIAL_FIELDS = [
  'partNo',
  'name',
  'spec',
  'unit',
  'category',
  'drawingNo',
  'drawingRev',
  'msl',
  'rohs',
  'halogenFree',
  'shelfLifeDays',
  'status',
  'remark',
] as const;

export const auditedMaterial = (r: MaterialRow) => auditedFields(r, MATERIAL_FIELDS);

export const MATERIAL_SUPPLIER_FIELDS = [
  'materialId',
  'supplierId',
  'supplierPartNo',
  'manufacturer',
  'mpn',
  'status',
] as const;

export const auditedMaterialSupplier = (r: MaterialSupplierRow) => auditedFields(r, MATERIAL_SUPPLIER_FIELDS);
