import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * Lets a module's routes take streamed file uploads (each module is its own Fastify scope): the
 * files module's parser settings, shared by every route that stores files through `receiveFile`.
 */
export async function enableFileUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // The name as sent, so that a path (`../x`, `/etc/passwd`) is refused rather than silently cut.
    preservePath: true,
    // Larger buffers between the socket, the parser and the file stream: fewer pauses per MB.
    highWaterMark: 1024 * 1024,
    fileHwm: 1024 * 1024,
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 10, files: 5, parts: 20, headerPairs: 100 },
  });
}

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
