import { z } from 'zod';
import {
  AQL_VALUES,
  DefectSeverity,
  InspectionLevel,
  type AqlValue,
  type DefectSeverityValue,
  type InspectionLevelValue,
} from './enums.js';

/**
 * The sampling-plan calculator of ISO 2859-1 / GB/T 2828.1 (= ANSI/ASQ Z1.4, MIL-STD-105E),
 * single sampling, one function for the server, the web and any client
 * (`GET /api/app/inspectionForm/samplingPlan`).
 *
 * Only NORMAL inspection (Table II-A) is built. Tightened (II-B) and reduced (II-C) inspection and
 * the switching rules between them need the history of a supplier's lots; the portal judges every
 * lot on the normal plan until that is asked for.
 *
 * The tables were checked against the published Table I and Table II-A (MIL-STD-105E as printed in
 * public course material, and AQL charts of ANSI Z1.4 / ISO 2859-1); see sampling.test.ts.
 */
export const CODE_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];

/** One severity's plan: its AQL, the sample it is judged on, accept and reject numbers. */
export interface SamplingPlan {
  lotQty: number;
  level: InspectionLevelValue;
  aql: AqlValue;
  /** The lot's code letter (Table I). */
  codeLetter: CodeLetter;
  /** The letter whose plan applies after following the table's arrows (may differ from codeLetter). */
  planLetter: CodeLetter;
  /** The sample to draw: the plan's n, or the whole lot when n >= lot (inspectAll). */
  sampleSize: number;
  ac: number;
  re: number;
  /** The plan's sample is not smaller than the lot: every piece is inspected. */
  inspectAll: boolean;
}

/** A form's plan: the largest sample of its severities and each severity's own Ac/Re. */
export interface FormSamplingPlan {
  level: InspectionLevelValue;
  codeLetter: CodeLetter;
  sampleSize: number;
  inspectAll: boolean;
  bySeverity: Partial<Record<DefectSeverityValue, SamplingPlan>>;
}

/** Table II-A: the sample size of each code letter, A 2 … R 2000. */
export const SAMPLE_SIZES: Readonly<Record<CodeLetter, number>> = {
  A: 2,
  B: 3,
  C: 5,
  D: 8,
  E: 13,
  F: 20,
  G: 32,
  H: 50,
  J: 80,
  K: 125,
  L: 200,
  M: 315,
  N: 500,
  P: 800,
  Q: 1250,
  R: 2000,
};

/**
 * Table I: the upper bound of each lot-size range (the last range, 500,001 and over, is open) and
 * the code letter of each inspection level in that range, written as a string S-1 S-2 S-3 S-4 I II
 * III so a row reads as it is printed.
 */
const TABLE_I: ReadonlyArray<readonly [maxLot: number, letters: string]> = [
  [8, 'AAAAAAB'],
  [15, 'AAAAABC'],
  [25, 'AABBBCD'],
  [50, 'ABBCCDE'],
  [90, 'BBCCCEF'],
  [150, 'BBCDDFG'],
  [280, 'BCDEEGH'],
  [500, 'BCDEFHJ'],
  [1200, 'CCEFGJK'],
  [3200, 'CDEGHKL'],
  [10000, 'CDFGJLM'],
  [35000, 'CDFHKMN'],
  [150000, 'DEGJLNP'],
  [500000, 'DEGJMPQ'],
  [Number.POSITIVE_INFINITY, 'DEHKNQR'],
];

/**
 * Table II-A runs along diagonals: with the letter's index (A=0 … R=15) plus the AQL's index in
 * AQL_VALUES (0.010=0 … 1000=25) as `d`, the cell is 0/1 at d=14, ↑ at 15, ↓ at 16, then these
 * Ac/Re pairs from d=17 on; every cell left of the 0/1 diagonal is ↓. The last two pairs (30/31,
 * 44/45) are printed only in rows A–E (B–E for 44/45, row A has no d=26 cell); further right, and
 * in rows F–R beyond 21/22, the cell is ↑.
 */
const ACCEPT_SERIES: ReadonlyArray<readonly [ac: number, re: number]> = [
  [1, 2],
  [2, 3],
  [3, 4],
  [5, 6],
  [7, 8],
  [10, 11],
  [14, 15],
  [21, 22],
  [30, 31],
  [44, 45],
];
const ZERO_ONE_DIAGONAL = 14;
const LAST_ROW_WITH_30_AND_44 = CODE_LETTERS.indexOf('E');

type Cell = { ac: number; re: number } | 'down' | 'up';

/** One cell of Table II-A by letter index and AQL index. */
export function tableIIACell(letterIndex: number, aqlIndex: number): Cell {
  const d = letterIndex + aqlIndex;
  if (d < ZERO_ONE_DIAGONAL) return 'down';
  if (d === ZERO_ONE_DIAGONAL) return { ac: 0, re: 1 };
  if (d === ZERO_ONE_DIAGONAL + 1) return 'up';
  if (d === ZERO_ONE_DIAGONAL + 2) return 'down';
  const k = d - (ZERO_ONE_DIAGONAL + 3);
  const pair = ACCEPT_SERIES[k];
  if (!pair) return 'up';
  if (k >= 8 && letterIndex > LAST_ROW_WITH_30_AND_44) return 'up';
  return { ac: pair[0], re: pair[1] };
}

/**
 * Two printed arrows point off the table: row A under AQL 10 (↑, nothing above) and row R under
 * 0.015 (↓, nothing below). The standard gives no plan there; we stay on that row and take its
 * nearest plan (A: 0/1 under 6.5, n 2, the stricter neighbour; R: 1/2 under 0.025, n 2000), so the
 * sample is the row's own and the plan one column away.
 */
function edgePlan(row: number, aqlIdx: number): { ac: number; re: number } {
  for (let step = 1; step < AQL_VALUES.length; step++) {
    for (const a of [aqlIdx - step, aqlIdx + step]) {
      if (a < 0 || a >= AQL_VALUES.length) continue;
      const c = tableIIACell(row, a);
      if (typeof c !== 'string') return c;
    }
  }
  /* c8 ignore next */
  throw new Error('sampling: a row of Table II-A without a plan');
}

/** A lot quantity must be a whole number of at least 1; anything else is a RangeError (a 400). */
function assertLot(lotQty: number): void {
  if (!Number.isSafeInteger(lotQty) || lotQty < 1) {
    throw new RangeError(`lotQty must be a whole number of at least 1 (was ${String(lotQty)})`);
  }
}

function levelIndex(level: InspectionLevelValue): number {
  const i = InspectionLevel.indexOf(level);
  if (i < 0) throw new RangeError(`unknown inspection level ${String(level)}`);
  return i;
}

function aqlIndex(aql: AqlValue): number {
  const i = AQL_VALUES.indexOf(aql);
  if (i < 0) throw new RangeError(`AQL ${String(aql)} is not in the series of Table II-A`);
  return i;
}

/** Table I. A lot of 1 (below the table's first range, 2–8) takes the first row's letter. */
export function codeLetterFor(lotQty: number, level: InspectionLevelValue): CodeLetter {
  assertLot(lotQty);
  const col = levelIndex(level);
  const row = TABLE_I.find(([max]) => lotQty <= max) ?? TABLE_I[TABLE_I.length - 1]!;
  return row[1][col] as CodeLetter;
}

/**
 * The plan of one AQL: the code letter of Table I, then Table II-A's cell, following its arrows
 * up or down the AQL's column to the first plan (whose letter also gives the sample size).
 */
export function samplingPlan(lotQty: number, level: InspectionLevelValue, aql: AqlValue): SamplingPlan {
  const codeLetter = codeLetterFor(lotQty, level);
  const a = aqlIndex(aql);
  let row = CODE_LETTERS.indexOf(codeLetter);
  let cell = tableIIACell(row, a);
  while (typeof cell === 'string') {
    const next = row + (cell === 'down' ? 1 : -1);
    if (next < 0 || next >= CODE_LETTERS.length) {
      cell = edgePlan(row, a);
      break;
    }
    row = next;
    cell = tableIIACell(row, a);
  }
  const planLetter = CODE_LETTERS[row]!;
  const n = SAMPLE_SIZES[planLetter];
  const inspectAll = n >= lotQty;
  return {
    lotQty,
    level,
    aql,
    codeLetter,
    planLetter,
    sampleSize: inspectAll ? lotQty : n,
    ac: cell.ac,
    re: cell.re,
    inspectAll,
  };
}

/** The plan of a form from the configuration's level and AQL per severity (a null AQL: not judged). */
export function formSamplingPlan(
  lotQty: number,
  level: InspectionLevelValue,
  aqls: Partial<Record<DefectSeverityValue, AqlValue | null>>,
): FormSamplingPlan {
  const codeLetter = codeLetterFor(lotQty, level);
  const bySeverity: Partial<Record<DefectSeverityValue, SamplingPlan>> = {};
  for (const severity of DefectSeverity) {
    const aql = aqls[severity];
    if (aql == null) continue;
    bySeverity[severity] = samplingPlan(lotQty, level, aql);
  }
  const plans = Object.values(bySeverity);
  // One sample is drawn for the form: the largest n any severity needs (each severity is still
  // judged by its own Ac/Re). With no severity judged, the code letter's own n is shown.
  const sampleSize =
    plans.length > 0
      ? Math.max(...plans.map((p) => p.sampleSize))
      : Math.min(SAMPLE_SIZES[codeLetter], lotQty);
  return { level, codeLetter, sampleSize, inspectAll: sampleSize >= lotQty, bySeverity };
}

/** The largest lot the calculator takes (far above any delivery; keeps the number exact). */
export const MAX_LOT_QTY = 1_000_000_000;

/**
 * The query of `GET /api/app/inspectionForm/samplingPlan`: lot quantity (whole, ≥ 1), level, and an
 * AQL of the series (sent as text, e.g. `0.65`).
 */
export const samplingPlanQuerySchema = z.object({
  lotQty: z.coerce.number().int().min(1).max(MAX_LOT_QTY),
  level: z.enum(InspectionLevel),
  // A literal of the series: the 400 names the values a client may send.
  aql: z.coerce.number().pipe(z.literal(AQL_VALUES)),
});
export type SamplingPlanQuery = z.infer<typeof samplingPlanQuerySchema>;
