/** The grants the token endpoint implements; a client is allowed a subset of them. */
export const GRANT_TYPES = ['password', 'refresh_token', 'client_credentials'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** The scopes the server knows (discovery's `scopes_supported`). */
export const SCOPES = [
  'openid',
  'offline_access',
  'profile',
  'email',
  'phone',
  'roles',
  'SupplierPortal',
] as const;

/** The portal's own web app: a public client (a browser cannot keep a secret). */
export const PORTAL_CLIENT_ID = 'SupplierPortal_Web';
/** The ABP template's `<Project>_App` client, confidential, for ABP tools and the spec's own login. */
export const APP_CLIENT_ID = 'SupplierPortal_App';
