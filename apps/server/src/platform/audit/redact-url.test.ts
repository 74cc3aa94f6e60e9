import { describe, expect, it } from 'vitest';
import { auditedUrl } from './redact-url.js';

describe('auditedUrl', () => {
  it('hides the values of secret query parameters, keeps the rest', () => {
    expect(
      auditedUrl(
        '/api/multi-tenancy/tenants/1/default-connection-string?defaultConnectionString=Host%3Dx%3BPassword%3Dy&a=1',
      ),
    ).toBe('/api/multi-tenancy/tenants/1/default-connection-string?defaultConnectionString=***&a=1');
    expect(auditedUrl('/x?access_token=abc&client_secret=s&filter=p')).toBe(
      '/x?access_token=***&client_secret=***&filter=p',
    );
    expect(auditedUrl('/x?Default%43onnectionString=v')).toBe('/x?Default%43onnectionString=***');
  });

  it('leaves URLs without secrets alone, odd escapes included, and cuts at 2000 characters', () => {
    expect(auditedUrl('/api/identity/users')).toBe('/api/identity/users');
    expect(auditedUrl('/x?%E0%A4%A=1&password')).toBe('/x?%E0%A4%A=1&password');
    expect(auditedUrl(`/x?filter=${'a'.repeat(3000)}`)).toHaveLength(2000);
  });
});
