import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOST_TENANT_ID } from '../../platform/db/scope.js';
import { OAuthError } from '../../platform/http/errors.js';
import { L, T } from '../../platform/localization/localizer.js';
import type { Services } from '../../services.js';
import { oauthClientTexts } from '@sp/contracts';
import { GRANT_TYPES, type GrantType } from '../oauth-clients/model.js';
import { authenticateClient } from './client-auth.js';
import { grantScope } from './scopes.js';

const field = (max: number) => z.string().max(max).optional();

/** RFC 6749 §4.3 and §6 request fields; unknown fields are ignored, as OAuth servers do. */
const tokenRequest = z.object({
  grant_type: field(100),
  username: field(256),
  password: field(1024),
  refresh_token: field(512),
  client_id: field(200),
  client_secret: field(512),
  scope: field(1000),
  __tenant: field(256),
});

export async function tokenRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = s.config.tokenRateLimitPerMinute;

  r.post(
    '/connect/token',
    {
      config: { anonymous: true, ...(limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : {}) },
      schema: {
        body: tokenRequest,
        tags: ['Token'],
        summary: 'OAuth 2.0 token endpoint (password, refresh_token, client_credentials)',
      },
    },
    async (req, reply) => {
      const body = req.body;
      reply.headers({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
      if (!body.grant_type)
        throw new OAuthError('invalid_request', L('AbpAccount', 'MissingParameter', 'grant_type'));
      if (!isGrantType(body.grant_type))
        throw new OAuthError('unsupported_grant_type', L('AbpAccount', 'UnsupportedGrantType'));
      const { client, presentedId } = await authenticateClient(req, s.clients, body);
      if (!client.grantTypes.includes(body.grant_type))
        throw new OAuthError('unauthorized_client', T(oauthClientTexts, 'OAuth:UnauthorizedClient'));
      const lifetime = client.accessTokenLifetime;

      if (body.grant_type === 'password') {
        if (!body.username?.trim())
          throw new OAuthError('invalid_request', L('AbpAccount', 'MissingParameter', 'username'));
        if (body.password === undefined)
          throw new OAuthError('invalid_request', L('AbpAccount', 'MissingParameter', 'password'));
        const scope = grantScope(body.scope, client.scopes);
        const wantsRefresh = scope.split(' ').includes('offline_access');
        const tenant = req.tenant ?? (body.__tenant ? await tenantFromForm(s, body.__tenant) : null);
        const result = await s.login.passwordGrant({
          tenantId: tenant?.id ?? HOST_TENANT_ID,
          userNameOrEmail: body.username.trim(),
          password: body.password,
          clientId: presentedId,
          scope,
          ipAddress: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        });
        return s.tokens.issue(
          req,
          result.principal,
          {
            sessionId: result.sessionId,
            clientId: presentedId,
            refreshToken: wantsRefresh ? result.refreshToken : null,
          },
          scope,
          lifetime,
        );
      }

      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token)
          throw new OAuthError('invalid_request', L('AbpAccount', 'MissingParameter', 'refresh_token'));
        // The scope granted at login stays unless a narrower one is asked (RFC 6749 §6); it is
        // checked before the refresh token is spent, so a refused ask leaves the token usable.
        let scope = '';
        const result = await s.login.refreshGrant(body.refresh_token, presentedId, (session) => {
          // A session with no recorded grant (from before grants were recorded) has nothing to keep:
          // its user signs in again rather than being handed every scope the client may have.
          if (session.scope === null)
            throw new OAuthError('invalid_grant', L('AbpAccount', 'InvalidRefreshToken'));
          scope = grantScope(body.scope, client.scopes, { within: session.scope.split(/\s+/) });
        });
        return s.tokens.issue(
          req,
          result.principal,
          { sessionId: result.sessionId, clientId: result.clientId, refreshToken: result.refreshToken },
          scope,
          lifetime,
        );
      }

      // client_credentials: a machine acting in its configured tenant, with its own permissions.
      const tenantId = client.actingTenantId ?? HOST_TENANT_ID;
      if (tenantId !== HOST_TENANT_ID) {
        const tenant = await s.tenants.findById(tenantId);
        if (!tenant?.isActive)
          throw new OAuthError(
            'invalid_grant',
            L('AbpExceptionHandling', 'TenantInactive', tenant?.name ?? tenantId),
          );
      }
      const scope = grantScope(body.scope, client.scopes, { machine: true });
      return s.tokens.issueForClient(
        req,
        { clientId: client.clientId, tenantId, permissions: client.permissions },
        scope,
        lifetime,
      );
    },
  );
}

const isGrantType = (value: string): value is GrantType => (GRANT_TYPES as readonly string[]).includes(value);

/** ABP also takes `__tenant` as a form field of the token request. */
async function tenantFromForm(s: Services, value: string) {
  const tenant = await s.tenants.find(value.trim());
  if (!tenant)
    throw new OAuthError('invalid_request', L('AbpExceptionHandling', 'TenantNotFound', value.trim()));
  if (!tenant.isActive)
    throw new OAuthError('invalid_grant', L('AbpExceptionHandling', 'TenantInactive', tenant.name));
  return tenant;
}
