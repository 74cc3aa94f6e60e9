import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.js';
import { inScope } from '../db/scope.js';
import { EntityNotFoundError, ForbiddenError } from '../http/errors.js';
import { historyOf } from './history.js';
import { workflowEntity } from './registry.js';

const historyQuery = z.object({ entityType: z.string().min(1).max(128), entityId: z.uuid() });

/**
 * `GET /api/app/workflow/history`: the status history of one document, for its detail page. Open to
 * any signed-in user; the entity's read policies decide, and row-level security hides other
 * suppliers' documents.
 */
export async function workflowRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/app/workflow/history',
    { schema: { querystring: historyQuery, tags: ['Workflow'] } },
    async (req) => {
      const entity = workflowEntity(req.query.entityType);
      if (!entity) throw new EntityNotFoundError(req.query.entityType, req.query.entityId);
      const granted = req.currentUser?.grantedPolicies;
      if (!entity.readPolicies.some((p) => granted?.has(p))) throw new ForbiddenError();
      return inScope(s.database.db, req.scope, (tx) =>
        historyOf(tx, req.query.entityType, req.query.entityId),
      );
    },
  );
}
