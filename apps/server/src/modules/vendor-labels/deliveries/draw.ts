import {
  deliveryTexts,
  maxDrawableQty,
  overDrawn,
  PurchaseOrderAckStatus,
  PurchaseOrderStatus,
  roundQty,
  type DeliveryLineInput,
} from '@sp/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { BusinessError } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import { materials } from '../../materials/schema.js';
import { purchaseOrderLines, purchaseOrders } from '../../purchase-orders/schema.js';
import { DELIVERY_EDITABLE, DeliveryStatus } from '@sp/contracts';
import { deliveries, deliveryLines } from '../schema.js';

/** Notes that hold quantity on a PO line without having shipped it yet. */
const RESERVING = [...DELIVERY_EDITABLE, DeliveryStatus.Submitted, DeliveryStatus.Confirmed];

/**
 * What unshipped notes (other than `exceptDeliveryId`) hold on each PO line: drawn on paper, not
 * yet shipped, so not in the line's delivered quantity.
 */
export async function heldOnLines(
  tx: Queryable,
  tenantId: string,
  poLineIds: readonly string[],
  exceptDeliveryId: string | null,
): Promise<Map<string, number>> {
  if (poLineIds.length === 0) return new Map();
  const held = await tx
    .select({ poLineId: deliveryLines.poLineId, qty: sql<string>`sum(${deliveryLines.qty})` })
    .from(deliveryLines)
    .innerJoin(
      deliveries,
      and(eq(deliveries.tenantId, deliveryLines.tenantId), eq(deliveries.id, deliveryLines.deliveryId)),
    )
    .where(
      and(
        eq(deliveryLines.tenantId, tenantId),
        inArray(deliveryLines.poLineId, [...poLineIds]),
        inArray(deliveries.status, RESERVING),
        eq(deliveries.isDeleted, false),
        exceptDeliveryId ? ne(deliveries.id, exceptDeliveryId) : undefined,
      ),
    )
    .groupBy(deliveryLines.poLineId);
  return new Map(held.map((h) => [h.poLineId, Number(h.qty)]));
}

/** A delivery line checked against the PO line it draws from, with what the note copies from it. */
export interface DrawnLine {
  input: DeliveryLineInput;
  supplierId: string;
  poNo: string;
  poLineNo: number;
  partNo: string;
  partName: string | null;
  unit: string;
}

const refuse = (key: Parameters<typeof T<typeof deliveryTexts>>[1], line: number, ...args: unknown[]) =>
  new BusinessError(T(deliveryTexts, key, line, ...args), {
    code: `SupplierPortal:${key}`,
    data: { line },
  });

/**
 * Checks the lines of a note (new, or `deliveryId` being edited) against their PO lines, locked for
 * the rest of the transaction so two notes drawing at once cannot both take the last pieces:
 * - the PO line is visible (row-level security: a vendor's own supplier only), the order open and
 *   acknowledged, the line open;
 * - every line of one note belongs to one supplier;
 * - the quantity fits what the PO line may still deliver (open x (1 + tolerance)) less what other
 *   unshipped notes already hold on it, summed over this note's lines on the same PO line.
 * The first problem refuses the whole note, naming its line (1-based).
 */
export async function drawFromOpenLines(
  tx: Tx,
  tenantId: string,
  lines: readonly DeliveryLineInput[],
  deliveryId: string | null,
): Promise<DrawnLine[]> {
  const ids = [...new Set(lines.map((l) => l.poLineId))];
  const found = await tx
    .select({
      line: purchaseOrderLines,
      orderStatus: purchaseOrders.status,
      ackStatus: purchaseOrders.ackStatus,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.tenantId, purchaseOrderLines.tenantId),
        eq(purchaseOrders.id, purchaseOrderLines.poId),
      ),
    )
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), inArray(purchaseOrderLines.id, ids)))
    .for('update', { of: purchaseOrderLines });
  const byId = new Map(found.map((f) => [f.line.id, f]));

  const heldBy = await heldOnLines(tx, tenantId, ids, deliveryId);

  const names = await tx
    .select({ partNo: materials.partNo, name: materials.name })
    .from(materials)
    .where(
      and(
        eq(materials.tenantId, tenantId),
        inArray(
          materials.partNo,
          found.map((f) => f.line.partNo),
        ),
        eq(materials.isDeleted, false),
      ),
    );
  const nameOf = new Map(names.map((n) => [n.partNo, n.name]));

  const drawing = new Map<string, number>();
  let supplierId: string | null = null;
  return lines.map((input, i) => {
    const at = i + 1;
    const hit = byId.get(input.poLineId);
    if (!hit) throw refuse('Delivery:PoLineOtherSupplier', at);
    const { line } = hit;
    if (supplierId !== null && line.supplierId !== supplierId)
      throw refuse('Delivery:PoLineOtherSupplier', at);
    supplierId = line.supplierId;
    const open =
      hit.orderStatus === PurchaseOrderStatus.Open &&
      hit.ackStatus === PurchaseOrderAckStatus.Acknowledged &&
      line.status === PurchaseOrderStatus.Open;
    if (!open) throw refuse('Delivery:PoLineNotOpen', at, line.poNo, line.lineNo);
    const drawn = roundQty((drawing.get(line.id) ?? 0) + input.qty);
    drawing.set(line.id, drawn);
    const available = Math.max(0, roundQty(maxDrawableQty(line) - (heldBy.get(line.id) ?? 0)));
    if (overDrawn(drawn, available))
      throw refuse('Delivery:OverOpenQty', at, input.qty, available, line.poNo, line.lineNo);
    return {
      input,
      supplierId: line.supplierId,
      poNo: line.poNo,
      poLineNo: line.lineNo,
      partNo: line.partNo,
      partName: nameOf.get(line.partNo) ?? null,
      unit: line.unit,
    };
  });
}
