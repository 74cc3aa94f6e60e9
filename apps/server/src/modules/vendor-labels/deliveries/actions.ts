import {
  deliveryTexts,
  deliveryWorkflow,
  LabelStatus,
  LineMovementKind,
  roundQty,
  type DeliveryAction,
  type DeliveryReceiveInput,
  type DeliveryShipInput,
} from '@sp/contracts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { BusinessError } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertTransition, transition } from '../../../platform/workflow/transition.js';
import { recordLineMovement } from '../../purchase-orders/movements.js';
import { deliveries, deliveryLines, labelRecords } from '../schema.js';
import { auditedDelivery, type DeliveryDto, type DeliveryRow } from './dto.js';
import { announceRejected, announceSubmitted } from './mail.js';
import { findDelivery, getDelivery, linesOf, supplierOf } from './service.js';
import { runReceiptChecks } from './receipt-checks.js';
import { recordShipEvent, type ShipEvent, type ShipEventDetails } from './ship-log.js';

/** What a client sends with a plain transition: the reason (reject, cancel, close) and the stamp it read. */
export interface TransitionBody {
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
}

const refuse = (key: Parameters<typeof T<typeof deliveryTexts>>[1], ...args: unknown[]) =>
  new BusinessError(T(deliveryTexts, key, ...args), { code: `SupplierPortal:${key}` });

const EVENT: Record<DeliveryAction, ShipEvent> = {
  submit: 'Submitted',
  confirm: 'Confirmed',
  reject: 'Rejected',
  ship: 'Shipped',
  receive: 'Received',
  receivePart: 'Received',
  close: 'Closed',
  cancel: 'Cancelled',
};

interface Move {
  action: DeliveryAction;
  /** Taken for the caller by the service (a partial receipt): checked as `asAction`, recorded as `action`. */
  asAction?: DeliveryAction;
  body?: TransitionBody | undefined;
  /** Columns the action sets besides the status. */
  set?: (before: DeliveryRow) => Partial<typeof deliveries.$inferInsert>;
  /** Side effects in the same transaction, after the status is written. */
  effects?: (after: DeliveryRow) => Promise<void>;
  event?: ShipEventDetails;
}

/**
 * One workflow step of a note: the row locked, state / policy / side / reason checked by the
 * workflow, the status written with its history row, audit change and ship-log event, and the
 * effects, all in the caller's transaction.
 */
async function move(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  m: Move,
  prepare?: (before: DeliveryRow) => Promise<void>,
): Promise<DeliveryRow> {
  const before = await findDelivery(tx, tenantId, id, true);
  const system = m.asAction !== undefined;
  // State, policy and side first, so a precondition never answers for a move that is not allowed
  // anyway. With `asAction` the caller asked for that action; the system step it leads to is the
  // service's.
  assertTransition(deliveryWorkflow, m.asAction ?? m.action, before, actor);
  await prepare?.(before);
  const comment = m.body?.comment?.trim() || null;
  const after = await transition(tx, {
    workflow: deliveryWorkflow,
    action: m.action,
    system,
    row: before,
    actor,
    audit,
    comment,
    concurrencyStamp: m.body?.concurrencyStamp,
    update: async (to, stamp) =>
      tx
        .update(deliveries)
        .set({
          status: to,
          ...m.set?.(before),
          concurrencyStamp: stamp,
          lastModificationTime: new Date(),
          lastModifierId: actor.id,
        })
        .where(
          and(
            eq(deliveries.tenantId, tenantId),
            eq(deliveries.id, id),
            eq(deliveries.concurrencyStamp, before.concurrencyStamp),
          ),
        )
        .returning(),
    audited: auditedDelivery,
    effects: m.effects,
  });
  await recordShipEvent(tx, after, EVENT[m.action], actor, { remark: comment, ...m.event });
  return after;
}

/** The labels of a note that still count (not voided). */
const liveLabels = (tenantId: string, deliveryId: string) =>
  and(
    eq(labelRecords.tenantId, tenantId),
    eq(labelRecords.deliveryId, deliveryId),
    ne(labelRecords.status, LabelStatus.Voided),
  );

async function setLabelStatus(
  tx: Tx,
  tenantId: string,
  deliveryId: string,
  status: number,
  voidReason?: string,
) {
  await tx
    .update(labelRecords)
    .set({ status, ...(voidReason ? { voidReason } : {}), lastModificationTime: new Date() })
    .where(liveLabels(tenantId, deliveryId));
}

/** Submitting needs labels generated from the lines as they are now. */
export async function submitDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody,
): Promise<DeliveryDto> {
  let supplierName = '';
  await move(
    tx,
    audit,
    tenantId,
    id,
    actor,
    {
      action: 'submit',
      body,
      set: () => ({ submittedById: actor.id, submittedTime: new Date(), rejectReason: null }),
      effects: (after) => announceSubmitted(tx, after, supplierName, actor.id),
    },
    async (before) => {
      if (before.labelsRevision === null) throw refuse('Delivery:LabelsMissing');
      if (before.labelsRevision !== before.linesRevision) throw refuse('Delivery:LabelsOutdated');
      supplierName = (await supplierOf(tx, tenantId, before.supplierId)).name;
    },
  );
  return getDelivery(tx, tenantId, id, actor);
}

export async function confirmDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody,
) {
  await move(tx, audit, tenantId, id, actor, { action: 'confirm', body });
  return getDelivery(tx, tenantId, id, actor);
}

/** The buyer rejects with a reason; the supplier's contacts and users are told why. */
export async function rejectDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody,
) {
  const reason = body?.comment?.trim() ?? '';
  await move(tx, audit, tenantId, id, actor, {
    action: 'reject',
    body,
    set: () => ({ rejectReason: reason || null }),
    effects: async (after) =>
      announceRejected(tx, after, await supplierOf(tx, tenantId, after.supplierId), reason, actor.id),
  });
  return getDelivery(tx, tenantId, id, actor);
}

/** Cancelling before shipping voids the note's labels: nothing of it may be scanned at the dock. */
export async function cancelDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody,
) {
  await move(tx, audit, tenantId, id, actor, {
    action: 'cancel',
    body,
    effects: () => setLabelStatus(tx, tenantId, id, LabelStatus.Voided, body?.comment?.trim() || 'Cancelled'),
  });
  return getDelivery(tx, tenantId, id, actor);
}

/**
 * Shipping: the goods leave, so each line's quantity is drawn from its PO line (refused, with the PO
 * line's reason, when the order changed since and can no longer take it), the labels lock (Shipped)
 * and carrier and tracking number are kept. Every live label must have been printed.
 */
export async function shipDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: DeliveryShipInput,
  actor: WorkflowActor,
  body?: TransitionBody,
) {
  await move(
    tx,
    audit,
    tenantId,
    id,
    actor,
    {
      action: 'ship',
      body,
      set: () => ({
        carrier: input.carrier,
        trackingNo: input.trackingNo,
        vehicleNo: input.vehicleNo ?? null,
        driverPhone: input.driverPhone ?? null,
        shipTime: input.shipTime ? new Date(input.shipTime) : new Date(),
      }),
      effects: async (after) => {
        for (const line of await linesOf(tx, tenantId, id)) {
          await recordLineMovement(tx, {
            lineId: line.poLineId,
            deliveryId: id,
            deliveryNo: after.deliveryNo,
            kind: LineMovementKind.Shipped,
            qty: line.qty,
            actor: { id: actor.id, name: actor.name },
          });
        }
        await setLabelStatus(tx, tenantId, id, LabelStatus.Shipped);
      },
    },
    async () => {
      const [unprinted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(labelRecords)
        .where(and(liveLabels(tenantId, id), eq(labelRecords.printCount, 0)));
      if (Number(unprinted?.n ?? 0) > 0) throw refuse('Delivery:LabelsNotPrinted', Number(unprinted!.n));
    },
  );
  return getDelivery(tx, tenantId, id, actor);
}

/**
 * Receipt of some or all lines (the warehouse, or the ERP through an integration client): good
 * pieces are received on the PO line, rejected pieces go back to its open quantity (to be
 * delivered again). When every line is accounted for in full the note is Received, otherwise
 * PartiallyReceived. Refused past what is still in transit on a line.
 */
export async function receiveDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: DeliveryReceiveInput,
  actor: WorkflowActor,
  clientId: string | null = null,
): Promise<DeliveryDto> {
  // Locked before the lines are read, so two receipts of one note cannot both count the same pieces.
  await findDelivery(tx, tenantId, id, true);
  const lines = await linesOf(tx, tenantId, id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const now = new Date();
  let received = 0;
  const updates = input.lines.map((r) => {
    const line = byId.get(r.lineId);
    if (!line) throw refuse('Delivery:ReceiveLineUnknown');
    const inTransit = roundQty(line.qty - line.receivedQty - line.badQty);
    const taken = roundQty(r.receivedQty + r.badQty);
    if (taken > inTransit + 1e-9) throw refuse('Delivery:ReceiveOverShipped', line.lineNo, taken, inTransit);
    received = roundQty(received + r.receivedQty);
    return { line, r };
  });
  // Good pieces taken into stock: other areas (incoming inspection) may hold them back.
  await runReceiptChecks(
    tx,
    tenantId,
    id,
    updates.filter((u) => u.r.receivedQty > 0).map((u) => u.line.id),
  );
  const complete = lines.every((l) => {
    const u = updates.find((x) => x.line.id === l.id);
    const done = roundQty(l.receivedQty + l.badQty + (u ? u.r.receivedQty + u.r.badQty : 0));
    return done >= l.qty - 1e-9;
  });
  const action: DeliveryAction = complete ? 'receive' : 'receivePart';
  await move(tx, audit, tenantId, id, actor, {
    action,
    ...(complete ? {} : { asAction: 'receive' as const }),
    body: { comment: input.remark ?? null },
    set: () => ({ receivedTime: now }),
    event: { qty: received, cartons: null, clientId },
    effects: async (after) => {
      for (const { line, r } of updates) {
        const movement = {
          lineId: line.poLineId,
          deliveryId: id,
          deliveryNo: after.deliveryNo,
          actor: { id: actor.id, name: actor.name },
        };
        if (r.receivedQty > 0)
          await recordLineMovement(tx, { ...movement, kind: LineMovementKind.Received, qty: r.receivedQty });
        if (r.badQty > 0)
          await recordLineMovement(tx, { ...movement, kind: LineMovementKind.Cancelled, qty: r.badQty });
        await tx
          .update(deliveryLines)
          .set({
            receivedQty: roundQty(line.receivedQty + r.receivedQty),
            badQty: roundQty(line.badQty + r.badQty),
            badReason: r.badReason ?? line.badReason,
            receivedTime: now,
          })
          .where(and(eq(deliveryLines.tenantId, tenantId), eq(deliveryLines.id, line.id)));
      }
      if (complete) await setLabelStatus(tx, tenantId, id, LabelStatus.Received);
    },
  });
  return getDelivery(tx, tenantId, id, actor);
}

/** Ends a partial receipt short: what never arrived goes back to the PO lines' open quantity. */
export async function closeDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody,
) {
  await move(tx, audit, tenantId, id, actor, {
    action: 'close',
    body,
    effects: async (after) => {
      const short = await tx
        .select()
        .from(deliveryLines)
        .where(
          and(
            eq(deliveryLines.tenantId, tenantId),
            eq(deliveryLines.deliveryId, id),
            gt(sql`${deliveryLines.qty} - ${deliveryLines.receivedQty} - ${deliveryLines.badQty}`, 0),
          ),
        );
      for (const line of short) {
        await recordLineMovement(tx, {
          lineId: line.poLineId,
          deliveryId: id,
          deliveryNo: after.deliveryNo,
          kind: LineMovementKind.Cancelled,
          qty: roundQty(line.qty - line.receivedQty - line.badQty),
          actor: { id: actor.id, name: actor.name },
        });
      }
    },
  });
  return getDelivery(tx, tenantId, id, actor);
}
