import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOST_TENANT_ID } from '../db/scope.js';
import { AppError } from '../http/errors.js';
import { L } from '../localization/localizer.js';
import type { TenantInfo, TenantResolver } from './tenant-resolver.js';

export const TENANT_KEY = '__tenant';
const RESOLVE_ERROR_HEADER = 'Abp-Tenant-Resolve-Error';

/**
 * Resolves the tenant a request names with `__tenant` (header, then query, then cookie; id or
 * name). An authenticated request always acts in its token's tenant instead (auth plugin).
 */
export const tenancy = fp(
  async (app: FastifyInstance, opts: { resolver: TenantResolver }) => {
    app.decorateRequest('tenant', null);
    // A callback hook: a request that names no tenant (most of them) passes without a promise.
    app.addHook('onRequest', (req, reply, done) => {
      const query = req.query as Record<string, unknown> | undefined;
      const raw =
        headerValue(req.headers[TENANT_KEY]) ??
        (typeof query?.[TENANT_KEY] === 'string' ? query[TENANT_KEY] : undefined) ??
        req.cookies?.[TENANT_KEY];
      const value = raw?.trim();
      if (!value || value === HOST_TENANT_ID) return done();
      resolve(opts.resolver, value)
        .then((problem) => {
          if ('tenant' in problem) {
            req.tenant = problem.tenant;
            return done();
          }
          reply.header(RESOLVE_ERROR_HEADER, encodeURIComponent(headOf(value)));
          if (req.routeOptions.config?.tolerateUnknownTenant) return done();
          // A token names its own tenant; the header is then irrelevant (auth plugin decides).
          if (req.headers.authorization) return done();
          done(problem.error);
        })
        // Whatever failed on the way is the request's error, never an unhandled rejection.
        .catch(done);
    });
  },
  { name: 'tenancy' },
);

async function resolve(
  resolver: TenantResolver,
  value: string,
): Promise<{ tenant: TenantInfo } | { error: AppError }> {
  // Over-long or control-character names cannot be a tenant (and must not reach SQL as text).
  // eslint-disable-next-line no-control-regex
  if (value.length > 256 || /[\u0000-\u001f]/.test(value))
    return { error: new AppError(404, L('AbpExceptionHandling', 'TenantNotFound', value.slice(0, 64))) };
  const tenant = await resolver.find(value);
  if (!tenant) return { error: new AppError(404, L('AbpExceptionHandling', 'TenantNotFound', value)) };
  if (!tenant.isActive)
    return { error: new AppError(403, L('AbpExceptionHandling', 'TenantInactive', tenant.name)) };
  return { tenant };
}

/** The first 100 characters of a name, not cut inside a surrogate pair (which cannot be URI-encoded). */
function headOf(value: string): string {
  return value.slice(0, 100).replace(/[\uD800-\uDBFF]$/, '');
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
