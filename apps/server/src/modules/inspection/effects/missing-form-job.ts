import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.js';
import { asSystem, inScope, tenantScope } from '../../../platform/db/scope.js';
import type { Job } from '../../../platform/jobs/runner.js';
import { tenantToday } from '../../letters/expiry/clock.js';
import { deliveries } from '../../vendor-labels/schema.js';
import { mailMissingForm } from '../mail.js';
import { iqcMaterialConfigs } from '../schema.js';
import { IN_TRANSIT, linesToMail, rememberMailed, type LineWithoutForm } from './missing-forms.js';

/**
 * IIF_MISSING (business-domain §5.2): a delivery shipped with lots that need an inspection form
 * and have none → one mail to the supplier per delivery, listing those lines. Checked hourly (one
 * instance at a time); a delivery is mailed about once: the lines mailed are remembered on the
 * delivery (missing-forms.ts), and only a line that comes to need a form later brings a second mail.
 * The vendor gets a grace of two hours after shipping, so one who ships and then makes the forms
 * straight away is not told to.
 */
export const MISSING_FORM_GRACE_MS = 2 * 60 * 60 * 1000;
/** Lines per tenant and run; the rest follow in the next run. */
const PER_RUN = 2000;

/** The tenants that have a delivery in transit and a confirmed configuration (cheap pre-check). */
async function tenantsWithWork(database: Database, shippedBefore: Date): Promise<string[]> {
  return asSystem(database.db, async (tx) => {
    const rows = await tx
      .selectDistinct({ tenantId: deliveries.tenantId })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.status, IN_TRANSIT),
          eq(deliveries.isDeleted, false),
          lt(deliveries.shipTime, shippedBefore),
          sql`exists (select 1 from ${iqcMaterialConfigs} c where c.tenant_id = ${deliveries.tenantId} and c.status = 2 and not c.is_deleted)`,
        ),
      );
    return rows.map((r) => r.tenantId);
  });
}

function byDelivery(lines: LineWithoutForm[]): LineWithoutForm[][] {
  const groups = new Map<string, LineWithoutForm[]>();
  for (const l of lines) groups.set(l.deliveryId, [...(groups.get(l.deliveryId) ?? []), l]);
  return [...groups.values()];
}

/** One run at `now` (tests move the clock). Returns the number of deliveries mailed about. */
export async function runMissingFormJob(database: Database, now: Date = new Date()): Promise<number> {
  const shippedBefore = new Date(now.getTime() - MISSING_FORM_GRACE_MS);
  let mailed = 0;
  for (const tenantId of await tenantsWithWork(database, shippedBefore)) {
    mailed += await inScope(database.db, tenantScope(tenantId), async (tx) => {
      const groups = byDelivery(await linesToMail(tx, tenantId, shippedBefore, PER_RUN));
      for (const lines of groups) {
        const first = lines[0]!;
        await mailMissingForm(tx, {
          tenantId,
          supplierId: first.supplierId,
          deliveryId: first.deliveryId,
          deliveryNo: first.deliveryNo,
          // The day of shipping where the tenant works.
          shipDate: first.shipTime ? await tenantToday(tx, first.shipTime) : '',
          expectedArrivalDate: first.expectedArrivalDate,
          lines: lines.map((l) => ({
            lineNo: l.lineNo,
            partNo: l.partNo,
            partName: l.partName,
            lotNo: l.lotNo,
            qty: l.qty,
          })),
        });
        await rememberMailed(
          tx,
          tenantId,
          first.deliveryId,
          lines.map((l) => l.lineId),
        );
      }
      return groups.length;
    });
  }
  return mailed;
}

export const missingFormJob = (database: Database): Job => ({
  name: 'IncomingInspection.MissingForm',
  intervalMs: 60 * 60 * 1000,
  exclusive: true,
  run: async () => {
    await runMissingFormJob(database);
  },
});
