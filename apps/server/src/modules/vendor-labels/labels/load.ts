import type { LabelType, PolicyName } from '@sp/contracts';
import { labelTypePolicies } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { EntityNotFoundError, ForbiddenError } from '../../../platform/http/errors.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { deliveries, labelRecords } from '../schema.js';
import { LABEL_ENTITY_TYPE, type LabelRow } from './dto.js';

/** A label about to change, with the delivery facts its rules read. */
export interface LockedLabel {
  row: LabelRow;
  deliveryNo: string;
  deliveryStatus: number;
}

/**
 * The labels of `ids`, locked for the change (`for update` of the labels only), in the caller's
 * scope: an id that is not there, or is another supplier's (row-level security), is a 404 before
 * any rule is read. Returned in label-number order, the order they print in.
 */
export async function lockLabels(tx: Tx, tenantId: string, ids: readonly string[]): Promise<LockedLabel[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ row: labelRecords, deliveryNo: deliveries.deliveryNo, deliveryStatus: deliveries.status })
    .from(labelRecords)
    .innerJoin(
      deliveries,
      and(eq(deliveries.tenantId, labelRecords.tenantId), eq(deliveries.id, labelRecords.deliveryId)),
    )
    .where(and(eq(labelRecords.tenantId, tenantId), inArray(labelRecords.id, unique)))
    .for('update', { of: labelRecords });
  const found = new Set(rows.map((r) => r.row.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw new EntityNotFoundError(LABEL_ENTITY_TYPE, missing);
  return rows.sort((a, b) =>
    a.deliveryNo === b.deliveryNo
      ? a.row.labelNo.localeCompare(b.row.labelNo)
      : a.deliveryNo.localeCompare(b.deliveryNo),
  );
}

export async function lockLabel(tx: Tx, tenantId: string, id: string): Promise<LockedLabel> {
  return (await lockLabels(tx, tenantId, [id]))[0]!;
}

type TypeAction = 'read' | 'print' | 'reprint' | 'void' | 'edit' | 'create';

/** The policy of `action` on labels of `labelType` (null: the action does not exist for the type). */
export const typePolicy = (labelType: LabelType, action: TypeAction): PolicyName | null =>
  labelTypePolicies[labelType][action];

/** 403 unless the caller holds the type's policy for `action` (the route admits any label type's). */
export function requireTypePolicy(
  caller: Pick<WorkflowActor, 'isGranted'>,
  labelType: LabelType,
  action: TypeAction,
) {
  const policy = typePolicy(labelType, action);
  if (!policy || !caller.isGranted(policy)) throw new ForbiddenError();
}

/**
 * Locks the deliveries of labels `ids` (`for update`, in id order) before the labels themselves:
 * the order the delivery module takes them in when it regenerates labels, so a pallet build or a
 * label edit and a regeneration wait for each other instead of deadlocking. Returns the rows.
 */
export async function lockDeliveriesOf(tx: Tx, tenantId: string, ids: readonly string[]) {
  const owners = await tx
    .selectDistinct({ id: labelRecords.deliveryId })
    .from(labelRecords)
    .where(and(eq(labelRecords.tenantId, tenantId), inArray(labelRecords.id, [...new Set(ids)])));
  if (owners.length === 0) return [];
  return tx
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.tenantId, tenantId),
        inArray(
          deliveries.id,
          owners.map((o) => o.id),
        ),
      ),
    )
    .orderBy(deliveries.id)
    .for('update');
}
