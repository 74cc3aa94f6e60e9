import { checkItemFilterSchema, checkItemInputSchema, checkItemUpdateSchema, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import type { Services } from '../../../services.js';
import {
  createCheckItem,
  deleteCheckItem,
  getCheckItem,
  listCheckItems,
  updateCheckItem,
} from './service.js';

const F = checkItemFilterSchema.shape;
const listQuery = pagedQuery.extend({
  filter: optional(F.filter.unwrap()),
  isActive: F.isActive,
});
const idParams = z.object({ id: z.uuid() });

const tags = ['InitialCheckTemplateItem'];
const base = '/api/app/initialCheckTemplateItem';

/**
 * The check-item library (`/api/app/initialCheckTemplateItem`, ABP auto-API style): list, get,
 * create, update, delete. Reading needs `InitialCheckTemplateItem`; writing its Create, Update and
 * Delete (the buyer's).
 */
export async function registerCheckItemRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.LetterOfRecognition.InitialCheckTemplateItem;
  const db = s.database.db;

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listCheckItems(tx, req.culture, req.query)),
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getCheckItem(tx, req.culture, req.params.id)),
  );

  r.post(
    base,
    { config: { policy: P.Create.name }, schema: { body: checkItemInputSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        createCheckItem(tx, req.audit, req.culture, req.body, workflowActor(req)),
      ),
  );

  r.put(
    `${base}/:id`,
    { config: { policy: P.Update.name }, schema: { params: idParams, body: checkItemUpdateSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateCheckItem(tx, req.audit, req.culture, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => deleteCheckItem(tx, req.audit, req.params.id, workflowActor(req)));
      return reply.code(204).send();
    },
  );
}
