import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { concurrencyStampColumn, creationColumns, modificationColumns } from '../../platform/db/columns.js';

/**
 * OAuth client applications (ABP's OpenIddict applications). A host table: clients are an
 * installation concern, managed by host administrators only.
 *
 * The tenant an integration client acts in is `acting_tenant_id`, deliberately NOT `tenant_id`:
 * row-level security gives every table with a `tenant_id` column the tenant policy
 * (platform/db/row-security.ts), which would hide a tenant's clients from the host administrators
 * who manage them, and hide every client from the token endpoint, which must find a client before
 * it knows any tenant.
 */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: uuid('id').primaryKey(),
    clientId: text('client_id').notNull(),
    displayName: text('display_name').notNull(),
    /** `confidential` (has a secret) or `public` (a browser or app that cannot keep one). */
    clientType: text('client_type').$type<'confidential' | 'public'>().notNull(),
    /** argon2id of the secret; null for public clients. The secret itself is shown once at creation. */
    secretHash: text('secret_hash'),
    grantTypes: jsonb('grant_types').$type<string[]>().notNull().default([]),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    /** The tenant a client-credentials token acts in; null is the host. */
    actingTenantId: uuid('acting_tenant_id'),
    /** The policies a client-credentials token holds (no user, so no roles). */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** Seconds; null uses the server's ACCESS_TOKEN_LIFETIME_SECONDS. */
    accessTokenLifetime: integer('access_token_lifetime'),
    enabled: boolean('enabled').notNull().default(true),
    /** The built-in clients (the portal's own and SupplierPortal_App) cannot be deleted. */
    isStatic: boolean('is_static').notNull().default(false),
    concurrencyStamp: concurrencyStampColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [uniqueIndex('oauth_clients_client_id_uq').on(t.clientId)],
);

export type OAuthClientRow = typeof oauthClients.$inferSelect;
