import { code128Values, gs1Items, parseGs1 } from '../../../platform/documents/index.js';

/**
 * Code 128 field data for ZPL's `^BC` in its normal mode: the exact symbol values our encoder
 * chose (platform/documents, the same bars as the PDF), written with ZPL's invocation codes:
 * `>9`/`>:`/`>;` start A/B/C, `>5`/`>6`/`>7` the values 99/100/101 (code C / B / A, or FNC4),
 * `>4` shift, `>8` FNC1, digit pairs in code C, characters in A and B. The characters ZPL would
 * read as its own syntax are written as invocation codes (`><` for `>`, `>=` for `~`) or, under
 * `^FH_`, as hex (`_5E` for `^`, `_5F` for `_`, control characters of code A).
 */

const START: Record<number, ['A' | 'B' | 'C', string]> = {
  103: ['A', '>9'],
  104: ['B', '>:'],
  105: ['C', '>;'],
};
const hex = (code: number) => `_${code.toString(16).toUpperCase().padStart(2, '0')}`;

function dataChar(code: number): string {
  if (code === 62) return '><';
  if (code === 126) return '>=';
  if (code === 127) return '>1';
  if (code < 32 || code === 94 || code === 95) return hex(code);
  return String.fromCharCode(code);
}

/** ZPL field data (to be sent after `^FH_`) for a sequence of Code 128 symbol values. */
export function zplCode128Data(values: readonly number[]): string {
  const start = START[values[0]!];
  if (!start) throw new Error('Code 128 values must begin with a start character');
  let [set, out] = start;
  let shifted = false;
  for (const v of values.slice(1)) {
    if (v >= 98 && v <= 102 && !(set === 'C' && v < 99)) {
      out += `>${v === 102 ? 8 : v === 98 ? 4 : v - 94}`;
      if (v === 98) shifted = true;
      else if (v === 99) set = 'C';
      else if (v === 100 && set !== 'B') set = 'B';
      else if (v === 101 && set !== 'A') set = 'A';
      continue;
    }
    const inSet = shifted ? (set === 'A' ? 'B' : 'A') : set;
    shifted = false;
    if (inSet === 'C') out += String(v).padStart(2, '0');
    else if (inSet === 'B') out += dataChar(v + 32);
    else out += dataChar(v < 64 ? v + 32 : v - 64);
  }
  return out;
}

export interface ZplLinear {
  /** `^FD` data, to be sent after `^FH_`. */
  data: string;
  /** The symbol's width in modules without quiet zones: 11 per value and check character, 13 for stop. */
  modules: number;
}

const linear = (values: number[]): ZplLinear => ({
  data: zplCode128Data(values),
  modules: (values.length + 1) * 11 + 13,
});

/** `^BC` data of a plain Code 128 (the label id). */
export const zplCode128 = (text: string): ZplLinear =>
  linear(code128Values([...text].map((c) => c.charCodeAt(0))));

/** `^BC` data of a GS1-128 from its "(00)…" form: `>;>8…`, FNC1 first and after variable fields. */
export const zplGs1_128 = (human: string): ZplLinear => linear(code128Values(gs1Items(parseGs1(human))));
