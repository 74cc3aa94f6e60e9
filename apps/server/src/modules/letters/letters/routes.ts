import {
  letterConclusionSchema,
  letterItemJudgementSchema,
  letterItemUpdateSchema,
  letterListFilterSchema,
  letterNewRevisionSchema,
  letterWorkflow,
  Policies,
  type PolicyName,
  workflowTransitionSchema,
} from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendXlsxBuffer } from '../../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../../platform/workflow/registry.js';
import type { Tx } from '../../../platform/db/client.js';
import type { Services } from '../../../services.js';
import {
  approveLetter,
  approveLetterConditionally,
  cancelLetter,
  newLetterRevision,
  passInitialCheck,
  rejectLetter,
  returnLetter,
  submitLetter,
  withdrawLetter,
  type LetterContext,
  type TransitionBody,
} from './actions.js';
import { exportLetterWorkbook } from './export.js';
import { checkLetterItem, reviewLetterItem, updateLetterItem } from './items.js';
import { exportLetters, getLetter, listLetters } from './service.js';

const listQuery = pagedQuery.extend(letterListFilterSchema.shape);
const exportQuery = letterListFilterSchema.extend({ sorting: optional(z.string().max(500)) });
const idParams = z.object({ id: z.uuid() });
const itemParams = z.object({ id: z.uuid(), itemCode: z.string().min(1).max(64) });
const tags = ['Letter'];

type Plain = (c: LetterContext, id: string, body?: TransitionBody) => Promise<unknown>;
type Concluding = (
  c: LetterContext,
  id: string,
  body: z.output<typeof letterConclusionSchema>,
) => Promise<unknown>;

/**
 * Letters of recognition (`/api/app/letter`): the vendor fills items and files and submits; the
 * document controller checks each item and returns the letter or passes it to review; the engineers
 * review each item and conclude. Row-level security keeps a vendor to their own supplier's letters on
 * every call; the workflow table decides every button and every refusal. Files and the approved PDF
 * are the files part's routes.
 */
export async function registerLetterRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const L = Policies.LetterOfRecognition;
  const db = s.database.db;
  const read = {
    policy: L.VendorLetterOverview.name,
    orPolicies: [L.AdminLetterOverview.name, L.OtherLetterOverview.name],
  };
  registerWorkflowEntity({
    workflow: letterWorkflow,
    readPolicies: [L.VendorLetterOverview.name, L.AdminLetterOverview.name, L.OtherLetterOverview.name],
  });

  /** A unit of work of one request: its transaction, audit, caller and language. */
  const work = <T>(req: FastifyRequest, run: (c: LetterContext) => Promise<T>) =>
    inScope(db, req.scope, (tx: Tx) =>
      run({
        s,
        tx,
        audit: req.audit,
        tenantId: req.scope.tenantId,
        actor: workflowActor(req),
        culture: req.culture,
      }),
    );

  r.get('/api/app/letter', { config: read, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listLetters(tx, req.scope, req.query, workflowActor(req))),
  );

  r.get(
    '/api/app/letter/export',
    { config: { policy: L.AdminLetterOverview.Export.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportLetters(tx, req.scope, req.query, workflowActor(req), MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await exportLetterWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.get('/api/app/letter/:id', { config: read, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) =>
      getLetter(tx, req.scope.tenantId, req.params.id, workflowActor(req), req.culture),
    ),
  );

  r.put(
    '/api/app/letter/:id/items/:itemCode',
    {
      config: { policy: L.VendorLetterOverview.Update.name },
      schema: { params: itemParams, body: letterItemUpdateSchema, tags },
    },
    async (req) =>
      work(req, (c) =>
        updateLetterItem(
          c.tx,
          c.audit,
          c.tenantId,
          req.params.id,
          req.params.itemCode,
          req.body,
          c.actor,
          c.culture,
        ),
      ),
  );

  r.put(
    '/api/app/letter/:id/items/:itemCode/check',
    {
      config: { policy: L.AdminLetterOverview.Update.name },
      schema: { params: itemParams, body: letterItemJudgementSchema, tags },
    },
    async (req) =>
      work(req, (c) =>
        checkLetterItem(
          c.tx,
          c.audit,
          c.tenantId,
          req.params.id,
          req.params.itemCode,
          req.body,
          c.actor,
          c.culture,
        ),
      ),
  );

  r.put(
    '/api/app/letter/:id/items/:itemCode/review',
    {
      config: { policy: L.AdminLetterOverview.Review.name },
      schema: { params: itemParams, body: letterItemJudgementSchema, tags },
    },
    async (req) =>
      work(req, (c) =>
        reviewLetterItem(
          c.tx,
          c.audit,
          c.tenantId,
          req.params.id,
          req.params.itemCode,
          req.body,
          c.actor,
          c.culture,
        ),
      ),
  );

  const plain: [path: string, policy: PolicyName, run: Plain][] = [
    ['submit', L.VendorLetterOverview.Update.name, submitLetter],
    ['return', L.AdminLetterOverview.Update.name, returnLetter],
    ['pass-initial-check', L.AdminLetterOverview.Update.name, passInitialCheck],
    ['withdraw', L.VendorLetterOverview.Update.name, withdrawLetter],
    ['cancel', L.AdminLetterOverview.Update.name, cancelLetter],
  ];
  for (const [path, policy, run] of plain) {
    r.post(
      `/api/app/letter/:id/${path}`,
      { config: { policy }, schema: { params: idParams, body: workflowTransitionSchema, tags } },
      async (req) => work(req, (c) => run(c, req.params.id, req.body ?? undefined)),
    );
  }

  const concluding: [path: string, run: Concluding][] = [
    ['approve', approveLetter],
    ['approve-conditionally', approveLetterConditionally],
    ['reject', rejectLetter],
  ];
  for (const [path, run] of concluding) {
    r.post(
      `/api/app/letter/:id/${path}`,
      {
        config: { policy: L.AdminLetterOverview.Review.name },
        schema: { params: idParams, body: letterConclusionSchema, tags },
      },
      async (req) => work(req, (c) => run(c, req.params.id, req.body)),
    );
  }

  r.post(
    '/api/app/letter/:id/new-revision',
    {
      config: { policy: L.PartNoConfirm.Create.name },
      schema: { params: idParams, body: letterNewRevisionSchema, tags },
    },
    async (req) => work(req, (c) => newLetterRevision(c, req.params.id, req.body)),
  );
}
