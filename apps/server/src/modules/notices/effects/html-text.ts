import { markListItems } from '../../../platform/mail/list-items.js';
import { textOf } from '../../../platform/notifications/template.js';

/** A paragraph of a notice's text. */
export interface TextParagraph {
  /**
   * Its list item's "1. " (or "a. ", "iv. " as its list counts) or "· "; '' for a paragraph that
   * starts no item.
   */
  marker: string;
  text: string;
  /**
   * How many lists it is inside: 0 outside any, 1 in a top-level list, 2 in a list nested in one
   * of its items… A paragraph that goes on inside an item (after a line break, or after a list
   * nested in the item) has the item's depth and no marker.
   */
  depth: number;
}

/**
 * Paragraph breaks are \u0001; an item's break is followed by \u0002depth\u0002marker\u0002, and
 * the end of a list's by \u0003 (the paragraph after it is one list less deep).
 */
// eslint-disable-next-line no-control-regex -- the control characters are ours, put in below
const START = /^(?:\u0002(\d+)\u0002([^\u0002]*)\u0002|(\u0003))?/;

/**
 * A notice's rich text (sanitised HTML) as plain paragraphs, for the PDF and the mails' summary:
 * each block (paragraph, heading, list item, table row, line break) is one paragraph, a list item
 * has its number in an `<ol>` and a bullet in a `<ul>` and the depth the PDF indents it by; tags
 * and entities go.
 */
export function htmlParagraphs(html: string): TextParagraph[] {
  // The marks below are control characters: any in the text itself go first, or a notice could
  // forge an item's depth.
  // eslint-disable-next-line no-control-regex -- those very characters
  const own = html.replace(/[\u0001-\u0003]/g, '');
  const marked = markListItems(own, ({ marker, depth }) => `\u0001\u0002${depth}\u0002${marker}\u0002`)
    .replace(/<\/(ul|ol)>/gi, '\u0001\u0003')
    .replace(/<(br|hr)\s*\/?>/gi, '\u0001')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre|table)>/gi, '\u0001')
    .replace(/<\/t[dh]>/gi, '\t');
  const paragraphs: TextParagraph[] = [];
  let depth = 0;
  for (const part of marked.split('\u0001')) {
    const [start, itemDepth, marker = '', end] = START.exec(part)!;
    if (itemDepth !== undefined) depth = Number(itemDepth);
    else if (end) depth = Math.max(depth - 1, 0);
    const text = textOf(part.slice(start.length), 100_000).replace(/\t/g, '  ').trim();
    // An item is in a list, if only a stray <li>'s own.
    if (text !== '' || marker !== '')
      paragraphs.push({ marker, text, depth: marker ? Math.max(depth, 1) : depth });
  }
  return paragraphs;
}

/** The first words of a notice, on one line (`max` characters at most). */
export const noticeSummary = (html: string, max = 300): string => {
  const text = htmlParagraphs(html)
    .map((p) => `${p.marker}${p.text}`.trim())
    .join(' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
