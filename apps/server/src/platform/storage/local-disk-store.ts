import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, BlobNotFoundError, InvalidBlobKeyError, type BlobStore } from './blob-store.js';

export const LOCAL_STORE_ID = 'local';

/**
 * Files in a directory (by default `DATA_DIR/files`), one file per key. A write goes to a
 * temporary file beside its target, is synced to disk and renamed into place once complete, so a
 * reader never sees half a file, a crash never leaves one, and a failed or aborted upload leaves
 * nothing behind.
 */
export class LocalDiskStore implements BlobStore {
  readonly id = LOCAL_STORE_ID;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key, refused unless it stays inside the root (belt and braces). */
  private pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new InvalidBlobKeyError(key);
    return full;
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    // An error of the body while the directory is made is reported by the pipeline below.
    body.on('error', () => {});
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    // Opened before the body is read: a stream that opens its file itself may create it only after
    // a failing body has already been cleaned up after, leaving the temporary file behind.
    const handle = await fs.open(temp, 'wx');
    try {
      // `flush`: the bytes are on disk (fsync) before the rename makes them visible, and the
      // directory entry follows, so a crash cannot leave a named but empty or partial file.
      const file = handle.createWriteStream({ highWaterMark: 1024 * 1024, flush: true });
      await pipeline(body, file);
      await fs.rename(temp, target);
      await syncDirectory(path.dirname(target));
      return { size: file.bytesWritten };
    } catch (err) {
      // The stream closes the handle as it is destroyed; closing again returns that same close.
      await handle.close().catch(() => {});
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Opened first, so that a missing file is an error here rather than in the middle of a response.
    const handle = await fs.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') throw new BlobNotFoundError(key);
      throw err;
    });
    return handle.createReadStream({ highWaterMark: 256 * 1024 });
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }
}

/** fsync of a directory: makes a rename in it durable (not supported everywhere, hence best effort). */
async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot open or sync a directory; the file itself is already synced.
  } finally {
    await handle?.close();
  }
}
