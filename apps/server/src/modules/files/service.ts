import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import mime from 'mime-types';
import type { Queryable } from '../../platform/db/client.js';
import { inScope, type DataScope } from '../../platform/db/scope.js';
import { AppError, BusinessError, EntityNotFoundError, fieldProblem } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import { BlobNotFoundError, canPresign, StoreUnavailableError } from '../../platform/storage/blob-store.js';
import { HashingMeter, SizeLimitExceededError } from '../../platform/storage/meter.js';
import type { Services } from '../../services.js';
import { files } from './schema.js';
import { assertStorageQuota, storageAllowance, storageFull, storageLimitBytes } from './storage-quota.js';

export type FileRow = typeof files.$inferSelect;

export const FILE_ENTITY = 'Xhznl.FileManagement.Files.File';

/** ABP's blob names: `Guid.NewGuid().ToString("N")`, 32 hexadecimal characters. */
const BLOB_NAME = /^[0-9a-f]{32}$/;

export const newBlobName = () => randomUUID().replace(/-/g, '');

/** A file id from a path: anything but 32 hex characters (`../x`, `/etc/passwd`, `%00`) is a 400. */
export function parseFileId(id: string): string {
  const normal = id.toLowerCase();
  if (!BLOB_NAME.test(normal))
    throw fieldProblem('id', L('AbpExceptionHandling', 'InvalidFileId', id.slice(0, 64)));
  return normal;
}

/**
 * A client's file name: kept as the name the file is shown and downloaded under, never used as a
 * path. Still, a name that is a path (`../x`, `/etc/passwd`, `C:\x`), that hides control
 * characters or that is empty or over-long is refused: it can only be a mistake or an attack.
 */
export function checkFileName(raw: string | undefined): string {
  const name = (raw ?? '').normalize('NFC').trim();
  const bad =
    !name ||
    name.length > 255 ||
    name === '.' ||
    name === '..' ||
    /[/\\]/.test(name) ||
    /^[A-Za-z]:/.test(name) ||
    // Control characters, including NUL.
    /\p{Cc}/u.test(name) ||
    // Bidirectional controls, which make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`.
    /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(name);
  if (bad)
    throw fieldProblem('file', L('AbpExceptionHandling', 'InvalidFileName', (raw ?? '').slice(0, 100)));
  return name;
}

export interface UploadLimits {
  maxBytes: number;
  /** Lower-case extensions with their dot: `.pdf`. */
  formats: string[];
}

/** The settings FileManagement.AllowedMaxFileSize (KB) and AllowedUploadFormats of a tenant. */
export async function uploadLimits(s: Services, tenantId: string): Promise<UploadLimits> {
  const kb = await s.settings.getInt(tenantId, SettingNames.AllowedMaxFileSize);
  const formats = (await s.settings.get(tenantId, SettingNames.AllowedUploadFormats))
    .split(/[,，;\s]+/)
    .map((f) => f.trim().toLowerCase())
    .filter(Boolean)
    .map((f) => (f.startsWith('.') ? f : `.${f}`));
  return { maxBytes: Math.max(0, kb) * 1024, formats };
}

const humanSize = (bytes: number) =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} B`;

export const fileTooLarge = (maxBytes: number) =>
  new BusinessError(L('AbpExceptionHandling', 'FileTooLarge', humanSize(maxBytes)), {
    code: 'FileManagement:FileTooLarge',
  });

export const noFileFound = () =>
  new BusinessError(L('AbpExceptionHandling', 'NoFileUploaded'), { code: 'FileManagement:NoFile' });

/** ABP checks the extension of the name against AllowedUploadFormats (a 403 saying which). */
export function checkExtension(name: string, limits: UploadLimits): void {
  const ext = path.extname(name).toLowerCase();
  if (!ext || !limits.formats.includes(ext))
    throw new BusinessError(L('AbpExceptionHandling', 'FileTypeNotAllowed', ext || name), {
      code: 'FileManagement:FileTypeNotAllowed',
      data: { allowed: limits.formats.join(',') },
    });
}

export const storageUnavailable = () =>
  new AppError(503, L('AbpExceptionHandling', 'StorageUnavailable'), { code: 'FileManagement:Storage' });

export interface Uploader {
  id: string | null;
  supplierId: string | null;
}

export interface NewFile {
  fileName: string;
  body: Readable;
  isPublic: boolean;
  module: string | null;
  /** Held by a document: readable only through the document (see `files.attached`). */
  attached?: boolean;
}

/**
 * Streams an upload into the tenant's current default store while hashing and counting it; cut
 * off (and removed) as soon as it passes the size limit or the tenant's storage left under its
 * `MaxStorageMb` (`storage-quota.ts`, checked again under a lock with the row). The metadata row is written only once
 * the bytes are safely stored, and the bytes are removed again if the row cannot be written, so
 * a failure at any point leaves nothing behind. No transaction is held while bytes flow.
 */
export async function saveFile(
  s: Services,
  scope: DataScope,
  owner: Uploader,
  input: NewFile,
  limits: UploadLimits,
): Promise<FileRow> {
  const tenantId = scope.tenantId;
  const id = newBlobName();
  const storageKey = `${tenantId}/${id}`;
  let store;
  let quota: { limit: number; remaining: number } | null;
  try {
    // MaxStorageMb: a tenant at its limit is refused before a byte is read.
    const limit = await storageLimitBytes(s.features, tenantId);
    quota =
      limit === null
        ? null
        : await inScope(s.database.db, scope, (tx) => storageAllowance(tx, tenantId, limit));
    store = await s.storage.defaultStore(tenantId, input.module);
  } catch (err) {
    input.body.resume();
    if (err instanceof StoreUnavailableError) throw storageUnavailable();
    throw err;
  }
  // The meter stops at whichever comes first: the file size limit or the tenant's storage left.
  const quotaBound = quota !== null && quota.remaining < limits.maxBytes;
  const meter = new HashingMeter(quotaBound ? quota!.remaining : limits.maxBytes);
  // Errors of either side end both; the store's put reports them.
  const metered = pipeline(input.body, meter, () => {});
  let stored = false;
  try {
    const { size } = await store.put(storageKey, metered);
    stored = true;
    if ((input.body as { truncated?: boolean }).truncated) throw new SizeLimitExceededError(limits.maxBytes);
    if (size !== meter.size) throw new Error(`Stored ${size} bytes of ${meter.size}`);
    if (size === 0) throw fieldProblem('file', L('AbpExceptionHandling', 'FileEmpty'));
    const [row] = await inScope(s.database.db, scope, async (tx) => {
      await assertStorageQuota(tx, s.features, tenantId, size);
      return tx
        .insert(files)
        .values({
          tenantId,
          id,
          fileName: input.fileName,
          contentType: mime.lookup(input.fileName) || 'application/octet-stream',
          size,
          sha256: meter.digest(),
          storeId: store.id,
          storageKey,
          isPublic: input.isPublic,
          module: input.module,
          attached: input.attached ?? false,
          ownerId: owner.id,
          ownerSupplierId: owner.supplierId,
        })
        .returning();
    });
    return row!;
  } catch (err) {
    // Whatever got written (a finished blob, or a part an S3 server kept) goes.
    await store.delete(storageKey).catch(() => {});
    if (err instanceof SizeLimitExceededError)
      throw quotaBound ? storageFull(quota!.limit) : fileTooLarge(limits.maxBytes);
    if (err instanceof StoreUnavailableError) throw storageUnavailable();
    if (err instanceof AppError) throw err;
    if (!stored && isClientAbort(err)) throw uploadIncomplete();
    throw err;
  }
}

export const uploadIncomplete = () =>
  new AppError(400, L('AbpExceptionHandling', 'FileUploadIncomplete'), { code: 'FileManagement:Incomplete' });

/** The client went away or sent a broken multipart body while the file was streaming. */
export function isClientAbort(err: unknown): boolean {
  const e = err as { code?: string; message?: string; statusCode?: number };
  return (
    e?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    e?.code === 'ECONNRESET' ||
    e?.code === 'FST_REQ_FILE_TOO_LARGE' ||
    (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) ||
    /unexpected end|terminated early|aborted|premature close/i.test(e?.message ?? '')
  );
}

/** Removes a file stored by a request that then failed: its row, then its bytes. */
export async function discardFile(s: Services, scope: DataScope, row: FileRow): Promise<void> {
  await inScope(s.database.db, scope, (tx) =>
    tx.delete(files).where(and(eq(files.tenantId, row.tenantId), eq(files.id, row.id))),
  );
  const store = await s.storage.open(row.storeId).catch(() => undefined);
  await store?.delete(row.storageKey).catch(() => {});
}

export async function findFile(tx: Queryable, tenantId: string, id: string): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  return row;
}

export interface Reader {
  /** null: an anonymous request (only public files). */
  userId: string | null;
  supplierId: string | null;
}

export class FileAuthenticationRequired extends Error {}

/**
 * The file `id` of the request's tenant as `reader` may see it: another tenant's id is a 404 (the
 * row is invisible), a private file needs a signed-in user, and a vendor user never reads another
 * supplier's private files (a 404 as well).
 */
export async function readableFile(
  s: Services,
  scope: DataScope,
  id: string,
  reader: Reader,
): Promise<FileRow> {
  const row = await inScope(s.database.db, scope, (tx) => findFile(tx, scope.tenantId, id));
  if (!row) throw new EntityNotFoundError(FILE_ENTITY, id);
  if (row.isPublic) return row;
  // A document's file is read through the document, whose rules say who may (attachments module).
  if (row.attached) throw new EntityNotFoundError(FILE_ENTITY, id);
  if (!reader.userId) throw new FileAuthenticationRequired();
  if (reader.supplierId && row.ownerSupplierId && row.ownerSupplierId !== reader.supplierId)
    throw new EntityNotFoundError(FILE_ENTITY, id);
  return row;
}

/** The bytes of a file, from the store it was written to. */
export async function openFile(s: Services, row: FileRow): Promise<Readable> {
  try {
    const store = await s.storage.open(row.storeId);
    return await store.get(row.storageKey);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw new EntityNotFoundError(FILE_ENTITY, row.id);
    if (err instanceof StoreUnavailableError) throw storageUnavailable();
    throw err;
  }
}

export interface FileUrl {
  url: string;
  /** A presigned URL straight to the object store (no token needed until it expires). */
  presigned: boolean;
  expiresAt: Date | null;
}

/** Where a browser can fetch the file: a presigned S3 URL, or the API's download path. */
export async function fileUrl(s: Services, row: FileRow, apiPath: string): Promise<FileUrl> {
  try {
    const store = await s.storage.open(row.storeId);
    const expiresIn = await s.storage.presignExpirySeconds(row.storeId);
    if (canPresign(store) && expiresIn) {
      const url = await store.presignGet(row.storageKey, {
        expiresInSeconds: expiresIn,
        fileName: row.fileName,
        contentType: row.contentType,
      });
      return { url, presigned: true, expiresAt: new Date(Date.now() + expiresIn * 1000) };
    }
  } catch (err) {
    if (err instanceof StoreUnavailableError) throw storageUnavailable();
    throw err;
  }
  return { url: apiPath, presigned: false, expiresAt: null };
}
