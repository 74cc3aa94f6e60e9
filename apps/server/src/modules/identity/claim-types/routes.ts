import { extraPropertiesSchema, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import type { Services } from '../../../services.js';
import { ClaimTypeLimits, ClaimTypeService } from './service.js';

const tags = ['Claim types'];
const listQuery = pagedQuery.extend({ filter: optional(z.string().max(256)) });
const idParams = z.object({ id: z.uuid() });

/** CreateClaimTypeDto; UpdateClaimTypeDto adds the stamp. `valueType`: 0 String, 1 Int, 2 Boolean, 3 DateTime. */
const createBody = z.object({
  name: z.string().trim().min(1).max(ClaimTypeLimits.name),
  required: z.boolean().optional(),
  regex: z.string().max(ClaimTypeLimits.regex).nullish(),
  regexDescription: z.string().max(ClaimTypeLimits.regexDescription).nullish(),
  description: z.string().max(ClaimTypeLimits.description).nullish(),
  valueType: z.number().int().min(0).max(3).optional(),
  extraProperties: extraPropertiesSchema.optional(),
});
const updateBody = createBody.extend({ concurrencyStamp: z.string().max(40).nullish() });

/** Claim types (contract §5.4): `AbpIdentity.ClaimTypes` and its Create/Update/Delete children. */
export async function claimTypeRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const claims = new ClaimTypeService();
  const P = Policies.AbpIdentity.ClaimTypes;
  const base = '/api/identity/claim-types';
  const db = s.database.db;

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => claims.list(tx, req.scope.tenantId, req.query)),
  );

  r.get(`${base}/all`, { config: { policy: P.name }, schema: { tags } }, async (req) =>
    inScope(db, req.scope, (tx) => claims.all(tx, req.scope.tenantId)),
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => claims.get(tx, req.scope.tenantId, req.params.id)),
  );

  r.post(base, { config: { policy: P.Create.name }, schema: { body: createBody, tags } }, async (req) =>
    inScope(db, req.scope, (tx) =>
      claims.create(tx, req.audit, req.scope.tenantId, req.currentUser!.id, req.body),
    ),
  );

  r.put(
    `${base}/:id`,
    { config: { policy: P.Update.name }, schema: { params: idParams, body: updateBody, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        claims.update(tx, req.audit, req.scope.tenantId, req.currentUser!.id, req.params.id, req.body),
      ),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => claims.delete(tx, req.audit, req.scope.tenantId, req.params.id));
      return reply.code(204).send();
    },
  );
}
