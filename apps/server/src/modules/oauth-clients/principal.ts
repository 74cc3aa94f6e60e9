import type { ClientPrincipalSource } from '../../platform/auth/principal.js';
import { HOST_TENANT_ID } from '../../platform/db/scope.js';
import { isAvailableOn, sideOf } from '../../platform/permissions/grants.js';
import type { OAuthClientRegistry } from './service.js';

/**
 * The caller behind a client-credentials token, read from the (cached) registry on every request,
 * so that disabling a client or changing its permissions takes effect at once. Its policies are
 * limited to the catalogue and to its tenant's side, as a user's are.
 */
export function clientPrincipalSource(registry: OAuthClientRegistry): ClientPrincipalSource {
  return async (clientId) => {
    const client = await registry.find(clientId);
    if (!client?.enabled || !client.grantTypes.includes('client_credentials')) return null;
    const tenantId = client.actingTenantId ?? HOST_TENANT_ID;
    const side = sideOf(tenantId);
    return {
      clientId: client.clientId,
      tenantId,
      grantedPolicies: new Set(client.permissions.filter((p) => isAvailableOn(p, side))),
    };
  };
}
