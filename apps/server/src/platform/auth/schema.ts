import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, timestampz } from '../db/columns.js';

/** One row per login; every access and refresh token carries its id, so revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    clientId: text('client_id'),
    /** The scope granted at login: a refresh keeps it unless the client asks for less (RFC 6749 §6). */
    scope: text('scope'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestampz('created_at').notNull().defaultNow(),
    lastUsedAt: timestampz('last_used_at').notNull().defaultNow(),
    expiresAt: timestampz('expires_at').notNull(),
    revokedAt: timestampz('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('sessions_user_ix').on(t.tenantId, t.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates: the used row gets `usedAt` and a
 * successor. Presenting a used token again means it leaked, and the whole session is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestampz('created_at').notNull().defaultNow(),
    expiresAt: timestampz('expires_at').notNull(),
    usedAt: timestampz('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_session_ix').on(t.tenantId, t.sessionId),
  ],
);

/** Token-signing keys, shared by every server instance; the private half is encrypted at rest. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwkEncrypted: text('private_jwk_encrypted').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestampz('created_at').notNull().defaultNow(),
});
