import { describe, expect, it } from 'vitest';
import { pickEncoding, type Encoding } from './accept-encoding.js';

const all = () => true;

describe('pickEncoding', () => {
  it.each<[string | undefined, Encoding]>([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, GZIP;q=0.5', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header, all)).toBe(expected);
  });

  it('offers only what the response has', () => {
    expect(pickEncoding('gzip, br', (e) => e === 'gzip')).toBe('gzip');
    expect(pickEncoding('br', (e) => e === 'gzip')).toBe('identity');
  });
});
