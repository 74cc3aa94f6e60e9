import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '../../platform/http/errors.js';
import { optional } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { STORAGE_MODULES } from '../object-storage/dto.js';
import { toFileDto } from './dto.js';
import { sendFile } from './send.js';
import { receiveFile } from './upload.js';
import { enableUploads } from '../../platform/http/multipart.js';
import {
  FILE_ENTITY,
  FileAuthenticationRequired,
  fileUrl,
  parseFileId,
  readableFile,
  uploadLimits,
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
  await enableUploads(app);

  r.post(
    '/api/file-management/files/upload',
    { schema: { querystring: uploadQuery, tags } },
    async (req, reply) => {
      const limits = await uploadLimits(s, req.scope.tenantId);
      const saved = await receiveFile(s, req, limits, {
        isPublic: req.query.public ?? false,
        module: req.query.module ?? null,
      });
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
      return sendFile(s, req, reply, row);
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
