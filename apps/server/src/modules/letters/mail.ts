import type { Tx } from '../../platform/db/client.js';

/**
 * The area's mail events (business-domain §2.2). Placeholder signatures: the owner of mails fills
 * the bodies in; requests and letters call these inside their transaction, after the change.
 */
export type RequestMailEvent = 'Created' | 'Acknowledged' | 'Declined';
export type LetterMailEvent = 'Submitted' | 'Returned' | 'Approved' | 'ConditionallyApproved' | 'Rejected';

/** Mails a request's event: Created to the vendor, Acknowledged / Declined to the owner engineer. */
export async function mailRequestEvent(
  _tx: Tx,
  _event: RequestMailEvent,
  _tenantId: string,
  _requestId: string,
  _comment?: string | null,
): Promise<void> {}

/**
 * Mails a letter's event: Submitted to the reviewers, Returned to the vendor, the conclusions to
 * the vendor, the owner engineer and the buyers who hold incoming inspection.
 */
export async function mailLetterEvent(
  _tx: Tx,
  _event: LetterMailEvent,
  _tenantId: string,
  _letterId: string,
  _comment?: string | null,
): Promise<void> {}
