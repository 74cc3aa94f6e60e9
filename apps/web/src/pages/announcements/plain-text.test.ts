// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of blocks, lists and breaks apart', () => {
    expect(plainText('<p>One <strong>bold</strong></p><ul><li>a</li><li>b</li></ul>x<br>y')).toBe(
      'One bold a b x y',
    );
  });

  it('decodes entities and never runs markup', () => {
    expect(plainText('<p>a &amp; b&nbsp;c</p><img src=x onerror="throw 1">')).toBe('a & b c');
  });

  it('shortens long text', () => {
    expect(plainText(`<p>${'x'.repeat(50)}</p>`, 10)).toBe('xxxxxxxxx…');
  });
});
