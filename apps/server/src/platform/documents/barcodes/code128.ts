import { BarcodeError, type LinearSymbol } from './symbol.js';

/**
 * Code 128 (ISO/IEC 15417). Bar/space widths of symbol values 0..105 (six elements each, bar
 * first) and the stop pattern (seven elements, its final bar included).
 */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
].map((p) => [...p].map(Number));
const STOP = [2, 3, 3, 1, 1, 1, 2];

const SHIFT = 98;
const CODE_C = 99;
const CODE_B = 100;
const CODE_A = 101;
const FNC1_VALUE = 102;
const START = { A: 103, B: 104, C: 105 } as const;
const SWITCH_TO = { A: CODE_A, B: CODE_B, C: CODE_C } as const;

/** The FNC1 function character among the data (GS1: first position and after variable fields). */
export const FNC1 = -1;

/** A data item: an ASCII code (0..127) or `FNC1`. */
export type Code128Item = number;

type CodeSet = 'A' | 'B' | 'C';
/** Order of preference when two encodings are equally short: B (the common set), then C, then A. */
const SETS: readonly CodeSet[] = ['B', 'C', 'A'];

const inA = (c: number) => c === FNC1 || (c >= 0 && c < 96);
const inB = (c: number) => c === FNC1 || (c >= 32 && c < 128);
const isDigit = (c: number | undefined) => c !== undefined && c >= 48 && c <= 57;
const valueA = (c: number) => (c === FNC1 ? FNC1_VALUE : c >= 32 ? c - 32 : c + 64);
const valueB = (c: number) => (c === FNC1 ? FNC1_VALUE : c - 32);

interface Step {
  cost: number;
  /** How this state was reached: from `prev` at item `from` with `values` emitted. */
  from: number;
  prev: CodeSet | null;
  values: number[];
}

/**
 * The shortest symbol-value sequence for `items` (start character included, check character and
 * stop not): a dynamic programme over positions x code sets, so A/B/C switches and shifts are
 * chosen where they save symbols (e.g. C for runs of digits).
 */
export function code128Values(items: readonly Code128Item[]): number[] {
  for (const c of items)
    if (c !== FNC1 && !(Number.isInteger(c) && c >= 0 && c < 128))
      throw new BarcodeError('Code 128 encodes ASCII characters only');
  const n = items.length;
  const best: Record<CodeSet, Step | undefined>[] = Array.from({ length: n + 1 }, () => ({
    A: undefined,
    B: undefined,
    C: undefined,
  }));
  const offer = (i: number, set: CodeSet, step: Step) => {
    const cur = best[i]![set];
    if (!cur || step.cost < cur.cost) best[i]![set] = step;
  };
  for (const set of SETS) offer(0, set, { cost: 1, from: 0, prev: null, values: [START[set]] });

  for (let i = 0; i <= n; i++) {
    const here = best[i]!;
    // Switching code sets costs one symbol; one pass suffices (switching twice never helps).
    for (const s of SETS)
      for (const t of SETS) {
        const step = here[s];
        if (s !== t && step) offer(i, t, { cost: step.cost + 1, from: i, prev: s, values: [SWITCH_TO[t]] });
      }
    if (i === n) break;
    const c = items[i]!;
    const a = here.A;
    const b = here.B;
    const cc = here.C;
    if (b) {
      if (inB(c)) offer(i + 1, 'B', { cost: b.cost + 1, from: i, prev: 'B', values: [valueB(c)] });
      else offer(i + 1, 'B', { cost: b.cost + 2, from: i, prev: 'B', values: [SHIFT, valueA(c)] });
    }
    if (cc) {
      if (c === FNC1) offer(i + 1, 'C', { cost: cc.cost + 1, from: i, prev: 'C', values: [FNC1_VALUE] });
      else if (isDigit(c) && isDigit(items[i + 1]))
        offer(i + 2, 'C', {
          cost: cc.cost + 1,
          from: i,
          prev: 'C',
          values: [(c - 48) * 10 + (items[i + 1]! - 48)],
        });
    }
    if (a) {
      if (inA(c)) offer(i + 1, 'A', { cost: a.cost + 1, from: i, prev: 'A', values: [valueA(c)] });
      else offer(i + 1, 'A', { cost: a.cost + 2, from: i, prev: 'A', values: [SHIFT, valueB(c)] });
    }
  }

  // Cheapest final state, then walk the predecessors back.
  let set = SETS.reduce((m, s) =>
    (best[n]![s]?.cost ?? Infinity) < (best[n]![m]?.cost ?? Infinity) ? s : m,
  );
  let i = n;
  const chunks: number[][] = [];
  for (;;) {
    const step = best[i]![set]!;
    chunks.push(step.values);
    if (step.prev === null) break;
    i = step.from;
    set = step.prev;
  }
  return chunks.reverse().flat();
}

/** The check character: start value plus each value times its position, modulo 103. */
export function code128CheckValue(values: readonly number[]): number {
  let sum = values[0]!;
  for (let i = 1; i < values.length; i++) sum += values[i]! * i;
  return sum % 103;
}

/** Bar/space widths of a value sequence with its check character and stop pattern. */
export function code128Widths(values: readonly number[]): number[] {
  const all = [...values, code128CheckValue(values)];
  return [...all.flatMap((v) => PATTERNS[v]!), ...STOP];
}

export function encodeItems(
  items: readonly Code128Item[],
  type: LinearSymbol['type'],
  text: string,
): LinearSymbol {
  return { kind: 'linear', type, widths: code128Widths(code128Values(items)), text, quietZone: 10 };
}

/** A Code 128 symbol of ASCII text. */
export function code128(text: string): LinearSymbol {
  if (text.length === 0) throw new BarcodeError('Code 128 needs at least one character');
  return encodeItems(
    [...text].map((ch) => ch.codePointAt(0)!),
    'code128',
    text,
  );
}
