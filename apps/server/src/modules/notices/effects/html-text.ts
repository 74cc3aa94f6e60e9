import { textOf } from '../../../platform/notifications/template.js';

/**
 * A notice's rich text (sanitised HTML) as plain paragraphs, for the PDF and the mails' summary:
 * each block (paragraph, heading, list item, table row, line break) is one paragraph, a list item
 * starts with a bullet; tags and entities go.
 */
export function htmlParagraphs(html: string): string[] {
  const marked = html
    .replace(/<li[^>]*>/gi, '\u0001· ')
    .replace(/<(br|hr)\s*\/?>/gi, '\u0001')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre|ul|ol|table)>/gi, '\u0001')
    .replace(/<\/t[dh]>/gi, '\t');
  return marked
    .split('\u0001')
    .map((part) => textOf(part, 100_000).replace(/\t/g, '  ').trim())
    .filter((p) => p !== '');
}

/** The first words of a notice, on one line (`max` characters at most). */
export const noticeSummary = (html: string, max = 300): string => {
  const text = htmlParagraphs(html).join(' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
