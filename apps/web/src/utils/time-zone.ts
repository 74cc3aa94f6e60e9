/**
 * The time zone the portal shows times in: the tenant's setting `Abp.Timing.TimeZone` ("Dates and
 * times are shown in this time zone"), the zone its documents, numbers and deadlines already use on
 * the server. Set from the application configuration (stores/config.ts); until then, and for an
 * unknown zone, the browser's own.
 */

/** The fields of a clock on the wall: what a person in a zone reads at an instant. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let displayZone: string | undefined;
const listeners = new Set<() => void>();

export function setDisplayTimeZone(zone: string | null | undefined) {
  const next = zone || undefined;
  if (next === displayZone) return;
  displayZone = next;
  listeners.forEach((listener) => listener());
}

export const displayTimeZone = () => displayZone;

/** For React: re-render when the zone changes (an administrator saved another one). */
export function subscribeDisplayTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter of the zone's wall clock; null for a zone this browser does not know. */
function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
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
    } catch {
      f = null;
    }
    formatters.set(zone, f);
  }
  return f;
}

/** The browser's own clock at `instant`. */
export function localWallClock(instant: Date): WallClock {
  return {
    year: instant.getFullYear(),
    month: instant.getMonth() + 1,
    day: instant.getDate(),
    hour: instant.getHours(),
    minute: instant.getMinutes(),
    second: instant.getSeconds(),
  };
}

/**
 * What a clock in `zone` (by default the display zone) showed at `instant`. Without a zone (before
 * the configuration arrives) the browser's clock; a zone this browser does not know reads as UTC,
 * as the server reads it.
 */
export function wallClock(instant: Date, zone = displayZone): WallClock {
  if (!zone) return localWallClock(instant);
  const f = formatter(zone) ?? formatter('UTC')!;
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(instant)) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

const utcOf = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The instant at which a clock in `zone` (by default the display zone) shows `wall`. */
export function fromWallClock(wall: WallClock, zone = displayZone): Date {
  const target = utcOf(wall);
  let t = target;
  // Two rounds settle the zone's offset, also next to a daylight-saving change.
  for (let i = 0; i < 2; i++) t = target - (utcOf(wallClock(new Date(t), zone)) - t);
  return new Date(t);
}
