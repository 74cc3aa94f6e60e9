import { describe, expect, it } from 'vitest';
import { CacheKeys } from './cache-keys';

describe('keep-alive cache keys', () => {
  it('keeps the path as key while the page stays cached', () => {
    const keys = new CacheKeys();
    const cached = ['/a', '/b'];
    keys.update('/a', cached);
    keys.update('/b', cached);
    keys.update('/a', cached);
    expect(keys.key('/a')).toBe('/a');
    expect(keys.key('/b')).toBe('/b');
  });

  it('gives a fresh key once a page was dropped (tab closed, refresh, noCache page left)', () => {
    const keys = new CacheKeys();
    keys.update('/a', ['/a']);
    // Refresh: the cache entry goes first, then the /redirect round trip.
    keys.update('/a', []);
    expect(keys.key('/a')).toBe('/a');
    keys.update('/redirect/a', []);
    expect(keys.key('/a')).toBe('/a#1');
    keys.update('/a', ['/a']);
    expect(keys.key('/a')).toBe('/a#1');
  });

  it('renews a noCache page on every visit', () => {
    const keys = new CacheKeys();
    keys.update('/profile', []);
    keys.update('/dashboard', ['/dashboard']);
    keys.update('/profile', ['/dashboard']);
    expect(keys.key('/profile')).toBe('/profile#1');
    expect(keys.key('/dashboard')).toBe('/dashboard');
  });
});
