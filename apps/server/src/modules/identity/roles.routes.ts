import { Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { RoleService } from './roles.service.js';

const Roles = Policies.AbpIdentity.Roles;
const tags = ['Identity'];

const listQuery = pagedQuery.extend({ filter: optional(z.string().max(256)) });
const idParams = z.object({ id: z.uuid() });

const roleFields = {
  name: z.string().trim().min(1).max(256),
  isDefault: z.boolean().nullish(),
  isPublic: z.boolean().nullish(),
  extraProperties: z.record(z.string().max(64), z.unknown()).nullish(),
};
const roleCreate = z.object(roleFields);
const roleUpdate = z.object({ ...roleFields, concurrencyStamp: z.string().max(40).nullish() });

const toInput = (body: z.output<typeof roleCreate>) => ({
  name: body.name,
  isDefault: body.isDefault ?? undefined,
  isPublic: body.isPublic ?? undefined,
  extraProperties: body.extraProperties ?? undefined,
});

/** Roles (contract §5.2). */
export async function roleRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new RoleService();
  const db = s.database.db;

  r.get(
    '/api/identity/roles',
    { config: { policy: Roles.name }, schema: { querystring: listQuery, tags } },
    async (req) => inScope(db, req.scope, (tx) => service.list(tx, req.scope.tenantId, req.query)),
  );

  r.get('/api/identity/roles/all', { config: { policy: Roles.name }, schema: { tags } }, async (req) =>
    inScope(db, req.scope, (tx) => service.all(tx, req.scope.tenantId)),
  );

  r.get(
    '/api/identity/roles/:id',
    { config: { policy: Roles.name }, schema: { params: idParams, tags } },
    async (req) => inScope(db, req.scope, (tx) => service.get(tx, req.scope.tenantId, req.params.id)),
  );

  r.post(
    '/api/identity/roles',
    { config: { policy: Roles.Create.name }, schema: { body: roleCreate, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        service.create(tx, req.audit, req.scope.tenantId, req.currentUser!.id, toInput(req.body)),
      ),
  );

  r.put(
    '/api/identity/roles/:id',
    { config: { policy: Roles.Update.name }, schema: { params: idParams, body: roleUpdate, tags } },
    async (req) => {
      const { dto, renamed } = await inScope(db, req.scope, (tx) =>
        service.update(tx, req.audit, req.scope.tenantId, req.params.id, {
          ...toInput(req.body),
          concurrencyStamp: req.body.concurrencyStamp,
        }),
      );
      // Principals carry role names and the grants found through them: reload the tenant's.
      if (renamed) await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return dto;
    },
  );

  r.delete(
    '/api/identity/roles/:id',
    { config: { policy: Roles.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => service.delete(tx, req.audit, req.scope.tenantId, req.params.id));
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return reply.code(204).send();
    },
  );
}
