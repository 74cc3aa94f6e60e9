import type { Tx } from '../../platform/db/client.js';
import type { bomHeaders } from './schema.js';

/**
 * The area's mail events (business-domain §6). SKELETON: the signatures the BOM services call
 * inside their transactions, after the change; the events, their three-language wording and the
 * recipients are built by the effects part.
 */
export type BomRow = typeof bomHeaders.$inferSelect;

/**
 * `Submitted` (→ engineering: holders of Glt.Review), `Rejected` (→ the supplier, with the reason),
 * `Approved` / `Released` (→ the supplier, the buyer, IQC), `UpdateRequested` (→ the supplier,
 * with the ECN and what to change).
 */
export type BomMailEvent = 'Submitted' | 'Rejected' | 'Approved' | 'Released' | 'UpdateRequested';

export async function mailBomEvent(
  tx: Tx,
  event: BomMailEvent,
  row: BomRow,
  comment?: string | null,
): Promise<void> {
  void tx;
  void event;
  void row;
  void comment;
}
