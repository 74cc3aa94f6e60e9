import { describe, expect, it } from 'vitest';
import { htmlParagraphs, noticeSummary } from './html-text.js';

describe('htmlParagraphs', () => {
  it('numbers the items of an ordered list and bullets those of an unordered one', () => {
    expect(
      htmlParagraphs('<p>Steps:</p><ol><li>检查来料</li><li>提交报告</li></ol><ul><li>Lot number</li></ul>'),
    ).toEqual(['Steps:', '1. 检查来料', '2. 提交报告', '· Lot number']);
  });

  it('counts from an ordered list’s start, each list its own count, around nested lists', () => {
    expect(
      htmlParagraphs(
        '<ol start="3"><li>Clause three<ul><li>a note</li></ul></li>' +
          '<li>Clause four<ol><li>first sub-step</li><li>second sub-step</li></ol></li>' +
          '<li>Clause five</li></ol><ol><li>again from one</li></ol>',
      ),
    ).toEqual([
      '3. Clause three',
      '· a note',
      '4. Clause four',
      '1. first sub-step',
      '2. second sub-step',
      '5. Clause five',
      '1. again from one',
    ]);
  });

  it('keeps the numbers in the mails’ one-line summary', () => {
    expect(noticeSummary('<p>Please:</p><OL><LI>check</LI><LI>report</LI></OL>')).toBe(
      'Please: 1. check 2. report',
    );
  });
});
