import type { FastifyRequest } from 'fastify';
import { oauthClientTexts } from '@sp/contracts';
import { OAuthError } from '../../platform/http/errors.js';
import { L, T } from '../../platform/localization/localizer.js';
import { PORTAL_CLIENT_ID } from '../oauth-clients/model.js';
import type { OAuthClientRegistry } from '../oauth-clients/service.js';
import type { OAuthClientRow } from '../oauth-clients/schema.js';

export interface AuthenticatedClient {
  client: OAuthClientRow;
  /** The id the request named; null when it named none (the portal's own login). */
  presentedId: string | null;
}

/**
 * Client authentication at the token endpoint (RFC 6749 §2.3): `client_secret_basic` (the
 * Authorization header) or `client_secret_post` (form fields), never both; a public client names
 * itself with `client_id` alone. A request that names no client is the portal's own public client,
 * so the spec's login keeps working unchanged.
 */
export async function authenticateClient(
  req: FastifyRequest,
  registry: OAuthClientRegistry,
  form: { client_id?: string | undefined; client_secret?: string | undefined },
): Promise<AuthenticatedClient> {
  const basic = parseBasic(req.headers.authorization);
  const invalid = (viaBasic: boolean) =>
    viaBasic
      ? new OAuthError('invalid_client', T(oauthClientTexts, 'OAuth:InvalidClient'), 401, {
          'WWW-Authenticate': 'Basic realm="SupplierPortal", charset="UTF-8"',
        })
      : new OAuthError('invalid_client', T(oauthClientTexts, 'OAuth:InvalidClient'));

  if (basic === 'malformed') throw invalid(true);
  if (basic) {
    if (form.client_secret !== undefined)
      throw new OAuthError('invalid_request', L('AbpAccount', 'MissingParameter', 'client_secret'));
    if (form.client_id?.trim() && form.client_id.trim() !== basic.id) throw invalid(true);
    const client = await registry.authenticate(basic.id, basic.secret);
    if (!client) throw invalid(true);
    return { client, presentedId: basic.id };
  }
  const id = form.client_id?.trim() || null;
  const client = await registry.authenticate(id ?? PORTAL_CLIENT_ID, form.client_secret ?? null);
  if (!client) throw invalid(false);
  return { client, presentedId: id };
}

/** `Basic base64(urlencode(id) ":" urlencode(secret))`, RFC 6749 §2.3.1. */
function parseBasic(header: string | undefined): { id: string; secret: string } | 'malformed' | null {
  if (!header || !/^basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return 'malformed';
  try {
    const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    return id ? { id, secret } : 'malformed';
  } catch {
    return 'malformed';
  }
}
