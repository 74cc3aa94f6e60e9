import { describe, expect, it } from 'vitest';
import { bomRuleTexts } from './rule-texts.js';
import { bomLineProblems, type BomLineFacts } from './line-rules.js';

const line = (lineNo: number, childPartNo: string, more: Partial<BomLineFacts> = {}): BomLineFacts => ({
  lineNo,
  childPartNo,
  altGroup: null,
  altPriority: null,
  usageProbability: null,
  isAlternate: false,
  ...more,
});

const alt = (lineNo: number, child: string, group: string, share: number | null, isAlternate: boolean) =>
  line(lineNo, child, { altGroup: group, usageProbability: share, isAlternate });

const brief = (lines: BomLineFacts[]) =>
  bomLineProblems(lines).map((p) => `${p.index}:${p.field}:${p.text.replace('Bom:Rule.', '')}`);

describe('bomLineProblems', () => {
  it('accepts plain lines with positions of their own and a complete alternate group', () => {
    expect(
      brief([line(10, 'R1'), line(20, 'C1'), alt(30, 'U1', 'A', 70, false), alt(30, 'U1B', 'A', 30, true)]),
    ).toEqual([]);
  });

  it('names a position used twice by plain lines, on the second one', () => {
    const problems = bomLineProblems([line(10, 'R1'), line(10, 'R2')]);
    expect(problems).toEqual([
      { index: 1, field: 'lineNo', text: 'Bom:Rule.DuplicateLineNo', args: [10, 'R2', 'R1'] },
    ]);
  });

  it('refuses an alternate outside a group', () => {
    expect(brief([line(10, 'R1', { isAlternate: true })])).toEqual(['0:isAlternate:AlternateWithoutGroup']);
  });

  it('keeps one position per group and no other line on it', () => {
    expect(brief([alt(10, 'U1', 'A', 50, false), alt(20, 'U2', 'A', 50, true)])).toEqual([
      '1:lineNo:GroupLineNo',
    ]);
    expect(brief([alt(10, 'U1', 'A', 100, false), line(10, 'R1')])).toEqual(['1:lineNo:DuplicateLineNo']);
    expect(brief([alt(10, 'U1', 'A', 100, false), alt(10, 'U2', 'B', 100, false)])).toEqual([
      '1:lineNo:DuplicateLineNo',
    ]);
  });

  it('wants exactly one primary line in a group', () => {
    expect(brief([alt(10, 'U1', 'A', 50, true), alt(10, 'U2', 'A', 50, true)])).toEqual([
      '0:isAlternate:GroupNoPrimary',
    ]);
    expect(brief([alt(10, 'U1', 'A', 50, false), alt(10, 'U2', 'A', 50, false)])).toEqual([
      '1:isAlternate:GroupTwoPrimaries',
    ]);
  });

  it('adds the usage shares of a group up to 100 %, a missing one counting 0, naming the sum', () => {
    const problems = bomLineProblems([alt(10, 'U1', 'A', 60, false), alt(10, 'U2', 'A', null, true)]);
    expect(problems.map((p) => [p.index, p.field, p.text, p.args.at(-1)])).toEqual([
      [0, 'usageProbability', 'Bom:Rule.GroupShares', 60],
      [1, 'usageProbability', 'Bom:Rule.GroupShares', 60],
    ]);
    expect(brief([alt(10, 'U1', 'A', 33.333, false), alt(10, 'U2', 'A', 66.667, true)])).toEqual([]);
  });

  it('refuses the same child or priority twice in a group', () => {
    expect(
      brief([alt(10, 'U1', 'A', 50, false), { ...alt(10, 'U1', 'A', 50, true), altPriority: null }]),
    ).toEqual(['1:childPartNo:GroupSameChild']);
    expect(
      brief([
        { ...alt(10, 'U1', 'A', 50, false), altPriority: 1 },
        { ...alt(10, 'U2', 'A', 50, true), altPriority: 1 },
      ]),
    ).toEqual(['1:altPriority:GroupSamePriority']);
  });

  it('has a text in every language for every problem it reports', () => {
    const keys = Object.keys(bomRuleTexts.texts);
    for (const k of [
      'AlternateWithoutGroup',
      'DuplicateLineNo',
      'GroupLineNo',
      'GroupNoPrimary',
      'GroupTwoPrimaries',
      'GroupSameChild',
      'GroupSamePriority',
      'GroupShares',
    ])
      expect(keys).toContain(`Bom:Rule.${k}`);
  });
});
