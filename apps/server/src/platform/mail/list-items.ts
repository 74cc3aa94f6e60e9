/** A list item as plain text shows it: its marker and how deep it sits. */
export interface ListItem {
  /**
   * "1. ", "2. "… in an `<ol>` (counting from its `start`, in its `type`: "a. ", "iv. "…), "· " in a
   * `<ul>`.
   */
  marker: string;
  /** How many lists are open around the item: 1 for an item of a top-level list. */
  depth: number;
}

/** A tag's attributes, name and value (quoted or not), so that a word inside a value is not a name. */
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** A tag's attribute value by name (the first), trimmed; undefined when the tag has none. */
const attributeOf = (attributes: string, wanted: string): string | undefined => {
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE))
    if (name!.toLowerCase() === wanted) return (values.find((v) => v !== undefined) ?? '').trim();
  return undefined;
};

/** The number an `<ol>` counts from: its `start` attribute if it is a number of up to 9 digits, else 1. */
const startOf = (attributes: string): number => {
  const value = attributeOf(attributes, 'start') ?? '';
  return /^-?\d{1,9}$/.test(value) ? Number.parseInt(value, 10) : 1;
};

type Numbering = '1' | 'a' | 'A' | 'i' | 'I';

/** An `<ol>`'s `type` as HTML reads it (case matters: `a` and `A` differ); "1" for anything else. */
const numberingOf = (attributes: string): Numbering => {
  const type = attributeOf(attributes, 'type');
  return type === 'a' || type === 'A' || type === 'i' || type === 'I' ? type : '1';
};

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/**
 * `n` as an item's number in `numbering`: letters count a, b… z, aa, ab… and roman numerals go to
 * 3999; below 1 (and roman past 3999) it is written in digits, as browsers do.
 */
export function itemNumber(n: number, numbering: Numbering): string {
  if (numbering === '1' || n < 1 || ((numbering === 'i' || numbering === 'I') && n > 3999)) return String(n);
  let text = '';
  if (numbering === 'a' || numbering === 'A') {
    for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
      text = String.fromCharCode(97 + ((rest - 1) % 26)) + text;
  } else {
    let rest = n;
    for (const [value, digits] of ROMAN) for (; rest >= value; rest -= value) text += digits;
  }
  return numbering === 'A' || numbering === 'I' ? text.toUpperCase() : text;
}

/**
 * `html` with each `<li>` start tag replaced by what `mark` makes of the item's marker and depth
 * (the mail's plain-text part, a notice's paragraphs), every other tag left as it is. The lists
 * open around an item are kept on a stack, as the item's number is its own list's, not the outer
 * one's: a `<ul>` inside an `<ol>` keeps bullets, and the `<ol>` goes on counting after it.
 */
export function markListItems(html: string, mark: (item: ListItem) => string): string {
  const open: { next: number | null; numbering: Numbering }[] = [];
  return html.replace(
    /<(\/?)(ol|ul|li)\b([^>]*)>/gi,
    (tag, close: string, name: string, attributes: string) => {
      const kind = name.toLowerCase();
      if (kind !== 'li') {
        if (close) open.pop();
        else
          open.push(
            kind === 'ol'
              ? { next: startOf(attributes), numbering: numberingOf(attributes) }
              : { next: null, numbering: '1' },
          );
        return tag;
      }
      if (close) return tag;
      const list = open.at(-1);
      const marker = list?.next == null ? '· ' : `${itemNumber(list.next++, list.numbering)}. `;
      return mark({ marker, depth: open.length });
    },
  );
}
