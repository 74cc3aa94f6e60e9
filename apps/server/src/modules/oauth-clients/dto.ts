import type { OAuthClientRow } from './schema.js';

/**
 * ABP's OpenIddict application DTO as this server offers it: `clientId`, `displayName`,
 * `clientType` (confidential | public), `grantTypes`, `scopes`, and for integration clients
 * `tenantId` (the tenant a client-credentials token acts in) and `permissions`. The secret is never
 * part of it: the create call answers it once, beside the DTO.
 */
export function toClientDto(c: OAuthClientRow) {
  return {
    id: c.id,
    clientId: c.clientId,
    displayName: c.displayName,
    clientType: c.clientType,
    grantTypes: c.grantTypes,
    scopes: c.scopes,
    tenantId: c.actingTenantId,
    permissions: c.permissions,
    accessTokenLifetime: c.accessTokenLifetime,
    enabled: c.enabled,
    isStatic: c.isStatic,
    concurrencyStamp: c.concurrencyStamp,
    creationTime: c.creationTime,
  };
}

export type ClientDto = ReturnType<typeof toClientDto>;

/** What the audit log records of a client: everything but the secret, which shows as changed. */
export function auditedClient(c: OAuthClientRow): Record<string, unknown> {
  const { concurrencyStamp: _s, creationTime: _c, ...rest } = toClientDto(c);
  return { ...rest, clientSecret: c.secretHash ? '(set)' : null };
}
