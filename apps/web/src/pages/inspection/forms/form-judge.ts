import {
  acceptanceNumbers,
  DefectSeverity,
  formSubmitProblems,
  ngFloorBySeverity,
  NG_COUNT_FIELDS,
  type DefectSeverityValue,
  type FormResultFacts,
  type FormSubmitProblem,
  type InspectionFormDto,
  type VendorConclusionValue,
} from '@sp/contracts';
import { today } from '../../../utils/time';
import type { FormDraft } from './form-draft';

/**
 * The page's reading of a form while the vendor types, with the contracts' rules the server
 * judges by (form-rules): the facts of the draft, the lot's verdict by Ac/Re, the NG counts'
 * floor and what still blocks submitting.
 */

export type NgCounts = Pick<FormDraft, 'ngCritical' | 'ngMajor' | 'ngMinor'>;

/** The draft's answers as the rules read them (item definitions from the form). */
export function resultFacts(f: InspectionFormDto, d: FormDraft): FormResultFacts[] {
  return f.results.map((item) => {
    const r = d.results.find((x) => x.itemCode === item.itemCode);
    return { itemCode: item.itemCode, item, values: r?.values ?? [], defectQty: r?.defectQty ?? 0 };
  });
}

/** Severities whose NG count reaches their Re (Full inspection: any defective). */
export function severitiesOverRe(f: InspectionFormDto, ng: NgCounts): DefectSeverityValue[] {
  const acRe = acceptanceNumbers(f.inspectionMode, f.plan);
  return DefectSeverity.filter((s) => {
    const limits = acRe[s];
    return !!limits && ng[NG_COUNT_FIELDS[s]] >= limits.re;
  });
}

/** The verdict the numbers give once every item is answered. */
export function suggestedConclusion(
  f: InspectionFormDto,
  d: FormDraft,
  facts: readonly FormResultFacts[],
  answered: boolean,
): VendorConclusionValue | null {
  if (!answered || facts.length === 0) return null;
  return severitiesOverRe(f, d).length > 0 ? 'Fail' : 'Pass';
}

/**
 * NG counts after the answers changed: they follow the fewest defective pieces the NG items prove
 * until the vendor types them, and are never left below that floor (the server refuses it).
 */
export function followNgFloor(facts: readonly FormResultFacts[], ng: NgCounts, typed: boolean): NgCounts {
  const floor = ngFloorBySeverity(facts);
  const next: NgCounts = { ngCritical: ng.ngCritical, ngMajor: ng.ngMajor, ngMinor: ng.ngMinor };
  for (const s of DefectSeverity) {
    const key = NG_COUNT_FIELDS[s];
    next[key] = typed ? Math.max(ng[key], floor[s]) : floor[s];
  }
  return next;
}

/** What blocks submitting the draft today (the server says the same on Submit). */
export function draftSubmitProblems(f: InspectionFormDto, d: FormDraft): FormSubmitProblem[] {
  return formSubmitProblems(
    {
      inspectionMode: f.inspectionMode,
      plan: f.plan,
      vendorInspector: d.vendorInspector,
      vendorInspectDate: d.vendorInspectDate,
      vendorConclusion: d.vendorConclusion,
      ngCritical: d.ngCritical,
      ngMajor: d.ngMajor,
      ngMinor: d.ngMinor,
      results: resultFacts(f, d),
      documents: f.documents.map((doc) => ({
        docType: doc.docType,
        required: doc.required,
        attached: !!doc.attachmentId,
        validTo: doc.validTo,
      })),
    },
    today(),
  );
}
