import {
  allowedActions,
  iqcConfigWorkflow,
  type AqlValue,
  type InspectionDocTypeValue,
  type InspectionLevelValue,
  type InspectionModeValue,
  type IqcConfigStatusValue,
  type IqcMaterialConfigDto,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { IqcConfigRow } from './active.js';

export type { IqcConfigRow };

/** The audited entity name of a configuration: its workflow's, as its history rows say. */
export const IQC_CONFIG_ENTITY = iqcConfigWorkflow.entity;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a configuration shows beside its own columns: its supplier's code and name. */
export interface IqcConfigExtras {
  supplierCode: string | null;
  supplierName: string | null;
}

/** A row as the API answers it; `allowedActions` for `caller` (none when null: an export). */
export function toIqcConfigDto(
  r: IqcConfigRow,
  x: IqcConfigExtras,
  caller: WorkflowCaller | null,
): IqcMaterialConfigDto {
  const status = r.status as IqcConfigStatusValue;
  return {
    id: r.id,
    supplierId: r.supplierId,
    supplierCode: x.supplierCode ?? '',
    supplierName: x.supplierName ?? '',
    partNo: r.partNo,
    partName: r.partName,
    spec: r.spec,
    materialCategory: r.materialCategory,
    letterId: r.letterId,
    letterNo: r.letterNo,
    letterRev: r.letterRev,
    inspectionMode: r.inspectionMode as InspectionModeValue,
    inspectionLevel: r.inspectionLevel as InspectionLevelValue | null,
    aqlCritical: r.aqlCritical as AqlValue | null,
    aqlMajor: r.aqlMajor as AqlValue | null,
    aqlMinor: r.aqlMinor as AqlValue | null,
    requiredDocs: r.requiredDocs as InspectionDocTypeValue[],
    items: r.items,
    remark: r.remark,
    status,
    vendorConfirmedByName: r.vendorConfirmedByName,
    vendorConfirmedTime: iso(r.vendorConfirmedTime),
    confirmedByName: r.confirmedByName,
    confirmedTime: iso(r.confirmedTime),
    creationTime: r.creationTime.toISOString(),
    lastModificationTime: iso(r.lastModificationTime),
    concurrencyStamp: r.concurrencyStamp,
    allowedActions: caller ? allowedActions(iqcConfigWorkflow, status, caller, r.supplierId) : [],
  };
}

/** The fields an audit row records of a configuration. */
export const auditedConfig = (r: IqcConfigRow) =>
  auditedFields(r, [
    'supplierId',
    'partNo',
    'partName',
    'spec',
    'materialCategory',
    'letterId',
    'inspectionMode',
    'inspectionLevel',
    'aqlCritical',
    'aqlMajor',
    'aqlMinor',
    'requiredDocs',
    'items',
    'remark',
    'status',
  ]);
