import {
  labelTemplateCopySchema,
  labelTemplateFilterSchema,
  labelTemplateInputSchema,
  labelTemplateUpdateSchema,
  labelTestPrintSchema,
  Policies,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { contentDisposition } from '../../../platform/storage/content-disposition.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import type { Services } from '../../../services.js';
import { previewPng, testPrint } from './preview.js';
import {
  copyTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  mustFindTemplate,
  templateVersion,
  templateVersions,
  updateTemplate,
} from './service.js';

const F = labelTemplateFilterSchema.shape;
const listQuery = pagedQuery.extend({
  filter: optional(F.filter.unwrap()),
  labelType: optional(F.labelType.unwrap()),
  isActive: F.isActive,
  forSupplierId: optional(F.forSupplierId.unwrap()),
});
const idParams = z.object({ id: z.uuid() });
const previewQuery = z.object({
  version: optional(z.coerce.number().int().min(1).max(1_000_000)),
});

const tags = ['LabelTemplate'];
const base = '/api/app/labelTemplate';

/**
 * Label templates (`/api/app/labelTemplate`, ABP auto-API style): list, get, create, update (a
 * new version), delete, copy, a PNG preview and a test print of the sample label, the versions.
 * Reading is open to the vendor (shared templates and their own, by row-level security); writing
 * is the buyer's.
 */
export async function registerTemplateRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.VendorLabel.TemplateLabel;
  const db = s.database.db;

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listTemplates(tx, req.query)),
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getTemplate(tx, req.params.id)),
  );

  r.get(
    `${base}/:id/versions`,
    { config: { policy: P.name }, schema: { params: idParams, tags } },
    async (req) => inScope(db, req.scope, (tx) => templateVersions(tx, req.params.id)),
  );

  /** The sample label as the template (or one of its versions) prints it, as a PNG. */
  r.get(
    `${base}/:id/preview.png`,
    { config: { policy: P.name }, schema: { params: idParams, querystring: previewQuery, tags } },
    async (req, reply) => {
      const { id } = req.params;
      const t = await inScope(db, req.scope, (tx) =>
        req.query.version ? templateVersion(tx, id, req.query.version) : mustFindTemplate(tx, id),
      );
      const png = await previewPng(t, req.culture);
      return reply.type('image/png').header('Cache-Control', 'private, no-cache').send(png);
    },
  );

  r.post(
    `${base}/:id/test-print`,
    { config: { policy: P.name }, schema: { params: idParams, body: labelTestPrintSchema, tags } },
    async (req, reply) => {
      const t = await inScope(db, req.scope, (tx) => mustFindTemplate(tx, req.params.id));
      const file = await testPrint(t, req.body, req.culture);
      return reply
        .type(file.contentType)
        .header(
          'Content-Disposition',
          contentDisposition('attachment', `${t.code}-v${t.version}${file.extension}`),
        )
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    },
  );

  r.post(
    base,
    { config: { policy: P.Create.name }, schema: { body: labelTemplateInputSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => createTemplate(tx, req.audit, req.body, workflowActor(req))),
  );

  r.put(
    `${base}/:id`,
    {
      config: { policy: P.Update.name },
      schema: { params: idParams, body: labelTemplateUpdateSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateTemplate(tx, req.audit, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.post(
    `${base}/:id/copy`,
    { config: { policy: P.Create.name }, schema: { params: idParams, body: labelTemplateCopySchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        copyTemplate(tx, req.audit, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => deleteTemplate(tx, req.audit, req.params.id, workflowActor(req)));
      return reply.code(204).send();
    },
  );
}
