import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { aggregateColumns, tenantIdColumn, timestampz } from '../../platform/db/columns.js';

/**
 * An S3-compatible server (MinIO, Ceph, AWS…) a tenant stores files on (business-domain §2). The
 * secret key is sealed with SECRET_KEY and never leaves the server. At most one default server per
 * tenant; a tenant without one uses the host's default, and without that the local directory.
 * Deletion is soft: the files written there keep their way back to it.
 */
export const minioServers = pgTable(
  'minio_servers',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** `host[:port]`, no scheme. */
    endpoint: text('endpoint').notNull(),
    useSsl: boolean('use_ssl').notNull().default(false),
    accessKey: text('access_key').notNull(),
    secretKeySealed: text('secret_key_sealed').notNull(),
    region: text('region'),
    forcePathStyle: boolean('force_path_style').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** New files of a module without an assignment go here. */
    defaultBucket: text('default_bucket').notNull(),
    /** Module name -> bucket (e.g. `{ "Avatars": "avatars", "LetterOfRecognition": "srm-letters" }`). */
    bucketAssignments: jsonb('bucket_assignments').$type<Record<string, string>>().notNull().default({}),
    presignedUrlExpirySeconds: integer('presigned_url_expiry_seconds').notNull().default(3600),
    lastCheckTime: timestampz('last_check_time'),
    lastCheckOk: boolean('last_check_ok'),
    lastCheckMessage: text('last_check_message'),
    lastCheckLatencyMs: integer('last_check_latency_ms'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('minio_servers_name_uq')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    uniqueIndex('minio_servers_default_uq')
      .on(t.tenantId)
      .where(sql`${t.isDefault} and not ${t.isDeleted}`),
  ],
);
