import { DeliveryStatus } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldTenant } from '../../../../test/world.js';
import { noteBody } from '../../vendor-labels/deliveries/test-fixtures.js';
import { draftForm, FORMS, setDeliveryStatus, submittedForm } from './test-fixtures.js';

const w = useWorld({ prefix: 'iif-lines' });

/** The buyer rejected the note: the vendor edits its lines (here: the same line, a smaller lot). */
async function editLines(
  tenant: WorldTenant,
  lot: { vendor: ReturnType<typeof w.api>; deliveryId: string; poLine: { id: string } },
) {
  await setDeliveryStatus(w, tenant, lot.deliveryId, DeliveryStatus.Rejected);
  const current = await lot.vendor.get(`/api/app/delivery/${lot.deliveryId}`);
  return lot.vendor.put(`/api/app/delivery/${lot.deliveryId}`, {
    ...noteBody(lot.poLine.id, 900),
    concurrencyStamp: current.body.concurrencyStamp,
  });
}

describe("a rejected note's lines edited while its lots have forms", () => {
  it('takes the draft form with the edit, so the new line gets a new form', async () => {
    const lot = await draftForm(w, w.a);
    const edited = await editLines(w.a, lot);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await lot.vendor.get(`${FORMS}/${lot.form.id}`)).status).toBe(404);
    const newLineId = (edited.body as { lines: { id: string }[] }).lines[0]!.id;
    await setDeliveryStatus(w, w.a, lot.deliveryId, DeliveryStatus.Submitted);
    const again = await lot.vendor.post(FORMS, { deliveryLineId: newLineId });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.lotQty).toBe(900);
  });

  it('is refused while a form is with IQC, naming the form, and keeps the lines', async () => {
    const lot = await submittedForm(w, w.a);
    const edited = await editLines(w.a, lot);
    expectError(edited, 403, 'SupplierPortal:InspectionForm:LinesHeldByForms');
    expect(edited.body.error.message).toContain(lot.form.formNo);
    const form = await lot.vendor.get(`${FORMS}/${lot.form.id}`);
    expect(form.status).toBe(200);
    expect(form.body.lotQty).toBe(1200);
  });
});
