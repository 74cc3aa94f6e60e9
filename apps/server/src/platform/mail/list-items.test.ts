import { describe, expect, it } from 'vitest';
import { markListItems } from './list-items.js';

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
});
