import type { Tx } from '../../../platform/db/client.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';

const DAY_MS = 86_400_000;

/**
 * Today in the tenant's time zone (`Abp.Timing.TimeZone`), `yyyy-MM-dd`: a due date of today is
 * still allowed all of that day where the tenant works. An unknown zone falls back to UTC.
 */
export async function requestToday(tx: Tx, now: Date = new Date()): Promise<string> {
  const zone = await tenantSetting(tx, SettingNames.TimeZone);
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** `day` moved by `days` (calendar arithmetic on `yyyy-MM-dd`). */
export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
