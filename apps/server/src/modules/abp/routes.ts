import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TenantInfo } from '../../platform/tenancy/tenant-resolver.js';
import type { Services } from '../../services.js';
import { normalizeTenantName } from '../tenants/service.js';
import { pickEncoding } from '../../platform/http/accept-encoding.js';
import { varyOn } from '../../platform/http/json-compression.js';
import { ConfigurationService, type Rendered } from './configuration.service.js';

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

/**
 * Kept by the browser only (private) and revalidated on every use (no-cache): a changed grant,
 * setting, feature or language makes a new tag, an unchanged one costs a 304.
 */
function sendConfiguration(
  configuration: ConfigurationService,
  req: FastifyRequest,
  reply: FastifyReply,
  answer: Rendered,
): FastifyReply | Promise<FastifyReply> {
  // One tag for every coding of the same answer: a weak tag names the content, not its bytes.
  reply.header('Cache-Control', 'private, no-cache').header('ETag', answer.etag);
  varyOn(reply, 'Accept-Encoding');
  if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const send = (bytes: Buffer) => {
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(bytes);
  };
  // The first request in a coding waits for its compression (on the thread pool); the rest have it.
  const bytes = configuration.bytes(answer, encoding);
  return Buffer.isBuffer(bytes) ? send(bytes) : bytes.then(send, (err: Error) => reply.send(err));
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
    (req, reply) => {
      const include = req.query.includeLocalizationResources;
      // Not an async handler: a signed-in user's answer is nearly always ready, and is sent
      // without a promise.
      const ready = configuration.peek(req, include);
      if (ready) {
        // Sent now, or once its compressed copy is made (a failure is sent as the error).
        void sendConfiguration(configuration, req, reply, ready);
        return;
      }
      return configuration
        .render(req, include)
        .then((answer) => sendConfiguration(configuration, req, reply, answer));
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
