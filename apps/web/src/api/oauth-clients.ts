import { crudApi, readApi } from './crud-api';
import { post } from './request';

/** The grants the token endpoint implements (the server's oauth-clients/model GRANT_TYPES). */
export const grantTypes = ['password', 'refresh_token', 'client_credentials'] as const;
export type GrantType = (typeof grantTypes)[number];

/** The scopes the server knows (discovery's `scopes_supported`). */
export const scopes = [
  'openid',
  'offline_access',
  'profile',
  'email',
  'phone',
  'roles',
  'SupplierPortal',
] as const;

export type ClientType = 'confidential' | 'public';

/** The portal's own web client: it signs every browser in, so the server keeps it enabled. */
export const PORTAL_CLIENT_ID = 'SupplierPortal_Web';

/** The server's input limits for a client (routes.ts of the oauth-clients module). */
export const OAuthClientLimits = {
  clientId: 100,
  displayName: 256,
  secretMin: 8,
  secretMax: 256,
  lifetimeMin: 60,
  lifetimeMax: 7 * 24 * 3600,
} as const;

/** A client id as the server accepts it (RFC 6749's unreserved characters). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9._~-]+$/;

/**
 * ABP's OpenIddict application DTO as this server offers it; `tenantId` and `permissions` are for
 * integration clients (what a client-credentials token acts as). The secret is never part of it.
 */
export interface OAuthClientDto {
  id: string;
  clientId: string;
  displayName: string;
  clientType: ClientType;
  grantTypes: GrantType[];
  scopes: string[];
  /** The tenant a client-credentials token acts in; null: the host. */
  tenantId: string | null;
  permissions: string[];
  /** Seconds; null: the server's default. */
  accessTokenLifetime: number | null;
  enabled: boolean;
  /** Built in (the portal's own client, `SupplierPortal_App`): cannot be deleted. */
  isStatic: boolean;
  concurrencyStamp: string;
  creationTime: string;
}

/** What create and update share. */
export interface OAuthClientFields {
  displayName: string;
  clientType: ClientType;
  grantTypes: GrantType[];
  scopes: string[];
  tenantId: string | null;
  permissions: string[];
  accessTokenLifetime: number | null;
  enabled: boolean;
}

export interface OAuthClientCreate extends OAuthClientFields {
  clientId: string;
  /** Empty: the server generates a 256-bit secret (confidential clients). */
  clientSecret?: string | null;
}

export interface OAuthClientUpdate extends OAuthClientFields {
  concurrencyStamp: string;
}

/** The create and regenerate answers: the DTO plus the secret, shown this once (null: public). */
export type OAuthClientWithSecret = OAuthClientDto & { clientSecret: string | null };

const base = '/api/openiddict/applications';
const api = crudApi<OAuthClientDto, OAuthClientCreate, OAuthClientUpdate>(base);

export const getOAuthClients = api.list;
export const getOAuthClient = readApi<OAuthClientDto>(base).get;
export const createOAuthClient = (input: OAuthClientCreate) => post<OAuthClientWithSecret>(base, input);
export const updateOAuthClient = api.update;
export const deleteOAuthClient = api.remove;
/** A confidential client's new secret; the old one stops working at once. */
export const regenerateOAuthClientSecret = (id: string) =>
  post<OAuthClientWithSecret>(`${base}/${id}/regenerate-secret`);

/** The update body of a DTO with some fields changed (enable/disable from the list). */
export const toUpdate = (c: OAuthClientDto, changes: Partial<OAuthClientFields> = {}): OAuthClientUpdate => ({
  displayName: c.displayName,
  clientType: c.clientType,
  grantTypes: c.grantTypes,
  scopes: c.scopes,
  tenantId: c.tenantId,
  permissions: c.permissions,
  accessTokenLifetime: c.accessTokenLifetime,
  enabled: c.enabled,
  concurrencyStamp: c.concurrencyStamp,
  ...changes,
});
