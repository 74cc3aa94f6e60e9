import { oauthClientTexts } from '@sp/contracts';
import { OAuthError } from '../../platform/http/errors.js';
import { T } from '../../platform/localization/localizer.js';

/** Scopes that only make sense with a user: no refresh token and no id_token for a machine. */
const USER_ONLY = new Set(['openid', 'offline_access']);

const split = (scope: string | undefined) => [...new Set((scope ?? '').split(/\s+/).filter(Boolean))];

/**
 * The scope a token gets: what was asked, each one allowed to the client (else `invalid_scope`),
 * or everything the client may have when nothing was asked. `within` narrows the allowed set
 * (a refresh keeps the scope granted at login: RFC 6749 §6 forbids widening it).
 */
export function grantScope(
  requested: string | undefined,
  allowed: readonly string[],
  opts: { machine?: boolean; within?: readonly string[] | null } = {},
): string {
  let permitted = allowed.filter((s) => !opts.machine || !USER_ONLY.has(s));
  if (opts.within) permitted = permitted.filter((s) => opts.within!.includes(s));
  const asked = split(requested);
  if (asked.length === 0)
    return (opts.within ? opts.within.filter((s) => permitted.includes(s)) : permitted).join(' ');
  const refused = asked.find((s) => !permitted.includes(s));
  if (refused) throw new OAuthError('invalid_scope', T(oauthClientTexts, 'OAuth:InvalidScope', refused));
  return asked.join(' ');
}
