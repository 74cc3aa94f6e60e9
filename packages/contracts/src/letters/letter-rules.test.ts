import { describe, expect, it } from 'vitest';
import {
  initialCheckResultOf,
  letterListFilterSchema,
  letterOverdue,
  letterValidTo,
  reviewOpen,
  submitProblems,
  type LetterItemFacts,
} from './letter-rules.js';
import { LetterStatus } from './letter-workflow.js';

const item = (o: Partial<LetterItemFacts> & { itemCode: string }): LetterItemFacts => ({
  required: true,
  needsFile: true,
  needsValidity: false,
  initialCheck: null,
  reviewResult: null,
  files: [],
  ...o,
});
const file = (docValidTo: string | null, status: 'Active' | 'Superseded' | 'Expired' = 'Active') => ({
  fileName: `f-${docValidTo}.pdf`,
  status,
  docValidTo,
});

describe('submitProblems', () => {
  const today = '2026-11-24';
  it('asks for a required file, a valid-to, and one after today', () => {
    expect(
      submitProblems(
        [
          item({ itemCode: 'DRAWING' }),
          item({ itemCode: 'SAMPLE', needsFile: false }),
          item({ itemCode: 'MSDS', required: false }),
          item({
            itemCode: 'ROHS',
            needsValidity: true,
            files: [file(null), file(today), file('2026-11-25')],
          }),
          item({ itemCode: 'UL', needsValidity: true, files: [file('2020-01-01', 'Expired')] }),
        ],
        today,
      ).map((p) => `${p.itemCode}:${p.kind}`),
    ).toEqual(['DRAWING:MissingFile', 'ROHS:NoValidTo', 'ROHS:Expired', 'UL:MissingFile']);
  });
  it('checks an optional validity item only when it has files', () => {
    expect(
      submitProblems(
        [item({ itemCode: 'X', required: false, needsValidity: true, files: [file('2026-01-01')] })],
        today,
      ),
    ).toEqual([{ itemCode: 'X', kind: 'Expired', fileName: 'f-2026-01-01.pdf', docValidTo: '2026-01-01' }]);
  });
});

describe('the judgements', () => {
  it('sums the initial check: NG wins, OK when all are judged', () => {
    expect(initialCheckResultOf([])).toBeNull();
    expect(initialCheckResultOf([{ initialCheck: 'OK' }, { initialCheck: null }])).toBeNull();
    expect(initialCheckResultOf([{ initialCheck: 'OK' }, { initialCheck: 'NA' }])).toBe('OK');
    expect(initialCheckResultOf([{ initialCheck: null }, { initialCheck: 'NG' }])).toBe('NG');
  });
  it('names unreviewed required items and NG ones', () => {
    expect(
      reviewOpen([
        item({ itemCode: 'A' }),
        item({ itemCode: 'B', required: false }),
        item({ itemCode: 'C', reviewResult: 'NG' }),
      ]),
    ).toEqual({ unreviewed: ['A'], ng: ['C'] });
  });
});

describe('letterValidTo', () => {
  it('is the earliest valid-to of the required validity items’ active files, capped by a deviation', () => {
    const items = [
      item({
        itemCode: 'ROHS',
        needsValidity: true,
        files: [file('2027-03-31'), file('2026-12-31', 'Superseded')],
      }),
      item({ itemCode: 'UL', needsValidity: true, files: [file('2027-06-30')] }),
      item({ itemCode: 'OPT', required: false, needsValidity: true, files: [file('2026-12-01')] }),
      item({ itemCode: 'DRAWING', files: [file(null)] }),
    ];
    expect(letterValidTo(items)).toBe('2027-03-31');
    expect(letterValidTo(items, '2027-01-15')).toBe('2027-01-15');
    expect(letterValidTo([item({ itemCode: 'DRAWING' })])).toBeNull();
  });
});

describe('the list filter', () => {
  it('takes one or several statuses, repeated or comma separated', () => {
    expect(letterListFilterSchema.parse({ status: '1' }).status).toEqual([1]);
    expect(letterListFilterSchema.parse({ status: ['1', '3'] }).status).toEqual([1, 3]);
    expect(letterListFilterSchema.parse({ status: '4, 5' }).status).toEqual([4, 5]);
    expect(letterListFilterSchema.parse({ status: '' }).status).toBeUndefined();
    expect(letterListFilterSchema.safeParse({ status: '42' }).success).toBe(false);
    expect(letterListFilterSchema.parse({ overdueOnly: 'true', expiringWithinDays: '30' })).toMatchObject({
      overdueOnly: true,
      expiringWithinDays: 30,
    });
  });
  it('calls a draft or returned letter past its due date overdue', () => {
    expect(letterOverdue(LetterStatus.Draft, '2026-11-23', '2026-11-24')).toBe(true);
    expect(letterOverdue(LetterStatus.Returned, '2026-11-24', '2026-11-24')).toBe(false);
    expect(letterOverdue(LetterStatus.Submitted, '2026-01-01', '2026-11-24')).toBe(false);
    expect(letterOverdue(LetterStatus.Draft, null, '2026-11-24')).toBe(false);
  });
});
