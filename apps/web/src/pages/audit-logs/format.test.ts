import { describe, expect, it } from 'vitest';
import { displayValue, methodColor, prettyJson, shortTypeName, statusColor } from './format';

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
