import { FORM_VENDOR_EDITABLE, InspectionFormStatus, type InspectionFormStatusValue } from '@sp/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { deletedBy } from '../../../platform/db/modification.js';
import { registerLineChangeCheck } from '../../vendor-labels/deliveries/line-change-checks.js';
import { inspectionForms } from '../schema.js';
import { refuse } from './create.js';
import { auditedForm, FORM_ENTITY_TYPE } from './dto.js';

/**
 * Editing a draft or rejected delivery note writes its lines anew, so the forms made for the old
 * lines' lots would describe lots that no longer exist. The forms the vendor still holds (Draft,
 * Returned) go with the edit, soft-deleted and audited in its transaction (the vendor makes them
 * again for the new lines); a form IQC holds or has decided stops the edit, naming it, until IQC
 * returns it (amending a decided one first).
 */
export function registerInspectionLineChangeCheck(): void {
  registerLineChangeCheck('inspection', async (tx, audit, tenantId, deliveryId, actor) => {
    const f = inspectionForms;
    const forms = await tx
      .select()
      .from(f)
      .where(
        and(
          eq(f.tenantId, tenantId),
          eq(f.deliveryId, deliveryId),
          eq(f.isDeleted, false),
          ne(f.status, InspectionFormStatus.Amended),
        ),
      )
      .for('update');
    const editable: readonly InspectionFormStatusValue[] = FORM_VENDOR_EDITABLE;
    const held = forms.filter((form) => !editable.includes(form.status as InspectionFormStatusValue));
    if (held.length > 0)
      throw refuse('InspectionForm:LinesHeldByForms', held.map((form) => form.formNo).join(', '));
    for (const form of forms) {
      await tx
        .update(f)
        .set(deletedBy(actor.id))
        .where(and(eq(f.tenantId, tenantId), eq(f.id, form.id)));
      audit.deleted(FORM_ENTITY_TYPE, form.id, auditedForm(form));
    }
  });
}
