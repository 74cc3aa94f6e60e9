import { extraPropertiesSchema, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import type { Services } from '../../../services.js';
import { MAX_DISPLAY_NAME_LENGTH, OrganizationUnitService } from './service.js';

const tags = ['Organization units'];
const filter = optional(z.string().max(256));
const listQuery = pagedQuery.extend({ filter, parentId: optional(z.uuid()) });
const allQuery = z.object({ filter, sorting: optional(z.string().max(500)) });
// `ouId` is optional (HA): without it the list covers every user / role of the tenant.
const memberQuery = pagedQuery.extend({ ouId: optional(z.uuid()), filter });
const idParams = z.object({ id: z.uuid() });
const extraProperties = extraPropertiesSchema.optional();
const displayName = z.string().trim().min(1).max(MAX_DISPLAY_NAME_LENGTH);

const createBody = z.object({
  displayName,
  parentId: z.uuid().nullish(),
  extraProperties,
});

const updateBody = z.object({
  displayName,
  concurrencyStamp: z.string().max(40).nullish(),
  extraProperties,
});

/**
 * Organization units (contract §5.3, HelloAbp's OrganizationUnitController), plus the members and
 * roles of a unit. Reading needs `AbpIdentity.OrganitaionUnits` (sic); listing a unit's users or
 * roles needs the user or role page; adding and removing them needs the user's "assign organization
 * units" or the role's "add to organization units" permission.
 */
export async function organizationRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ous = new OrganizationUnitService();
  const P = Policies.AbpIdentity.OrganitaionUnits;
  const read = { policy: P.name };
  const base = '/api/identity/organizations';
  const db = s.database.db;

  r.get(`${base}`, { config: read, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => ous.list(tx, req.scope.tenantId, req.query, false)),
  );

  r.get(`${base}/details`, { config: read, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => ous.list(tx, req.scope.tenantId, req.query, true)),
  );

  for (const path of [`${base}/all`, `${base}/all/details`]) {
    r.get(path, { config: read, schema: { querystring: allQuery, tags } }, async (req) =>
      inScope(db, req.scope, (tx) => ous.all(tx, req.scope.tenantId, req.query)),
    );
  }

  r.get(`${base}/root`, { config: read, schema: { tags } }, async (req) =>
    inScope(db, req.scope, (tx) => ous.roots(tx, req.scope.tenantId)),
  );

  r.get(
    `${base}/children/:parentId`,
    { config: read, schema: { params: z.object({ parentId: z.uuid() }), tags } },
    async (req) => inScope(db, req.scope, (tx) => ous.children(tx, req.scope.tenantId, req.params.parentId)),
  );

  // HelloAbp's controller binds `parentId` from the query string on this route.
  r.get(
    `${base}/children`,
    { config: read, schema: { querystring: z.object({ parentId: z.uuid() }), tags } },
    async (req) => inScope(db, req.scope, (tx) => ous.children(tx, req.scope.tenantId, req.query.parentId)),
  );

  r.get(
    `${base}/next-code`,
    { config: read, schema: { querystring: z.object({ parentId: optional(z.uuid()) }), tags } },
    async (req, reply) => {
      const code = await inScope(db, req.scope, (tx) =>
        ous.nextCode(tx, req.scope.tenantId, req.query.parentId),
      );
      // ASP.NET Core sends a returned string as text/plain.
      return reply.type('text/plain; charset=utf-8').send(code);
    },
  );

  r.get(
    `${base}/users`,
    { config: { policy: Policies.AbpIdentity.Users.name }, schema: { querystring: memberQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => ous.users(tx, req.scope.tenantId, req.query.ouId, req.query)),
  );

  r.get(
    `${base}/roles`,
    { config: { policy: Policies.AbpIdentity.Roles.name }, schema: { querystring: memberQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => ous.roles(tx, req.scope.tenantId, req.query.ouId, req.query)),
  );

  r.get(`${base}/:id`, { config: read, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => ous.get(tx, req.scope.tenantId, req.params.id, false)),
  );

  r.get(`${base}/:id/details`, { config: read, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => ous.get(tx, req.scope.tenantId, req.params.id, true)),
  );

  r.post(`${base}`, { config: { policy: P.Create.name }, schema: { body: createBody, tags } }, async (req) =>
    inScope(db, req.scope, (tx) =>
      ous.create(tx, req.audit, req.scope.tenantId, req.currentUser!.id, req.body),
    ),
  );

  r.put(
    `${base}/move`,
    {
      config: { policy: P.Update.name },
      schema: { querystring: z.object({ id: z.uuid(), parentId: optional(z.uuid()) }), tags },
    },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        ous.move(
          tx,
          req.audit,
          req.scope.tenantId,
          req.currentUser!.id,
          req.query.id,
          req.query.parentId ?? null,
        ),
      );
      return reply.code(204).send();
    },
  );

  r.put(
    `${base}/:id`,
    { config: { policy: P.Update.name }, schema: { params: idParams, body: updateBody, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        ous.update(tx, req.audit, req.scope.tenantId, req.currentUser!.id, req.params.id, req.body),
      ),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        ous.delete(tx, req.audit, req.scope.tenantId, req.currentUser!.id, req.params.id),
      );
      // Members and roles of the deleted units went with them.
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return reply.code(204).send();
    },
  );

  const assignUsers = { policy: Policies.AbpIdentity.Users.DistributionOrganizationUnit.name };
  const assignRoles = { policy: Policies.AbpIdentity.Roles.AddOrganizationUnitRole.name };

  r.post(
    `${base}/:id/users`,
    {
      config: assignUsers,
      schema: { params: idParams, body: z.object({ userIds: z.array(z.uuid()).max(1000) }), tags },
    },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        ous.addUsers(tx, req.audit, req.scope.tenantId, req.params.id, req.body.userIds),
      );
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return reply.code(204).send();
    },
  );

  r.delete(
    `${base}/:id/users/:userId`,
    { config: assignUsers, schema: { params: idParams.extend({ userId: z.uuid() }), tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        ous.removeUser(tx, req.audit, req.scope.tenantId, req.params.id, req.params.userId),
      );
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/roles`,
    {
      config: assignRoles,
      schema: { params: idParams, body: z.object({ roleIds: z.array(z.uuid()).max(1000) }), tags },
    },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        ous.addRoles(tx, req.audit, req.scope.tenantId, req.params.id, req.body.roleIds),
      );
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return reply.code(204).send();
    },
  );

  r.delete(
    `${base}/:id/roles/:roleId`,
    { config: assignRoles, schema: { params: idParams.extend({ roleId: z.uuid() }), tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        ous.removeRole(tx, req.audit, req.scope.tenantId, req.params.id, req.params.roleId),
      );
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return reply.code(204).send();
    },
  );
}
