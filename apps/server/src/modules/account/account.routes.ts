import { extraPropertiesSchema } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { BusinessError } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import type { Services } from '../../services.js';
import { toUserDto } from '../identity/dto.js';

/** RegisterDto. `email` is accepted for `emailAddress`, as the template's form posts it. */
const register = z
  .object({
    userName: z.string().trim().min(1).max(256).optional(),
    username: z.string().trim().min(1).max(256).optional(),
    emailAddress: z.email().max(256).optional(),
    email: z.email().max(256).optional(),
    password: z.string().min(1).max(128),
    appName: z.string().max(64).optional(),
    extraProperties: extraPropertiesSchema.optional(),
  })
  .transform((b, ctx) => {
    const userName = b.userName ?? b.username;
    const emailAddress = b.emailAddress ?? b.email;
    if (!userName)
      ctx.addIssue({ code: 'invalid_type', expected: 'string', path: ['userName'], input: undefined });
    if (!emailAddress)
      ctx.addIssue({ code: 'invalid_type', expected: 'string', path: ['emailAddress'], input: undefined });
    return {
      userName: userName ?? '',
      emailAddress: emailAddress ?? '',
      password: b.password,
      extraProperties: b.extraProperties,
    };
  });

export async function accountRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Ends the session: the access token stops working at once, on every instance. */
  r.get(
    '/api/account/logout',
    { config: { anonymous: true }, schema: { tags: ['Account'] } },
    async (req, reply) => {
      const user = req.currentUser;
      if (user) await s.sessions.revoke(user.tenantId, user.sessionId, 'logout');
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/account/register',
    { config: { anonymous: true }, schema: { body: register, tags: ['Account'] } },
    async (req) => {
      const tenantId = req.scope.tenantId;
      if (!(await s.settings.getBool(tenantId, SettingNames.IsSelfRegistrationEnabled))) {
        throw new BusinessError(L('AbpAccount', 'SelfRegistrationDisabledMessage'));
      }
      const password = await s.identity.preparePassword(tenantId, req.body.password);
      // An anonymous action of the tenant, whoever calls it: a signed-in vendor's supplier scope
      // (row security) has no say in who else may sign up.
      const user = await inScope(s.database.db, tenantScope(tenantId), (tx) =>
        s.identity.createUser(tx, req.audit, {
          tenantId,
          userName: req.body.userName,
          email: req.body.emailAddress,
          password,
          extraProperties: req.body.extraProperties ?? {},
        }),
      );
      return toUserDto(user);
    },
  );
}
