import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { T } from '../localization/localizer.js';
import { documentTexts } from './texts.js';

/** The default cap of an uploaded workbook: 5,000 rows of a dozen columns is well under 2 MB. */
export const DEFAULT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export { enableUploads } from '../http/multipart.js';

export interface UploadedFile {
  fileName: string;
  buffer: Buffer;
}

const noFile = () => new AppError(400, T(documentTexts, 'Import:NoFile'));

/**
 * The first file of a multipart request, read into memory up to `maxBytes` (413 beyond, no file:
 * 400, both in the ABP envelope). For workbooks and other small documents that are parsed whole;
 * large files stream through the files module instead.
 */
export async function readUpload(
  req: FastifyRequest,
  maxBytes = DEFAULT_IMPORT_MAX_BYTES,
): Promise<UploadedFile> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) throw noFile();
  const tooLarge = () =>
    new AppError(
      413,
      T(documentTexts, 'Import:FileTooLarge', Math.round((maxBytes / 1024 / 1024) * 10) / 10),
    );
  let part;
  try {
    part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw noFile();
  }
  if (!part) throw noFile();
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw noFile();
  }
  if (part.file.truncated) throw tooLarge();
  return { fileName: part.filename, buffer };
}
