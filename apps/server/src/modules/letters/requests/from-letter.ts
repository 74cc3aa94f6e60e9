import type { LetterRequestTypeValue } from '@sp/contracts';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';

/**
 * Placeholder signature: opens a request (PendingAck) pre-filled from an existing letter, for a
 * change or renewal (`new-revision`, the expiry job). The new letter started from it is the next
 * revision and supersedes the old one when approved. `creatorId` null: the system (expiry job).
 * Answers the new request's id and number.
 */
export async function openRequestFromLetter(
  _tx: Tx,
  _audit: AuditCollector | null,
  _tenantId: string,
  _letterId: string,
  _requestType: Extract<LetterRequestTypeValue, 'Change' | 'Renewal'>,
  _creatorId: string | null,
  _dueDate?: string,
): Promise<{ id: string; requestNo: string }> {
  throw new Error('openRequestFromLetter is not built yet');
}
