import { extraPropertiesSchema, Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { toTenantDto } from './dto.js';
import { MAX_TENANT_NAME_LENGTH } from './service.js';

const tags = ['Tenant management'];
const listQuery = pagedQuery.extend({ filter: optional(z.string().max(256)) });
const idParams = z.object({ id: z.uuid() });
const name = z.string().trim().min(1).max(MAX_TENANT_NAME_LENGTH);
const extraProperties = extraPropertiesSchema.optional();

/** TenantCreateDto. */
const createBody = z.object({
  name,
  adminEmailAddress: z.email().max(256),
  adminPassword: z.string().min(1).max(128),
  extraProperties,
});

/** TenantUpdateDto (plus `isActive`). */
const updateBody = z.object({
  name,
  isActive: z.boolean().optional(),
  concurrencyStamp: z.string().max(40).nullish(),
  extraProperties,
});

/**
 * Tenant management (contract §4.2). Host only: the `AbpTenantManagement` policies are host-side,
 * and host-side policies are never granted inside a tenant, so a tenant's user gets 403.
 */
export async function tenantRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.AbpTenantManagement.Tenants;
  const base = '/api/multi-tenancy/tenants';
  const db = s.database.db;
  const ctx = (req: Pick<FastifyRequest, 'audit' | 'currentUser'>) => ({
    audit: req.audit,
    userId: req.currentUser?.id ?? null,
  });

  // Open to integration clients (client credentials, no user) holding the policy: a provisioning
  // tool lists tenants; the handler needs no user.
  r.get(
    base,
    { config: { policy: P.name, clients: true }, schema: { querystring: listQuery, tags } },
    async (req) => inScope(db, req.scope, (tx) => s.tenants.list(tx, req.query)),
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => s.tenants.get(tx, req.params.id)),
  );

  r.post(base, { config: { policy: P.Create.name }, schema: { body: createBody, tags } }, async (req) =>
    toTenantDto(await s.tenants.createWithAdmin(s.identity, req.body, ctx(req))),
  );

  r.put(
    `${base}/:id`,
    { config: { policy: P.Update.name }, schema: { params: idParams, body: updateBody, tags } },
    async (req) => {
      const dto = await inScope(db, req.scope, (tx) =>
        s.tenants.update(tx, req.params.id, req.body, ctx(req)),
      );
      // The resolver, the principals and the sessions of the tenant are cached: a rename or a
      // deactivation takes effect at once.
      await s.bus.publish({ kind: 'tenant', tenantId: dto.id });
      return dto;
    },
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await s.tenants.delete(req.params.id, ctx(req));
      return reply.code(204).send();
    },
  );

  const manage = { policy: P.ManageConnectionStrings.name };

  r.get(
    `${base}/:id/default-connection-string`,
    { config: manage, schema: { params: idParams, tags } },
    async (req, reply) => {
      const value = await inScope(db, req.scope, (tx) =>
        s.tenants.getDefaultConnectionString(tx, req.params.id),
      );
      // ABP returns a bare string, which ASP.NET Core sends as text/plain.
      return reply.type('text/plain; charset=utf-8').send(value);
    },
  );

  r.put(
    `${base}/:id/default-connection-string`,
    {
      config: manage,
      schema: {
        params: idParams,
        querystring: z.object({ defaultConnectionString: optional(z.string().max(1024)) }),
        // ABP clients send the value in the query string, which the audit log records with the
        // URL; our own pages send it in the body instead, which is never recorded.
        body: z.object({ defaultConnectionString: z.string().max(1024).nullish() }).nullish(),
        tags,
      },
    },
    async (req, reply) => {
      const value = req.body?.defaultConnectionString || req.query.defaultConnectionString || null;
      await inScope(db, req.scope, (tx) =>
        s.tenants.setDefaultConnectionString(tx, req.params.id, value, ctx(req)),
      );
      return reply.code(204).send();
    },
  );

  r.delete(
    `${base}/:id/default-connection-string`,
    { config: manage, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        s.tenants.setDefaultConnectionString(tx, req.params.id, null, ctx(req)),
      );
      return reply.code(204).send();
    },
  );
}
