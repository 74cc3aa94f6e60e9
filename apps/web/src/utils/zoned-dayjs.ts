import dayjs, { type Dayjs } from 'dayjs';
import { fromWallClock, wallClock } from './time-zone';

/*
 * antd's date pickers count in the browser's zone. The portal's times are on the display zone's
 * clock (./time-zone.ts), so a picker is handed that clock's fields, and what is picked is read as
 * that clock: a deadline of 17:00 is 17:00 where the tenant works, wherever the browser is.
 */

/** The instant a picked value means on the display zone's clock. */
export function pickedInstant(value: Dayjs): Date {
  return fromWallClock({
    year: value.year(),
    month: value.month() + 1,
    day: value.date(),
    hour: value.hour(),
    minute: value.minute(),
    second: value.second(),
  });
}

/**
 * The instant a picked day starts on the display zone's clock, from its calendar fields alone (a
 * browser whose own zone skips midnight would otherwise shift it by an hour).
 */
export function pickedDayStart(day: Dayjs): Date {
  return fromWallClock({
    year: day.year(),
    month: day.month() + 1,
    day: day.date(),
    hour: 0,
    minute: 0,
    second: 0,
  });
}

/** An instant as a picker shows it: the display zone's clock. */
export function pickerValue(instant: string | Date): Dayjs {
  const w = wallClock(new Date(instant));
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}
