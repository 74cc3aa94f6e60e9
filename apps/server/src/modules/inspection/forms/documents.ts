import {
  FORM_VENDOR_EDITABLE,
  InspectionFormAttachmentRules,
  inspectionFormWorkflow,
  Policies,
  type InspectionDocTypeValue,
  type InspectionFormDto,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { AttachmentOwner } from '../../attachments/registry.js';
import { newId } from '../../../platform/db/columns.js';
import { auditedFields } from '../../../platform/audit/collector.js';
import { modifiedBy } from '../../../platform/db/modification.js';
import { assertOperation } from '../../../platform/workflow/transition.js';
import { inspectionFormDocuments, inspectionForms } from '../schema.js';
import type { FormContext } from './context.js';
import { FORM_OWNER_TYPE } from './dto.js';
import { findForm, getForm } from './service.js';

const V = Policies['QualityControl.IIF'].VendorFormOverview;
const A = Policies['QualityControl.IIF'].AdminFormOverview;
const DOCUMENT_ENTITY_TYPE = 'SupplierPortal.Inspection.FormDocument';

/**
 * The documents a lot comes with (出货检验报告, CoC, CoA …) as attachments of its form, one category
 * per document type. Both sides read them (row-level security keeps a vendor to their own forms'
 * files, and `find` runs in the caller's scope, so another supplier's form is a 404); the vendor
 * writes them while the form is theirs to edit (Draft, Returned). The bytes go to the bucket the
 * tenant assigns to the `Inspection` storage module.
 */
export const inspectionFormDocumentsOwner: AttachmentOwner = {
  ownerType: FORM_OWNER_TYPE,
  readPolicies: [V.name, A.name],
  writePolicies: [V.Update.name],
  rules: {
    extensions: InspectionFormAttachmentRules.extensions,
    maxBytes: InspectionFormAttachmentRules.maxBytes,
    maxCount: InspectionFormAttachmentRules.maxCount,
    categories: InspectionFormAttachmentRules.categories,
    storageModule: 'Inspection',
  },
  async find(tx, tenantId, ownerId) {
    const f = inspectionForms;
    const [row] = await tx
      .select({ supplierId: f.supplierId, status: f.status })
      .from(f)
      .where(and(eq(f.tenantId, tenantId), eq(f.id, ownerId), eq(f.isDeleted, false)))
      // No status change can commit between the writable check and the attachment's insert.
      .for('share');
    if (!row) return null;
    return {
      supplierId: row.supplierId,
      writable: (FORM_VENDOR_EDITABLE as readonly number[]).includes(row.status),
    };
  },
};

/**
 * The valid-to the vendor declares for one document type of a form (Draft, Returned): kept per
 * type, so replacing the file keeps the date until the vendor changes it. Null clears it (a CoC
 * has no end). The form's stamp moves, as for any edit of it.
 */
export async function setDocumentValidTo(
  c: FormContext,
  id: string,
  docType: InspectionDocTypeValue,
  validTo: string | null,
): Promise<InspectionFormDto> {
  const { tx, tenantId, actor } = c;
  const form = await findForm(tx, tenantId, id, true);
  assertOperation(inspectionFormWorkflow, 'update', form, actor, 'Action:Edit');
  const d = inspectionFormDocuments;
  const [before] = await tx
    .select()
    .from(d)
    .where(and(eq(d.tenantId, tenantId), eq(d.formId, id), eq(d.docType, docType)));
  const now = new Date();
  const [after] = before
    ? await tx
        .update(d)
        .set({ validTo, lastModificationTime: now })
        .where(and(eq(d.tenantId, tenantId), eq(d.id, before.id)))
        .returning()
    : await tx
        .insert(d)
        .values({
          id: newId(),
          supplierId: form.supplierId,
          formId: id,
          docType,
          validTo,
          lastModificationTime: now,
        })
        .returning();
  const audited = (r: typeof before) =>
    auditedFields(r ?? { docType, validTo: null }, ['docType', 'validTo']);
  if (before) c.audit.updated(DOCUMENT_ENTITY_TYPE, after!.id, audited(before), audited(after));
  else c.audit.created(DOCUMENT_ENTITY_TYPE, after!.id, audited(after));
  await tx
    .update(inspectionForms)
    .set(modifiedBy(actor.id))
    .where(and(eq(inspectionForms.tenantId, tenantId), eq(inspectionForms.id, id)));
  return getForm(tx, tenantId, id, actor);
}
