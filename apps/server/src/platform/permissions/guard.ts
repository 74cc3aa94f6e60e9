import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { featureManagementTexts, type FeatureDefinition } from '@sp/contracts';
import type { FeatureService, TenantFeatures } from '../features/service.js';
import { AppError, ForbiddenError, UnauthorizedError } from '../http/errors.js';
import { L, T } from '../localization/localizer.js';

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
  async (app: FastifyInstance, options: { features: FeatureService }) => {
    // A callback hook: with the tenant's features cached (nearly always) it decides without a promise.
    app.addHook('preParsing', (req, _reply, payload, done) => {
      const config = req.routeOptions.config;
      if (!req.routeOptions.url || config?.anonymous) return done(null, payload);
      if (!req.currentClient && !req.currentUser) return done(new UnauthorizedError());
      const known = options.features.peek(req.scope.tenantId);
      if (known) return done(refusal(req, known), payload);
      options.features
        .of(req.scope.tenantId)
        .then((features) => done(refusal(req, features), payload))
        .catch(done);
    });
  },
  { name: 'policy-guard', dependencies: ['authentication'] },
);

/** Why a signed-in caller may not use the route, or null when it may. */
function refusal(req: FastifyRequest, features: TenantFeatures): Error | null {
  const config = req.routeOptions.config;
  // A tenant's switched-off areas: their routes say so (ABP checks features before
  // permissions), and their policies count as not granted (cached per tenant).
  const closing = config?.policy ? features.closing(config.policy) : undefined;
  if (closing) return featureNotEnabled(closing);
  const client = req.currentClient;
  if (client) {
    // A machine caller: only routes declared for clients, and only with the route's policy.
    if (!config?.clients || !config.policy) return new ForbiddenError(clientNeedsUser);
    if (!features.allowed(client.grantedPolicies).has(config.policy)) return new ForbiddenError();
    return null;
  }
  const granted = features.allowed(req.currentUser!.grantedPolicies);
  if (config?.policy && !granted.has(config.policy) && !config.orPolicies?.some((p) => granted.has(p)))
    return new ForbiddenError();
  return null;
}

/** ABP's FeatureChecker refusal: 403 `Volo.Feature:010001` naming the feature in the caller's language. */
export function featureNotEnabled(feature: FeatureDefinition): AppError {
  return new AppError(
    403,
    T(featureManagementTexts, 'Volo.Feature:010001', T(featureManagementTexts, feature.displayName)),
    { code: 'Volo.Feature:010001', data: { featureName: feature.name } },
  );
}
