import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TenantInfo } from '../../platform/tenancy/tenant-resolver.js';
import type { Services } from '../../services.js';
import { normalizeTenantName } from '../tenants/service.js';
import { ConfigurationService } from './configuration.service.js';

const configurationQuery = z.object({
  includeLocalizationResources: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', 'True', 'False']).optional())
    .transform((v) => v?.toLowerCase() !== 'false'),
});

/** ABP's FindTenantResultDto: always 200; `success: false` when there is no such (active) tenant. */
function findTenantResult(tenant: TenantInfo | null) {
  return tenant
    ? {
        success: true,
        tenantId: tenant.id,
        name: tenant.name,
        normalizedName: normalizeTenantName(tenant.name),
        isActive: tenant.isActive,
      }
    : { success: false, tenantId: null, name: null, normalizedName: null, isActive: false };
}

export async function abpRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const configuration = new ConfigurationService(s.settings, s.features);

  r.get(
    '/api/abp/application-configuration',
    {
      config: { anonymous: true, tolerateUnknownTenant: true },
      schema: { querystring: configurationQuery, tags: ['Abp'] },
    },
    async (req, reply) => {
      const { body, etag } = await configuration.render(req, req.query.includeLocalizationResources);
      // Kept by the browser only (private) and revalidated on every use (no-cache): a changed
      // grant, setting, feature or language makes a new tag, an unchanged one costs a 304.
      reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  r.get(
    '/api/abp/multi-tenancy/tenants/by-name/:name',
    {
      config: { anonymous: true, tolerateUnknownTenant: true },
      schema: { params: z.object({ name: z.string().max(256) }), tags: ['Abp'] },
    },
    async (req) => findTenantResult(await s.tenants.findByName(req.params.name)),
  );

  r.get(
    '/api/abp/multi-tenancy/tenants/by-id/:id',
    {
      config: { anonymous: true, tolerateUnknownTenant: true },
      schema: { params: z.object({ id: z.string().max(64) }), tags: ['Abp'] },
    },
    async (req) => findTenantResult(await s.tenants.findById(req.params.id)),
  );
}
