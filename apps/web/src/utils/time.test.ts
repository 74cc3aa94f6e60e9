import { describe, expect, it, vi } from 'vitest';
import { debounce, formatTime, parseTime } from './time';

describe('parseTime', () => {
  const d = new Date(2024, 0, 2, 3, 4, 5);
  it('uses y-m-d h:i:s by default', () => expect(parseTime(d)).toBe('2024-01-02 03:04:05'));
  it('multiplies a 10-digit timestamp by 1000', () => {
    const seconds = Math.floor(d.getTime() / 1000);
    expect(parseTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(parseTime(String(seconds))).toBe('2024-01-02 03:04:05');
    expect(parseTime(d.getTime())).toBe('2024-01-02 03:04:05');
  });
  it('takes a pattern and says nothing for nothing', () => {
    expect(parseTime(d, '{y}/{m}/{d} 周{a}')).toBe('2024/01/02 周二');
    expect(parseTime(null)).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });
});

describe('formatTime', () => {
  const now = new Date(2024, 5, 10, 12, 0, 0).getTime();
  const ago = (seconds: number) => now - seconds * 1000;
  it('says 刚刚 under 30 seconds', () => expect(formatTime(ago(29), undefined, undefined, now)).toBe('刚刚'));
  it('counts minutes, then hours, then one day under two days', () => {
    expect(formatTime(ago(30), undefined, undefined, now)).toBe('1分钟前');
    expect(formatTime(ago(59 * 60), undefined, undefined, now)).toBe('59分钟前');
    expect(formatTime(ago(3600), undefined, undefined, now)).toBe('1小时前');
    expect(formatTime(ago(36 * 3600), undefined, undefined, now)).toBe('1天前');
  });
  it('shows older times as a date', () => {
    expect(formatTime(ago(3 * 24 * 3600), undefined, undefined, now)).toBe('6月7日12时0分');
    expect(formatTime(ago(3 * 24 * 3600), '{y}-{m}-{d}', undefined, now)).toBe('2024-06-07');
  });
});

describe('debounce', () => {
  it('calls once after the calls stop', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    vi.useRealTimers();
  });
});
