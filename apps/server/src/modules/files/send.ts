import type { FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime-types';
import { Readable } from 'node:stream';
import { contentDisposition } from '../../platform/storage/content-disposition.js';
import type { Services } from '../../services.js';
import { openFile, type FileRow } from './service.js';

/**
 * The types a browser may show in place: raster images, PDF and plain text. Everything else (HTML,
 * every `+xml` type such as SVG, scripts, and whatever a client called its upload) is downloaded
 * as an attachment, under a sandboxing CSP should a browser render it anyway.
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
  'text/plain',
]);

/** The stored type's essence (`Image/PNG; x=y` is `image/png`). */
export function mayRenderInline(contentType: string): boolean {
  return INLINE_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase());
}

/**
 * Streams a file the caller may read: the stored content type, a UTF-8 file name, the sha256 as
 * ETag (304 when it matches), `nosniff`, and only the allow-listed types inline; every other type
 * is a sandboxed attachment.
 */
export async function sendFile(s: Services, req: FastifyRequest, reply: FastifyReply, row: FileRow) {
  const etag = `"${row.sha256}"`;
  reply.header('ETag', etag).header('Cache-Control', 'private, max-age=0, must-revalidate');
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
    return reply.code(304).send();
  const active = !mayRenderInline(row.contentType);
  reply
    .type(mime.contentType(row.contentType) || row.contentType)
    .header('Content-Length', String(row.size))
    .header('Content-Disposition', contentDisposition(active ? 'attachment' : 'inline', row.fileName))
    .header('X-Content-Type-Options', 'nosniff');
  if (active) reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  // HEAD: the headers say it all, the store is not even asked for the bytes.
  if (req.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(await openFile(s, row));
}
