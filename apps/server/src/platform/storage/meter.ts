import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** More bytes came than the limit allows; the stream stops at once. */
export class SizeLimitExceededError extends Error {
  constructor(readonly limitBytes: number) {
    super(`More than ${limitBytes} bytes`);
    this.name = 'SizeLimitExceededError';
  }
}

/**
 * Passes bytes through while counting them and computing their SHA-256, and fails the stream as
 * soon as more than `limitBytes` have gone by, so an over-size upload is cut off, not stored.
 */
export class HashingMeter extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;

  constructor(private readonly limitBytes: number) {
    super({ highWaterMark: 1024 * 1024 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limitBytes) {
      done(new SizeLimitExceededError(this.limitBytes));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  /** The hex digest; call once the stream has ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}
