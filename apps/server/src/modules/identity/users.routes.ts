import { extraPropertiesSchema, optionalPhoneNumber, Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { workbookLocale } from '../../platform/http/excel.js';
import { sendUserExport } from './users.export.js';
import { UserAdminService, type Actor, type UserInput } from './users.service.js';

const Users = Policies.AbpIdentity.Users;
const tags = ['Identity'];

/** Optional text where `""` means "none", as the forms send it. */
const blankable = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() ? v : null));

const queryBool = optional(
  z.enum(['true', 'false', 'True', 'False']).transform((v) => v.toLowerCase() === 'true'),
);

const listFilters = {
  filter: optional(z.string().max(256)),
  isActive: queryBool,
  supplierId: optional(z.uuid()),
  roleId: optional(z.uuid()),
};
const listQuery = pagedQuery.extend(listFilters);
const exportQuery = z.object({ ...listFilters, sorting: optional(z.string().max(500)) });

const unitIds = z.array(z.uuid()).max(1000);

/** IdentityUserCreateDto / UpdateDto, plus the organization units and the supplier binding. */
const userFields = {
  userName: z.string().trim().min(1).max(256),
  email: z.email().max(256),
  name: blankable(64),
  surname: blankable(64),
  phoneNumber: optionalPhoneNumber,
  isActive: z.boolean().nullish(),
  lockoutEnabled: z.boolean().nullish(),
  roleNames: z.array(z.string().max(256)).max(100).nullish(),
  extraProperties: extraPropertiesSchema.nullish(),
  /** Ours; HelloAbp's `*-to-organizations` endpoints call it `orgIds` (both accepted everywhere). */
  organizationUnitIds: unitIds.nullish(),
  orgIds: unitIds.nullish(),
  supplierId: z.uuid().nullish(),
};
const userCreate = z.object({ ...userFields, password: z.string().min(1).max(128) });
const userUpdate = z.object({
  ...userFields,
  /** Changed only when given. */
  password: z.string().max(128).nullish(),
  concurrencyStamp: z.string().max(40).nullish(),
});

const idParams = z.object({ id: z.uuid() });

function toInput(body: z.output<typeof userCreate> | z.output<typeof userUpdate>): UserInput {
  return {
    userName: body.userName,
    email: body.email,
    name: body.name,
    surname: body.surname,
    phoneNumber: body.phoneNumber,
    isActive: body.isActive ?? undefined,
    lockoutEnabled: body.lockoutEnabled ?? undefined,
    roleNames: body.roleNames ?? undefined,
    extraProperties: body.extraProperties ?? undefined,
    organizationUnitIds: body.organizationUnitIds ?? body.orgIds ?? undefined,
    supplierId: body.supplierId,
  };
}

/** Users (contract §5.1) with HelloAbp's organization extras, unlock, set-password and export. */
export async function userRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = new UserAdminService(s.identity, s.sessions);
  const db = s.database.db;

  const actorOf = (req: FastifyRequest): Actor => {
    const user = req.currentUser!;
    return {
      tenantId: req.scope.tenantId,
      userId: user.id,
      sessionId: user.sessionId,
      supplierId: req.scope.supplierId,
      mayAssignOrganizationUnits: user.grantedPolicies.has(Users.DistributionOrganizationUnit.name),
      grantedPolicies: user.grantedPolicies,
    };
  };
  /** The principal cache reloads the user on every instance: roles, grants, active flag. */
  const changed = (req: FastifyRequest, userId: string) =>
    s.bus.publish({ kind: 'user', tenantId: req.scope.tenantId, userId });

  r.get(
    '/api/identity/users',
    { config: { policy: Users.name }, schema: { querystring: listQuery, tags } },
    async (req) => inScope(db, req.scope, (tx) => s.identity.listUsers(tx, req.scope, req.query)),
  );

  r.get(
    '/api/identity/users/export',
    { config: { policy: Users.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => sendUserExport(db, req, reply, req.query, await workbookLocale(req, s.settings)),
  );

  r.get(
    '/api/identity/users/assignable-roles',
    { config: { policy: Users.name }, schema: { tags } },
    async (req) => inScope(db, req.scope, (tx) => admin.assignableRoles(tx, req.scope.tenantId)),
  );

  r.get(
    '/api/identity/users/by-username/:userName',
    { config: { policy: Users.name }, schema: { params: z.object({ userName: z.string().max(256) }), tags } },
    async (req, reply) => {
      const dto = await inScope(db, req.scope, (tx) =>
        admin.findByUserName(tx, req.scope.tenantId, req.params.userName),
      );
      // ABP returns null, which ASP.NET Core answers with 204.
      return dto ?? reply.code(204).send();
    },
  );

  r.get(
    '/api/identity/users/by-email/:email',
    { config: { policy: Users.name }, schema: { params: z.object({ email: z.string().max(256) }), tags } },
    async (req, reply) => {
      const dto = await inScope(db, req.scope, (tx) =>
        admin.findByEmail(tx, req.scope.tenantId, req.params.email),
      );
      return dto ?? reply.code(204).send();
    },
  );

  r.get(
    '/api/identity/users/:id',
    { config: { policy: Users.name }, schema: { params: idParams, tags } },
    async (req) => inScope(db, req.scope, (tx) => admin.get(tx, req.scope.tenantId, req.params.id)),
  );

  const create = async (req: FastifyRequest, body: z.output<typeof userCreate>) => {
    const password = await s.identity.preparePassword(req.scope.tenantId, body.password);
    return inScope(db, req.scope, (tx) => admin.create(tx, req.audit, actorOf(req), toInput(body), password));
  };
  const update = async (req: FastifyRequest, id: string, body: z.output<typeof userUpdate>) => {
    const password = body.password
      ? await s.identity.preparePassword(req.scope.tenantId, body.password)
      : null;
    const dto = await inScope(db, req.scope, (tx) =>
      admin.update(
        tx,
        req.audit,
        actorOf(req),
        id,
        { ...toInput(body), concurrencyStamp: body.concurrencyStamp },
        password,
      ),
    );
    await changed(req, id);
    return dto;
  };

  r.post(
    '/api/identity/users',
    { config: { policy: Users.Create.name }, schema: { body: userCreate, tags } },
    async (req) => create(req, req.body),
  );
  r.post(
    '/api/identity/users/create-to-organizations',
    { config: { policy: Users.Create.name }, schema: { body: userCreate, tags } },
    async (req) => create(req, req.body),
  );

  r.put(
    '/api/identity/users/:id',
    { config: { policy: Users.Update.name }, schema: { params: idParams, body: userUpdate, tags } },
    async (req) => update(req, req.params.id, req.body),
  );
  r.put(
    '/api/identity/users/:id/update-to-organizations',
    { config: { policy: Users.Update.name }, schema: { params: idParams, body: userUpdate, tags } },
    async (req) => update(req, req.params.id, req.body),
  );

  r.delete(
    '/api/identity/users/:id',
    { config: { policy: Users.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => admin.delete(tx, req.audit, actorOf(req), req.params.id));
      await changed(req, req.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/identity/users/:id/roles',
    { config: { policy: Users.name }, schema: { params: idParams, tags } },
    async (req) => inScope(db, req.scope, (tx) => admin.rolesOf(tx, req.scope.tenantId, req.params.id)),
  );

  r.put(
    '/api/identity/users/:id/roles',
    {
      config: { policy: Users.Update.name },
      schema: {
        params: idParams,
        body: z.object({ roleNames: z.array(z.string().max(256)).max(100) }),
        tags,
      },
    },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        admin.setRoles(tx, req.audit, actorOf(req), req.params.id, req.body.roleNames),
      );
      await changed(req, req.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/identity/users/:id/unlock',
    { config: { policy: Users.Update.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => admin.unlock(tx, req.audit, actorOf(req), req.params.id));
      await changed(req, req.params.id);
      return reply.code(204).send();
    },
  );

  r.put(
    '/api/identity/users/:id/password',
    {
      config: { policy: Users.Update.name },
      schema: { params: idParams, body: z.object({ newPassword: z.string().min(1).max(128) }), tags },
    },
    async (req, reply) => {
      const password = await s.identity.preparePassword(req.scope.tenantId, req.body.newPassword);
      await inScope(db, req.scope, (tx) =>
        admin.setPassword(tx, req.audit, actorOf(req), req.params.id, password),
      );
      await changed(req, req.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/identity/users/:id/organizations',
    {
      config: { policy: Users.name },
      schema: { params: idParams, querystring: z.object({ includeDetails: queryBool }), tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) => admin.organizationUnitsOf(tx, req.scope.tenantId, req.params.id)),
  );

  r.post(
    '/api/identity/users/:id/add-to-organizations',
    {
      config: { policy: Users.DistributionOrganizationUnit.name },
      schema: { params: idParams, body: unitIds, tags },
    },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        admin.setOrganizationUnits(tx, req.audit, actorOf(req), req.params.id, req.body),
      );
      return reply.code(204).send();
    },
  );
}
