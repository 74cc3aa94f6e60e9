import type { Tx } from '../../../platform/db/client.js';
import type { Services } from '../../../services.js';

export interface Signer {
  userId: string | null;
  name: string;
  time: Date;
}

export interface SealedPdf {
  /** The `files` row of the stored PDF. */
  fileId: string;
  sha256: string;
  pages: number;
}

/**
 * Placeholder signature: builds the approved PDF of a letter (cover, contents, every PDF and image
 * file merged in item order, each merged page stamped), stores it in the letters' bucket and
 * answers its file and hash. Called by the approval inside its transaction, after the conclusion
 * columns are written; it writes only through `tx`.
 */
export async function sealApprovedPdf(
  _s: Services,
  _tx: Tx,
  _tenantId: string,
  _letterId: string,
  _signer: Signer,
): Promise<SealedPdf> {
  throw new Error('sealApprovedPdf is not built yet');
}
