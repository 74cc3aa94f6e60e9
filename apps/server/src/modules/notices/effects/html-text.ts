import { textOf } from '../../../platform/notifications/template.js';

/** The number an `<ol>` counts from: its `start` attribute, else 1. */
const startOf = (attributes: string): number => {
  const start = /\bstart\s*=\s*["']?(-?\d+)/i.exec(attributes)?.[1];
  return start === undefined ? 1 : Number.parseInt(start, 10);
};

/**
 * Each `<li>` replaced by a paragraph break and its marker: "1. ", "2. "… in an `<ol>` (from its
 * `start`), "· " in a `<ul>`. The lists open around an item are kept on a stack, as the item's
 * number is its own list's, not the outer one's: a `<ul>` inside an `<ol>` keeps bullets, and the
 * `<ol>` goes on counting after it.
 */
function markListItems(html: string): string {
  const open: { next: number | null }[] = [];
  return html.replace(
    /<(\/?)(ol|ul|li)\b([^>]*)>/gi,
    (tag, close: string, name: string, attributes: string) => {
      const kind = name.toLowerCase();
      if (kind !== 'li') {
        if (close) open.pop();
        else open.push({ next: kind === 'ol' ? startOf(attributes) : null });
        return tag;
      }
      if (close) return tag;
      const list = open.at(-1);
      if (list?.next == null) return '\u0001· ';
      return `\u0001${list.next++}. `;
    },
  );
}

/**
 * A notice's rich text (sanitised HTML) as plain paragraphs, for the PDF and the mails' summary:
 * each block (paragraph, heading, list item, table row, line break) is one paragraph, a list item
 * starts with its number in an `<ol>` and a bullet in a `<ul>`; tags and entities go.
 */
export function htmlParagraphs(html: string): string[] {
  const marked = markListItems(html)
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
