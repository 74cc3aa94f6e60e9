import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** An opaque bearer secret (refresh tokens): 256 random bits. */
export const randomToken = () => randomBytes(32).toString('base64url');
