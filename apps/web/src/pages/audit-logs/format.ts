/** Display helpers of the audit-log page: tag colours, times in the configured zone, logged values. */

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

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** What a clock in `zone` showed at `instant` (the browser's own zone when `zone` is unknown). */
export function wallClock(instant: Date, zone: string | undefined): WallClock {
  if (zone) {
    try {
      const p = Object.fromEntries(
        formatter(zone)
          .formatToParts(instant)
          .map((x) => [x.type, x.value]),
      );
      return {
        year: Number(p.year),
        month: Number(p.month),
        day: Number(p.day),
        hour: Number(p.hour) % 24,
        minute: Number(p.minute),
        second: Number(p.second),
      };
    } catch {
      // An unknown zone: the browser's.
    }
  }
  return {
    year: instant.getFullYear(),
    month: instant.getMonth() + 1,
    day: instant.getDate(),
    hour: instant.getHours(),
    minute: instant.getMinutes(),
    second: instant.getSeconds(),
  };
}

const utcOf = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The instant at which a clock in `zone` shows `wall` (for a time picked in that zone). */
export function fromWallClock(wall: WallClock, zone: string | undefined): Date {
  const target = utcOf(wall);
  let t = target;
  // Two rounds settle the zone's offset, also next to a daylight-saving change.
  for (let i = 0; i < 2; i++) t = target - (utcOf(wallClock(new Date(t), zone)) - t);
  return new Date(t);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2024-05-06 13:04:05" as the clock in `zone` showed it. */
export function formatDateTime(value: string | Date | null | undefined, zone: string | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

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
