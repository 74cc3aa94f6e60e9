import type { InspectionFormDto, InspectionFormUpdateInput, VendorConclusionValue } from '@sp/contracts';

/** One item's answers as the vendor edits them. */
export interface ResultDraft {
  itemCode: string;
  sampleQty: number | null;
  values: (number | string)[];
  defectQty: number;
  remark: string | null;
}

/** The vendor's part of a form (what `PUT /{id}` takes), held by the page until Save. */
export interface FormDraft {
  vendorInspector: string | null;
  vendorInspectDate: string | null;
  results: ResultDraft[];
  ngCritical: number;
  ngMajor: number;
  ngMinor: number;
  vendorConclusion: VendorConclusionValue | null;
  remark: string | null;
}

export function draftOf(f: InspectionFormDto): FormDraft {
  return {
    vendorInspector: f.vendorInspector,
    vendorInspectDate: f.vendorInspectDate,
    results: f.results.map((r) => ({
      itemCode: r.itemCode,
      sampleQty: r.sampleQty,
      values: [...r.values],
      defectQty: r.defectQty,
      remark: r.remark,
    })),
    ngCritical: f.ngCritical,
    ngMajor: f.ngMajor,
    ngMinor: f.ngMinor,
    vendorConclusion: f.vendorConclusion,
    remark: f.remark,
  };
}

/** The draft as the update endpoint takes it, with the stamp the page read. */
export function updateInput(d: FormDraft, concurrencyStamp: string): InspectionFormUpdateInput {
  return {
    vendorInspector: d.vendorInspector?.trim() || null,
    vendorInspectDate: d.vendorInspectDate,
    results: d.results.map((r) => ({
      itemCode: r.itemCode,
      sampleQty: r.sampleQty,
      values: r.values,
      defectQty: r.defectQty,
      remark: r.remark?.trim() || null,
    })),
    ngCritical: d.ngCritical,
    ngMajor: d.ngMajor,
    ngMinor: d.ngMinor,
    vendorConclusion: d.vendorConclusion,
    remark: d.remark?.trim() || null,
    concurrencyStamp,
  };
}

export const sameDraft = (a: FormDraft, b: FormDraft) => JSON.stringify(a) === JSON.stringify(b);
