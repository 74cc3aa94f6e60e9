import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import {
  checkExtension,
  checkFileName,
  discardFile,
  isClientAbort,
  noFileFound,
  saveFile,
  uploadIncomplete,
  type FileRow,
  type NewFile,
  type UploadLimits,
} from './service.js';

/**
 * Reads a multipart request's `file` field (the first one; ASP.NET binds `IFormFile file`
 * case-insensitively) into the store under `limits`, and returns its row. Name and extension are
 * checked before a byte is stored; a request that breaks after its file was stored keeps nothing.
 */
export async function receiveFile(
  s: Services,
  req: FastifyRequest,
  limits: UploadLimits,
  options: Omit<NewFile, 'fileName' | 'body'>,
): Promise<FileRow> {
  const user = req.currentUser!;
  if (!req.isMultipart()) throw noFileFound();
  let saved: FileRow | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: limits.maxBytes + 1 } })) {
      if (part.type !== 'file') continue;
      if (saved || part.fieldname.toLowerCase() !== 'file') {
        part.file.resume();
        continue;
      }
      let name: string;
      try {
        name = checkFileName(part.filename);
        checkExtension(name, limits);
      } catch (err) {
        part.file.resume();
        throw err;
      }
      saved = await saveFile(
        s,
        req.scope,
        { id: user.id, supplierId: user.supplierId ?? null },
        { ...options, fileName: name, body: part.file },
        limits,
      );
    }
  } catch (err) {
    if (saved) await discardFile(s, req.scope, saved);
    // The parser's own complaints about a body cut short are the client's problem, not ours.
    if (err instanceof AppError || !isClientAbort(err)) throw err;
    throw uploadIncomplete();
  }
  if (!saved) throw noFileFound();
  return saved;
}
