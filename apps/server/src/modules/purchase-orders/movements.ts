import {
  LineMovementKind,
  maxDrawableQty,
  PurchaseOrderLineStatus,
  purchaseOrderTexts,
  roundQty,
  type LineMovementKindValue,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import { T } from '../../platform/localization/localizer.js';
import { toLineDto, type PurchaseOrderLineDto } from './dto.js';
import { PURCHASE_ORDER_LINE_ENTITY_TYPE } from './entity.js';
import { purchaseOrderLineMovements, purchaseOrderLines } from './schema.js';

export interface LineMovementInput {
  lineId: string;
  deliveryId?: string | null;
  deliveryNo?: string | null;
  kind: LineMovementKindValue;
  qty: number;
  /** Who recorded it (the delivery's actor); null for the system. */
  actor?: { id: string | null; name: string | null };
}

const refuse = (key: Parameters<typeof T<typeof purchaseOrderTexts>>[1], ...args: unknown[]) =>
  new BusinessError(T(purchaseOrderTexts, key, ...args), { code: `SupplierPortal:${key}` });

/**
 * Records a delivery's quantity against a PO line, in the caller's transaction, and keeps the
 * line's delivered and received quantities (so its open quantity) current. The line is locked, so
 * two deliveries drawing from it at once are serialised and cannot together exceed it.
 *
 * - Shipped: draws from the line; refused beyond `ordered * (1 + tolerance) - delivered`, and on a
 *   line that is not open.
 * - Received: the buyer received part of what was shipped; at most shipped and not yet received.
 * - Cancelled: a shipment is withdrawn; gives back at most what was shipped and not yet received.
 *
 * Runs in the caller's scope: a vendor reaches only their own supplier's lines (others are a 404).
 * The deliveries module (vendor labels) calls it.
 */
export async function recordLineMovement(tx: Tx, input: LineMovementInput): Promise<PurchaseOrderLineDto> {
  const [line] = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.id, input.lineId))
    .for('update');
  if (!line) throw new EntityNotFoundError(PURCHASE_ORDER_LINE_ENTITY_TYPE, input.lineId);
  const qty = roundQty(input.qty);
  if (!(qty > 0)) throw refuse('PurchaseOrders:OverDelivery', line.lineNo, input.qty, maxDrawableQty(line));

  let delivered = line.deliveredQty;
  let received = line.receivedQty;
  const inTransit = roundQty(delivered - received);
  switch (input.kind) {
    case LineMovementKind.Shipped: {
      if (line.status !== PurchaseOrderLineStatus.Open)
        throw refuse('PurchaseOrders:LineNotOpen', line.lineNo, line.poNo);
      const max = maxDrawableQty(line);
      if (qty > max) throw refuse('PurchaseOrders:OverDelivery', line.lineNo, qty, max);
      delivered = roundQty(delivered + qty);
      break;
    }
    case LineMovementKind.Received:
      if (qty > inTransit) throw refuse('PurchaseOrders:ReceiveExceedsShipped', line.lineNo, qty, inTransit);
      received = roundQty(received + qty);
      break;
    case LineMovementKind.Cancelled:
      if (qty > inTransit) throw refuse('PurchaseOrders:ReceiveExceedsShipped', line.lineNo, qty, inTransit);
      delivered = roundQty(delivered - qty);
      break;
  }

  const [updated] = await tx
    .update(purchaseOrderLines)
    .set({ deliveredQty: delivered, receivedQty: received, lastModificationTime: new Date() })
    .where(and(eq(purchaseOrderLines.tenantId, line.tenantId), eq(purchaseOrderLines.id, line.id)))
    .returning();
  await tx.insert(purchaseOrderLineMovements).values({
    tenantId: line.tenantId,
    id: newId(),
    supplierId: line.supplierId,
    lineId: line.id,
    poId: line.poId,
    deliveryId: input.deliveryId ?? null,
    deliveryNo: input.deliveryNo ?? null,
    kind: input.kind,
    qty,
    actorId: input.actor?.id ?? null,
    actorName: input.actor?.name ?? null,
  });
  return toLineDto(updated!);
}
