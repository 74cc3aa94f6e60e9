import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { HOST_TENANT_ID } from '../db/scope.js';
import { AUDIENCE, type KeyStore } from './keys.js';
import type { Principal } from './principal.js';
import type { TokenVerifier } from './token-verifier.js';

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
  id_token?: string;
}

/** The issuer is the configured public URL, or else the origin the client reached us at. */
export function issuerFor(req: FastifyRequest, config: AppConfig): string {
  return (config.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/$/, '');
}

/** Signs the RFC 6749 token response with the claims ABP's own tokens carry. */
export class TokenIssuer {
  constructor(
    private readonly keys: KeyStore,
    private readonly config: AppConfig,
    /** Told of every access token signed here, so its first use needs no signature check. */
    private readonly verifier?: TokenVerifier,
  ) {}

  async issue(
    req: FastifyRequest,
    user: Principal,
    session: { sessionId: string; clientId: string | null; refreshToken: string | null },
    scope: string,
    lifetimeSeconds?: number | null,
  ): Promise<TokenResponse> {
    const issuer = issuerFor(req, this.config);
    const lifetime = lifetimeSeconds ?? this.config.accessTokenLifetimeSeconds;
    const identity = {
      sub: user.id,
      preferred_username: user.userName,
      unique_name: user.userName,
      email: user.email,
      email_verified: user.emailConfirmed,
      given_name: user.name ?? undefined,
      family_name: user.surname ?? undefined,
      phone_number: user.phoneNumber ?? undefined,
      role: user.roles,
      ...(user.tenantId === HOST_TENANT_ID ? {} : { tenantid: user.tenantId }),
    };
    const access_token = await this.keys.sign(
      {
        ...identity,
        sid: session.sessionId,
        client_id: session.clientId ?? undefined,
        scope,
        jti: randomUUID(),
      },
      issuer,
      lifetime,
    );
    this.verifier?.issued(access_token);
    const scopes = new Set(scope.split(/\s+/).filter(Boolean));
    const response: TokenResponse = { access_token, token_type: 'Bearer', expires_in: lifetime, scope };
    if (session.refreshToken) response.refresh_token = session.refreshToken;
    if (scopes.has('openid')) {
      response.id_token = await this.keys.sign(
        { ...identity, sid: session.sessionId, azp: session.clientId ?? undefined },
        issuer,
        lifetime,
        session.clientId ?? AUDIENCE,
      );
    }
    return response;
  }

  /**
   * A client-credentials token (RFC 6749 §4.4): the subject is the client itself, no user and no
   * session; it carries the tenant the client acts in and the policies it holds. No refresh token
   * and no id_token: there is nobody to identify.
   */
  async issueForClient(
    req: FastifyRequest,
    client: { clientId: string; tenantId: string; permissions: readonly string[] },
    scope: string,
    lifetimeSeconds?: number | null,
  ): Promise<TokenResponse> {
    const lifetime = lifetimeSeconds ?? this.config.accessTokenLifetimeSeconds;
    const access_token = await this.keys.sign(
      {
        sub: client.clientId,
        client_id: client.clientId,
        ...(client.tenantId === HOST_TENANT_ID ? {} : { tenantid: client.tenantId }),
        permissions: [...client.permissions],
        scope,
        jti: randomUUID(),
      },
      issuerFor(req, this.config),
      lifetime,
    );
    this.verifier?.issued(access_token);
    return { access_token, token_type: 'Bearer', expires_in: lifetime, scope };
  }
}
