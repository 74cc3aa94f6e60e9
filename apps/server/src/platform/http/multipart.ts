import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { L } from '../localization/localizer.js';
import { AppError } from './errors.js';

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
  // The parser cannot split a body without its boundary (it would throw while the route reads
  // the parts): a client error, answered before the route starts.
  app.addHook('preValidation', async (req) => {
    const type = req.headers['content-type'];
    if (type && /^\s*multipart\/form-data\s*(;|$)/i.test(type) && !hasBoundary(type))
      throw new AppError(
        400,
        L('AbpExceptionHandling', 'MalformedBody', 'multipart/form-data without a boundary'),
      );
  });
}

/** `boundary=<1..70 characters>` among the parameters, quoted or not (RFC 2046 §5.1.1). */
function hasBoundary(contentType: string): boolean {
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return !!match;
}
