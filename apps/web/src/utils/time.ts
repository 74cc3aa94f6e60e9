/** The template's time helpers (spec §9), on the display zone's clock (./time-zone.ts). */

import { localWallClock, wallClock, type WallClock } from './time-zone';

export type TimeInput = Date | number | string;

/** A 10-digit number is a Unix timestamp in seconds. */
export function toDate(time: TimeInput): Date {
  if (time instanceof Date) return time;
  if (typeof time === 'string' && /^\d+$/.test(time)) time = Number(time);
  if (typeof time === 'number') return new Date(String(Math.trunc(time)).length === 10 ? time * 1000 : time);
  // Safari cannot parse "2024-01-02 03:04:05": make it ISO-like.
  return new Date(time.includes('T') ? time : time.replace(/-/g, '/'));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO-like string that names its zone (`…Z`, `…+08:00`): an instant, as the API sends times. */
const namesZone = (time: string) => /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(time) && /\d[T ]\d/.test(time);

/**
 * The clock a time is shown on. An instant (a Date, a timestamp, an ISO string with its zone) as
 * the display zone's clock reads it (utils/time-zone.ts); a calendar date or a time written without
 * a zone ("2024-01-02", "2024-01-02 03:04:05") as it is written, never moved to another day.
 */
function clockOf(time: TimeInput): WallClock | null {
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  return typeof time === 'string' && !/^\d+$/.test(time) && !namesZone(time)
    ? localWallClock(date)
    : wallClock(date);
}

/** The weekday of a calendar day, 0 = Sunday. */
const weekday = (w: WallClock) => new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();

/** Formats with `{y} {m} {d} {h} {i} {s} {a}` (a = weekday); default `{y}-{m}-{d} {h}:{i}:{s}`. */
export function parseTime(
  time: TimeInput | null | undefined,
  pattern = '{y}-{m}-{d} {h}:{i}:{s}',
): string | null {
  if (time === null || time === undefined || time === '') return null;
  const w = clockOf(time);
  if (!w) return null;
  const parts: Record<string, string> = {
    y: String(w.year),
    m: pad(w.month),
    d: pad(w.day),
    h: pad(w.hour),
    i: pad(w.minute),
    s: pad(w.second),
    a: ['日', '一', '二', '三', '四', '五', '六'][weekday(w)]!,
  };
  return pattern.replace(/\{([ymdhisa])\}/g, (_, k: string) => parts[k]!);
}

/**
 * Today on the display zone's clock, `YYYY-MM-DD`: the day the server counts expiry, due dates and
 * deadlines by, so a page marks a document expired when the server does.
 */
export const today = (now = new Date()) => parseTime(now, '{y}-{m}-{d}')!;

export interface RelativeTexts {
  justNow: string;
  minutesAgo: (n: number) => string;
  hoursAgo: (n: number) => string;
  oneDayAgo: string;
}

/** The template's own texts (Chinese), used when no localized ones are given. */
export const chineseRelativeTexts: RelativeTexts = {
  justNow: '刚刚',
  minutesAgo: (n) => `${n}分钟前`,
  hoursAgo: (n) => `${n}小时前`,
  oneDayAgo: '1天前',
};

/**
 * Relative time: under 30 s "刚刚", then minutes, then hours, then "1 day ago" under 2 days;
 * older times as a date (`option` pattern, or "M月D日H时i分" as the template does).
 */
export function formatTime(
  time: TimeInput,
  option?: string,
  texts: RelativeTexts = chineseRelativeTexts,
  now: number = Date.now(),
): string {
  const date = toDate(time);
  const diff = (now - date.getTime()) / 1000;
  if (diff < 30) return texts.justNow;
  if (diff < 3600) return texts.minutesAgo(Math.ceil(diff / 60));
  if (diff < 3600 * 24) return texts.hoursAgo(Math.ceil(diff / 3600));
  if (diff < 3600 * 24 * 2) return texts.oneDayAgo;
  if (option) return parseTime(date, option) ?? '';
  const w = wallClock(date);
  return `${w.month}月${w.day}日${w.hour}时${w.minute}分`;
}

/** Calls `fn` once calls stop for `wait` ms; `immediate` also calls on the leading edge. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, immediate = false) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    const callNow = immediate && timer === undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (!immediate) fn(...args);
    }, wait);
    if (callNow) fn(...args);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
