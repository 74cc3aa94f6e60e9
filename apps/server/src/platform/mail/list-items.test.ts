import { describe, expect, it } from 'vitest';
import { itemNumber, markListItems } from './list-items.js';

const markers = (html: string) => {
  const found: string[] = [];
  markListItems(html, ({ marker, depth }) => {
    found.push(`${depth}:${marker.trim()}`);
    return '';
  });
  return found;
};

describe('markListItems', () => {
  it('counts from `start` only when it is the attribute itself, a number of up to 9 digits', () => {
    expect(markers('<ol start="3"><li>a</li><li>b</li></ol>')).toEqual(['1:3.', '1:4.']);
    expect(markers("<ol START='7' class=x><li>a</li></ol>")).toEqual(['1:7.']);
    expect(markers('<ol start=5><li>a</li></ol>')).toEqual(['1:5.']);
    // A word inside another attribute's value is not the attribute.
    expect(markers('<ol title="start=9"><li>a</li></ol>')).toEqual(['1:1.']);
    expect(markers('<ol title="x start=9"><li>a</li></ol>')).toEqual(['1:1.']);
    // Not a usable number: counted from 1, never "Infinity." or a rounded 2^53.
    expect(markers(`<ol start="${'9'.repeat(400)}"><li>a</li></ol>`)).toEqual(['1:1.']);
    expect(markers('<ol start="abc"><li>a</li></ol>')).toEqual(['1:1.']);
  });

  it('gives each item its depth, however deep the lists go', () => {
    const deep = '<ol><li>x'.repeat(40) + '</li></ol>'.repeat(40);
    const found = markers(deep);
    expect(found).toHaveLength(40);
    expect(found.at(-1)).toBe('40:1.');
  });

  it('numbers an `<ol>` in its `type`: letters and roman numerals, upper or lower case', () => {
    expect(markers('<ol type="a"><li>x</li><li>y</li></ol>')).toEqual(['1:a.', '1:b.']);
    expect(markers('<ol type="I" start="3"><li>x</li><li>y</li></ol>')).toEqual(['1:III.', '1:IV.']);
    // A nested list has its own numbering; the outer one goes on in its own after it.
    expect(markers('<ol type="A"><li>x<ol type="i"><li>y</li></ol></li><li>z</li></ol>')).toEqual([
      '1:A.',
      '2:i.',
      '1:B.',
    ]);
    // Anything else (or a `type` only inside another attribute's value) counts in digits.
    expect(markers('<ol type="square"><li>x</li></ol>')).toEqual(['1:1.']);
    expect(markers('<ol title="type=a"><li>x</li></ol>')).toEqual(['1:1.']);
  });

  it('writes letters past z and roman numerals as browsers do, digits where they cannot go', () => {
    expect(['a', 'A'].map((t) => [1, 26, 27, 52, 703].map((n) => itemNumber(n, t as 'a')))).toEqual([
      ['a', 'z', 'aa', 'az', 'aaa'],
      ['A', 'Z', 'AA', 'AZ', 'AAA'],
    ]);
    expect([1, 4, 9, 14, 40, 90, 400, 1994, 3999].map((n) => itemNumber(n, 'i'))).toEqual([
      'i',
      'iv',
      'ix',
      'xiv',
      'xl',
      'xc',
      'cd',
      'mcmxciv',
      'mmmcmxcix',
    ]);
    expect(itemNumber(4000, 'I')).toBe('4000');
    expect(itemNumber(0, 'a')).toBe('0');
    expect(itemNumber(-2, 'i')).toBe('-2');
    expect(itemNumber(999_999_999, 'a')).toMatch(/^[a-z]+$/);
  });
});
