import { describe, expect, it } from 'vitest';
import type { InspectionItemDef } from './dto.js';
import {
  acceptanceNumbers,
  formSubmitProblems,
  isNgValue,
  itemResultOf,
  ngCountProblems,
  ngFloorBySeverity,
  type FormResultFacts,
  type FormSubmitFacts,
} from './form-rules.js';
import { formSamplingPlan } from './sampling.js';

const item = (o: Partial<InspectionItemDef> & { itemCode: string }): InspectionItemDef => ({
  name: o.itemCode,
  method: null,
  spec: null,
  valueType: 'Decimal',
  lsl: 9.9,
  usl: 10.1,
  unit: 'mm',
  choices: [],
  okChoices: [],
  severity: 'Major',
  sampleOverride: null,
  ...o,
});
const dim = item({ itemCode: 'DIM' });
const look = item({ itemCode: 'LOOK', valueType: 'PassFail', lsl: null, usl: null, severity: 'Minor' });
const solder = item({
  itemCode: 'SOLDER',
  valueType: 'Choice',
  lsl: null,
  usl: null,
  choices: ['Good', 'Fair', 'Poor'],
  okChoices: ['Good', 'Fair'],
  severity: 'Critical',
});
const facts = (i: InspectionItemDef, values: (number | string)[], defectQty = 0): FormResultFacts => ({
  itemCode: i.itemCode,
  item: i,
  values,
  defectQty,
});

describe("an item's result", () => {
  it('Decimal: NG outside [lsl, usl], the limits themselves OK, open limits', () => {
    expect(itemResultOf(dim, [9.9, 10, 10.1], 0)).toBe('OK');
    expect(itemResultOf(dim, [10, 10.11], 0)).toBe('NG');
    expect(itemResultOf(dim, [9.89], 0)).toBe('NG');
    expect(isNgValue(item({ itemCode: 'MIN', lsl: 5, usl: null }), 1e9)).toBe(false);
    expect(isNgValue(item({ itemCode: 'MAX', lsl: null, usl: 5 }), -1)).toBe(false);
    expect(isNgValue(dim, 'abc')).toBe(true);
  });

  it('PassFail: any NG; Choice: any answer not OK; defects alone; nothing: unanswered', () => {
    expect(itemResultOf(look, ['OK', 'ok'], 0)).toBe('OK');
    expect(itemResultOf(look, ['OK', 'NG'], 0)).toBe('NG');
    expect(itemResultOf(solder, ['Good', 'Fair'], 0)).toBe('OK');
    expect(itemResultOf(solder, ['Good', 'Poor'], 0)).toBe('NG');
    expect(itemResultOf(look, [], 2)).toBe('NG');
    expect(itemResultOf(dim, [10], 1)).toBe('NG');
    expect(itemResultOf(dim, [], 0)).toBeNull();
  });
});

describe('the NG-count floor', () => {
  it('is the largest NG item of each severity (its defects, its NG values, at least one)', () => {
    const floor = ngFloorBySeverity([
      facts(dim, [10.2, 10.3, 10]), // 2 NG values
      facts(item({ itemCode: 'DIM2' }), [10], 3), // 3 defects
      facts(look, ['NG']), // 1
      facts(solder, ['Good']), // OK: no floor
    ]);
    expect(floor).toEqual({ Critical: 0, Major: 3, Minor: 1 });
    expect(ngCountProblems({ Critical: 0, Major: 2, Minor: 1 }, [facts(dim, [], 3)])).toEqual([
      { severity: 'Major', count: 2, floor: 3 },
    ]);
    expect(ngCountProblems({ Critical: 0, Major: 3, Minor: 0 }, [facts(dim, [], 3)])).toEqual([]);
  });
});

describe('Ac/Re by mode', () => {
  it('Sampling: the plan per severity (lot 1,200, II: major 0.65 → 1/2); a null AQL is not judged', () => {
    const plan = formSamplingPlan(1200, 'II', { Major: 0.65, Minor: 2.5, Critical: null });
    expect(acceptanceNumbers('Sampling', plan)).toEqual({
      Critical: null,
      Major: { ac: 1, re: 2 },
      Minor: { ac: 5, re: 6 },
    });
  });

  it('Full: Ac 0 / Re 1 for every severity (every piece seen)', () => {
    expect(acceptanceNumbers('Full', null)).toEqual({
      Critical: { ac: 0, re: 1 },
      Major: { ac: 0, re: 1 },
      Minor: { ac: 0, re: 1 },
    });
  });
});

describe('formSubmitProblems', () => {
  const today = '2026-11-24';
  const complete = (o: Partial<FormSubmitFacts> = {}): FormSubmitFacts => ({
    inspectionMode: 'Sampling',
    plan: formSamplingPlan(1200, 'II', { Major: 0.65, Minor: 2.5 }),
    vendorInspector: 'Zhang San',
    vendorInspectDate: today,
    vendorConclusion: 'Pass',
    ngCritical: 0,
    ngMajor: 0,
    ngMinor: 0,
    results: [facts(dim, [10]), facts(look, ['OK'])],
    documents: [
      { docType: 'COC', required: true, attached: true, validTo: null },
      { docType: 'ROHS_REPORT', required: true, attached: true, validTo: today },
    ],
    ...o,
  });

  it('has nothing to say about a complete form (a document valid to today is still valid)', () => {
    expect(formSubmitProblems(complete(), today)).toEqual([]);
  });

  it('names the missing header fields, unanswered items and documents', () => {
    const kinds = formSubmitProblems(
      complete({
        vendorInspector: '  ',
        vendorInspectDate: null,
        vendorConclusion: null,
        results: [facts(dim, []), facts(look, ['OK'])],
        documents: [
          { docType: 'COC', required: true, attached: false, validTo: null },
          { docType: 'ROHS_REPORT', required: true, attached: true, validTo: '2026-11-23' },
          { docType: 'MSDS', required: false, attached: false, validTo: null },
        ],
      }),
      today,
    );
    expect(kinds).toEqual([
      expect.objectContaining({ kind: 'MissingInspector' }),
      expect.objectContaining({ kind: 'MissingInspectDate' }),
      expect.objectContaining({ kind: 'MissingConclusion' }),
      expect.objectContaining({ kind: 'Unanswered', itemCode: 'DIM' }),
      expect.objectContaining({ kind: 'MissingDocument', docType: 'COC' }),
      expect.objectContaining({ kind: 'ExpiredDocument', docType: 'ROHS_REPORT', validTo: '2026-11-23' }),
    ]);
  });

  it('refuses "Pass" once a severity reaches its Re, not below it, and not "Fail"', () => {
    const ng = [facts(dim, [10.5]), facts(look, ['OK'])];
    expect(formSubmitProblems(complete({ results: ng, ngMajor: 1 }), today)).toEqual([]);
    expect(formSubmitProblems(complete({ results: ng, ngMajor: 2 }), today)).toEqual([
      expect.objectContaining({ kind: 'PassOverRe', severity: 'Major', count: 2, limit: 2 }),
    ]);
    expect(
      formSubmitProblems(complete({ results: ng, ngMajor: 2, vendorConclusion: 'Fail' }), today),
    ).toEqual([]);
    // Under Full inspection one defective piece is enough.
    expect(
      formSubmitProblems(complete({ inspectionMode: 'Full', plan: null, results: ng, ngMajor: 1 }), today),
    ).toEqual([expect.objectContaining({ kind: 'PassOverRe', severity: 'Major', limit: 1 })]);
  });

  it('flags NG counts below what the NG items prove', () => {
    expect(
      formSubmitProblems(
        complete({ results: [facts(dim, [], 2), facts(look, ['OK'])], ngMajor: 1, vendorConclusion: 'Fail' }),
        today,
      ),
    ).toEqual([expect.objectContaining({ kind: 'NgBelowDefects', severity: 'Major', count: 1, limit: 2 })]);
  });
});
