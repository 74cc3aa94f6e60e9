import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { optional } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { sendFile } from '../files/send.js';
import { discardFile, findFile, FILE_ENTITY } from '../files/service.js';
import { receiveFile } from '../files/upload.js';
import { enableUploads } from '../../platform/http/multipart.js';
import { EntityNotFoundError, UnauthorizedError } from '../../platform/http/errors.js';
import {
  addAttachment,
  checkCategory,
  checkWritable,
  findAttachment,
  findOwner,
  listAttachments,
  ownerFor,
  removeAttachment,
  type AttachmentCaller,
} from './service.js';

const ownerQuery = z.object({
  ownerType: z.string().min(1).max(128),
  ownerId: z.uuid(),
});
const listQuery = ownerQuery.extend({
  includeHistory: optional(
    z.enum(['true', 'false', 'True', 'False']).transform((v) => v.toLowerCase() === 'true'),
  ),
});
const uploadQuery = ownerQuery.extend({ category: optional(z.string().max(64)) });
const idParams = z.object({ id: z.uuid() });
const tags = ['Attachment'];

function callerOf(req: FastifyRequest): AttachmentCaller {
  const user = req.currentUser;
  if (!user) throw new UnauthorizedError();
  const name = [user.name, user.surname].filter(Boolean).join(' ') || user.userName;
  return { id: user.id, name, grantedPolicies: user.grantedPolicies };
}

/**
 * Files held by documents (`/api/app/attachment`). Each document type registers who reads and
 * writes its files and their rules (extensions, size, count, categories); the document itself is
 * looked up in the caller's scope, so a vendor reaches only their own supplier's documents, and the
 * attachment rows carry the document's supplier, so row-level security says the same on reads.
 */
export async function attachmentRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  await enableUploads(app);

  r.get('/api/app/attachment', { schema: { querystring: listQuery, tags } }, async (req) => {
    const { ownerType, ownerId, includeHistory } = req.query;
    const owner = ownerFor(ownerType, callerOf(req));
    return inScope(db, req.scope, async (tx) => {
      await findOwner(tx, owner, req.scope.tenantId, ownerId);
      return {
        items: await listAttachments(tx, req.scope.tenantId, ownerType, ownerId, includeHistory ?? false),
      };
    });
  });

  r.post('/api/app/attachment', { schema: { querystring: uploadQuery, tags } }, async (req) => {
    const { ownerType, ownerId } = req.query;
    const category = req.query.category ?? '';
    const caller = callerOf(req);
    const owner = ownerFor(ownerType, caller, true);
    checkCategory(owner, category);
    const { tenantId } = req.scope;
    await inScope(db, req.scope, (tx) => checkWritable(tx, owner, tenantId, ownerId));
    const { rules } = owner;
    const file = await receiveFile(
      s,
      req,
      { maxBytes: rules.maxBytes, formats: [...rules.extensions] },
      { isPublic: false, module: rules.storageModule ?? null, attached: true },
    );
    try {
      return await inScope(db, req.scope, (tx) =>
        addAttachment(tx, req.audit, owner, tenantId, ownerId, category, file, caller),
      );
    } catch (err) {
      // The document refused the file after all (full, locked meanwhile): its bytes go too.
      await discardFile(s, req.scope, file);
      throw err;
    }
  });

  r.delete('/api/app/attachment/:id', { schema: { params: idParams, tags } }, async (req, reply) => {
    await inScope(db, req.scope, (tx) =>
      removeAttachment(tx, req.audit, req.scope.tenantId, req.params.id, callerOf(req)),
    );
    return reply.code(204).send();
  });

  r.get('/api/app/attachment/:id/download', { schema: { params: idParams, tags } }, async (req, reply) => {
    const caller = callerOf(req);
    const file = await inScope(db, req.scope, async (tx) => {
      const row = await findAttachment(tx, req.scope.tenantId, req.params.id);
      const owner = ownerFor(row.ownerType, caller);
      await findOwner(tx, owner, req.scope.tenantId, row.ownerId);
      const stored = await findFile(tx, req.scope.tenantId, row.fileId);
      if (!stored) throw new EntityNotFoundError(FILE_ENTITY, row.fileId);
      return stored;
    });
    return sendFile(s, req, reply, file);
  });
}
