import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { asSystem, HOST_TENANT_ID } from '../../platform/db/scope.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { S3ServerEntry, S3Target, StoreDirectory } from '../../platform/storage/registry.js';
import { connectionOf } from './service.js';
import { minioServers } from './schema.js';

/**
 * The storage registry's view of the configured servers. It reads across tenants (as the owner):
 * a tenant without a default server of its own writes to the host's, and a file must stay readable
 * from the server it was written to whatever has changed since (made inactive, deleted, no longer
 * the default). Store ids are written by the server only, never taken from a client.
 */
export class ObjectStorageDirectory implements StoreDirectory {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  async server(serverId: string): Promise<S3ServerEntry | null> {
    const [row] = await asSystem(this.db, (tx) =>
      tx.select().from(minioServers).where(eq(minioServers.id, serverId)).limit(1),
    );
    if (!row) return null;
    return {
      connection: connectionOf(row, this.box),
      presignedUrlExpirySeconds: row.presignedUrlExpirySeconds,
    };
  }

  async defaultTarget(tenantId: string, module: string | null): Promise<S3Target | null> {
    const [row] = await asSystem(this.db, (tx) =>
      tx
        .select({
          id: minioServers.id,
          defaultBucket: minioServers.defaultBucket,
          bucketAssignments: minioServers.bucketAssignments,
        })
        .from(minioServers)
        .where(
          and(
            inArray(minioServers.tenantId, [tenantId, HOST_TENANT_ID]),
            eq(minioServers.isDefault, true),
            eq(minioServers.isActive, true),
            eq(minioServers.isDeleted, false),
          ),
        )
        // The tenant's own default first, the host's otherwise.
        .orderBy(sql`(${minioServers.tenantId} = ${tenantId}) desc`)
        .limit(1),
    );
    if (!row) return null;
    return { serverId: row.id, bucket: (module && row.bucketAssignments[module]) || row.defaultBucket };
  }
}
