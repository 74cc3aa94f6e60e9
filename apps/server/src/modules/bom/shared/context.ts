import type { Culture } from '@sp/contracts';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';

/**
 * Everything one BOM action works with: the transaction (in the caller's scope: row-level security
 * narrows a vendor to their supplier's BOMs), the request's audit, the caller and its language. A
 * job builds one with `SYSTEM_ACTOR` and its own `AuditCollector` (platform/workflow/timed.ts).
 */
export interface BomContext {
  tx: Tx;
  audit: AuditCollector;
  tenantId: string;
  actor: WorkflowActor;
  culture: Culture;
}
