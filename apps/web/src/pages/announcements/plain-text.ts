/**
 * The text of an announcement's HTML, for one-line snippets: blocks and line breaks become spaces,
 * runs of white space one space. Parsed inert (DOMParser runs no script and loads no image).
 */
export function plainText(html: string, max = 200): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<(br|\/p|\/div|\/li|\/h\d|\/tr|\/blockquote)\b[^>]*>/gi, '$& '),
    'text/html',
  );
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Whether rich text shows anything: words, or a picture (the server's rule, sanitize.ts). */
export function hasText(html: string): boolean {
  return (
    /<img\s/i.test(html) ||
    plainText(html)
      .replace(/\u00a0/g, '')
      .trim() !== ''
  );
}
