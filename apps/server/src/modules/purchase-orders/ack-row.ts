import type { WorkflowRow } from '../../platform/workflow/transition.js';
import type { PurchaseOrderRow } from './dto.js';

/**
 * An order as the acknowledgement workflow sees it: its status is the acknowledgement status (the
 * order's own `status` is the ERP's and no workflow of the portal moves it).
 */
export interface AckRow extends WorkflowRow {
  order: PurchaseOrderRow;
}

export const ackRow = (order: PurchaseOrderRow): AckRow => ({
  id: order.id,
  status: order.ackStatus,
  concurrencyStamp: order.concurrencyStamp,
  supplierId: order.supplierId,
  order,
});
