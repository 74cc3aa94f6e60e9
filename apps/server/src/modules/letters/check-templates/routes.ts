import {
  checkTemplateFilterSchema,
  checkTemplateInputSchema,
  checkTemplateUpdateSchema,
  Policies,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import type { Services } from '../../../services.js';
import {
  checkTemplateItemOptions,
  createCheckTemplate,
  deleteCheckTemplate,
  getCheckTemplate,
  getCheckTemplateVersion,
  getCheckTemplateVersions,
  listCheckTemplates,
  updateCheckTemplate,
} from './service.js';

const F = checkTemplateFilterSchema.shape;
const listQuery = pagedQuery.extend({
  filter: optional(F.filter.unwrap()),
  materialCategory: optional(F.materialCategory.unwrap()),
  letterType: optional(F.letterType.unwrap()),
  otherType: optional(F.otherType.unwrap()),
  isActive: F.isActive,
});
const idParams = z.object({ id: z.uuid() });
const versionParams = z.object({ id: z.uuid(), version: z.coerce.number().int().min(1).max(1_000_000) });

const tags = ['CheckTemplate'];
const base = '/api/app/checkTemplate';

/**
 * Check templates (`/api/app/checkTemplate`, ABP auto-API style): list, get (current lines and
 * versions), create and update (header and lines in one body), delete, a version's lines, and the
 * library items the editor offers. Reading needs `CheckTemplateOverview`; writing its Create,
 * Update and Delete (the buyer's).
 */
export async function registerCheckTemplateRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.LetterOfRecognition.CheckTemplateOverview;
  const db = s.database.db;

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listCheckTemplates(tx, req.query)),
  );

  /** The library items a template line may name (the editor's select). */
  r.get(`${base}/items`, { config: { policy: P.name }, schema: { tags } }, async (req) =>
    inScope(db, req.scope, (tx) => checkTemplateItemOptions(tx, req.culture)),
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getCheckTemplate(tx, req.culture, req.params.id)),
  );

  r.get(
    `${base}/:id/versions`,
    { config: { policy: P.name }, schema: { params: idParams, tags } },
    async (req) => inScope(db, req.scope, (tx) => getCheckTemplateVersions(tx, req.params.id)),
  );

  r.get(
    `${base}/:id/versions/:version`,
    { config: { policy: P.name }, schema: { params: versionParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        getCheckTemplateVersion(tx, req.culture, req.params.id, req.params.version),
      ),
  );

  r.post(
    base,
    { config: { policy: P.Create.name }, schema: { body: checkTemplateInputSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        createCheckTemplate(tx, req.audit, req.culture, req.body, workflowActor(req)),
      ),
  );

  r.put(
    `${base}/:id`,
    {
      config: { policy: P.Update.name },
      schema: { params: idParams, body: checkTemplateUpdateSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateCheckTemplate(tx, req.audit, req.culture, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        deleteCheckTemplate(tx, req.audit, req.params.id, workflowActor(req)),
      );
      return reply.code(204).send();
    },
  );
}
