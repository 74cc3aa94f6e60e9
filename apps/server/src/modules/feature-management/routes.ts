import { featureManagementTexts, featureValueProblem, findFeature, Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { TENANT_PROVIDER } from '../../platform/features/service.js';
import { EntityNotFoundError, fieldProblem } from '../../platform/http/errors.js';
import { T } from '../../platform/localization/localizer.js';
import type { Services } from '../../services.js';
import { featureList } from './dto.js';

const tags = ['FeatureManagement'];

/** Features are set for tenants only (ABP's provider `T`, keyed by the tenant id). */
const providerQuery = z.object({
  providerName: z.literal(TENANT_PROVIDER),
  providerKey: z.uuid(),
});

/** UpdateFeaturesDto. */
const updateBody = z.object({
  features: z
    .array(z.object({ name: z.string().min(1).max(256), value: z.string().max(256).nullable() }))
    .max(500),
});

/**
 * `GET|PUT|DELETE /api/feature-management/features?providerName=T&providerKey=<tenantId>` (ABP's
 * FeatureManagement). Host only: the tenant's administrator must not lift their own switches.
 */
export async function featureManagementRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  const url = '/api/feature-management/features';
  const policy = Policies.AbpTenantManagement.Tenants.ManageFeatures.name;

  const tenantOf = async (id: string) => {
    const tenant = await s.tenants.findById(id);
    if (!tenant) throw new EntityNotFoundError('Tenant', id);
    return tenant.id;
  };

  r.get(url, { config: { policy }, schema: { querystring: providerQuery, tags } }, async (req) => {
    const tenantId = await tenantOf(req.query.providerKey);
    return featureList(tenantId, await s.features.of(tenantId), req.culture);
  });

  r.put(
    url,
    { config: { policy }, schema: { querystring: providerQuery, body: updateBody, tags } },
    async (req, reply) => {
      const tenantId = await tenantOf(req.query.providerKey);
      const changes = req.body.features.map(({ name, value }, i) => {
        const def = findFeature(name);
        const member = `features[${i}].value`;
        if (!def)
          throw fieldProblem(
            `features[${i}].name`,
            T(featureManagementTexts, 'Feature:UnknownFeature', name),
          );
        // A null value is ABP's "back to the default".
        const v = value === null ? def.defaultValue : value.trim().toLowerCase();
        const problem = featureValueProblem(def, v);
        if (problem)
          throw fieldProblem(
            member,
            T(
              featureManagementTexts,
              'Feature:InvalidValue',
              T(featureManagementTexts, def.displayName),
              problem,
            ),
          );
        return { name, value: v };
      });
      await write(req, tenantId, changes);
      return reply.code(204).send();
    },
  );

  /** ABP's reset: every feature of the tenant back to its default. */
  r.delete(url, { config: { policy }, schema: { querystring: providerQuery, tags } }, async (req, reply) => {
    const tenantId = await tenantOf(req.query.providerKey);
    const all = [...(await s.features.of(tenantId)).own].map((name) => ({
      name,
      value: findFeature(name)!.defaultValue,
    }));
    await write(req, tenantId, all);
    return reply.code(204).send();
  });

  async function write(
    req: Pick<FastifyRequest, 'audit'>,
    tenantId: string,
    changes: { name: string; value: string }[],
  ) {
    // The tenant's own rows, written in its scope (row security), with the audit change.
    const done = await inScope(db, tenantScope(tenantId), async (tx) => {
      const written = await s.features.write(tx, tenantId, changes);
      for (const c of written)
        req.audit.updated(
          'Volo.Abp.FeatureManagement.FeatureValue',
          `${tenantId}:${c.name}`,
          { value: c.before },
          { value: c.after },
        );
      return written;
    });
    if (done.length > 0) await s.features.changed(tenantId);
  }
}
