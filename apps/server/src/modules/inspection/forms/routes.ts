import {
  inspectionDecisionSchema,
  inspectionDocTypeParam,
  inspectionDocumentSchema,
  inspectionFormCreateSchema,
  inspectionFormListFilterSchema,
  inspectionFormUpdateSchema,
  inspectionFormWorkflow,
  Policies,
  receiptCheckQuerySchema,
  workflowTransitionSchema,
  type PolicyName,
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
import type { Services } from '../../../services.js';
import { registerAttachmentOwner } from '../../attachments/registry.js';
import {
  acceptForm,
  acceptFormConditionally,
  amendForm,
  deleteForm,
  rejectForm,
  returnForm,
  startReview,
  submitForm,
  type TransitionBody,
} from './actions.js';
import type { FormContext } from './context.js';
import { createForm } from './create.js';
import { inspectionFormDocumentsOwner, setDocumentValidTo } from './documents.js';
import { exportFormWorkbook } from './export.js';
import { registerInspectionLineChangeCheck } from './line-change.js';
import { receiptCheck, registerInspectionReceiptGate } from './receipt-gate.js';
import { updateForm } from './results.js';
import { exportForms, getForm, listForms } from './service.js';

const listQuery = pagedQuery.extend(inspectionFormListFilterSchema.shape);
const exportQuery = inspectionFormListFilterSchema.extend({ sorting: optional(z.string().max(500)) });
const idParams = z.object({ id: z.uuid() });
const documentParams = z.object({ id: z.uuid(), docType: inspectionDocTypeParam });
const tags = ['InspectionForm'];
const BASE = '/api/app/inspectionForm';

type Plain = (c: FormContext, id: string, body?: TransitionBody) => Promise<unknown>;
type Deciding = (
  c: FormContext,
  id: string,
  body: z.output<typeof inspectionDecisionSchema>,
) => Promise<unknown>;

/**
 * Inspection forms (`/api/app/inspectionForm`, 进料检验单): the vendor makes the form of a delivery
 * line, fills results and documents and submits; IQC takes it, returns it or decides (accept,
 * accept conditionally or reject with a disposition), and may amend a decision into a new version.
 * Row-level security keeps a vendor to their own supplier's forms on every call; the workflow table
 * decides every button and every refusal. Also here: the forms' documents as attachments, the
 * receipt gate deliveries run, and the receipt check the receive dialog reads.
 */
export async function registerInspectionFormRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies['QualityControl.IIF'];
  const V = P.VendorFormOverview;
  const A = P.AdminFormOverview;
  const db = s.database.db;
  const read = { policy: V.name, orPolicies: [A.name] };
  registerWorkflowEntity({ workflow: inspectionFormWorkflow, readPolicies: [V.name, A.name] });
  registerAttachmentOwner(inspectionFormDocumentsOwner);
  registerInspectionReceiptGate();
  registerInspectionLineChangeCheck();

  /** A unit of work of one request: its transaction, audit, caller and language. */
  const work = <T>(req: FastifyRequest, run: (c: FormContext) => Promise<T>) =>
    inScope(db, req.scope, (tx) =>
      run({
        tx,
        audit: req.audit,
        tenantId: req.scope.tenantId,
        actor: workflowActor(req),
        culture: req.culture,
      }),
    );

  r.get(BASE, { config: read, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listForms(tx, req.scope, req.query, workflowActor(req))),
  );

  r.get(
    `${BASE}/export`,
    // The vendor's overview exports its own rows too (row-level security).
    { config: { policy: A.Export.name, orPolicies: [V.name] }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportForms(tx, req.scope, req.query, workflowActor(req), MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await exportFormWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.get(
    `${BASE}/receiptCheck`,
    {
      config: { policy: Policies.VendorLabel.Delivery.name, orPolicies: [A.name] },
      schema: { querystring: receiptCheckQuerySchema, tags },
    },
    async (req) => inScope(db, req.scope, (tx) => receiptCheck(tx, req.scope.tenantId, req.query.deliveryId)),
  );

  r.get(`${BASE}/:id`, { config: read, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getForm(tx, req.scope.tenantId, req.params.id, workflowActor(req))),
  );

  r.post(
    BASE,
    { config: { policy: V.Create.name }, schema: { body: inspectionFormCreateSchema, tags } },
    async (req) => work(req, (c) => createForm(c, req.body)),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { policy: V.Update.name },
      schema: { params: idParams, body: inspectionFormUpdateSchema, tags },
    },
    async (req) => work(req, (c) => updateForm(c, req.params.id, req.body)),
  );

  r.delete(
    `${BASE}/:id`,
    { config: { policy: V.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await work(req, (c) => deleteForm(c, req.params.id));
      return reply.code(204).send();
    },
  );

  r.put(
    `${BASE}/:id/documents/:docType`,
    {
      config: { policy: V.Update.name },
      schema: { params: documentParams, body: inspectionDocumentSchema, tags },
    },
    async (req) =>
      work(req, (c) => setDocumentValidTo(c, req.params.id, req.params.docType, req.body.validTo ?? null)),
  );

  const plain: [path: string, policy: PolicyName, run: Plain][] = [
    ['submit', V.Submit.name, submitForm],
    ['start-review', A.Review.name, startReview],
    ['return', A.Review.name, returnForm],
    ['accept', A.Review.name, acceptForm],
    ['amend', A.Amend.name, amendForm],
  ];
  for (const [path, policy, run] of plain) {
    r.post(
      `${BASE}/:id/${path}`,
      { config: { policy }, schema: { params: idParams, body: workflowTransitionSchema, tags } },
      async (req) => work(req, (c) => run(c, req.params.id, req.body ?? undefined)),
    );
  }

  const deciding: [path: string, run: Deciding][] = [
    ['reject', rejectForm],
    ['accept-conditionally', acceptFormConditionally],
  ];
  for (const [path, run] of deciding) {
    r.post(
      `${BASE}/:id/${path}`,
      {
        config: { policy: A.Reject.name },
        schema: { params: idParams, body: inspectionDecisionSchema, tags },
      },
      async (req) => work(req, (c) => run(c, req.params.id, req.body)),
    );
  }
}
