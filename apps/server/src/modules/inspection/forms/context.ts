import type { Culture } from '@sp/contracts';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { formClock } from './service.js';

/** Everything one form action works with: the transaction, audit, caller and language of the request. */
export interface FormContext {
  tx: Tx;
  audit: AuditCollector;
  tenantId: string;
  actor: WorkflowActor;
  culture: Culture;
  /** Today where the tenant works, the day document validity is judged on (read once, on first use). */
  today?: string;
}

export const todayOf = async (c: FormContext) => (c.today ??= (await formClock(c.tx)).today);
