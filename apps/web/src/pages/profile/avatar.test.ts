import { describe, expect, it } from 'vitest';
import { avatarUrl, initials } from './avatar';

describe('initials', () => {
  it('takes the first letters of two words', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('admin')).toBe('A');
    expect(initials('li.wei')).toBe('LW');
    expect(initials('  ')).toBe('?');
    expect(initials(null)).toBe('?');
  });

  it('takes the last two characters of a Chinese name', () => {
    expect(initials('张伟')).toBe('张伟');
    expect(initials('欧阳娜娜')).toBe('娜娜');
    expect(initials('王')).toBe('王');
  });
});

describe('avatarUrl', () => {
  it('uses http(s) URLs as they are and nothing else', () => {
    expect(avatarUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(avatarUrl('HTTP://x/a.png')).toBe('HTTP://x/a.png');
    expect(avatarUrl('3a0c5e1f-0000')).toBeUndefined();
    expect(avatarUrl('')).toBeUndefined();
    expect(avatarUrl(undefined)).toBeUndefined();
  });
});
