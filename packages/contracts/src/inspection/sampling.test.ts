import { describe, expect, it } from 'vitest';
import { AQL_VALUES, InspectionLevel, type InspectionLevelValue } from './enums.js';
import {
  CODE_LETTERS,
  SAMPLE_SIZES,
  codeLetterFor,
  formSamplingPlan,
  samplingPlan,
  samplingPlanQuerySchema,
  tableIIACell,
} from './sampling.js';

/**
 * Table II-A written out row by row as printed (ISO 2859-1 / ANSI Z1.4 / MIL-STD-105E, single
 * sampling, normal inspection), one token per AQL column 0.010 … 1000: `v` ↓, `^` ↑, `ac/re` a
 * plan; `v*14` repeats. Typed from the printed table, not from the diagonal rule the code uses,
 * so the two check each other.
 */
const PRINTED: Record<string, string> = {
  A: 'v*14 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31',
  B: 'v*13 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45',
  C: 'v*12 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45 ^',
  D: 'v*11 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45 ^*2',
  E: 'v*10 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 30/31 44/45 ^*3',
  F: 'v*9 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*6',
  G: 'v*8 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*7',
  H: 'v*7 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*8',
  J: 'v*6 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*9',
  K: 'v*5 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*10',
  L: 'v*4 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*11',
  M: 'v*3 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*12',
  N: 'v*2 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*13',
  P: 'v 0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*14',
  Q: '0/1 ^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*15',
  R: '^ v 1/2 2/3 3/4 5/6 7/8 10/11 14/15 21/22 ^*16',
};

function expand(row: string): string[] {
  return row.split(' ').flatMap((t) => {
    const [token, times] = t.split('*');
    return Array.from({ length: times ? Number(times) : 1 }, () => token!);
  });
}

function cellText(letterIndex: number, aqlIndex: number): string {
  const c = tableIIACell(letterIndex, aqlIndex);
  if (c === 'down') return 'v';
  if (c === 'up') return '^';
  return `${c.ac}/${c.re}`;
}

describe('Table II-A', () => {
  it('matches the printed table cell by cell (16 rows × 26 AQLs)', () => {
    CODE_LETTERS.forEach((letter, li) => {
      const printed = expand(PRINTED[letter]!);
      expect(printed, letter).toHaveLength(AQL_VALUES.length);
      expect(
        AQL_VALUES.map((_, ai) => cellText(li, ai)),
        letter,
      ).toEqual(printed);
    });
  });

  it('has the sample sizes A 2 … R 2000', () => {
    expect(CODE_LETTERS.map((l) => SAMPLE_SIZES[l])).toEqual([
      2, 3, 5, 8, 13, 20, 32, 50, 80, 125, 200, 315, 500, 800, 1250, 2000,
    ]);
  });

  it('resolves every cell of every level to a plan whose Re is Ac + 1', () => {
    for (const level of InspectionLevel) {
      for (const lot of [1, 2, 9, 51, 1201, 35001, 500001]) {
        for (const aql of AQL_VALUES) {
          const p = samplingPlan(lot, level, aql);
          expect(p.re).toBe(p.ac + 1);
          expect(p.sampleSize).toBeLessThanOrEqual(lot);
        }
      }
    }
  });
});

describe('Table I (code letters)', () => {
  // Level II ranges from the printed table, both ends of each.
  const levelII: Array<[number, number | null, string]> = [
    [2, 8, 'A'],
    [9, 15, 'B'],
    [16, 25, 'C'],
    [26, 50, 'D'],
    [51, 90, 'E'],
    [91, 150, 'F'],
    [151, 280, 'G'],
    [281, 500, 'H'],
    [501, 1200, 'J'],
    [1201, 3200, 'K'],
    [3201, 10000, 'L'],
    [10001, 35000, 'M'],
    [35001, 150000, 'N'],
    [150001, 500000, 'P'],
    [500001, null, 'Q'],
  ];
  it.each(levelII)('level II %i–%s → %s', (from, to, letter) => {
    expect(codeLetterFor(from, 'II')).toBe(letter);
    expect(codeLetterFor(to ?? 100_000_000, 'II')).toBe(letter);
  });

  it('reads the special and the other general levels by column', () => {
    const at = (lot: number) => InspectionLevel.map((l) => codeLetterFor(lot, l)).join('');
    // columns S-1 S-2 S-3 S-4 I II III
    expect(at(5)).toBe('AAAAAAB');
    expect(at(20)).toBe('AABBBCD');
    expect(at(50)).toBe('ABBCCDE');
    expect(at(51)).toBe('BBCCCEF');
    expect(at(500)).toBe('BCDEFHJ');
    expect(at(501)).toBe('CCEFGJK');
    expect(at(35000)).toBe('CDFHKMN');
    expect(at(35001)).toBe('DEGJLNP');
    expect(at(1_000_000)).toBe('DEHKNQR');
  });

  it('takes a lot of 1 as the first row', () => {
    expect(codeLetterFor(1, 'II')).toBe('A');
    expect(codeLetterFor(1, 'III')).toBe('B');
  });

  it('refuses a lot below 1 or not whole with a RangeError', () => {
    for (const bad of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => codeLetterFor(bad, 'II')).toThrow(RangeError);
      expect(() => samplingPlan(bad, 'II', 1)).toThrow(RangeError);
    }
    expect(() => codeLetterFor(10, 'IV' as InspectionLevelValue)).toThrow(RangeError);
    expect(() => samplingPlan(10, 'II', 0.3 as never)).toThrow(RangeError);
  });
});

describe('samplingPlan', () => {
  it('lot 1,200 level II: J, n 80; AQL 0.65 → 1/2, AQL 2.5 → 5/6', () => {
    expect(samplingPlan(1200, 'II', 0.65)).toEqual({
      lotQty: 1200,
      level: 'II',
      aql: 0.65,
      codeLetter: 'J',
      planLetter: 'J',
      sampleSize: 80,
      ac: 1,
      re: 2,
      inspectAll: false,
    });
    expect(samplingPlan(1200, 'II', 2.5)).toMatchObject({ sampleSize: 80, ac: 5, re: 6 });
    expect(samplingPlan(1200, 'II', 1)).toMatchObject({ ac: 2, re: 3 });
    expect(samplingPlan(1200, 'II', 4)).toMatchObject({ ac: 7, re: 8 });
  });

  it('lot 5 level II: A, n 2', () => {
    expect(samplingPlan(5, 'II', 6.5)).toMatchObject({
      codeLetter: 'A',
      planLetter: 'A',
      sampleSize: 2,
      ac: 0,
      re: 1,
      inspectAll: false,
    });
  });

  it('follows ↓ to a larger sample (which may be the whole lot)', () => {
    // J at 0.40 is ↓: K, n 125, 1/2.
    expect(samplingPlan(1000, 'II', 0.4)).toMatchObject({
      codeLetter: 'J',
      planLetter: 'K',
      sampleSize: 125,
      ac: 1,
      re: 2,
      inspectAll: false,
    });
    // A at 1.0 is ↓ down to E (n 13, 0/1): a lot of 5 is inspected in full.
    expect(samplingPlan(5, 'II', 1)).toMatchObject({
      codeLetter: 'A',
      planLetter: 'E',
      sampleSize: 5,
      ac: 0,
      re: 1,
      inspectAll: true,
    });
    // C at 0.010 runs down to Q (n 1250).
    expect(samplingPlan(20, 'II', 0.01)).toMatchObject({ planLetter: 'Q', sampleSize: 20, inspectAll: true });
    expect(samplingPlan(2000, 'II', 0.01)).toMatchObject({ planLetter: 'Q', sampleSize: 1250, ac: 0, re: 1 });
  });

  it('follows ↑ to a smaller sample', () => {
    // J at 0.25 is ↑: H, n 50, 0/1.
    expect(samplingPlan(1000, 'II', 0.25)).toMatchObject({ planLetter: 'H', sampleSize: 50, ac: 0, re: 1 });
    // L at 10 is beyond 21/22: ↑ to K, n 125, 21/22.
    expect(samplingPlan(5000, 'II', 10)).toMatchObject({ planLetter: 'K', sampleSize: 125, ac: 21, re: 22 });
    // F at 150 (per hundred units) is ↑ to E's 30/31, n 13.
    expect(samplingPlan(100, 'II', 150)).toMatchObject({ planLetter: 'E', sampleSize: 13, ac: 30, re: 31 });
    // C at 1000 is ↑ to B's 44/45, n 3.
    expect(samplingPlan(20, 'II', 1000)).toMatchObject({ planLetter: 'B', sampleSize: 3, ac: 44, re: 45 });
  });

  it('row A and row R', () => {
    expect(samplingPlan(8, 'II', 1000)).toMatchObject({ planLetter: 'A', sampleSize: 2, ac: 30, re: 31 });
    expect(samplingPlan(8, 'II', 10)).toMatchObject({ planLetter: 'A', sampleSize: 2, ac: 0, re: 1 });
    // B at 10 is ↓ to C's 1/2, n 5.
    expect(samplingPlan(12, 'II', 10)).toMatchObject({ planLetter: 'C', sampleSize: 5, ac: 1, re: 2 });
    const big = 600_000;
    expect(samplingPlan(big, 'III', 0.025)).toMatchObject({
      codeLetter: 'R',
      planLetter: 'R',
      sampleSize: 2000,
      ac: 1,
      re: 2,
    });
    expect(samplingPlan(big, 'III', 0.65)).toMatchObject({ planLetter: 'R', ac: 21, re: 22 });
    expect(samplingPlan(big, 'III', 0.01)).toMatchObject({ planLetter: 'Q', sampleSize: 1250, ac: 0, re: 1 });
    // The two arrows that point off the table stay on their row and take its nearest plan.
    expect(samplingPlan(big, 'III', 0.015)).toMatchObject({
      planLetter: 'R',
      sampleSize: 2000,
      ac: 1,
      re: 2,
    });
    expect(samplingPlan(big, 'III', 1)).toMatchObject({ planLetter: 'Q', sampleSize: 1250, ac: 21, re: 22 });
  });

  it('special levels use their own letters', () => {
    expect(samplingPlan(10000, 'S-1', 2.5)).toMatchObject({
      codeLetter: 'C',
      planLetter: 'C',
      sampleSize: 5,
      ac: 0,
      re: 1,
    });
    // S-2 D at 2.5 is ↑ to C's 0/1, n 5.
    expect(samplingPlan(10000, 'S-2', 2.5)).toMatchObject({
      codeLetter: 'D',
      planLetter: 'C',
      sampleSize: 5,
      ac: 0,
      re: 1,
    });
    // S-3 F (n 20) at 2.5: 1/2.
    expect(samplingPlan(10000, 'S-3', 2.5)).toMatchObject({ codeLetter: 'F', sampleSize: 20, ac: 1, re: 2 });
    expect(samplingPlan(10000, 'S-4', 2.5)).toMatchObject({ codeLetter: 'G', sampleSize: 32, ac: 2, re: 3 });
  });

  it('inspects all when n equals the lot', () => {
    expect(samplingPlan(2, 'II', 6.5)).toMatchObject({ sampleSize: 2, inspectAll: true });
    expect(samplingPlan(1, 'II', 0.65)).toMatchObject({ sampleSize: 1, inspectAll: true, ac: 0, re: 1 });
  });
});

describe('formSamplingPlan', () => {
  it('draws the largest sample and judges each severity by its own Ac/Re', () => {
    const p = formSamplingPlan(1200, 'II', { Critical: 0.065, Major: 0.65, Minor: 2.5 });
    expect(p.codeLetter).toBe('J');
    // Critical 0.065 at J is ↓ to L (n 200, 0/1... d = 10 + 4 = 14).
    expect(p.bySeverity.Critical).toMatchObject({ planLetter: 'L', sampleSize: 200, ac: 0, re: 1 });
    expect(p.bySeverity.Major).toMatchObject({ sampleSize: 80, ac: 1, re: 2 });
    expect(p.bySeverity.Minor).toMatchObject({ sampleSize: 80, ac: 5, re: 6 });
    expect(p.sampleSize).toBe(200);
    expect(p.inspectAll).toBe(false);
  });

  it('leaves a null AQL out', () => {
    const p = formSamplingPlan(1200, 'II', { Critical: null, Major: 0.65 });
    expect(Object.keys(p.bySeverity)).toEqual(['Major']);
    expect(p.sampleSize).toBe(80);
  });

  it('with nothing judged shows the letter’s n; inspect all when the lot is small', () => {
    expect(formSamplingPlan(1200, 'II', {})).toMatchObject({ sampleSize: 80, bySeverity: {} });
    expect(formSamplingPlan(10, 'II', { Major: 0.65 })).toMatchObject({ sampleSize: 10, inspectAll: true });
  });

  it('refuses a bad lot', () => {
    expect(() => formSamplingPlan(0, 'II', { Major: 0.65 })).toThrow(RangeError);
  });
});

describe('samplingPlanQuerySchema', () => {
  it('reads the query strings', () => {
    expect(samplingPlanQuerySchema.parse({ lotQty: '1200', level: 'II', aql: '0.65' })).toEqual({
      lotQty: 1200,
      level: 'II',
      aql: 0.65,
    });
    expect(samplingPlanQuerySchema.parse({ lotQty: '10', level: 'S-3', aql: '1000' }).aql).toBe(1000);
  });

  it('refuses a missing, negative or fractional lot, an unknown level, an AQL off the series', () => {
    const bad = [
      { level: 'II', aql: '1' },
      { lotQty: '', level: 'II', aql: '1' },
      { lotQty: '-1', level: 'II', aql: '1' },
      { lotQty: '2.5', level: 'II', aql: '1' },
      { lotQty: 'abc', level: 'II', aql: '1' },
      { lotQty: '10', level: 'IV', aql: '1' },
      { lotQty: '10', aql: '1' },
      { lotQty: '10', level: 'II', aql: '0.3' },
      { lotQty: '10', level: 'II' },
    ];
    for (const q of bad) expect(samplingPlanQuerySchema.safeParse(q).success, JSON.stringify(q)).toBe(false);
  });
});
