import { Policies, ruleMessage } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOST_TENANT_ID, inScope } from '../../platform/db/scope.js';
import { ForbiddenError } from '../../platform/http/errors.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import type { Services } from '../../services.js';
import { SettingUiService, type Change } from './service.js';

const MAX_SETTINGS_PER_REQUEST = 100;

const settingValuesBody = z
  .record(z.string().min(1).max(256), z.union([z.string().max(4096), z.number(), z.boolean(), z.null()]))
  .refine(
    (v) => Object.keys(v).length <= MAX_SETTINGS_PER_REQUEST,
    ruleMessage(
      ['At most {0} settings per request.', '每次请求最多 {0} 项设置。', '每次請求最多 {0} 項設定。'],
      MAX_SETTINGS_PER_REQUEST,
    ),
  );

const settingNamesBody = z.array(z.string().min(1).max(256)).max(MAX_SETTINGS_PER_REQUEST);

/** Settings UI (contract §7.2, EasyAbp.Abp.SettingUi): the settings page's API. */
export async function settingUiRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new SettingUiService(s.settings, s.bus, new SecretBox(s.config.secretKey));
  const policy = Policies.SettingUi.Tenant.name;

  /** The host's values are every tenant's defaults: changing them takes SettingUi.Host too. */
  const assertCanWrite = (req: FastifyRequest) => {
    if (
      req.scope.tenantId === HOST_TENANT_ID &&
      !req.currentUser?.grantedPolicies.has(Policies.SettingUi.Host.name)
    )
      throw new ForbiddenError();
  };

  /** Writes the prepared changes (with their audit entries) and tells every instance. */
  const write = async (req: FastifyRequest, prepare: (tenantId: string) => Change[]) => {
    assertCanWrite(req);
    const changes = prepare(req.scope.tenantId);
    await inScope(s.database.db, req.scope, (tx) =>
      service.apply(tx, req.audit, req.scope.tenantId, changes),
    );
    await service.publish(req.scope.tenantId);
  };

  r.get('/api/setting-ui', { config: { policy }, schema: { tags: ['SettingUi'] } }, async (req) =>
    inScope(s.database.db, req.scope, (tx) => service.groups(tx, req.scope.tenantId, req.culture)),
  );

  r.put(
    '/api/setting-ui/set-setting-values',
    { config: { policy }, schema: { body: settingValuesBody, tags: ['SettingUi'] } },
    async (req, reply) => {
      await write(req, (tenantId) => service.prepare(tenantId, req.body, req.culture));
      return reply.code(204).send();
    },
  );

  r.put(
    '/api/setting-ui/reset-setting-values',
    { config: { policy }, schema: { body: settingNamesBody, tags: ['SettingUi'] } },
    async (req, reply) => {
      await write(req, (tenantId) => service.prepareReset(tenantId, req.body, req.culture));
      return reply.code(204).send();
    },
  );
}
