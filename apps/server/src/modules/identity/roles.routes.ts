import { extraPropertiesSchema, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { OrganizationUnitService } from './organizations/service.js';
import { RoleService } from './roles.service.js';

const Roles = Policies.AbpIdentity.Roles;
const tags = ['Identity'];

const listQuery = pagedQuery.extend({ filter: optional(z.string().max(256)) });
const idParams = z.object({ id: z.uuid() });

const roleFields = {
  name: z.string().trim().min(1).max(256),
  isDefault: z.boolean().nullish(),
  isPublic: z.boolean().nullish(),
  extraProperties: extraPropertiesSchema.nullish(),
};
const roleCreate = z.object(roleFields);
/** HA's create-to-organization body: the role plus the unit it is given to. */
const roleCreateToOrganization = z.object({ ...roleFields, orgId: z.uuid() });
const roleUpdate = z.object({ ...roleFields, concurrencyStamp: z.string().max(40).nullish() });

const toInput = (body: z.output<typeof roleCreate>) => ({
  name: body.name,
  isDefault: body.isDefault ?? undefined,
  isPublic: body.isPublic ?? undefined,
  extraProperties: body.extraProperties ?? undefined,
});

/** Roles (contract §5.2), with HA's two calls that give a role to an organization unit. */
export async function roleRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new RoleService();
  const units = new OrganizationUnitService();
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

  // HA (HelloIdentityRoleController): create the role and give it to the unit in one transaction.
  r.post(
    '/api/identity/roles/create-to-organization',
    {
      config: { policy: Roles.Create.name },
      schema: { body: roleCreateToOrganization, tags },
    },
    async (req) => {
      const dto = await inScope(db, req.scope, async (tx) => {
        const role = await service.create(
          tx,
          req.audit,
          req.scope.tenantId,
          req.currentUser!.id,
          toInput(req.body),
        );
        await units.addRoles(tx, req.audit, req.scope.tenantId, req.body.orgId, [role.id]);
        return role;
      });
      // The unit's members now hold the new role.
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return dto;
    },
  );

  r.post(
    '/api/identity/roles/:roleId/add-to-organization/:ouId',
    {
      config: { policy: Roles.AddOrganizationUnitRole.name },
      schema: { params: z.object({ roleId: z.uuid(), ouId: z.uuid() }), tags },
    },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        units.addRoles(tx, req.audit, req.scope.tenantId, req.params.ouId, [req.params.roleId]),
      );
      await s.bus.publish({ kind: 'grants', tenantId: req.scope.tenantId });
      return reply.code(204).send();
    },
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
