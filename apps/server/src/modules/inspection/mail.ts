import {
  deliveryWorkflow,
  iqcConfigWorkflow,
  inspectionFormWorkflow,
  inspectionTexts,
  Policies,
  type Texts,
} from '@sp/contracts';
import type { Tx } from '../../platform/db/client.js';
import type { MailEventDefinition } from '../../platform/notifications/events.js';
import { notify } from '../../platform/notifications/notify.js';
import { buyersHolding } from '../../platform/permissions/holders.js';
import { tenantToday } from '../letters/expiry/clock.js';
import {
  configToConfirm,
  configVendorConfirmed,
  formAccepted,
  formConditionallyAccepted,
  formMissing,
  formRejected,
  formReturned,
  formSubmitted,
} from './effects/mail-events.js';
import { poBuyerUserIds, supplierRecipients } from './effects/recipients.js';
import type { inspectionForms, iqcMaterialConfigs } from './schema.js';

/**
 * The area's mail events (business-domain §5.2), raised inside the caller's transaction after the
 * change, so nothing is sent unless it commits. The wording is in effects/mail-events.ts; this file
 * picks the recipients and fills the data:
 * - a configuration to confirm → the supplier (its users and contacts);
 * - confirmed by the supplier → IQC who put configurations in force (`PartNoConfirm.Confirm`);
 * - a form submitted → IQC reviewers (`AdminFormOverview.Review`);
 * - returned → the supplier, with the comment;
 * - rejected / conditionally accepted → the supplier, IQC and SQE (`AdminFormOverview`) and the
 *   buyer of the lot's purchase order, with the disposition;
 * - accepted → the supplier's users only (the platform has no in-app-only notice, so each gets the
 *   notification and a mail; the contacts' addresses are spared a mail that asks nothing of them);
 * - shipped without a form (the daily job) → the supplier.
 */
export type ConfigRow = typeof iqcMaterialConfigs.$inferSelect;
export type FormRow = typeof inspectionForms.$inferSelect;

/** `Submitted` (→ IQC), `Returned` (→ vendor, with the comment), `Rejected` / `ConditionallyAccepted` (→ vendor, buyer, SQE, with the disposition), `Accepted` (→ vendor, in-app). */
export type FormMailEvent = 'Submitted' | 'Returned' | 'Accepted' | 'ConditionallyAccepted' | 'Rejected';

type Data = Record<string, unknown>;
const BASE = '/incoming-inspection-file';
/** The configurations page filtered to the part (the list reads its filters from the URL). */
const configRoute = (partNo: string) => `${BASE}/partno-confirm?partNo=${encodeURIComponent(partNo)}`;
const vendorFormRoute = (id: string) => `${BASE}/vendor-form-detail?id=${id}`;
const adminFormRoute = (id: string) => `${BASE}/admin-form-detail?id=${id}`;
const deliveryRoute = (id: string) => `/vendor-label/delivery-detail?id=${id}`;
const configEntity = (id: string) => ({ type: iqcConfigWorkflow.entity, id });
const formEntity = (id: string) => ({ type: inspectionFormWorkflow.entity, id });

const texts = inspectionTexts.texts as Readonly<Record<string, Texts>>;
const same = (s: string): Texts => [s, s, s];
const enumText = (name: string, value: string | null | undefined): Texts =>
  value ? (texts[`Enum:${name}.${value}`] ?? same(value)) : same('');

/** One placeholder per language: `{ nameEn, nameZhHans, nameZhHant }`. */
function tri<P extends string>(prefix: P, t: Texts) {
  return { [`${prefix}En`]: t[0], [`${prefix}ZhHans`]: t[1], [`${prefix}ZhHant`]: t[2] } as Record<
    `${P}En` | `${P}ZhHans` | `${P}ZhHant`,
    string
  >;
}

/** `Critical 0.065, Major 0.65` in each language, for the severities that have an AQL. */
function aqlTexts(row: Pick<ConfigRow, 'aqlCritical' | 'aqlMajor' | 'aqlMinor'>): Texts {
  const parts = (
    [
      ['Critical', row.aqlCritical],
      ['Major', row.aqlMajor],
      ['Minor', row.aqlMinor],
    ] as const
  ).filter(([, aql]) => aql !== null && aql !== undefined);
  const join = (i: 0 | 1 | 2, sep: string) =>
    parts.map(([sev, aql]) => `${enumText('DefectSeverity', sev)[i]} ${aql}`).join(sep);
  return [join(0, ', '), join(1, '，'), join(2, '，')];
}

function configData(row: ConfigRow, supplier: string): Data {
  const docs = row.requiredDocs.map((d) => tri('name', enumText('InspectionDocType', d)));
  return {
    supplier,
    partNo: row.partNo,
    partName: row.partName,
    ...tri('mode', enumText('InspectionMode', row.inspectionMode)),
    level: row.inspectionLevel ?? '',
    ...tri('aql', aqlTexts(row)),
    hasDocs: docs.length > 0,
    docs,
    itemCount: row.items.length,
    remark: row.remark ?? '',
  };
}

/** IQC put a configuration (new or revised) to the supplier to confirm. */
export async function mailConfigToConfirm(tx: Tx, row: ConfigRow): Promise<void> {
  const supplier = await supplierRecipients(tx, row.tenantId, row.supplierId);
  await notify(tx, configToConfirm, {
    userIds: supplier.userIds,
    emails: supplier.emails,
    // Made before: the supplier had it (and confirmed it) already, so this is a revision.
    data: {
      ...configData(row, supplier.label),
      revised: !!(row.vendorConfirmedTime || row.confirmedTime || row.lastModificationTime),
    },
    route: configRoute(row.partNo),
    entity: configEntity(row.id),
  });
}

/** The supplier confirmed a configuration: IQC confirms it in turn. */
export async function mailConfigVendorConfirmed(tx: Tx, row: ConfigRow): Promise<void> {
  const supplier = await supplierRecipients(tx, row.tenantId, row.supplierId);
  await notify(tx, configVendorConfirmed, {
    userIds: await buyersHolding(tx, Policies['QualityControl.IIF'].PartNoConfirm.Confirm.name),
    data: { ...configData(row, supplier.label), by: row.vendorConfirmedByName ?? '' },
    route: configRoute(row.partNo),
    entity: configEntity(row.id),
  });
}

function formData(row: FormRow, supplier: string): Data {
  return {
    formNo: row.formNo,
    version: row.version > 1 ? row.version : '',
    supplier,
    partNo: row.partNo,
    partName: row.partName ?? '',
    deliveryNo: row.deliveryNo,
    deliveryLineNo: row.deliveryLineNo,
    poNo: row.poNo,
    lotNo: row.lotNo,
    lotQty: row.lotQty,
    sampleSize: row.sampleSize,
    ngCritical: row.ngCritical,
    ngMajor: row.ngMajor,
    ngMinor: row.ngMinor,
    ...tri('conclusion', enumText('VendorConclusion', row.vendorConclusion)),
  };
}

const DECISIONS: Record<'Accepted' | 'ConditionallyAccepted' | 'Rejected', MailEventDefinition<Data>> = {
  Accepted: formAccepted,
  ConditionallyAccepted: formConditionallyAccepted,
  Rejected: formRejected,
};

export async function mailFormEvent(
  tx: Tx,
  event: FormMailEvent,
  row: FormRow,
  comment?: string | null,
): Promise<void> {
  const supplier = await supplierRecipients(tx, row.tenantId, row.supplierId);
  const note = comment?.trim() || (event === 'Submitted' ? '' : (row.reviewComment ?? ''));
  const data = { ...formData(row, supplier.label), comment: note };
  const entity = formEntity(row.id);

  if (event === 'Submitted') {
    await notify(tx, formSubmitted, {
      userIds: await buyersHolding(tx, Policies['QualityControl.IIF'].AdminFormOverview.Review.name),
      data,
      route: adminFormRoute(row.id),
      entity,
    });
    return;
  }
  if (event === 'Returned') {
    await notify(tx, formReturned, {
      userIds: supplier.userIds,
      emails: supplier.emails,
      data,
      route: vendorFormRoute(row.id),
      entity,
    });
    return;
  }

  const decided: Data = {
    ...data,
    ...tri('disposition', enumText('Disposition', row.disposition)),
    reviewer: row.reviewerName ?? '',
    date: await tenantToday(tx, row.reviewTime ?? new Date()),
  };
  const ev = DECISIONS[event];
  await notify(tx, ev, {
    userIds: supplier.userIds,
    // A plain acceptance asks nothing of the supplier: their users are told, the contacts are not.
    emails: event === 'Accepted' ? [] : supplier.emails,
    data: decided,
    route: vendorFormRoute(row.id),
    entity,
  });
  if (event === 'Accepted') return;
  const staff = [
    ...(await buyersHolding(tx, Policies['QualityControl.IIF'].AdminFormOverview.name)),
    ...(await poBuyerUserIds(tx, row.tenantId, row.poNo)),
  ];
  await notify(tx, ev, { userIds: staff, data: decided, route: adminFormRoute(row.id), entity });
}

/** A shipped delivery's lines that need an inspection form and have none (the daily job). */
export interface MissingFormDelivery {
  tenantId: string;
  supplierId: string;
  deliveryId: string;
  deliveryNo: string;
  shipDate: string;
  expectedArrivalDate: string;
  lines: { lineNo: number; partNo: string; partName: string | null; lotNo: string; qty: number }[];
}

/** "Delivery X was shipped without inspection forms" → the supplier, opening the delivery. */
export async function mailMissingForm(tx: Tx, d: MissingFormDelivery): Promise<void> {
  const supplier = await supplierRecipients(tx, d.tenantId, d.supplierId);
  await notify(tx, formMissing, {
    userIds: supplier.userIds,
    emails: supplier.emails,
    data: {
      supplier: supplier.label,
      deliveryNo: d.deliveryNo,
      shipDate: d.shipDate,
      expectedArrivalDate: d.expectedArrivalDate,
      lineCount: d.lines.length,
      lines: d.lines.map((l) => ({ ...l, partName: l.partName ?? '' })),
    },
    route: deliveryRoute(d.deliveryId),
    entity: { type: deliveryWorkflow.entity, id: d.deliveryId },
  });
}
