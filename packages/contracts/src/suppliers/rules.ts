import { z } from 'zod';
import { blankable, extraPropertiesSchema, oneOfNumbers } from '../common/schemas.js';
import { SupplierStatus } from './workflow.js';

/** The limits of a supplier's fields: the server validates with them, the form shows them. */
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

export interface SupplierContact {
  name: string;
  title?: string | null;
  email?: string | null;
  phone?: string | null;
  isPrimary?: boolean;
}

export type ContactProblem = 'SupplierPrimaryContactNotUnique' | 'SupplierContactEmailRequired';

/** At most one primary contact, and at least one contact with an e-mail (mails go there). */
export function contactProblem(
  contacts: readonly Partial<SupplierContact>[] | undefined,
): ContactProblem | null {
  const list = contacts ?? [];
  if (list.filter((c) => c.isPrimary).length > 1) return 'SupplierPrimaryContactNotUnique';
  if (!list.some((c) => c.email?.trim())) return 'SupplierContactEmailRequired';
  return null;
}

/** The primary contact, or the first one. */
export const primaryContact = <C extends SupplierContact>(contacts: readonly C[]): C | undefined =>
  contacts.find((c) => c.isPrimary) ?? contacts[0];

const L = SupplierLimits;

export const supplierContactSchema = z.object({
  name: z.string().trim().min(1).max(L.contactName),
  title: blankable(z.string().max(L.contactTitle)),
  email: blankable(z.email().max(L.contactEmail)),
  phone: blankable(z.string().max(L.contactPhone)),
  isPrimary: z.boolean().optional(),
});

const statusValues = Object.values(SupplierStatus) as number[];
export const supplierStatusSchema = oneOfNumbers(statusValues);

/** The body of create and update (update adds the concurrency stamp). */
export const supplierInputSchema = z.object({
  // Empty passes the pattern so that it is reported as "required", not as a bad pattern.
  vendorCode: z
    .string()
    .trim()
    .min(1)
    .max(L.vendorCode)
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9._-]*)?$/),
  name: z.string().trim().min(1).max(L.name),
  shortName: blankable(z.string().max(L.shortName)),
  contacts: z.array(supplierContactSchema).max(L.contacts).optional(),
  address: blankable(z.string().max(L.address)),
  status: supplierStatusSchema.optional(),
  remark: blankable(z.string().max(L.remark)),
  extraProperties: extraPropertiesSchema.optional(),
});
export type SupplierInput = z.infer<typeof supplierInputSchema>;

/** A supplier's qualification documents: what the attachments panel accepts. */
export const SupplierAttachmentRules = {
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.xlsx', '.docx', '.zip'],
  maxBytes: 20 * 1024 * 1024,
  maxCount: 20,
  categories: ['', 'License', 'Certificate', 'Declaration', 'Other'],
} as const;
