import type { SupplierContact } from '../../../api/suppliers';

/** The server's limits (apps/server/src/modules/suppliers/routes.ts). */
export const SupplierLimits = {
  vendorCode: 32,
  name: 128,
  shortName: 64,
  address: 256,
  remark: 1024,
  contacts: 20,
  contactName: 64,
  contactTitle: 64,
  contactEmail: 256,
  contactPhone: 32,
} as const;

/** Letters, digits and `-_.`, starting with a letter or digit: the code travels in barcodes and file names. */
export const VENDOR_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export type ContactProblem = 'SupplierPrimaryContactNotUnique' | 'SupplierContactEmailRequired';

/** The server's contact rules: at most one primary contact, at least one contact with an email. */
export function contactProblem(
  contacts: readonly Partial<SupplierContact>[] | undefined,
): ContactProblem | null {
  const list = contacts ?? [];
  if (list.filter((c) => c.isPrimary).length > 1) return 'SupplierPrimaryContactNotUnique';
  if (!list.some((c) => c.email?.trim())) return 'SupplierContactEmailRequired';
  return null;
}

/** A blank optional field goes to the server as null. */
export const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The primary contact, or the first one (as the server's export picks it). */
export const primaryContact = (contacts: readonly SupplierContact[]) =>
  contacts.find((c) => c.isPrimary) ?? contacts[0];
