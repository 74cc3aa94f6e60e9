import { describe, expect, it } from 'vitest';
import {
  displayValue,
  formatDateTime,
  fromWallClock,
  methodColor,
  prettyJson,
  shortTypeName,
  statusColor,
  wallClock,
} from './format';

describe('audit-log display', () => {
  it('colours status codes: 2xx success, 401/403/404 warning, other 4xx default, 5xx error', () => {
    expect([200, 204, 401, 403, 404, 400, 409, 500, 503, null].map(statusColor)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'warning',
      'default',
      'default',
      'error',
      'error',
      'default',
    ]);
  });

  it('colours methods: GET default, POST success, PUT warning, DELETE error', () => {
    expect(['GET', 'post', 'PUT', 'DELETE', null].map(methodColor)).toEqual([
      'default',
      'success',
      'warning',
      'error',
      'default',
    ]);
  });

  it('formats an instant as the clock of the configured zone shows it', () => {
    expect(formatDateTime('2024-05-06T05:04:05.123Z', 'Asia/Shanghai')).toBe('2024-05-06 13:04:05');
    expect(formatDateTime('2024-01-15T12:00:00Z', 'America/New_York')).toBe('2024-01-15 07:00:00');
    expect(formatDateTime('2024-07-15T12:00:00Z', 'America/New_York')).toBe('2024-07-15 08:00:00');
    expect(formatDateTime(null, 'UTC')).toBe('');
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

  it('decodes logged values for display; secrets and non-JSON text stay as they are', () => {
    expect(displayValue('"abc"')).toBe('abc');
    expect(displayValue('12')).toBe('12');
    expect(displayValue('true')).toBe('true');
    expect(displayValue('null')).toBeNull();
    expect(displayValue(null)).toBeNull();
    expect(displayValue('{"a":1}')).toBe('{"a":1}');
    expect(displayValue('***')).toBe('***');
  });

  it('shortens entity type names', () => {
    expect(shortTypeName('Volo.Abp.Identity.IdentityUser')).toBe('IdentityUser');
    expect(shortTypeName('Plain')).toBe('Plain');
  });

  it('indents JSON parameters, and shows a cut-off or non-JSON text as it is', () => {
    expect(prettyJson('{"input":{"name":"x","password":"***"}}')).toBe(
      '{\n  "input": {\n    "name": "x",\n    "password": "***"\n  }\n}',
    );
    expect(prettyJson('{"input":{"name":"abc')).toBe('{"input":{"name":"abc');
    expect(prettyJson('')).toBe('');
    expect(prettyJson(null)).toBe('');
  });
});
