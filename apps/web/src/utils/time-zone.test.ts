import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTime, today } from './time';
import { fromWallClock, setDisplayTimeZone, subscribeDisplayTimeZone, wallClock } from './time-zone';
import { pickedDayStart, pickedInstant, pickerValue } from './zoned-dayjs';

afterEach(() => setDisplayTimeZone(undefined));

describe('the display zone (Abp.Timing.TimeZone)', () => {
  it('shows an instant as the clock of the configured zone shows it', () => {
    setDisplayTimeZone('Asia/Shanghai');
    expect(parseTime('2024-05-06T05:04:05.123Z')).toBe('2024-05-06 13:04:05');
    expect(parseTime(new Date('2024-05-06T05:04:05Z'), '{h}:{i}')).toBe('13:04');
    expect(parseTime('2024-05-06T05:04:05+00:00')).toBe('2024-05-06 13:04:05');
    setDisplayTimeZone('America/New_York');
    expect(parseTime('2024-01-15T12:00:00Z')).toBe('2024-01-15 07:00:00');
    expect(parseTime('2024-07-15T12:00:00Z')).toBe('2024-07-15 08:00:00');
  });

  it('counts the weekday on that clock', () => {
    setDisplayTimeZone('Asia/Shanghai');
    // Monday 20:00 in London is Tuesday 04:00 in Shanghai.
    expect(parseTime('2024-01-01T20:00:00Z', '{y}-{m}-{d} 周{a}')).toBe('2024-01-02 周二');
  });

  it('leaves a calendar date, or a time written without a zone, on its own day and hour', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Shanghai']) {
      setDisplayTimeZone(zone);
      expect(parseTime('2024-05-06', '{y}-{m}-{d}')).toBe('2024-05-06');
      expect(parseTime('2024-05-06 03:04:05')).toBe('2024-05-06 03:04:05');
      expect(parseTime('2024-05-06T03:04:05')).toBe('2024-05-06 03:04:05');
    }
  });

  it('reads the browser’s clock before a zone is known, and UTC for a zone the browser does not know', () => {
    const local = new Date(2024, 0, 2, 3, 4, 5);
    expect(parseTime(local)).toBe('2024-01-02 03:04:05');
    setDisplayTimeZone('');
    expect(parseTime(local)).toBe('2024-01-02 03:04:05');
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(parseTime(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02 03:04:05');
  });

  it('counts today on that clock', () => {
    setDisplayTimeZone('Asia/Shanghai');
    expect(today(new Date('2024-05-06T15:59:59Z'))).toBe('2024-05-06');
    expect(today(new Date('2024-05-06T16:00:00Z'))).toBe('2024-05-07');
  });

  it('tells React when an administrator changes the zone, once per change', () => {
    let calls = 0;
    const stop = subscribeDisplayTimeZone(() => calls++);
    setDisplayTimeZone('Asia/Shanghai');
    setDisplayTimeZone('Asia/Shanghai');
    setDisplayTimeZone('Europe/Berlin');
    stop();
    setDisplayTimeZone('UTC');
    expect(calls).toBe(2);
  });

  it('turns a time picked in the configured zone into the instant, across daylight saving', () => {
    const wall = { year: 2024, month: 5, day: 6, hour: 13, minute: 4, second: 5 };
    expect(fromWallClock(wall, 'Asia/Shanghai').toISOString()).toBe('2024-05-06T05:04:05.000Z');
    const summer = { year: 2024, month: 7, day: 1, hour: 9, minute: 0, second: 0 };
    expect(fromWallClock(summer, 'Europe/Berlin').toISOString()).toBe('2024-07-01T07:00:00.000Z');
    const winter = { year: 2024, month: 1, day: 1, hour: 9, minute: 0, second: 0 };
    expect(fromWallClock(winter, 'Europe/Berlin').toISOString()).toBe('2024-01-01T08:00:00.000Z');
    expect(wallClock(fromWallClock(summer, 'UTC'), 'UTC')).toEqual(summer);
  });

  it('hands antd’s pickers the zone’s clock and reads what is picked on it', () => {
    setDisplayTimeZone('Asia/Shanghai');
    const shown = pickerValue('2024-05-06T05:04:05.000Z');
    expect(shown.format('YYYY-MM-DD HH:mm:ss')).toBe('2024-05-06 13:04:05');
    expect(pickedInstant(shown).toISOString()).toBe('2024-05-06T05:04:05.000Z');
    expect(pickedInstant(dayjs(new Date(2024, 4, 7, 0, 0, 0))).toISOString()).toBe(
      '2024-05-06T16:00:00.000Z',
    );
    // A picked day starts at the zone's midnight, whatever hour the picker's value carries.
    expect(pickedDayStart(dayjs(new Date(2024, 4, 7, 13, 30))).toISOString()).toBe(
      '2024-05-06T16:00:00.000Z',
    );
  });
});
