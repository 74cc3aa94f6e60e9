import { Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { GRANT_TYPES, SCOPES } from './model.js';

const tags = ['OpenIddict applications'];
const listQuery = pagedQuery.extend({ filter: optional(z.string().max(256)) });
const idParams = z.object({ id: z.uuid() });

/** The fields create and update share (ABP's application DTO, with this server's integration extras). */
const clientFields = {
  displayName: z.string().trim().min(1).max(256),
  clientType: z.enum(['confidential', 'public']),
  grantTypes: z.array(z.enum(GRANT_TYPES)).max(GRANT_TYPES.length),
  scopes: z.array(z.enum(SCOPES)).max(SCOPES.length),
  tenantId: z.uuid().nullish(),
  permissions: z.array(z.string().max(128)).max(500).optional(),
  accessTokenLifetime: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .nullish(),
  enabled: z.boolean().optional(),
};

const createBody = z.object({
  clientId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._~-]+$/),
  // Optional: without one, a confidential client gets a generated 256-bit secret.
  clientSecret: z.string().min(8).max(256).nullish(),
  ...clientFields,
});

const updateBody = z.object({ ...clientFields, concurrencyStamp: z.string().max(40).nullish() });

/**
 * OAuth client applications (`/api/openiddict/applications`, ABP's OpenIddict module paths).
 * Host only: `OpenIddictPro.Application` is a host-side policy, never granted inside a tenant.
 */
export async function oauthClientRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.OpenIddictPro.Application;
  const base = '/api/openiddict/applications';
  const db = s.database.db;
  const ctx = (req: FastifyRequest) => ({ audit: req.audit, userId: req.currentUser?.id ?? null });

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => s.clients.list(tx, req.query)),
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => s.clients.get(tx, req.params.id)),
  );

  /** Answers the DTO plus `clientSecret`: the only time the secret is ever shown. */
  r.post(base, { config: { policy: P.Create.name }, schema: { body: createBody, tags } }, async (req) => {
    const created = await inScope(db, req.scope, (tx) => s.clients.create(tx, req.body, ctx(req)));
    await s.clients.changed(created.clientId);
    return created;
  });

  r.put(
    `${base}/:id`,
    { config: { policy: P.Update.name }, schema: { params: idParams, body: updateBody, tags } },
    async (req) => {
      const dto = await inScope(db, req.scope, (tx) =>
        s.clients.update(tx, req.params.id, req.body, ctx(req)),
      );
      await s.clients.changed(dto.clientId);
      return dto;
    },
  );

  /** A confidential client's new secret, shown this once (the old one stops working). */
  r.post(
    `${base}/:id/regenerate-secret`,
    { config: { policy: P.Update.name }, schema: { params: idParams, tags } },
    async (req) => {
      const dto = await inScope(db, req.scope, (tx) =>
        s.clients.regenerateSecret(tx, req.params.id, ctx(req)),
      );
      await s.clients.changed(dto.clientId);
      return dto;
    },
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      const clientId = await inScope(db, req.scope, (tx) => s.clients.delete(tx, req.params.id, ctx(req)));
      if (clientId) await s.clients.changed(clientId);
      return reply.code(204).send();
    },
  );
}
