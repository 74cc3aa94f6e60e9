import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';
import { L } from '../localization/localizer.js';

/** Why a client-credentials token is refused where a person must be signed in. */
const clientNeedsUser = L('SupplierPortal', 'OAuth:ClientNeedsUser');

/**
 * The route-level guard. Secure by default: a route needs an authenticated caller unless it is
 * declared `anonymous`, and the caller must hold the route's `policy` when it names one (or one
 * of its `orPolicies`). A client-credentials caller (no user) is admitted only to routes declared
 * `clients: true`, with the route's own policy (not `orPolicies`, which are for people's menus).
 * Runs before the body is even parsed, so an unauthorised caller costs nothing and learns nothing.
 */
export const policyGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preParsing', async (req, _reply, payload) => {
      const config = req.routeOptions.config;
      if (!req.routeOptions.url || config?.anonymous) return payload;
      const client = req.currentClient;
      if (client) {
        // A machine caller: only routes declared for clients, and only with the route's policy.
        if (!config?.clients || !config.policy) throw new ForbiddenError(clientNeedsUser);
        if (!client.grantedPolicies.has(config.policy)) throw new ForbiddenError();
        return payload;
      }
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
