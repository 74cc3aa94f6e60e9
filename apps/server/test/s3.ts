import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Connection } from '../src/platform/storage/s3-store.js';

export interface TestS3 {
  /** `127.0.0.1:<port>` */
  endpoint: string;
  connection: S3Connection;
  close(): Promise<void>;
}

/** s3rver's fixed credentials. */
export const S3RVER_KEY = 'S3RVER';

/** A real S3-protocol server on loopback, a random port and a temporary directory of its own. */
export async function startS3(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `127.0.0.1:${port}`;
  return {
    endpoint,
    connection: {
      endpoint,
      useSsl: false,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKey: S3RVER_KEY,
      secretKey: S3RVER_KEY,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
