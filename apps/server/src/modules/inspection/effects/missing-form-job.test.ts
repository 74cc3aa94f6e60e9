import { DeliveryStatus, IqcConfigStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/harness.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { deliveries } from '../../vendor-labels/schema.js';
import { iqcMaterialConfigs } from '../schema.js';
import { runMissingFormJob } from './missing-form-job.js';
import { MAILED_KEY } from './missing-forms.js';
import {
  insertConfig,
  insertDelivery,
  insertForm,
  inTenant,
  type DeliveryRows,
  type Owner,
} from './test-rows.js';

const w = useWorld({ prefix: 'iifjob' });
let o: Owner;
const now = new Date('2030-01-10T10:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

let shipped: DeliveryRows;
let withForm: DeliveryRows;
let justShipped: DeliveryRows;
let received: DeliveryRows;
let laterConfigId: string;

const missingMails = (deliveryId: string) =>
  inTenant(w.server, w.a, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.event, 'IncomingInspection.FormMissing'),
          eq(notifications.entityId, deliveryId),
        ),
      ),
  );

beforeAll(async () => {
  o = { server: w.server, t: w.a, supplier: w.a.suppliers[0]! };
  const a = await insertConfig(o);
  const exempt = await insertConfig(o, { inspectionMode: 'Exempt', inspectionLevel: null });
  const later = await insertConfig(o, { status: IqcConfigStatus.VendorConfirmed });
  laterConfigId = later.id;
  shipped = await insertDelivery(o, [a.partNo, exempt.partNo, later.partNo], { shipTime: hoursAgo(8) });
  withForm = await insertDelivery(o, [a.partNo], { shipTime: hoursAgo(8) });
  await insertForm(o, withForm, 0, a.id);
  justShipped = await insertDelivery(o, [a.partNo], { shipTime: hoursAgo(1) });
  received = await insertDelivery(o, [a.partNo], {
    shipTime: hoursAgo(30),
    status: DeliveryStatus.Received,
  });
});

describe('the missing-form job', () => {
  it('mails the supplier once per shipped delivery, listing the lines that need a form', async () => {
    await runMissingFormJob(w.server.database, now);
    const [n, ...more] = await missingMails(shipped.delivery.id);
    expect(more).toHaveLength(0);
    expect(n!.userId).toBe(o.supplier.vendor.id);
    expect(n!.route).toBe(`/vendor-label/delivery-detail?id=${shipped.delivery.id}`);
    expect(n!.title).toBe(`送货单 ${shipped.delivery.deliveryNo} 已发货但缺少检验单（1 行）`);
    expect(n!.body).toContain(`第 1 行：${shipped.lines[0]!.partNo}`);
    expect(n!.body).not.toContain(shipped.lines[1]!.partNo);
    expect(n!.body).toContain('预计到货 2026-11-26');
    const mails = await inTenant(w.server, w.a, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, shipped.delivery.id)),
    );
    expect(mails.flatMap((m) => m.toAddresses)).toContain(
      `${o.supplier.vendorCode.toLowerCase()}@vendor.example`,
    );
    // A line with a form, a note shipped within the grace and a received note: nothing.
    expect(await missingMails(withForm.delivery.id)).toHaveLength(0);
    expect(await missingMails(justShipped.delivery.id)).toHaveLength(0);
    expect(await missingMails(received.delivery.id)).toHaveLength(0);
    // Remembered on the delivery, beside whatever else its properties hold.
    const [d] = await inTenant(w.server, w.a, (tx) =>
      tx.select().from(deliveries).where(eq(deliveries.id, shipped.delivery.id)),
    );
    expect(d!.extraProperties[MAILED_KEY]).toEqual([shipped.lines[0]!.id]);
  });

  it('sends nothing twice, and mails a line that needs a form later, and a note past its grace', async () => {
    await runMissingFormJob(w.server.database, now);
    expect(await missingMails(shipped.delivery.id)).toHaveLength(1);

    // IQC puts the third line's configuration in force after shipping: that line alone, once.
    await inTenant(w.server, w.a, (tx) =>
      tx
        .update(iqcMaterialConfigs)
        .set({ status: IqcConfigStatus.Confirmed })
        .where(eq(iqcMaterialConfigs.id, laterConfigId)),
    );
    const later = new Date(now.getTime() + 3 * 3_600_000);
    await runMissingFormJob(w.server.database, later);
    await runMissingFormJob(w.server.database, later);
    const mails = await missingMails(shipped.delivery.id);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.body?.includes(shipped.lines[2]!.partNo))!;
    expect(second.body ?? '').not.toContain(`第 1 行`);
    expect(await missingMails(justShipped.delivery.id)).toHaveLength(1);
    expect(await missingMails(withForm.delivery.id)).toHaveLength(0);
  });
});
