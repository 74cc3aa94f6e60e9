import { Policies, SupplierAttachmentRules } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { AttachmentOwner } from '../attachments/registry.js';
import { suppliers } from './schema.js';

/**
 * A supplier's qualification documents (business licence, ISO 9001 / IATF 16949 / ISO 14001
 * certificates, RoHS declarations): read by whoever may read the supplier (its own vendor users
 * included), kept by the buyer and by the supplier's users granted the update policy.
 */
export const supplierDocuments: AttachmentOwner = {
  ownerType: 'Supplier',
  readPolicies: [Policies.AbpIdentity.Suppliers.name],
  writePolicies: [Policies.AbpIdentity.Suppliers.Update.name],
  rules: SupplierAttachmentRules,
  async find(tx, tenantId, ownerId) {
    const [row] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(
        and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, ownerId), eq(suppliers.isDeleted, false)),
      );
    return row ? { supplierId: row.id, writable: true } : null;
  },
};
