import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/errors.js';
import type { Services } from '../../../services.js';
import {
  checkFileName,
  discardFile,
  isClientAbort,
  noFileFound,
  saveFile,
  uploadIncomplete,
  type FileRow,
  type UploadLimits,
} from '../../files/service.js';
import { LETTER_STORAGE_MODULE } from './store.js';

/** The form fields an upload may carry besides its file. */
const FIELDS = ['docValidFrom', 'docValidTo'] as const;
export type UploadFieldValues = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * Reads a letter upload: the multipart field `file` (the first one) streamed into the letters'
 * bucket as an attached file, and the fields `docValidFrom` / `docValidTo` in whatever order the
 * browser sends them. `checkName` sees the file name before a byte is stored (the item's extension
 * rule); a request that breaks after its file was stored keeps nothing. The files module's
 * `receiveFile` reads no fields, hence this reader.
 */
export async function receiveLetterUpload(
  s: Services,
  req: FastifyRequest,
  limits: UploadLimits,
  checkName: (fileName: string) => void,
): Promise<{ saved: FileRow; fields: UploadFieldValues }> {
  const user = req.currentUser!;
  if (!req.isMultipart()) throw noFileFound();
  let saved: FileRow | undefined;
  const fields: UploadFieldValues = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: limits.maxBytes + 1 } })) {
      if (part.type === 'field') {
        const name = FIELDS.find((f) => f.toLowerCase() === part.fieldname.toLowerCase());
        if (name && typeof part.value === 'string') fields[name] = part.value;
        continue;
      }
      if (saved || part.fieldname.toLowerCase() !== 'file') {
        part.file.resume();
        continue;
      }
      let name: string;
      try {
        name = checkFileName(part.filename);
        checkName(name);
      } catch (err) {
        part.file.resume();
        throw err;
      }
      saved = await saveFile(
        s,
        req.scope,
        { id: user.id, supplierId: user.supplierId ?? null },
        { fileName: name, body: part.file, isPublic: false, module: LETTER_STORAGE_MODULE, attached: true },
        limits,
      );
    }
  } catch (err) {
    if (saved) await discardFile(s, req.scope, saved);
    if (err instanceof AppError || !isClientAbort(err)) throw err;
    throw uploadIncomplete();
  }
  if (!saved) throw noFileFound();
  return { saved, fields };
}
