import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';

/**
 * The route-level guard. Secure by default: a route needs an authenticated caller unless it is
 * declared `anonymous`, and the caller must hold the route's `policy` when it names one (or one
 * of its `orPolicies`).
 * Runs before the body is even parsed, so an unauthorised caller costs nothing and learns nothing.
 */
export const policyGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preParsing', async (req, _reply, payload) => {
      const config = req.routeOptions.config;
      if (!req.routeOptions.url || config?.anonymous) return payload;
      const user = req.currentUser;
      if (!user) throw new UnauthorizedError();
      if (
        config?.policy &&
        !user.grantedPolicies.has(config.policy) &&
        !config.orPolicies?.some((p) => user.grantedPolicies.has(p))
      )
        throw new ForbiddenError();
      return payload;
    });
  },
  { name: 'policy-guard', dependencies: ['authentication'] },
);
