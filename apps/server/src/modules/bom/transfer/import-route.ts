import { Policies, type BomImportResultDto } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { readSheet } from '../../../platform/documents/index.js';
import { enableUploads } from '../../../platform/http/multipart.js';
import { fieldProblem } from '../../../platform/http/errors.js';
import { L } from '../../../platform/localization/localizer.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import type { Services } from '../../../services.js';
import { createBom, updateBom } from '../boms/write.js';
import type { BomContext } from '../shared/context.js';
import { findBomRow } from '../shared/load.js';
import {
  assertSingleLevel,
  importHeader,
  lineRefusal,
  parseBomLines,
  readBomUpload,
  rejected,
} from './import.js';

/**
 * `POST /api/app/bom/import` (multipart): the file (`file`, an .xlsx: the lines sheet first, the
 * header sheet after it) and, optionally, the header as form fields (`parentPartNo`, `revision`,
 * `baseQty`, `uom`, `effectiveFrom`, `effectiveTo`, `ecnNo`, `remark`; engineering may add
 * `supplierId`), each winning over the header sheet's value. Without `bomId` it creates a new Draft
 * revision; with `bomId` it replaces the lines of that Draft (or Rejected) revision and keeps its
 * header. All rows or none: a file whose rows break a rule answers 200 with `bom: null` and
 * `errors` (row, column, message in the reader's language) and writes nothing; a file that cannot
 * be read (not an .xlsx, a column missing, no rows) or a bad header is a 400 as every import's.
 */
export async function registerBomImportRoute(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  await enableUploads(app);

  const work = <T>(req: FastifyRequest, run: (c: BomContext) => Promise<T>) =>
    inScope(db, req.scope, (tx) =>
      run({
        tx,
        audit: req.audit,
        tenantId: req.scope.tenantId,
        actor: workflowActor(req),
        culture: req.culture,
      }),
    );

  r.post(
    '/api/app/bom/import',
    { config: { policy: Policies['Material.SMC'].VendorBom.Import.name }, schema: { tags: ['Bom'] } },
    async (req): Promise<BomImportResultDto> => {
      const upload = await readBomUpload(req);
      const bomId = upload.fields.bomId;
      if (bomId !== undefined && !z.uuid().safeParse(bomId).success)
        throw fieldProblem('bomId', L('AbpValidation', 'The field {0} is invalid.', 'bomId'));
      // The header sheet (and the check that this is not a multi-level export) for a new revision;
      // a replacement keeps its revision's header.
      if (bomId) assertSingleLevel(await readSheet(upload.buffer));
      const header = bomId ? null : await importHeader(upload, req.culture);
      const parsed = await parseBomLines(upload.buffer, req.culture);
      if (!parsed.ok) return rejected(parsed.problems);
      try {
        const bom = await work(req, async (c) => {
          if (!header) {
            const row = await findBomRow(c.tx, c.tenantId, bomId!);
            return updateBom(c, row.id, {
              baseQty: Number(row.baseQty),
              uom: row.uom,
              effectiveFrom: row.effectiveFrom,
              effectiveTo: row.effectiveTo,
              ecnNo: row.ecnNo,
              remark: row.remark,
              lines: parsed.lines,
              concurrencyStamp: row.concurrencyStamp,
            });
          }
          return createBom(c, { ...header, lines: parsed.lines });
        });
        return { bom, errors: [] };
      } catch (err) {
        const errors = lineRefusal(err, parsed.rows, req.culture);
        if (errors) return { bom: null, errors };
        throw err;
      }
    },
  );
}
