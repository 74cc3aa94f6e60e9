import { auditedFields } from '../../platform/audit/collector.js';
import { allowedActions, supplierWorkflow, type WorkflowCaller } from '@sp/contracts';
import { wireTenantId } from '../identity/dto.js';
import type { SupplierContact, suppliers } from './schema.js';
import { fullAuditedEntityDto } from '../../platform/http/entity-dto.js';

export type SupplierRow = typeof suppliers.$inferSelect;

/** A contact as the wire shows it: every field present, absent ones `null`. */
export function toContactDto(c: SupplierContact) {
  return {
    name: c.name,
    title: c.title ?? null,
    email: c.email ?? null,
    phone: c.phone ?? null,
    isPrimary: c.isPrimary === true,
  };
}

/**
 * SupplierDto: the directory entry, with how many users are bound to it (when counted) and what the
 * caller may do with it (`allowedActions`, from the supplier workflow).
 */
export function toSupplierDto(r: SupplierRow, caller: WorkflowCaller | null, userCount?: number) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    vendorCode: r.vendorCode,
    name: r.name,
    shortName: r.shortName,
    contacts: r.contacts.map(toContactDto),
    address: r.address,
    status: r.status,
    allowedActions: caller ? allowedActions(supplierWorkflow, r.status as 0 | 1, caller, r.id) : [],
    remark: r.remark,
    ...(userCount === undefined ? {} : { userCount }),
    ...fullAuditedEntityDto(r),
  };
}

export type SupplierDto = ReturnType<typeof toSupplierDto>;

/** What the audit log records of a supplier: its business fields. */
export const auditedSupplier = (r: SupplierRow) =>
  auditedFields(r, [
    'vendorCode',
    'name',
    'shortName',
    'contacts',
    'address',
    'status',
    'remark',
    'extraProperties',
  ]);

/** The primary contact, or the first one. */
export const primaryContact = (r: SupplierRow): SupplierContact | undefined =>
  r.contacts.find((c) => c.isPrimary) ?? r.contacts[0];
