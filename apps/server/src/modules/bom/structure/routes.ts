import { Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope } from '../../../platform/db/scope.js';
import type { Services } from '../../../services.js';
import { compareBoms } from './compare.js';
import { bomIdParams, compareQuery, treeQuery, whereUsedQuery } from './schemas.js';
import { bomTree } from './tree.js';
import { whereUsed } from './where-used.js';

const BASE = '/api/app/bom';
const tags = ['Bom'];

/**
 * A BOM's structure, read by engineering (`Material.SMC.Glt`) and by vendors
 * (`Material.SMC.VendorBom`, narrowed to their own supplier's BOMs by row-level security):
 * the multi-level tree, where a part is used, and two BOMs compared line by line. Registered
 * before the revisions' `/{id}` routes, so `compare` and `where-used` are never taken for ids.
 */
export async function registerBomStructureRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const S = Policies['Material.SMC'];
  const read = { policy: S.Glt.name, orPolicies: [S.VendorBom.name] };
  const db = s.database.db;

  r.get(`${BASE}/compare`, { config: read, schema: { querystring: compareQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => compareBoms(tx, req.scope.tenantId, req.query.from, req.query.to)),
  );

  r.get(`${BASE}/where-used`, { config: read, schema: { querystring: whereUsedQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => whereUsed(tx, req.scope.tenantId, req.query)),
  );

  r.get(
    `${BASE}/:id/tree`,
    { config: read, schema: { params: bomIdParams, querystring: treeQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => bomTree(tx, req.scope.tenantId, req.params.id, req.query.levels)),
  );
}
