import { bomWorkflow, Policies, type PolicyName } from '@sp/contracts';
import type { Tx } from '../../platform/db/client.js';
import type { MailEventDefinition } from '../../platform/notifications/events.js';
import { notify } from '../../platform/notifications/notify.js';
import { buyersHolding } from '../../platform/permissions/holders.js';
import { supplierRecipients, type SupplierRecipients } from '../inspection/effects/recipients.js';
import { tenantToday } from '../letters/expiry/clock.js';
import {
  bomApproved,
  bomRejected,
  bomReleased,
  bomSubmitted,
  bomUpdateRequested,
} from './effects/mail-events.js';
import type { bomHeaders } from './schema.js';

/**
 * The area's mail events (business-domain §6.2), raised inside the caller's transaction after the
 * change, so nothing is sent unless it commits. The wording is in effects/mail-events.ts; this file
 * picks the recipients and fills the data:
 * - submitted → engineering, the holders of `Material.SMC.Glt.Review`;
 * - rejected → the supplier (its active users and its contacts), with the reason;
 * - approved / released → the supplier, and on the buyer side the holders of the BOM overview
 *   (`Material.SMC.Glt`), purchasing (`MasterData.PurchaseOrders`) and IQC
 *   (`QualityControl.IIF.AdminFormOverview`), found by policy as incoming inspection finds them;
 * - update requested (after an ECN) → the supplier, with the ECN and what to change.
 * A standard BOM (ours, no supplier) has no supplier side: only the buyer-side recipients are told.
 */
export type BomRow = typeof bomHeaders.$inferSelect;

/**
 * `Submitted` (→ engineering: holders of Glt.Review), `Rejected` (→ the supplier, with the reason),
 * `Approved` / `Released` (→ the supplier, the buyer, IQC), `UpdateRequested` (→ the supplier,
 * with the ECN and what to change).
 */
export type BomMailEvent = 'Submitted' | 'Rejected' | 'Approved' | 'Released' | 'UpdateRequested';

type Data = Record<string, unknown>;
const BASE = '/supplier-material-control';
const buyerRoute = (id: string) => `${BASE}/bom-detail?id=${id}`;
const vendorRoute = (id: string) => `${BASE}/supplier-bom-edit?id=${id}`;

const EVENTS: Record<BomMailEvent, MailEventDefinition<Data>> = {
  Submitted: bomSubmitted,
  Rejected: bomRejected,
  Approved: bomApproved,
  Released: bomReleased,
  UpdateRequested: bomUpdateRequested,
};

/** The buyer side told of an approved or released revision. */
const INFORMED: readonly PolicyName[] = [
  Policies['Material.SMC'].Glt.name,
  Policies.MasterData.PurchaseOrders.name,
  Policies['QualityControl.IIF'].AdminFormOverview.name,
];

const NO_SUPPLIER: SupplierRecipients = { label: '', userIds: [], emails: [] };

async function buyerSide(tx: Tx, policies: readonly PolicyName[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const p of policies) for (const id of await buyersHolding(tx, p)) ids.add(id);
  return [...ids];
}

export async function mailBomEvent(
  tx: Tx,
  event: BomMailEvent,
  row: BomRow,
  comment?: string | null,
): Promise<void> {
  const supplier = row.supplierId ? await supplierRecipients(tx, row.tenantId, row.supplierId) : NO_SUPPLIER;
  const when =
    event === 'Approved' ? row.approvedTime : event === 'Released' ? (row.releasedTime ?? new Date()) : null;
  const by = event === 'Submitted' ? row.submittedByName : event === 'Approved' ? row.approvedByName : null;
  const data: Data = {
    bomNo: row.bomNo,
    parentPartNo: row.parentPartNo,
    parentName: row.parentName,
    revision: row.revision,
    supplier: supplier.label,
    ecnNo: row.ecnNo ?? '',
    effectiveFrom: row.effectiveFrom,
    lineCount: row.lineCount,
    by: by ?? '',
    date: when ? await tenantToday(tx, when) : '',
    comment:
      comment?.trim() ||
      (event === 'Rejected' ? (row.rejectReason ?? '') : '') ||
      (event === 'UpdateRequested' ? (row.updateRequestNote ?? '') : ''),
  };
  const ev = EVENTS[event];
  const entity = { type: bomWorkflow.entity, id: row.id };

  if (event === 'Submitted') {
    await notify(tx, ev, {
      userIds: await buyersHolding(tx, Policies['Material.SMC'].Glt.Review.name),
      data,
      route: buyerRoute(row.id),
      entity,
    });
    return;
  }
  await notify(tx, ev, {
    userIds: supplier.userIds,
    emails: supplier.emails,
    data,
    route: vendorRoute(row.id),
    entity,
  });
  if (event === 'Approved' || event === 'Released')
    await notify(tx, ev, { userIds: await buyerSide(tx, INFORMED), data, route: buyerRoute(row.id), entity });
}
