import {
  FORM_RELEASED,
  InspectionFormStatus,
  inspectionFormTexts,
  ReceiveGate,
  type InspectionFormStatusValue,
  type ReceiptCheckDto,
  type ReceiveGateValue,
} from '@sp/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { BusinessError, EntityNotFoundError } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { DELIVERY_ENTITY_TYPE } from '../../vendor-labels/deliveries/entity.js';
import { registerReceiptCheck } from '../../vendor-labels/deliveries/receipt-checks.js';
import { deliveries, deliveryLines } from '../../vendor-labels/schema.js';
import { findConfirmedConfig } from '../configs/active.js';
import { inspectionForms } from '../schema.js';

/** The tenant's `SupplierPortal.Inspection.ReceiveGate` (an unknown stored value reads as the default, Warn). */
export async function receiveGate(tx: Tx): Promise<ReceiveGateValue> {
  const value = await tenantSetting(tx, SettingNames.InspectionReceiveGate);
  return (ReceiveGate as readonly string[]).includes(value) ? (value as ReceiveGateValue) : 'Warn';
}

type GateLine = ReceiptCheckDto['lines'][number];

/**
 * The lines of a delivery (all still in transit, or `lineIds`) that need a released form and have
 * none: the part of the line's supplier has a Confirmed configuration that is not Exempt, and the
 * line's live form is missing or not Accepted / ConditionallyAccepted.
 */
export async function unreleasedLines(
  tx: Tx,
  tenantId: string,
  deliveryId: string,
  lineIds?: readonly string[],
): Promise<GateLine[]> {
  const l = deliveryLines;
  const lines = await tx
    .select()
    .from(l)
    .where(
      and(
        eq(l.tenantId, tenantId),
        eq(l.deliveryId, deliveryId),
        lineIds ? inArray(l.id, [...lineIds]) : undefined,
      ),
    )
    .orderBy(asc(l.lineNo));
  const out: GateLine[] = [];
  const f = inspectionForms;
  // One line after the other: a transaction is one connection (a note has a handful of lines).
  for (const line of lines) {
    if (!lineIds && line.qty <= line.receivedQty + line.badQty) continue;
    const config = await findConfirmedConfig(tx, tenantId, line.supplierId, line.partNo);
    if (!config || config.inspectionMode === 'Exempt') continue;
    const [form] = await tx
      .select({ id: f.id, formNo: f.formNo, status: f.status })
      .from(f)
      .where(
        and(
          eq(f.tenantId, tenantId),
          eq(f.deliveryLineId, line.id),
          eq(f.isDeleted, false),
          ne(f.status, InspectionFormStatus.Amended),
        ),
      );
    if (form && (FORM_RELEASED as readonly number[]).includes(form.status)) continue;
    out.push({
      deliveryLineId: line.id,
      lineNo: line.lineNo,
      partNo: line.partNo,
      formId: form?.id ?? null,
      formNo: form?.formNo ?? null,
      status: (form?.status ?? null) as InspectionFormStatusValue | null,
    });
  }
  return out;
}

/**
 * What receiving the delivery would meet (the web's receive dialog shows it before the click): the
 * gate and the lines still in transit whose forms are not released. Another supplier's delivery is
 * a 404 (row-level security).
 */
export async function receiptCheck(tx: Tx, tenantId: string, deliveryId: string): Promise<ReceiptCheckDto> {
  const [delivery] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(eq(deliveries.tenantId, tenantId), eq(deliveries.id, deliveryId), eq(deliveries.isDeleted, false)),
    );
  if (!delivery) throw new EntityNotFoundError(DELIVERY_ENTITY_TYPE, deliveryId);
  return { gate: await receiveGate(tx), lines: await unreleasedLines(tx, tenantId, deliveryId) };
}

/**
 * The receipt check deliveries run before good pieces go into stock: under Stop, lines whose forms
 * are not released are refused, naming them; Warn and Off let the receipt through (the dialog
 * warned already). Registered by name, so building the app twice registers once.
 */
export function registerInspectionReceiptGate(): void {
  registerReceiptCheck('inspection', async (tx, tenantId, deliveryId, lineIds) => {
    if (lineIds.length === 0) return;
    if ((await receiveGate(tx)) !== 'Stop') return;
    const held = await unreleasedLines(tx, tenantId, deliveryId, lineIds);
    if (held.length === 0) return;
    const [delivery] = await tx
      .select({ deliveryNo: deliveries.deliveryNo })
      .from(deliveries)
      .where(and(eq(deliveries.tenantId, tenantId), eq(deliveries.id, deliveryId)));
    throw new BusinessError(
      T(
        inspectionFormTexts,
        'InspectionForm:ReceiptStopped',
        delivery?.deliveryNo ?? deliveryId,
        held.map((h) => h.lineNo).join(', '),
      ),
      { code: 'SupplierPortal:InspectionForm:ReceiptStopped', data: { lines: held } },
    );
  });
}
