import type { Queryable } from '../db/client.js';
import { tenantSetting } from '../notifications/tenant-setting.js';
import { dateParts } from '../numbering/pattern.js';
import { SettingNames } from '../settings/definitions.js';

/*
 * Times where the tenant works (its `Abp.Timing.TimeZone`). Instants are stored and compared in
 * UTC; what people read and type (a day in a filter, a time in a workbook) is the tenant's clock.
 */

/**
 * The clock on the wall in `zone` at `at`, as a UTC date (what exceljs writes is a date's UTC
 * fields): a workbook shows the time its reader's office showed. An unknown zone leaves UTC.
 */
export function wallClockAsUtc(at: Date, zone: string): Date {
  try {
    const p = dateParts(at, zone);
    return new Date(
      Date.UTC(
        Number(p.yyyy),
        Number(p.MM) - 1,
        Number(p.dd),
        Number(p.HH),
        Number(p.mm),
        Number(p.ss),
        at.getUTCMilliseconds(),
      ),
    );
  } catch {
    return at;
  }
}

const DAY_MS = 86_400_000;

/** The instant `day` (`YYYY-MM-DD`) starts in `zone`: `2024-05-06` in Asia/Shanghai is 05-05 16:00Z. */
export function zonedDayStart(day: string, zone: string): Date {
  const target = Date.parse(`${day}T00:00:00Z`);
  let t = target;
  // Two rounds settle the zone's offset, also next to a daylight-saving change.
  for (let i = 0; i < 2; i++) t = target - (wallClockAsUtc(new Date(t), zone).getTime() - t);
  return new Date(t);
}

/** A filter over whole days, both ends included, as instants: `>= from` and `< to`. */
export interface DayRange {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The days `from`..`to` (`YYYY-MM-DD`, either may be absent) as the instants they span in `zone`. */
export function zonedDayRange(zone: string, from?: string, to?: string): DayRange {
  return {
    from: from ? zonedDayStart(from, zone) : undefined,
    to: to
      ? zonedDayStart(new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10), zone)
      : undefined,
  };
}

/** A list's day filter in the zone of the transaction's tenant; no query when no day is given. */
export async function tenantDayRange(tx: Queryable, from?: string, to?: string): Promise<DayRange> {
  if (!from && !to) return {};
  return zonedDayRange(await tenantSetting(tx, SettingNames.TimeZone), from, to);
}
