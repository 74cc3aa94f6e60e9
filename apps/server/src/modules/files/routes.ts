import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import mime from 'mime-types';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError, UnauthorizedError } from '../../platform/http/errors.js';
import { optional } from '../../platform/http/paging.js';
import { contentDisposition } from '../../platform/storage/content-disposition.js';
import type { Services } from '../../services.js';
import { STORAGE_MODULES } from '../object-storage/dto.js';
import { toFileDto } from './dto.js';
import {
  checkExtension,
  checkFileName,
  discardFile,
  FILE_ENTITY,
  FileAuthenticationRequired,
  fileUrl,
  isClientAbort,
  noFileFound,
  openFile,
  parseFileId,
  readableFile,
  saveFile,
  uploadIncomplete,
  uploadLimits,
  type FileRow,
} from './service.js';

const flag = optional(
  z.enum(['true', 'false', 'True', 'False', '1', '0']).transform((v) => /^(true|1)$/i.test(v)),
);

const uploadQuery = z.object({
  /** Readable without a token within the tenant: avatars, pictures in announcements. */
  public: flag,
  /** The module storing the file: picks its bucket on an object-storage server. */
  module: optional(z.enum(STORAGE_MODULES)),
});

const idParams = z.object({ id: z.string().max(200) });

const tags = ['FileManagement'];

/** Types a browser would run rather than show: served as attachments in a sandbox. */
const ACTIVE_CONTENT =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)$/;

const downloadPath = (id: string) => `/api/file-management/files/${id}`;

/**
 * Files (contract §7.3, HA's Xhznl.FileManagement): upload a multipart field `file`, get back its
 * blob name as a JSON string; download it by that name. Uploads and downloads stream end to end.
 *
 * Authentication: uploads need a signed-in user. Downloads need one too, except for files
 * uploaded with `?public=true` (avatars): those are readable without a token, still only within
 * their tenant (`__tenant` header, query or cookie), so an `<img src>` can show them.
 */
export async function fileRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Registered here only: no other route takes multipart bodies.
  await app.register(multipart, {
    // The name as sent, so that a path (`../x`, `/etc/passwd`) is refused rather than silently cut.
    preservePath: true,
    // Larger buffers between the socket, the parser and the file stream: fewer pauses per MB.
    highWaterMark: 1024 * 1024,
    fileHwm: 1024 * 1024,
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 10, files: 5, parts: 20, headerPairs: 100 },
  });

  r.post(
    '/api/file-management/files/upload',
    { schema: { querystring: uploadQuery, tags } },
    async (req, reply) => {
      const user = req.currentUser!;
      const limits = await uploadLimits(s, req.scope.tenantId);
      if (!req.isMultipart()) throw noFileFound();
      let saved: FileRow | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: limits.maxBytes + 1 } })) {
          if (part.type !== 'file') continue;
          // ASP.NET binds `IFormFile file` case-insensitively; the first such file counts, others are drained.
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
            {
              fileName: name,
              body: part.file,
              isPublic: req.query.public ?? false,
              module: req.query.module ?? null,
            },
            limits,
          );
        }
      } catch (err) {
        // A request that broke after its file was stored (cut short before its end) keeps nothing.
        if (saved) await discardFile(s, req.scope, saved);
        // The parser's own complaints about a body cut short are the client's problem, not ours.
        if (err instanceof AppError || !isClientAbort(err)) throw err;
        throw uploadIncomplete();
      }
      if (!saved) throw noFileFound();
      req.audit.created(FILE_ENTITY, saved.id, {
        fileName: saved.fileName,
        size: saved.size,
        sha256: saved.sha256,
        isPublic: saved.isPublic,
      });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(saved.id));
    },
  );

  r.get(
    '/api/file-management/files/:id',
    { config: { anonymous: true }, schema: { params: idParams, tags } },
    async (req, reply) => {
      const id = parseFileId(req.params.id);
      const row = await readableFile(s, req.scope, id, {
        userId: req.currentUser?.id ?? null,
        supplierId: req.scope.supplierId,
      }).catch((err: unknown) => {
        throw err instanceof FileAuthenticationRequired ? new UnauthorizedError() : err;
      });
      const etag = `"${row.sha256}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, max-age=0, must-revalidate');
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
        return reply.code(304).send();
      const active = ACTIVE_CONTENT.test(row.contentType);
      reply
        .type(mime.contentType(row.contentType) || row.contentType)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', contentDisposition(active ? 'attachment' : 'inline', row.fileName))
        .header('X-Content-Type-Options', 'nosniff');
      if (active) reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      // HEAD: the headers say it all, the store is not even asked for the bytes.
      if (req.method === 'HEAD') return reply.send(Readable.from([]));
      return reply.send(await openFile(s, row));
    },
  );

  r.get('/api/file-management/files/:id/info', { schema: { params: idParams, tags } }, async (req) => {
    const id = parseFileId(req.params.id);
    const row = await readableFile(s, req.scope, id, {
      userId: req.currentUser!.id,
      supplierId: req.scope.supplierId,
    });
    return toFileDto(row);
  });

  r.get('/api/file-management/files/:id/url', { schema: { params: idParams, tags } }, async (req) => {
    const id = parseFileId(req.params.id);
    const row = await readableFile(s, req.scope, id, {
      userId: req.currentUser!.id,
      supplierId: req.scope.supplierId,
    });
    return fileUrl(s, row, downloadPath(id));
  });
}
