import {
  LetterFileLimits,
  letterFileFilterSchema,
  letterFileUploadFieldsSchema,
  Policies,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendXlsxBuffer } from '../../../platform/documents/index.js';
import { ValidationError } from '../../../platform/http/errors.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { enableUploads } from '../../../platform/http/multipart.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import type { Services } from '../../../services.js';
import { sendFile } from '../../files/send.js';
import { discardFile, uploadLimits } from '../../files/service.js';
import { exportLetterFiles, letterFilesWorkbook, listLetterFiles } from './overview.js';
import {
  approvedPdfFile,
  checkItemExtension,
  checkUploadTarget,
  downloadableFile,
  recordLetterFile,
  removeLetterFile,
  storedFrom,
} from './service.js';
import { receiveLetterUpload } from './upload.js';

const L = Policies.LetterOfRecognition;
const tags = ['LetterFile'];
const letterParams = z.object({ id: z.uuid() });
const itemParams = letterParams.extend({ itemCode: z.string().min(1).max(LetterFileLimits.itemCode) });
const fileParams = letterParams.extend({ fileId: z.uuid() });
const listQuery = pagedQuery.extend(letterFileFilterSchema.shape);
const exportQuery = letterFileFilterSchema.extend({ sorting: optional(z.string().max(500)) });

/** Whoever reads a letter reads its files and its approved PDF (row-level security narrows a vendor). */
const readLetter = {
  policy: L.VendorLetterOverview.name,
  orPolicies: [
    L.AdminLetterOverview.name,
    L.OtherLetterOverview.name,
    L.PartNoConfirmFileOverview.name,
    L.VendorPartNoConfirmFileOverview.name,
  ],
};

/**
 * A letter's files: the vendor uploads them per check item (while the letter is theirs to edit),
 * replaces or deletes them; whoever may read the letter downloads them and, once approved, the
 * merged and stamped PDF. The file overviews list every file of every letter the caller can see.
 * The bytes are attached files in the letters' bucket: the plain file download path never serves
 * them, only these routes, which look the letter up in the caller's scope first.
 */
export async function registerLetterFileRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  await enableUploads(app);

  r.post(
    '/api/app/letter/:id/items/:itemCode/files',
    { config: { policy: L.VendorLetterOverview.Update.name }, schema: { params: itemParams, tags } },
    async (req) => {
      const { id, itemCode } = req.params;
      const { tenantId } = req.scope;
      const actor = workflowActor(req);
      const tenantLimits = await uploadLimits(s, tenantId);
      // Refused before a byte is stored: another supplier's letter (404), a letter not the
      // vendor's to edit now, an item that takes no files.
      const { item, limits } = await inScope(db, req.scope, (tx) =>
        checkUploadTarget(tx, tenantId, id, itemCode, actor, tenantLimits),
      );
      const { saved, fields } = await receiveLetterUpload(s, req, limits, (name) =>
        checkItemExtension(item, name, limits),
      );
      try {
        const parsed = letterFileUploadFieldsSchema.safeParse(fields);
        if (!parsed.success)
          throw new ValidationError(
            parsed.error.issues.map((i) => ({ message: i.message, members: i.path.map(String) })),
          );
        return await inScope(db, req.scope, (tx) =>
          recordLetterFile(tx, req.audit, tenantId, id, itemCode, storedFrom(saved), parsed.data, actor),
        );
      } catch (err) {
        // The letter refused the file after all (dates, full, no longer editable): its bytes go too.
        await discardFile(s, req.scope, saved);
        throw err;
      }
    },
  );

  r.delete(
    '/api/app/letter/:id/files/:fileId',
    { config: { policy: L.VendorLetterOverview.Update.name }, schema: { params: fileParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        removeLetterFile(
          tx,
          req.audit,
          req.scope.tenantId,
          req.params.id,
          req.params.fileId,
          workflowActor(req),
        ),
      );
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/app/letter/:id/files/:fileId',
    { config: readLetter, schema: { params: fileParams, tags } },
    async (req, reply) => {
      const file = await inScope(db, req.scope, (tx) =>
        downloadableFile(tx, req.scope.tenantId, req.params.id, req.params.fileId),
      );
      return sendFile(s, req, reply, file);
    },
  );

  r.get(
    '/api/app/letter/:id/approved.pdf',
    { config: readLetter, schema: { params: letterParams, tags } },
    async (req, reply) => {
      const { file } = await inScope(db, req.scope, (tx) =>
        approvedPdfFile(tx, req.scope.tenantId, req.params.id),
      );
      return sendFile(s, req, reply, file);
    },
  );

  r.get(
    '/api/app/letterFile',
    {
      config: {
        policy: L.PartNoConfirmFileOverview.name,
        orPolicies: [L.VendorPartNoConfirmFileOverview.name],
      },
      schema: { querystring: listQuery, tags },
    },
    async (req) => inScope(db, req.scope, (tx) => listLetterFiles(tx, req.scope, req.query, req.culture)),
  );

  r.get(
    '/api/app/letterFile/export',
    {
      config: { policy: L.PartNoConfirmFileOverview.Export.name },
      schema: { querystring: exportQuery, tags },
    },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportLetterFiles(tx, req.scope, req.query, req.culture, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await letterFilesWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );
}
