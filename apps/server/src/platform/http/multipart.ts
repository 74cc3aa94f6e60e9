import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Lets a module's routes take multipart uploads (each module is its own Fastify scope, so each
 * route plugin that takes files calls this once, before its routes). One set of parser settings for
 * the whole server: files stream through `files/upload.ts`, workbooks through `documents/upload.ts`.
 */
export async function enableUploads(app: FastifyInstance): Promise<void> {
  if (app.hasRequestDecorator('isMultipart')) return;
  await app.register(multipart, {
    // The name as sent, so that a path (`../x`, `/etc/passwd`) is refused rather than silently cut.
    preservePath: true,
    // Larger buffers between the socket, the parser and the file stream: fewer pauses per MB.
    highWaterMark: 1024 * 1024,
    fileHwm: 1024 * 1024,
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 10, files: 5, parts: 20, headerPairs: 100 },
  });
}
