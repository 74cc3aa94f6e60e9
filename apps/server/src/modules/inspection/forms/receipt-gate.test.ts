import { DeliveryStatus, InspectionFormStatus } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { FORMS, lotOf, setDeliveryStatus, setReceiveGate, submittedForm } from './test-fixtures.js';

const w = useWorld({ prefix: 'iif-gate' });

const receiveAll = (deliveryId: string, lineId: string) =>
  w
    .api(w.a.admin)
    .post(`/api/app/delivery/${deliveryId}/receive`, { lines: [{ lineId, receivedQty: 1200 }] });

const check = (token: string, deliveryId: string) =>
  w.api(token).get(`${FORMS}/receiptCheck?deliveryId=${deliveryId}`);

describe('the receipt gate', () => {
  it('under Stop refuses receiving a line whose form is not accepted, naming it; accepted, it passes', async () => {
    await setReceiveGate(w, w.a, 'Stop');
    const lot = await submittedForm(w, w.a);
    await setDeliveryStatus(w, w.a, lot.deliveryId, DeliveryStatus.Shipped, lot.poLine);

    const seen = await check(w.a.admin, lot.deliveryId);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toEqual({
      gate: 'Stop',
      lines: [
        {
          deliveryLineId: lot.lineId,
          lineNo: 10,
          partNo: lot.partNo,
          formId: lot.form.id,
          formNo: lot.form.formNo,
          status: InspectionFormStatus.Submitted,
        },
      ],
    });
    // The vendor reads it for their own note too.
    expect((await check(lot.supplier.vendor.token, lot.deliveryId)).body.lines).toHaveLength(1);

    const stopped = expectError(
      await receiveAll(lot.deliveryId, lot.lineId),
      403,
      'SupplierPortal:InspectionForm:ReceiptStopped',
    );
    expect(stopped.message).toBe(
      `Delivery ${lot.deliveryNo} cannot be received: the inspection forms of line(s) 10 are not accepted.`,
    );

    expect((await w.api(w.a.admin).post(`${FORMS}/${lot.form.id}/accept`, {})).status).toBe(200);
    expect((await check(w.a.admin, lot.deliveryId)).body.lines).toEqual([]);
    const received = await receiveAll(lot.deliveryId, lot.lineId);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.status).toBe(DeliveryStatus.Received);
  });

  it('under Stop refuses a line without any form; passes parts without a configuration or exempt ones', async () => {
    await setReceiveGate(w, w.a, 'Stop');
    const missing = await lotOf(w, w.a, { status: DeliveryStatus.Shipped });
    expect((await check(w.a.admin, missing.deliveryId)).body.lines).toEqual([
      expect.objectContaining({ lineNo: 10, formId: null, formNo: null, status: null }),
    ]);
    expectError(
      await receiveAll(missing.deliveryId, missing.lineId),
      403,
      'SupplierPortal:InspectionForm:ReceiptStopped',
    );

    for (const config of [null, { mode: 'Exempt' as const }]) {
      const free = await lotOf(w, w.a, { status: DeliveryStatus.Shipped, config });
      expect((await check(w.a.admin, free.deliveryId)).body.lines).toEqual([]);
      expect((await receiveAll(free.deliveryId, free.lineId)).status).toBe(200);
    }
  });

  it('under Warn and Off lets the receipt through; the check still lists the line under Warn', async () => {
    for (const gate of ['Warn', 'Off'] as const) {
      await setReceiveGate(w, w.a, gate);
      const lot = await submittedForm(w, w.a);
      await setDeliveryStatus(w, w.a, lot.deliveryId, DeliveryStatus.Shipped, lot.poLine);
      const seen = await check(w.a.admin, lot.deliveryId);
      expect(seen.body.gate).toBe(gate);
      expect(seen.body.lines).toHaveLength(1);
      expect((await receiveAll(lot.deliveryId, lot.lineId)).status).toBe(200);
    }
  });

  it("is a 404 for another supplier's delivery and another tenant's, 400 without a delivery", async () => {
    const lot = await lotOf(w, w.a);
    expectError(await check(w.a.suppliers[1]!.vendor.token, lot.deliveryId), 404);
    expectError(await check(w.b.admin, lot.deliveryId), 404);
    expectError(await w.api(w.a.admin).get(`${FORMS}/receiptCheck`), 400);
    expectError(await w.api(w.a.admin).get(`${FORMS}/receiptCheck?deliveryId=x`), 400);
  });
});
