import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeRedirect('/identity/users?page=2')).toBe('/identity/users?page=2');
    expect(safeRedirect('/')).toBe('/');
  });

  it('falls back for missing, relative, absolute and protocol-relative values', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('dashboard')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example/')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/dashboard')).toBe('/dashboard');
  });
});
