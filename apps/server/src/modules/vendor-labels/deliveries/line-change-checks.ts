import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';

/**
 * Checks another area runs before a note's lines are replaced (an edit of a draft or rejected note
 * writes its lines anew): incoming inspection holds forms made for the old lines' lots. Registered
 * by name, like receipt-checks.ts; a check may refuse (throw) or tidy up in the same transaction.
 */
export type LineChangeCheck = (
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  deliveryId: string,
  actor: WorkflowActor,
) => Promise<void>;

const checks = new Map<string, LineChangeCheck>();

export function registerLineChangeCheck(name: string, check: LineChangeCheck): void {
  checks.set(name, check);
}

export async function runLineChangeChecks(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  deliveryId: string,
  actor: WorkflowActor,
): Promise<void> {
  for (const check of checks.values()) await check(tx, audit, tenantId, deliveryId, actor);
}
