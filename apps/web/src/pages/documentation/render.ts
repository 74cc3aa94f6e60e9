import { Marked, Renderer, type Token } from 'marked';

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedGuide {
  html: string;
  toc: TocEntry[];
}

/** A heading's anchor: lower case, letters and digits of any script (CJK stays), dashes between words. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/&[a-z]+;|&#\d+;/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/[\s-]+/g, '-') || 'section'
  );
}

/** A heading's text without its markup (`Ctrl+K` for "`Ctrl+K`", "bold" for "**bold**"). */
function plain(tokens: Token[]): string {
  return tokens
    .map((t): string => {
      if ('tokens' in t && Array.isArray(t.tokens)) return plain(t.tokens);
      return 'text' in t && typeof t.text === 'string' ? t.text : t.raw;
    })
    .join('');
}

/**
 * Renders the guide's Markdown: headings get unique ids, and levels 2 and 3 make the table of
 * contents. Tables are wrapped so that they scroll sideways on a phone instead of widening the page.
 * The Markdown is the portal's own (bundled), not user input.
 */
export function renderGuide(markdown: string, tocDepth = 3): RenderedGuide {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const text = plain(tokens);
        const base = slugify(text);
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n ? `${base}-${n}` : base;
        // The contents list names the section only: "Vendor labels — *not available yet*" → "Vendor labels".
        if (depth >= 2 && depth <= tocDepth) toc.push({ id, text: text.split(' — ')[0]!.trim(), depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      table(token) {
        return `<div class="doc-table">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, toc };
}
