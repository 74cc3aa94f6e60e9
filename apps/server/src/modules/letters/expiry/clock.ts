import type { Tx } from '../../../platform/db/client.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of `at` in `zone` (an unknown zone falls back to UTC). */
export function dayIn(zone: string, at: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/**
 * Today in the transaction's tenant's time zone (`Abp.Timing.TimeZone`): a document valid to
 * 2026-03-31 is valid all of that day where the tenant works, whatever the server's clock zone.
 */
export async function tenantToday(tx: Tx, now: Date): Promise<string> {
  return dayIn(await tenantSetting(tx, SettingNames.TimeZone), now);
}

/** `day` moved by `days` (calendar arithmetic on `yyyy-MM-dd`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The earlier of two optional days. */
export function earlier(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a <= b ? a : b;
}
