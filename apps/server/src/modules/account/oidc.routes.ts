import type { FastifyInstance } from 'fastify';
import { issuerFor } from '../../platform/auth/tokens.js';
import type { Services } from '../../services.js';
import { GRANT_TYPES, SCOPES } from '../oauth-clients/model.js';

/**
 * OpenID Connect discovery and the JWKS, so that standard OAuth/OIDC client libraries can find
 * the token endpoint and verify the tokens it issues.
 */
export async function oidcRoutes(app: FastifyInstance, s: Services) {
  app.get(
    '/.well-known/openid-configuration',
    { config: { anonymous: true }, schema: { tags: ['Token'] } },
    async (req) => {
      const issuer = issuerFor(req, s.config);
      return {
        issuer,
        token_endpoint: `${issuer}/connect/token`,
        jwks_uri: `${issuer}/.well-known/jwks`,
        end_session_endpoint: `${issuer}/api/account/logout`,
        grant_types_supported: [...GRANT_TYPES],
        response_types_supported: ['token'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic', 'none'],
        scopes_supported: [...SCOPES],
        claims_supported: [
          'sub',
          'preferred_username',
          'unique_name',
          'email',
          'email_verified',
          'given_name',
          'family_name',
          'phone_number',
          'role',
          'tenantid',
          'sid',
        ],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        claims_parameter_supported: false,
        request_parameter_supported: false,
      };
    },
  );

  app.get('/.well-known/jwks', { config: { anonymous: true }, schema: { tags: ['Token'] } }, async () =>
    s.keys.jwks(),
  );
}
