import { describe, expect, it } from 'vitest';
import { initials } from './initials';

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
