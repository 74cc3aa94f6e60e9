import { DeliveryStatus, InspectionFormStatus, IqcConfigStatus } from '@sp/contracts';
import { and, asc, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { deliveries, deliveryLines } from '../../vendor-labels/schema.js';
import { inspectionForms, iqcMaterialConfigs } from '../schema.js';

/**
 * Shipped lots that should have an inspection form and have none: the lines of deliveries on
 * their way (Shipped, PartiallyReceived; a received or closed note is past the point where a
 * form helps) whose part has a Confirmed, non-Exempt configuration for the line's supplier, and
 * no live form (any status but Amended; an amended form's next version is live). The To-do count
 * and the daily job ask the same question.
 */
export const IN_TRANSIT = [DeliveryStatus.Shipped, DeliveryStatus.PartiallyReceived];

const needsForm = sql`exists (select 1 from ${iqcMaterialConfigs} c
  where c.tenant_id = ${deliveryLines.tenantId} and c.supplier_id = ${deliveryLines.supplierId}
    and c.part_no = ${deliveryLines.partNo} and c.status = ${IqcConfigStatus.Confirmed}
    and c.inspection_mode <> 'Exempt' and not c.is_deleted)`;
const hasLiveForm = sql`exists (select 1 from ${inspectionForms} f
  where f.tenant_id = ${deliveryLines.tenantId} and f.delivery_line_id = ${deliveryLines.id}
    and not f.is_deleted and f.status <> ${InspectionFormStatus.Amended})`;

function missingWhere(tenantId: string, supplierId: string | null, extra?: SQL): SQL | undefined {
  return and(
    eq(deliveries.tenantId, tenantId),
    inArray(deliveries.status, IN_TRANSIT),
    eq(deliveries.isDeleted, false),
    supplierId ? eq(deliveries.supplierId, supplierId) : undefined,
    needsForm,
    sql`not ${hasLiveForm}`,
    extra,
  );
}

const joined = (tx: Tx) =>
  tx
    .select({ n: count() })
    .from(deliveryLines)
    .innerJoin(
      deliveries,
      and(eq(deliveries.tenantId, deliveryLines.tenantId), eq(deliveries.id, deliveryLines.deliveryId)),
    );

/** How many shipped lots of the tenant (or of one supplier) lack their form. */
export async function countLinesWithoutForm(tx: Tx, tenantId: string, supplierId: string | null) {
  const [row] = await joined(tx).where(missingWhere(tenantId, supplierId));
  return row?.n ?? 0;
}

/**
 * Where the daily job remembers the lines it has mailed about: the delivery's `extra_properties`
 * (a list of line ids), so no schema change is needed, nothing else of the note is touched, and a
 * line that comes to need a form later (its part's configuration confirmed after shipping) is
 * still mailed once.
 */
export const MAILED_KEY = 'InspectionMissingFormMailed';
const mailedLines = sql`coalesce(${deliveries.extraProperties} -> ${MAILED_KEY}, '[]'::jsonb)`;
const notMailed = sql`not (${mailedLines} @> jsonb_build_array(${deliveryLines.id}::text))`;

export interface LineWithoutForm {
  deliveryId: string;
  supplierId: string;
  deliveryNo: string;
  shipTime: Date | null;
  expectedArrivalDate: string;
  lineId: string;
  lineNo: number;
  partNo: string;
  partName: string | null;
  lotNo: string;
  qty: number;
}

/**
 * The lines not mailed about yet of deliveries shipped before `shippedBefore`, in ship order, their
 * deliveries locked (`skip locked`: a second run at the same time takes none of them).
 */
export async function linesToMail(
  tx: Tx,
  tenantId: string,
  shippedBefore: Date,
  limit: number,
): Promise<LineWithoutForm[]> {
  return tx
    .select({
      deliveryId: deliveries.id,
      supplierId: deliveries.supplierId,
      deliveryNo: deliveries.deliveryNo,
      shipTime: deliveries.shipTime,
      expectedArrivalDate: deliveries.expectedArrivalDate,
      lineId: deliveryLines.id,
      lineNo: deliveryLines.lineNo,
      partNo: deliveryLines.partNo,
      partName: deliveryLines.partName,
      lotNo: deliveryLines.lotNo,
      qty: deliveryLines.qty,
    })
    .from(deliveryLines)
    .innerJoin(
      deliveries,
      and(eq(deliveries.tenantId, deliveryLines.tenantId), eq(deliveries.id, deliveryLines.deliveryId)),
    )
    .where(missingWhere(tenantId, null, and(lt(deliveries.shipTime, shippedBefore), notMailed)))
    .orderBy(asc(deliveries.shipTime), asc(deliveries.id), asc(deliveryLines.lineNo))
    .limit(limit)
    .for('update', { of: deliveries, skipLocked: true });
}

/** Adds `lineIds` to the delivery's memory of lines mailed about (the rest of its properties kept). */
export async function rememberMailed(tx: Tx, tenantId: string, deliveryId: string, lineIds: string[]) {
  await tx
    .update(deliveries)
    .set({
      extraProperties: sql`jsonb_set(${deliveries.extraProperties}, ${`{${MAILED_KEY}}`}::text[], ${mailedLines} || ${JSON.stringify(lineIds)}::jsonb)`,
    })
    .where(and(eq(deliveries.tenantId, tenantId), eq(deliveries.id, deliveryId)));
}
