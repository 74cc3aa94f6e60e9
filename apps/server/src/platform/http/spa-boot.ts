import { preferredLanguage, type Culture } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The id of the data block in index.html the web app reads its first render from (stores/boot.ts). */
export const BOOT_ELEMENT_ID = 'sp-boot';

/** What the web app's cookies say about the visitor (apps/web/src/utils/cookies.ts). */
const COOKIES = { token: 'Admin-Token', language: 'language', tenant: 'tenant' } as const;

/** The browser's languages in its order of preference, from an Accept-Language header. */
export function browserLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean)
    .slice(0, 16);
}

/** The interface language the web app will pick for this visitor (the same rule, from contracts). */
export const visitorCulture = (req: FastifyRequest): Culture =>
  preferredLanguage(req.cookies[COOKIES.language], browserLanguages(req.headers['accept-language']));

/** Whether the visitor's browser holds a sign-in (valid or not: the configuration will say). */
export const signedIn = (req: FastifyRequest) => !!req.cookies[COOKIES.token];

/** `<` escaped, so no text inside the JSON can close the script element it travels in. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The data the web app's first render needs, as a JSON data block for index.html (issue 17 #1: no
 * round trip before the first paint): the application configuration for the visitor's language,
 * tenant and user, and with a sign-in the profile. Both are asked of the server's own routes
 * (`app.inject`) with the headers the app itself would send, built from its cookies: the same
 * authentication, tenancy, policies, audit and errors as the app's own requests, nothing to keep in
 * step. A part that does not answer 200 (an expired token, an unknown tenant) is left out and the
 * app asks for it as before. A data block is not executed, so the Content-Security-Policy's
 * `script-src 'self'` still holds; the page itself is `Cache-Control: no-cache` and goes only to the
 * visitor whose cookies it was built from.
 */
export async function bootBlock(app: FastifyInstance, req: FastifyRequest): Promise<string> {
  const culture = visitorCulture(req);
  const headers: Record<string, string> = { 'accept-language': culture };
  const token = req.cookies[COOKIES.token];
  const tenant = req.cookies[COOKIES.tenant];
  if (token) headers.authorization = `Bearer ${token}`;
  if (tenant) headers.__tenant = tenant;
  if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
  const ask = (url: string) => app.inject({ method: 'GET', url, headers, remoteAddress: req.ip });
  const [configuration, profile] = await Promise.all([
    ask('/api/abp/application-configuration'),
    token ? ask('/api/account/my-profile') : undefined,
  ]);
  const parts = [`"culture":${JSON.stringify(culture)}`, `"signedIn":${token ? 'true' : 'false'}`];
  if (configuration.statusCode === 200) parts.push(`"configuration":${configuration.body}`);
  if (profile?.statusCode === 200) parts.push(`"profile":${profile.body}`);
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafe(`{${parts.join(',')}}`)}</script>`;
}
