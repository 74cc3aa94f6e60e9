import { extraPropertiesSchema, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { AppError, BusinessError } from '../../platform/http/errors.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import { L, translate } from '../../platform/localization/localizer.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import {
  checkConnection,
  createBucket,
  listBucketsWithUsage,
  S3AdminError,
} from '../../platform/storage/s3-admin.js';
import type { Services } from '../../services.js';
import { STORAGE_MODULES } from './dto.js';
import { ServerLimits } from '@sp/contracts';
import {
  assertBucketName,
  connectionOf,
  createServer,
  deleteServer,
  findServer,
  getServer,
  listServers,
  recordCheck,
  updateLayout,
  updateServer,
} from './service.js';

const bool = z.boolean();
const queryBool = optional(z.enum(['true', 'false']).transform((v) => v === 'true'));
const Max = ServerLimits;
const bucketAssignments = z.record(z.string().max(64), z.string().max(Max.bucket).nullable());
const expiry = z.number().int().min(Max.minExpiry).max(Max.maxExpiry);

const serverBody = z.object({
  name: z.string().trim().min(1).max(Max.name),
  endpoint: z.string().trim().min(1).max(Max.endpoint),
  useSsl: bool.optional(),
  accessKey: z.string().trim().min(1).max(Max.accessKey),
  secretKey: z.string().min(1).max(Max.secretKey),
  region: z.string().max(Max.region).nullish(),
  forcePathStyle: bool.optional(),
  isDefault: bool.optional(),
  isActive: bool.optional(),
  defaultBucket: z.string().max(Max.bucket).nullish(),
  bucketAssignments: bucketAssignments.optional(),
  presignedUrlExpirySeconds: expiry.optional(),
  extraProperties: extraPropertiesSchema.optional(),
});

const updateBody = serverBody.extend({
  // Write-only: leave it out (or empty) to keep the stored one.
  secretKey: z.string().max(Max.secretKey).nullish(),
  concurrencyStamp: z.string().max(40).nullish(),
});

const layoutBody = z.object({
  defaultBucket: z.string().max(Max.bucket).nullish(),
  assignments: bucketAssignments,
  presignedUrlExpirySeconds: expiry.optional(),
  concurrencyStamp: z.string().max(40).nullish(),
});

const listQuery = pagedQuery.extend({
  filter: optional(z.string().max(256)),
  isActive: queryBool,
  isDefault: queryBool,
});
const idParams = z.object({ id: z.uuid() });
const bucketBody = z.object({ name: z.string().trim().min(1).max(255) });

const tags = ['MinioServer'];

/** The modules assigned to `bucket`, in the order of the module list. */
const modulesIn = (assignments: Record<string, string>, bucket: string) =>
  STORAGE_MODULES.filter((m) => assignments[m] === bucket);

/** The S3 server's own problem, not the caller's: said in words, never a 500. */
function adminFailure(err: unknown, bucket?: string): never {
  if (!(err instanceof S3AdminError)) throw err;
  if (err.kind === 'BucketExists')
    throw new BusinessError(L('SupplierPortal', 'ObjectStorage:BucketExists', bucket ?? ''), {
      code: 'ObjectStorage:BucketExists',
    });
  if (err.kind === 'Refused')
    throw new BusinessError(L('SupplierPortal', 'ObjectStorage:Refused', err.message), {
      code: 'ObjectStorage:Refused',
    });
  throw new AppError(502, L('SupplierPortal', 'ObjectStorage:Unreachable', err.message), {
    code: 'ObjectStorage:Unreachable',
  });
}

/**
 * Object-storage servers (`/api/app/minioServer`, business-domain §2): the pages under
 * `/system-components/server-minio-*` (policies `Minio.MinioServerOverview.*`) and
 * `/letter-of-recognition/minio-*` (policies `LetterOfRecognition.MinioServerOverview(.Update)`)
 * share this API. Servers belong to a tenant (the host's are the fallback of every tenant without
 * a default of its own); every change invalidates the storage registry's caches everywhere.
 */
export async function objectStorageRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  const box = new SecretBox(s.config.secretKey);
  const P = Policies.Minio.MinioServerOverview;
  const LP = Policies.LetterOfRecognition.MinioServerOverview;
  const view = { policy: P.name, orPolicies: [LP.name] };
  const edit = { policy: P.Update.name, orPolicies: [LP.Update.name] };
  const bucketView = { policy: P.name, orPolicies: [LP.Update.name] };
  const changed = (tenantId: string) => s.bus.publish({ kind: 'objectStorage', tenantId });
  const userId = (req: { currentUser: { id: string } | null }) => req.currentUser?.id ?? null;

  r.get('/api/app/minioServer', { config: view, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listServers(tx, req.scope.tenantId, req.query)),
  );

  r.get('/api/app/minioServer/moduleEnum', { config: view, schema: { tags } }, async (req) =>
    STORAGE_MODULES.map((value) => ({
      value,
      name: translate(req.culture, L('SupplierPortal', `ObjectStorage:Module.${value}`)),
    })),
  );

  r.get('/api/app/minioServer/:id', { config: view, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getServer(tx, req.scope.tenantId, req.params.id)),
  );

  r.post(
    '/api/app/minioServer',
    { config: { policy: P.Create.name }, schema: { body: serverBody, tags } },
    async (req) => {
      const dto = await inScope(db, req.scope, (tx) =>
        createServer(tx, req.audit, req.scope.tenantId, req.body, box, userId(req)),
      );
      await changed(req.scope.tenantId);
      return dto;
    },
  );

  r.put(
    '/api/app/minioServer/:id',
    { config: edit, schema: { params: idParams, body: updateBody, tags } },
    async (req) => {
      const dto = await inScope(db, req.scope, (tx) =>
        updateServer(tx, req.audit, req.scope.tenantId, req.params.id, req.body, box, userId(req)),
      );
      await changed(req.scope.tenantId);
      return dto;
    },
  );

  r.delete(
    '/api/app/minioServer/:id',
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        deleteServer(tx, req.audit, req.scope.tenantId, req.params.id, userId(req)),
      );
      await changed(req.scope.tenantId);
      return reply.code(204).send();
    },
  );

  // The network work happens between two short transactions, never inside one.
  r.post(
    '/api/app/minioServer/:id/test',
    { config: edit, schema: { params: idParams, tags } },
    async (req) => {
      const { tenantId } = req.scope;
      const row = await inScope(db, req.scope, (tx) => findServer(tx, tenantId, req.params.id));
      const check = await checkConnection(connectionOf(row, box));
      const checkTime = new Date();
      await inScope(db, req.scope, (tx) => recordCheck(tx, tenantId, row.id, check, checkTime));
      return { ...check, checkTime };
    },
  );

  r.get(
    '/api/app/minioServer/:id/buckets',
    { config: bucketView, schema: { params: idParams, tags } },
    async (req) => {
      const row = await inScope(db, req.scope, (tx) => findServer(tx, req.scope.tenantId, req.params.id));
      const buckets = await listBucketsWithUsage(connectionOf(row, box)).catch((err: unknown) =>
        adminFailure(err),
      );
      const items = buckets.map((b) => ({
        ...b,
        isDefault: b.name === row.defaultBucket,
        modules: modulesIn(row.bucketAssignments, b.name),
      }));
      return { totalCount: items.length, items };
    },
  );

  r.post(
    '/api/app/minioServer/:id/buckets',
    { config: edit, schema: { params: idParams, body: bucketBody, tags } },
    async (req) => {
      const name = req.body.name;
      assertBucketName('name', name);
      const row = await inScope(db, req.scope, (tx) => findServer(tx, req.scope.tenantId, req.params.id));
      await createBucket(connectionOf(row, box), name).catch((err: unknown) => adminFailure(err, name));
      req.audit.created('SupplierPortal.ObjectStorage.Bucket', `${row.id}/${name}`, {
        server: row.name,
        name,
      });
      return {
        name,
        creationDate: new Date(),
        objectCount: 0,
        totalSize: 0,
        countTruncated: false,
        isDefault: name === row.defaultBucket,
        modules: modulesIn(row.bucketAssignments, name),
      };
    },
  );

  r.put(
    '/api/app/minioServer/:id/bucketAssignments',
    { config: edit, schema: { params: idParams, body: layoutBody, tags } },
    async (req) => {
      const dto = await inScope(db, req.scope, (tx) =>
        updateLayout(tx, req.audit, req.scope.tenantId, req.params.id, req.body, userId(req)),
      );
      await changed(req.scope.tenantId);
      return dto;
    },
  );
}
