import { extraPropertiesSchema, optionalPhoneNumber } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import type { Services } from '../../services.js';

const text = (max: number) => z.string().max(max);

/** UpdateProfileDto: the spec's client sends userName, name, phoneNumber, email and extraProperties. */
const updateProfile = z.object({
  userName: text(256).trim().min(1).optional(),
  email: z.email().max(256).optional(),
  name: text(64).nullish(),
  surname: text(64).nullish(),
  phoneNumber: optionalPhoneNumber,
  concurrencyStamp: text(40).nullish(),
  extraProperties: extraPropertiesSchema.optional(),
});

const changePassword = z.object({
  currentPassword: text(128).optional(),
  newPassword: text(128).min(1),
});

/**
 * The current user's profile, under ABP 5+'s `/api/account/my-profile` and ABP 4's
 * `/api/identity/my-profile` alike (contract §6.1).
 */
export async function profileRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ['/api/account/my-profile', '/api/identity/my-profile']) {
    r.get(prefix, { schema: { tags: ['Profile'] } }, async (req) => {
      const user = req.currentUser!;
      return inScope(s.database.db, req.scope, (tx) => s.identity.getProfile(tx, user.tenantId, user.id));
    });

    r.put(prefix, { schema: { body: updateProfile, tags: ['Profile'] } }, async (req) => {
      const user = req.currentUser!;
      const dto = await inScope(s.database.db, req.scope, (tx) =>
        s.identity.updateProfile(tx, req.audit, user.tenantId, user.id, req.body),
      );
      await s.bus.publish({ kind: 'user', tenantId: user.tenantId, userId: user.id });
      return dto;
    });

    r.post(
      `${prefix}/change-password`,
      { schema: { body: changePassword, tags: ['Profile'] } },
      async (req, reply) => {
        const user = req.currentUser!;
        await s.identity.changePassword(
          req.scope,
          req.audit,
          user,
          req.body.currentPassword,
          req.body.newPassword,
          (tx) =>
            // Whoever else held a session of this user held it with the old password.
            s.sessions.revokeAllOfUser(tx, user.tenantId, user.id, 'password-changed', user.sessionId),
        );
        await s.bus.publish({ kind: 'user', tenantId: user.tenantId, userId: user.id });
        return reply.code(204).send();
      },
    );
  }
}
