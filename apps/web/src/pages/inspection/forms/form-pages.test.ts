import { InspectionFormStatus, type InspectionFormDto, type InspectionResultDto } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, sameDraft, updateInput } from './form-draft';
import { formDetailPath, limitsText } from './form-format';
import {
  draftSubmitProblems,
  followNgFloor,
  resultFacts,
  severitiesOverRe,
  suggestedConclusion,
} from './form-judge';
import { actionPath } from './forms-api';

const length: InspectionResultDto = {
  itemCode: 'DIM',
  name: 'Length',
  method: null,
  spec: 'L = 10.0 ± 0.1',
  valueType: 'Decimal',
  lsl: 9.9,
  usl: 10.1,
  unit: 'mm',
  choices: [],
  okChoices: [],
  severity: 'Major',
  sampleOverride: null,
  sampleQty: 5,
  values: [],
  defectQty: 0,
  result: null,
  remark: null,
};

/** A Draft form of lot 100 (F: n 13 at AQL 1.0 → Ac 0 / Re 1), the CoC required and attached. */
const form = (over: Partial<InspectionFormDto> = {}): InspectionFormDto =>
  ({
    id: 'f1',
    formNo: 'IIF-202611240001',
    version: 1,
    status: InspectionFormStatus.Draft,
    inspectionMode: 'Sampling',
    sampleSize: 13,
    plan: {
      level: 'II',
      codeLetter: 'F',
      sampleSize: 13,
      inspectAll: false,
      bySeverity: {
        Major: {
          lotQty: 100,
          level: 'II',
          aql: 1,
          codeLetter: 'F',
          planLetter: 'F',
          sampleSize: 13,
          ac: 0,
          re: 1,
          inspectAll: false,
        },
      },
    },
    vendorInspector: 'Wang',
    vendorInspectDate: '2026-11-24',
    vendorConclusion: null,
    ngCritical: 0,
    ngMajor: 0,
    ngMinor: 0,
    remark: null,
    results: [length],
    documents: [
      {
        docType: 'COC',
        required: true,
        attachmentId: 'a1',
        fileName: 'coc.pdf',
        downloadUrl: null,
        validTo: null,
        ok: true,
      },
    ],
    concurrencyStamp: 's1',
    allowedActions: ['update', 'submit', 'delete'],
    ...over,
  }) as InspectionFormDto;

describe('inspection form pages', () => {
  it('posts transitions to their kebab-case paths and opens forms on their side', () => {
    expect(actionPath('startReview')).toBe('start-review');
    expect(actionPath('acceptConditionally')).toBe('accept-conditionally');
    expect(formDetailPath('admin', 'a b')).toBe('/incoming-inspection-file/admin-form-detail?id=a%20b');
    expect(limitsText(9.9, 10.1, 'mm')).toBe('9.9 … 10.1 mm');
    expect(limitsText(null, 0.2, null)).toBe('≤ 0.2');
  });

  it('sends the draft as the update endpoint takes it, trimmed, with the stamp read', () => {
    const f = form();
    const d = { ...draftOf(f), vendorInspector: '  Wang ', remark: '   ' };
    expect(sameDraft(d, draftOf(f))).toBe(false);
    expect(updateInput(d, 's1')).toMatchObject({
      vendorInspector: 'Wang',
      remark: null,
      concurrencyStamp: 's1',
    });
  });

  it('judges as the server: an out-of-limit value makes the item NG, the NG count follows, the lot fails', () => {
    const f = form();
    const d = draftOf(f);
    d.results[0]!.values = [10.02, 10.5];
    const facts = resultFacts(f, d);
    // Untyped counts follow the floor the NG items prove; typed ones are never left below it.
    const ng = followNgFloor(facts, d, false);
    expect(ng).toEqual({ ngCritical: 0, ngMajor: 1, ngMinor: 0 });
    expect(followNgFloor(facts, { ...d, ngMajor: 3 }, true).ngMajor).toBe(3);
    expect(followNgFloor(facts, { ...d, ngMajor: 0 }, true).ngMajor).toBe(1);
    const counted = { ...d, ...ng };
    expect(severitiesOverRe(f, counted)).toEqual(['Major']);
    expect(suggestedConclusion(f, counted, facts, true)).toBe('Fail');
    expect(suggestedConclusion(f, counted, facts, false)).toBeNull();
    // "Pass" over Re and a missing conclusion are what the server refuses too.
    expect(draftSubmitProblems(f, { ...counted, vendorConclusion: 'Pass' }).map((p) => p.kind)).toEqual([
      'PassOverRe',
    ]);
    expect(draftSubmitProblems(f, counted).map((p) => p.kind)).toEqual(['MissingConclusion']);
    expect(draftSubmitProblems(f, { ...counted, vendorConclusion: 'Fail' })).toEqual([]);
  });

  it('lists an unanswered item and a missing document before submitting', () => {
    const f = form({
      documents: [{ ...form().documents[0]!, attachmentId: null, fileName: null, ok: false }],
    });
    const kinds = draftSubmitProblems(f, { ...draftOf(f), vendorConclusion: 'Pass' }).map((p) => p.kind);
    expect(kinds).toEqual(['Unanswered', 'MissingDocument']);
  });
});
