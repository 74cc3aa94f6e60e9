import { Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { ForbiddenError } from '../../platform/http/errors.js';
import { ROLE_PROVIDER, USER_PROVIDER } from '../../platform/permissions/grants.js';
import type { Services } from '../../services.js';
import { PermissionManagementService, type ProviderName } from './service.js';

const tags = ['PermissionManagement'];

const providerQuery = z.object({
  providerName: z.enum([ROLE_PROVIDER, USER_PROVIDER]),
  providerKey: z.string().trim().min(1).max(256),
});

const updateBody = z.object({
  permissions: z.array(z.object({ name: z.string().min(1).max(256), isGranted: z.boolean() })).max(5000),
});

/** The policy that manages a provider's grants (ABP's ProviderPolicies). */
const managePolicy = {
  [ROLE_PROVIDER]: Policies.AbpIdentity.Roles.ManagePermissions.name,
  [USER_PROVIDER]: Policies.AbpIdentity.Users.ManagePermissions.name,
} as const;

function authorize(req: FastifyRequest, providerName: ProviderName) {
  if (!req.currentUser?.grantedPolicies.has(managePolicy[providerName])) throw new ForbiddenError();
}

/**
 * `GET|PUT /api/permission-management/permissions?providerName=R|U&providerKey=…` (contract §5.5).
 * The route only needs a signed-in caller; the policy depends on the provider and is checked here.
 */
export async function permissionManagementRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new PermissionManagementService(s.identity);
  const db = s.database.db;
  const url = '/api/permission-management/permissions';

  r.get(url, { schema: { querystring: providerQuery, tags } }, async (req) => {
    const { providerName, providerKey } = req.query;
    authorize(req, providerName);
    return inScope(db, req.scope, (tx) =>
      service.get(tx, req.scope.tenantId, providerName, providerKey, req.culture),
    );
  });

  r.put(url, { schema: { querystring: providerQuery, body: updateBody, tags } }, async (req, reply) => {
    const { providerName, providerKey } = req.query;
    authorize(req, providerName);
    const changed = await inScope(db, req.scope, (tx) =>
      service.update(tx, req.audit, req.scope.tenantId, providerName, providerKey, req.body.permissions),
    );
    // Every principal of the tenant recomputes its granted policies on its next request.
    if (changed) await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
    return reply.code(204).send();
  });
}
