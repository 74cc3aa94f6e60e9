import { hasValidGs1CheckDigit } from './check-digit.js';
import { encodeItems, FNC1, type Code128Item } from './code128.js';
import { BarcodeError, type LinearSymbol } from './symbol.js';

/** One GS1 element string: an application identifier and its data. */
export interface Gs1Element {
  ai: string;
  value: string;
}

/**
 * AIs whose length is predefined (GS1 General Specifications, "predefined length" table, by their
 * first two digits): they need no FNC1 separator after them. Every other AI is variable-length.
 */
const PREDEFINED_LENGTH: Record<string, number> = {
  '00': 20,
  '01': 16,
  '02': 16,
  '03': 16,
  '04': 18,
  '11': 8,
  '12': 8,
  '13': 8,
  '14': 8,
  '15': 8,
  '16': 8,
  '17': 8,
  '18': 8,
  '19': 8,
  '20': 4,
  '31': 10,
  '32': 10,
  '33': 10,
  '34': 10,
  '35': 10,
  '36': 10,
  '41': 16,
};

/** AIs whose data ends in a GS1 check digit (SSCC, GTIN, GTIN of contents, GLNs). */
const CHECKED = /^(00|01|02|41\d)$/;

/** GS1's character set 82 (the printable subset allowed in AI data). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/** "(00)106141411234567897(10)ABC" → elements; checks AI shape, lengths and check digits. */
export function parseGs1(human: string): Gs1Element[] {
  const out: Gs1Element[] = [];
  const re = /\((\d{2,4})\)([^(]*)/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(human))) {
    out.push({ ai: m[1]!, value: m[2]! });
    end = re.lastIndex;
  }
  if (out.length === 0 || end !== human.length)
    throw new BarcodeError(`Not a GS1 element string in "(AI)data" form: "${human}"`);
  for (const { ai, value } of out) {
    if (!value || !CSET82.test(value)) throw new BarcodeError(`AI (${ai}) has no valid data`);
    const fixed = PREDEFINED_LENGTH[ai.slice(0, 2)];
    if (fixed !== undefined && ai.length + value.length !== fixed)
      throw new BarcodeError(`AI (${ai}) needs ${fixed - ai.length} characters`);
    if (CHECKED.test(ai) && (!/^\d+$/.test(value) || !hasValidGs1CheckDigit(value)))
      throw new BarcodeError(`AI (${ai}) has a wrong check digit: ${value}`);
    if (value.length > 90) throw new BarcodeError(`AI (${ai}) data is too long`);
  }
  return out;
}

/**
 * The encodable data of GS1 elements: FNC1 first, then each AI and its data, with an FNC1
 * separator after every variable-length field that is not last.
 */
export function gs1Items(elements: readonly Gs1Element[]): Code128Item[] {
  const items: Code128Item[] = [FNC1];
  elements.forEach(({ ai, value }, i) => {
    for (const ch of ai + value) items.push(ch.charCodeAt(0));
    const last = i === elements.length - 1;
    if (!last && PREDEFINED_LENGTH[ai.slice(0, 2)] === undefined) items.push(FNC1);
  });
  return items;
}

/** The human-readable form of elements: "(00)…(10)…". */
export function gs1Text(elements: readonly Gs1Element[]): string {
  return elements.map((e) => `(${e.ai})${e.value}`).join('');
}

/** A GS1-128 symbol from the human form "(00)106141411234567897" or from elements. */
export function gs1_128(input: string | readonly Gs1Element[]): LinearSymbol {
  const elements = typeof input === 'string' ? parseGs1(input) : (parseGs1(gs1Text(input)), input);
  return encodeItems(gs1Items(elements), 'gs1-128', gs1Text(elements));
}
