import { LABEL_VOIDABLE, LabelStatus, type LabelType } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { newStamp } from '../../../platform/db/columns.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { labelRecords } from '../schema.js';
import { LABEL_ENTITY_TYPE } from './dto.js';
import { lockDeliveriesOf, lockLabel, requireTypePolicy } from './load.js';
import { unpackPallet } from './pallet.js';
import { refuse } from './refuse.js';

const lr = labelRecords;

/**
 * Voids a label with a reason, until its delivery ships. A carton on a pallet is refused (unpack
 * the pallet first); voiding a pallet unpacks it (its cartons are free again). A voided label is
 * never printed, edited or packed again; its prints stay in the print log.
 */
export async function voidLabel(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  reason: string,
  actor: WorkflowActor,
): Promise<void> {
  await lockDeliveriesOf(tx, tenantId, [id]);
  const { row, deliveryStatus } = await lockLabel(tx, tenantId, id);
  requireTypePolicy(actor, row.labelType as LabelType, 'void');
  if (row.status === LabelStatus.Voided) throw refuse('LabelRecord:IsVoided', row.labelNo);
  if (!LABEL_VOIDABLE.includes(deliveryStatus) || row.status >= LabelStatus.Shipped)
    throw refuse('LabelRecord:VoidAfterShipping', row.labelNo);
  if (row.labelType === 'Pallet') {
    // A printed pallet is voided with the reason; one never printed simply goes.
    await unpackPallet(tx, audit, tenantId, id, actor, reason);
    return;
  }
  if (row.labelType === 'Outer' && row.parentId) {
    const [pallet] = await tx
      .select({ labelNo: lr.labelNo })
      .from(lr)
      .where(and(eq(lr.tenantId, tenantId), eq(lr.id, row.parentId)));
    throw refuse('LabelRecord:VoidPacked', row.labelNo, pallet?.labelNo ?? '');
  }
  await tx
    .update(lr)
    .set({
      status: LabelStatus.Voided,
      voidReason: reason,
      concurrencyStamp: newStamp(),
      lastModificationTime: new Date(),
      lastModifierId: actor.id,
    })
    .where(and(eq(lr.tenantId, tenantId), eq(lr.id, id)));
  audit.updated(
    LABEL_ENTITY_TYPE,
    id,
    { status: row.status, voidReason: row.voidReason },
    { status: LabelStatus.Voided, voidReason: reason },
  );
}
