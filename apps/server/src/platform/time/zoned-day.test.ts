import { describe, expect, it } from 'vitest';
import { wallClockAsUtc, zonedDayRange, zonedDayStart } from './zoned-day.js';

describe('days and clocks where the tenant works', () => {
  it('starts a day at the zone’s midnight, across daylight saving', () => {
    expect(zonedDayStart('2024-05-06', 'Asia/Shanghai').toISOString()).toBe('2024-05-05T16:00:00.000Z');
    expect(zonedDayStart('2024-07-01', 'Europe/Berlin').toISOString()).toBe('2024-06-30T22:00:00.000Z');
    expect(zonedDayStart('2024-01-01', 'Europe/Berlin').toISOString()).toBe('2023-12-31T23:00:00.000Z');
    expect(zonedDayStart('2024-05-06', 'UTC').toISOString()).toBe('2024-05-06T00:00:00.000Z');
  });

  it('spans a filter’s days from the first one’s start to the start of the day after the last', () => {
    const { from, to } = zonedDayRange('Asia/Shanghai', '2024-05-06', '2024-05-07');
    expect([from?.toISOString(), to?.toISOString()]).toEqual([
      '2024-05-05T16:00:00.000Z',
      '2024-05-07T16:00:00.000Z',
    ]);
    expect(zonedDayRange('Asia/Shanghai', undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });

  it('writes an instant as the zone’s clock read it; an unknown zone stays UTC', () => {
    const at = new Date('2026-01-01T20:30:15.250Z');
    expect(wallClockAsUtc(at, 'Asia/Shanghai').toISOString()).toBe('2026-01-02T04:30:15.250Z');
    expect(wallClockAsUtc(at, 'Mars/Olympus_Mons')).toBe(at);
  });
});
