import { eq, sql } from 'drizzle-orm';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { asSystem } from '../db/scope.js';
import type { SecretBox } from '../security/secret-box.js';
import { signingKeys } from './schema.js';

const ALG = 'RS256';
export const AUDIENCE = 'SupplierPortal';

/**
 * The RSA key that signs access tokens. Kept in the database (private half sealed with SECRET_KEY)
 * so every instance signs and verifies with the same key, and published as a JWKS so standard
 * OIDC clients can verify tokens themselves.
 */
export class KeyStore {
  private constructor(
    private readonly kid: string,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  static async load(db: Db, box: SecretBox): Promise<KeyStore> {
    const row = await asSystem(db, async (tx) => {
      // Two instances starting at once must not both create a key.
      await tx.execute(sql`select pg_advisory_xact_lock(7336018)`);
      const [existing] = await tx.select().from(signingKeys).where(eq(signingKeys.isActive, true)).limit(1);
      if (existing) return existing;
      const { publicKey, privateKey } = await generateKeyPair(ALG, {
        extractable: true,
        modulusLength: 2048,
      });
      const kid = randomUUID();
      const [created] = await tx
        .insert(signingKeys)
        .values({
          kid,
          algorithm: ALG,
          publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' },
          privateJwkEncrypted: box.seal(JSON.stringify(await exportJWK(privateKey))),
        })
        .returning();
      return created!;
    });
    const privateJwk = JSON.parse(box.open(row.privateJwkEncrypted)) as JWK;
    const publicJwk = row.publicJwk as JWK;
    return new KeyStore(
      row.kid,
      (await importJWK(privateJwk, ALG)) as CryptoKey,
      (await importJWK(publicJwk, ALG)) as CryptoKey,
      publicJwk,
    );
  }

  /** An access token by default; an id token is addressed to the client (`audience`) and typed JWT. */
  sign(claims: JWTPayload, issuer: string, lifetimeSeconds: number, audience?: string): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, kid: this.kid, typ: audience ? 'JWT' : 'at+jwt' })
      .setIssuer(issuer)
      .setAudience(audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(this.privateKey);
  }

  async verify(token: string): Promise<JWTPayload> {
    // An access token only (RFC 9068 `at+jwt`): an id_token addressed to the portal is not one.
    const { payload } = await jwtVerify(token, this.publicKey, {
      audience: AUDIENCE,
      algorithms: [ALG],
      typ: 'at+jwt',
    });
    return payload;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }
}
