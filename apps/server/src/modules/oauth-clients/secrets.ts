import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../../platform/security/hash.js';

/**
 * Client secrets are hashed with argon2id, like passwords, not with a fast salted SHA-256: an
 * administrator may type a secret of their own (ABP lets them, and the demo client's is `1q2w3e*`),
 * and a weak secret must not fall to an offline guess if the table leaks. The cost is paid once per
 * token request, not per API call, so it does not weigh on integration traffic.
 */
export const hashClientSecret = (secret: string) => hash(secret);

export async function verifyClientSecret(secretHash: string | null, secret: string): Promise<boolean> {
  if (!secretHash) return false;
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}

/** A generated secret: 256 random bits, shown to the administrator once. */
export const generateClientSecret = () => randomToken();
