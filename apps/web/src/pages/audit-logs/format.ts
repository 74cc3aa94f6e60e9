/** Display helpers of the audit-log page: tag colours and logged values (times: utils/time.ts). */

/** antd Tag colours (the template's Element types: success, warning, danger, info). */
export type TagColor = 'success' | 'warning' | 'error' | 'default' | 'processing';

/** 2xx success; 401/403/404 warning; other 4xx default; 5xx error. */
export function statusColor(code: number | null | undefined): TagColor {
  if (code === null || code === undefined) return 'default';
  if (code >= 200 && code < 300) return 'success';
  if (code === 401 || code === 403 || code === 404) return 'warning';
  if (code >= 500) return 'error';
  return 'default';
}

/** GET default, POST success, PUT (and PATCH) warning, DELETE error. */
export function methodColor(method: string | null | undefined): TagColor {
  switch (method?.toUpperCase()) {
    case 'POST':
      return 'success';
    case 'PUT':
    case 'PATCH':
      return 'warning';
    case 'DELETE':
      return 'error';
    default:
      return 'default';
  }
}

/** Requests slower than this are tagged as a warning. */
export const SLOW_MS = 2000;

/** The status codes offered in the filter (any other number may be typed). */
export const STATUS_CODES = [200, 204, 400, 401, 403, 404, 409, 500] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A property value as the audit log stores it (JSON text, as ABP writes it) for reading:
 * strings without quotes, objects as compact JSON; what is not JSON (a secret's `***`) as it is.
 */
export function displayValue(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed === null) return null;
    if (typeof parsed === 'string') return parsed;
    if (typeof parsed === 'number' || typeof parsed === 'boolean') return String(parsed);
    return JSON.stringify(parsed);
  } catch {
    return value;
  }
}

/** "Volo.Abp.Identity.IdentityUser" -> "IdentityUser". */
export const shortTypeName = (fullName: string) => fullName.slice(fullName.lastIndexOf('.') + 1);

/**
 * An action's parameters for reading: JSON indented by two spaces. The server cuts the text at
 * 2000 characters, so a long one may not parse: it is shown as recorded.
 */
export function prettyJson(text: string | null | undefined): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
