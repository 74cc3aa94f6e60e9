import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../test/harness.js';

const w = useWorld({ prefix: 'resolve', suppliers: false });

describe('an unknown __tenant', () => {
  it('is a 404 naming it, also when its first 100 characters end inside a surrogate pair', async () => {
    const name = `${'a'.repeat(99)}\u{1F600}tail`;
    const res = await w.server.app.inject({
      method: 'GET',
      url: `/api/account/my-profile?__tenant=${encodeURIComponent(name)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('a'.repeat(99));
    expect(res.headers['abp-tenant-resolve-error']).toBe('a'.repeat(99));
  });
});
