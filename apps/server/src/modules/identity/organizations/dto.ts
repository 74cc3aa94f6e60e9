import { auditedFields } from '../../../platform/audit/collector.js';
import { wireTenantId } from '../dto.js';
import type { organizationUnits } from '../schema.js';
import { fullAuditedEntityDto } from '../../../platform/http/entity-dto.js';

export type OrganizationUnitRow = typeof organizationUnits.$inferSelect;

/** HelloAbp's OrganizationUnitDto: a full-audited entity with its code, level, leaf flag and sub-tree. */
export interface OrganizationUnitDto {
  id: string;
  tenantId: string | null;
  parentId: string | null;
  code: string;
  displayName: string;
  /** 1 for a top-level unit: the number of 5-digit parts of the code. */
  level: number;
  isLeaf: boolean;
  /** Filled by the `details` endpoints; empty elsewhere. */
  children: OrganizationUnitDto[];
  concurrencyStamp: string;
  creationTime: Date;
  creatorId: string | null;
  lastModificationTime: Date | null;
  lastModifierId: string | null;
  isDeleted: boolean;
  deleterId: string | null;
  deletionTime: Date | null;
  extraProperties: Record<string, unknown>;
}

export const levelOf = (code: string) => code.split('.').length;

export function toOrganizationUnitDto(ou: OrganizationUnitRow, isLeaf: boolean): OrganizationUnitDto {
  return {
    id: ou.id,
    tenantId: wireTenantId(ou.tenantId),
    parentId: ou.parentId,
    code: ou.code,
    displayName: ou.displayName,
    level: levelOf(ou.code),
    isLeaf,
    children: [],
    ...fullAuditedEntityDto(ou),
  };
}

/** What the audit log records of a unit. */
export const auditedUnit = (ou: OrganizationUnitRow) =>
  auditedFields(ou, ['parentId', 'code', 'displayName', 'extraProperties']);
