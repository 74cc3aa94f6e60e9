import { letterFileTexts } from '@sp/contracts';
import type { Tx } from '../../../platform/db/client.js';
import type { Services } from '../../../services.js';
import { openFile, type FileRow } from '../../files/service.js';
import { putLetterBlob } from '../files/store.js';
import { loadSealData } from './data.js';
import { formatTime } from './front.js';
import { mergeApprovedPdf, type MergeSource } from './merge.js';

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

/** The bytes of a stored file; null when the store has lost them (listed as unreadable, never a 500). */
async function readAll(s: Services, row: FileRow | null): Promise<Buffer | null> {
  if (!row) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await openFile(s, row)) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

/**
 * Builds the approved PDF of a letter (cover, contents, every PDF and image file merged in item
 * order, each merged page stamped "APPROVED / 已承认 {date} {approver}"), stores it in the letters'
 * bucket as an attached file and answers its file and hash. Called by the approval inside its
 * transaction, after the conclusion columns are written; it writes only through `tx` (the blob
 * goes to the store, its row through `tx`: a second transaction would deadlock PGlite).
 */
export async function sealApprovedPdf(
  s: Services,
  tx: Tx,
  tenantId: string,
  letterId: string,
  signer: Signer,
): Promise<SealedPdf> {
  const data = await loadSealData(tx, tenantId, letterId);
  const sources: MergeSource[] = [];
  for (const item of data.items)
    for (const file of item.files) sources.push({ item, file, bytes: await readAll(s, file.stored) });
  const conditional = data.letter.conclusion === 'ConditionallyApproved';
  const word = letterFileTexts.texts[conditional ? 'LetterPdf:StampConditional' : 'LetterPdf:StampApproved'];
  const merged = await mergeApprovedPdf({
    data,
    approver: { name: signer.name, time: signer.time },
    conclusion: data.letter.conclusion ?? 'Approved',
    sources,
    stamp: {
      title: `${word[0]} / ${word[1]}`,
      line: `${formatTime(signer.time, data.timeZone, false)}  ${signer.name}`,
      letterNo: data.letter.letterNo,
    },
  });
  const row = await putLetterBlob(s, tx, {
    fileName: `${data.letter.letterNo}.pdf`,
    bytes: Buffer.from(merged.bytes.buffer, merged.bytes.byteOffset, merged.bytes.byteLength),
    ownerId: signer.userId,
    ownerSupplierId: null,
  });
  return { fileId: row.id, sha256: row.sha256, pages: merged.pages };
}
