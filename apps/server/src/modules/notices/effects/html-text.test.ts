import { describe, expect, it } from 'vitest';
import { htmlParagraphs, noticeSummary } from './html-text.js';

/** The paragraphs as they read: marker and text. */
const lines = (html: string) => htmlParagraphs(html).map((p) => `${p.marker}${p.text}`);

describe('htmlParagraphs', () => {
  it('numbers the items of an ordered list and bullets those of an unordered one', () => {
    expect(
      lines('<p>Steps:</p><ol><li>检查来料</li><li>提交报告</li></ol><ul><li>Lot number</li></ul>'),
    ).toEqual(['Steps:', '1. 检查来料', '2. 提交报告', '· Lot number']);
  });

  it('counts from an ordered list’s start, each list its own count, around nested lists', () => {
    expect(
      lines(
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

  it('gives each paragraph its list depth, what goes on inside an item the item’s', () => {
    // As the editor (TipTap) writes lists: each item's text in a <p>.
    expect(
      htmlParagraphs(
        '<p>Steps:</p><ol><li><p>关闭异常</p><ol><li><p>sub-step one</p><ul><li><p>deepest</p></li></ul></li>' +
          '<li><p>sub-step two<br>its second line</p></li></ol><p>after the sub-steps</p></li>' +
          '<li><p>next</p></li></ol><p>Done.</p>',
      ),
    ).toEqual([
      { marker: '', text: 'Steps:', depth: 0 },
      { marker: '1. ', text: '关闭异常', depth: 1 },
      { marker: '1. ', text: 'sub-step one', depth: 2 },
      { marker: '· ', text: 'deepest', depth: 3 },
      { marker: '2. ', text: 'sub-step two', depth: 2 },
      { marker: '', text: 'its second line', depth: 2 },
      { marker: '', text: 'after the sub-steps', depth: 1 },
      { marker: '2. ', text: 'next', depth: 1 },
      { marker: '', text: 'Done.', depth: 0 },
    ]);
  });

  it('keeps the numbers in the mails’ one-line summary', () => {
    expect(
      noticeSummary('<p>Please:</p><OL><LI>check</LI><LI>report<ul><li>with photos</li></ul></LI></OL>'),
    ).toBe('Please: 1. check 2. report · with photos');
  });
});
