import {
  DeliveryStatus,
  IqcConfigStatus,
  type DeliveryStatusValue,
  type InspectionDocTypeValue,
  type InspectionFormDto,
  type InspectionItemDef,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { multipartBody } from '../../../../test/multipart.js';
import { callerHeaders, type World, type WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { settingValues } from '../../../platform/settings/schema.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { purchaseOrderLines } from '../../purchase-orders/schema.js';
import { deliveries } from '../../vendor-labels/schema.js';
import { noteBody, openLine } from '../../vendor-labels/deliveries/test-fixtures.js';
import { iqcMaterialConfigs } from '../schema.js';

export const FORMS = '/api/app/inspectionForm';

/** An inspection item of a configuration (a dimension, L = 10.0 ± 0.1 mm, by default). */
export const item = (o: Partial<InspectionItemDef> & { itemCode: string }): InspectionItemDef => ({
  name: `Item ${o.itemCode}`,
  method: null,
  spec: null,
  valueType: 'Decimal',
  lsl: 9.9,
  usl: 10.1,
  unit: 'mm',
  choices: [],
  okChoices: [],
  severity: 'Major',
  sampleOverride: null,
  ...o,
});

export const DEFAULT_ITEMS: InspectionItemDef[] = [
  item({ itemCode: 'DIM-L', name: 'Length', spec: 'L = 10.0 ± 0.1 mm' }),
  item({ itemCode: 'APPEAR', name: 'Appearance', valueType: 'PassFail', lsl: null, usl: null, unit: null }),
  item({
    itemCode: 'SOLDER',
    name: 'Solderability',
    valueType: 'Choice',
    lsl: null,
    usl: null,
    unit: null,
    choices: ['Good', 'Fair', 'Poor'],
    okChoices: ['Good', 'Fair'],
    severity: 'Minor',
    sampleOverride: 5,
  }),
];

export interface ConfigOptions {
  mode?: 'Full' | 'Sampling' | 'Exempt' | 'SkipLot';
  status?: number;
  requiredDocs?: InspectionDocTypeValue[];
  items?: InspectionItemDef[];
  aqlMajor?: number | null;
  aqlCritical?: number | null;
}

/** A configuration of a supplier's part written straight in (the configs API has its own tests): Confirmed, level II. */
export async function configFor(
  w: World,
  tenant: WorldTenant,
  supplierId: string,
  partNo: string,
  o: ConfigOptions = {},
) {
  const id = newId();
  await inScope(w.server.database.db, tenantScope(tenant.id), (tx) =>
    tx.insert(iqcMaterialConfigs).values({
      id,
      supplierId,
      partNo,
      partName: 'Chip capacitor 0402 100nF',
      inspectionMode: o.mode ?? 'Sampling',
      inspectionLevel: 'II',
      // No critical AQL by default: 0.065 at J points down the table to n 200.
      aqlCritical: o.aqlCritical ?? null,
      aqlMajor: o.aqlMajor === undefined ? 0.65 : o.aqlMajor,
      aqlMinor: 2.5,
      requiredDocs: o.requiredDocs ?? ['COC'],
      items: o.items ?? DEFAULT_ITEMS,
      status: o.status ?? IqcConfigStatus.Confirmed,
    }),
  );
  return id;
}

export interface LotOptions {
  supplier?: number;
  qty?: number;
  /** The note's status, written straight in (default Submitted: its lines are fixed). */
  status?: DeliveryStatusValue;
  config?: ConfigOptions | null;
}

/**
 * A delivery note of one lot (a line of `qty`) drafted by the supplier's vendor through the API,
 * moved to `status` directly, and (unless `config: null`) a configuration of its part.
 */
export async function lotOf(w: World, tenant: WorldTenant, o: LotOptions = {}) {
  const line = await openLine(w, tenant, { supplier: o.supplier ?? 0, orderedQty: 100_000 });
  const vendor = w.api(line.supplier.vendor.token);
  const created = await vendor.post('/api/app/delivery', noteBody(line.lineId, o.qty ?? 1200));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const delivery = created.body as {
    id: string;
    deliveryNo: string;
    lines: { id: string; lineNo: number }[];
  };
  const poLine = { id: line.lineId, qty: o.qty ?? 1200 };
  await setDeliveryStatus(w, tenant, delivery.id, o.status ?? DeliveryStatus.Submitted, poLine);
  if (o.config !== null) await configFor(w, tenant, line.supplier.id, line.partNo, o.config ?? {});
  return {
    poLine,
    supplier: line.supplier,
    vendor,
    partNo: line.partNo,
    deliveryId: delivery.id,
    deliveryNo: delivery.deliveryNo,
    lineId: delivery.lines[0]!.id,
  };
}

/**
 * Moves a note to `status` directly (its own tests cover the steps); shipped, its PO line counts
 * the lot as delivered, as the ship step records it, so the receipt finds it in transit.
 */
export async function setDeliveryStatus(
  w: World,
  tenant: WorldTenant,
  id: string,
  status: DeliveryStatusValue,
  poLine?: { id: string; qty: number },
) {
  await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    await tx
      .update(deliveries)
      .set({ status })
      .where(and(eq(deliveries.tenantId, tenant.id), eq(deliveries.id, id)));
    if (poLine && status === DeliveryStatus.Shipped)
      await tx
        .update(purchaseOrderLines)
        .set({ deliveredQty: poLine.qty })
        .where(and(eq(purchaseOrderLines.tenantId, tenant.id), eq(purchaseOrderLines.id, poLine.id)));
  });
}

/** A lot and its Draft form, made by the vendor. */
export async function draftForm(w: World, tenant: WorldTenant, o: LotOptions = {}) {
  const lot = await lotOf(w, tenant, o);
  const res = await lot.vendor.post(FORMS, { deliveryLineId: lot.lineId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...lot, form: res.body as InspectionFormDto };
}

/** The vendor's part of a form, every item answered OK, conclusion Pass. */
export const passingAnswers = (o: Record<string, unknown> = {}) => ({
  vendorInspector: 'Zhang San',
  vendorInspectDate: '2026-11-24',
  results: [
    { itemCode: 'DIM-L', values: [10.0, 10.05, 9.95] },
    { itemCode: 'APPEAR', values: ['OK'] },
    { itemCode: 'SOLDER', values: ['Good'] },
  ],
  ngCritical: 0,
  ngMajor: 0,
  ngMinor: 0,
  vendorConclusion: 'Pass',
  ...o,
});

/** Uploads a document of `docType` to a form (a small PDF). */
export async function attach(
  w: World,
  token: string,
  formId: string,
  docType: InspectionDocTypeValue,
  name = 'coc.pdf',
) {
  const { payload, headers } = multipartBody([{ name: 'file', filename: name, content: '%PDF-1.7 coc' }]);
  return w.server.app.inject({
    method: 'POST',
    url: `/api/app/attachment?ownerType=InspectionForm&ownerId=${formId}&category=${docType}`,
    headers: { ...callerHeaders(token), ...headers },
    payload,
  });
}

/** A form filled, its CoC attached, submitted by the vendor. */
export async function submittedForm(w: World, tenant: WorldTenant, o: LotOptions = {}) {
  const lot = await draftForm(w, tenant, o);
  const put = await lot.vendor.put(`${FORMS}/${lot.form.id}`, passingAnswers());
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const up = await attach(w, lot.supplier.vendor.token, lot.form.id, 'COC');
  expect(up.statusCode, up.body).toBe(200);
  const sub = await lot.vendor.post(`${FORMS}/${lot.form.id}/submit`, {});
  expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  return { ...lot, form: sub.body as InspectionFormDto };
}

/** Sets the tenant's receive gate (a tenant row of the setting). */
export async function setReceiveGate(w: World, tenant: WorldTenant, value: 'Off' | 'Warn' | 'Stop') {
  await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    await tx
      .delete(settingValues)
      .where(
        and(
          eq(settingValues.tenantId, tenant.id),
          eq(settingValues.name, SettingNames.InspectionReceiveGate),
        ),
      );
    await tx.insert(settingValues).values({ name: SettingNames.InspectionReceiveGate, value });
  });
}
