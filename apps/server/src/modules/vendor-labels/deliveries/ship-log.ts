import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { shipLogs } from '../schema.js';
import type { DeliveryRow } from './dto.js';

/** The events of a delivery's life the ship log shows (texts `ShipLog:Event.<type>`). */
export const SHIP_EVENTS = [
  'Created',
  'LabelsGenerated',
  'Submitted',
  'Confirmed',
  'Rejected',
  'Shipped',
  'Received',
  'Closed',
  'Cancelled',
] as const;
export type ShipEvent = (typeof SHIP_EVENTS)[number];

export interface ShipEventDetails {
  cartons?: number | null;
  qty?: number | null;
  remark?: string | null;
  /** The integration client that reported it (an ERP's receipt). */
  clientId?: string | null;
}

/** Writes one ship-log row in the caller's transaction (so it exists exactly when the change does). */
export async function recordShipEvent(
  tx: Tx,
  delivery: Pick<DeliveryRow, 'id' | 'supplierId' | 'deliveryNo' | 'totalCartons' | 'totalQty'>,
  eventType: ShipEvent,
  actor: Pick<WorkflowActor, 'id' | 'name'> | null,
  details: ShipEventDetails = {},
): Promise<void> {
  await tx.insert(shipLogs).values({
    id: newId(),
    supplierId: delivery.supplierId,
    deliveryId: delivery.id,
    deliveryNo: delivery.deliveryNo,
    eventType,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    clientId: details.clientId ?? null,
    cartons: details.cartons === undefined ? delivery.totalCartons : details.cartons,
    qty: details.qty === undefined ? delivery.totalQty : details.qty,
    remark: details.remark ?? null,
  });
}
