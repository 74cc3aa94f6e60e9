import { roundQty } from '@sp/contracts';
import type { Queryable } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import type { PagedQuery } from '../../../platform/http/paging.js';
import { listOpenLines, type OpenLineFilter } from '../../purchase-orders/service.js';
import { heldOnLines } from './draw.js';

/**
 * The PO lines a note may draw from, as the PO module lists them, with what other unshipped notes
 * already hold taken off the drawable quantity: the form then offers exactly what the server will
 * accept. `exceptDeliveryId`: the note being edited (its own hold does not count against it).
 */
export async function drawableLines(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & OpenLineFilter & { exceptDeliveryId?: string | undefined },
) {
  const page = await listOpenLines(tx, scope, query);
  const held = await heldOnLines(
    tx,
    scope.tenantId,
    page.items.map((l) => l.id),
    query.exceptDeliveryId ?? null,
  );
  return {
    totalCount: page.totalCount,
    items: page.items.map((l) => {
      const heldQty = held.get(l.id) ?? 0;
      return { ...l, heldQty, maxDrawableQty: Math.max(0, roundQty(l.maxDrawableQty - heldQty)) };
    }),
  };
}
