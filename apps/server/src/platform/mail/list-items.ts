/** A list item as plain text shows it: its marker and how deep it sits. */
export interface ListItem {
  /** "1. ", "2. "… in an `<ol>` (counting from its `start`), "· " in a `<ul>`. */
  marker: string;
  /** How many lists are open around the item: 1 for an item of a top-level list. */
  depth: number;
}

/** A tag's attributes, name and value (quoted or not), so that a word inside a value is not a name. */
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The number an `<ol>` counts from: its `start` attribute if it is a number of up to 9 digits, else 1. */
const startOf = (attributes: string): number => {
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
    if (name!.toLowerCase() !== 'start') continue;
    const value = (values.find((v) => v !== undefined) ?? '').trim();
    return /^-?\d{1,9}$/.test(value) ? Number.parseInt(value, 10) : 1;
  }
  return 1;
};

/**
 * `html` with each `<li>` start tag replaced by what `mark` makes of the item's marker and depth
 * (the mail's plain-text part, a notice's paragraphs), every other tag left as it is. The lists
 * open around an item are kept on a stack, as the item's number is its own list's, not the outer
 * one's: a `<ul>` inside an `<ol>` keeps bullets, and the `<ol>` goes on counting after it.
 */
export function markListItems(html: string, mark: (item: ListItem) => string): string {
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
      const marker = list?.next == null ? '· ' : `${list.next++}. `;
      return mark({ marker, depth: open.length });
    },
  );
}
