import { deliveryWorkflow } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { modifiedBy } from '../../../platform/db/modification.js';
import { expectUpdated } from '../../../platform/http/concurrency.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation } from '../../../platform/workflow/transition.js';
import { deliveries } from '../schema.js';
import { resolveTemplate } from '../templates/resolve.js';
import { auditedDelivery, type DeliveryDto } from './dto.js';
import { DELIVERY_ENTITY_TYPE } from './entity.js';
import { generateDeliveryLabels } from './labels.js';
import { findDelivery, getDelivery, linesOf, supplierOf } from './service.js';
import { recordShipEvent } from './ship-log.js';

export interface GeneratedLabels {
  delivery: DeliveryDto;
  inners: number;
  outers: number;
}

/**
 * Generates (or regenerates) the labels of a draft or rejected note and records that they match its
 * lines as they are now, which submitting requires. The note stays locked meanwhile: a second
 * request for the same note waits and then replaces the first one's set, so one set remains.
 */
export async function generateLabels(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
): Promise<GeneratedLabels> {
  const before = await findDelivery(tx, tenantId, id, true);
  assertOperation(deliveryWorkflow, 'generateLabels', before, actor, 'Delivery:GenerateLabels');
  const [lines, supplier] = [
    await linesOf(tx, tenantId, id),
    await supplierOf(tx, tenantId, before.supplierId),
  ];
  const result = await generateDeliveryLabels(tx, {
    delivery: before,
    lines,
    supplier,
    templateFor: (labelType, packing) =>
      resolveTemplate(tx, labelType, { supplierId: before.supplierId, materialInfo: packing }),
  });
  const after = expectUpdated(
    await tx
      .update(deliveries)
      .set({
        totalInners: result.inners,
        totalCartons: result.outers,
        totalPallets: 0,
        labelsRevision: before.linesRevision,
        ...modifiedBy(actor.id),
      })
      .where(and(eq(deliveries.tenantId, tenantId), eq(deliveries.id, id)))
      .returning(),
  );
  audit.updated(DELIVERY_ENTITY_TYPE, id, auditedDelivery(before), auditedDelivery(after));
  await recordShipEvent(tx, after, 'LabelsGenerated', actor);
  return {
    delivery: await getDelivery(tx, tenantId, id, actor),
    inners: result.inners,
    outers: result.outers,
  };
}
