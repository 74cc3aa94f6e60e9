import { z } from 'zod';
import { blankable, daySchema, oneOfNumbers, queryBoolean } from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import type { InspectionItemDef } from './dto.js';
import {
  DefectSeverity,
  Disposition,
  InspectionDocType,
  ReviewResult,
  VendorConclusion,
  type DefectSeverityValue,
  type InspectionDocTypeValue,
  type InspectionModeValue,
  type ItemResultValue,
  type VendorConclusionValue,
} from './enums.js';
import { InspectionFormStatus } from './form-workflow.js';
import type { FormSamplingPlan } from './sampling.js';

/**
 * Inspection forms (`/api/app/inspectionForm`): limits and input schemas. The pure rules that
 * judge a form (an item's OK / NG from its values, NG counts against Re, what blocks submitting)
 * live beside them so the page shows what the server will say.
 */
export const InspectionFormLimits = {
  vendorInspector: 64,
  remark: 1000,
  resultRemark: 256,
  /** Values per item (a sample of 1,250 is not typed piece by piece: the defects count is). */
  values: 200,
  valueText: 32,
  comment: WORKFLOW_COMMENT_MAX,
  filterText: 64,
} as const;

const L = InspectionFormLimits;

/** `POST /api/app/inspectionForm`: one form per delivery line (lot). */
export const inspectionFormCreateSchema = z.object({ deliveryLineId: z.uuid() });
export type InspectionFormCreateInput = z.output<typeof inspectionFormCreateSchema>;

export const inspectionResultInputSchema = z.object({
  itemCode: z.string().min(1).max(32),
  sampleQty: z.number().int().min(0).max(1_000_000).nullish(),
  values: z
    .array(z.union([z.number().finite(), z.string().max(L.valueText)]))
    .max(L.values)
    .default([]),
  defectQty: z.number().int().min(0).max(1_000_000).default(0),
  remark: blankable(z.string().max(L.resultRemark)),
});
export type InspectionResultInput = z.output<typeof inspectionResultInputSchema>;

/** `PUT /api/app/inspectionForm/{id}` (Draft, Returned): the vendor's part of the form. */
export const inspectionFormUpdateSchema = z.object({
  vendorInspector: blankable(z.string().max(L.vendorInspector)),
  vendorInspectDate: daySchema.nullish(),
  results: z.array(inspectionResultInputSchema).max(50).default([]),
  ngCritical: z.number().int().min(0).max(1_000_000).default(0),
  ngMajor: z.number().int().min(0).max(1_000_000).default(0),
  ngMinor: z.number().int().min(0).max(1_000_000).default(0),
  vendorConclusion: z.enum(VendorConclusion).nullish(),
  remark: blankable(z.string().max(L.remark)),
  concurrencyStamp: z.string().max(64).nullish(),
});
export type InspectionFormUpdateInput = z.output<typeof inspectionFormUpdateSchema>;

/** `PUT /{id}/documents/{docType}`: the valid-to of an attached document. */
export const inspectionDocumentSchema = z.object({ validTo: daySchema.nullish() });
export const inspectionDocTypeParam = z.enum(InspectionDocType);

/** `POST /{id}/reject | accept-conditionally`: the disposition and the reason. */
export const inspectionDecisionSchema = z.object({
  disposition: z.enum(Disposition),
  comment: z.string().trim().min(1).max(L.comment),
  concurrencyStamp: z.string().max(64).nullish(),
});
export type InspectionDecisionInput = z.output<typeof inspectionDecisionSchema>;

// ---------------------------------------------------------------------------------------------
// The list's filters and sort fields.

/** The sortable columns of the form lists. */
export const inspectionFormSortFields = [
  'formNo',
  'partNo',
  'deliveryNo',
  'lotNo',
  'lotQty',
  'status',
  'vendorConclusion',
  'reviewResult',
  'submittedTime',
  'reviewTime',
  'creationTime',
] as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const queryDay = z.preprocess(blank, daySchema.optional());
const formStatusValues = Object.values(InspectionFormStatus) as number[];

/** `status=1&status=3` or `status=1,3`: one or several statuses, any of which matches. */
const statusFilter = z.preprocess(
  (v: unknown) => {
    const given: unknown[] = Array.isArray(v) ? (v as unknown[]) : v === undefined || v === null ? [] : [v];
    const list = given
      .flatMap((x): unknown[] => (typeof x === 'string' ? x.split(',') : [x]))
      .map((x): unknown => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => x !== '' && x !== undefined && x !== null)
      .map((x): unknown => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x));
    return list.length ? list : undefined;
  },
  z.array(oneOfNumbers(formStatusValues)).max(formStatusValues.length).optional(),
);

/** The form lists' filters (`GET /api/app/inspectionForm`, `/export`), as the query string sends them. */
export const inspectionFormListFilterSchema = z.object({
  /** Form no, part no, delivery no or lot no contains. */
  filter: queryText(100),
  status: statusFilter,
  supplierId: z.preprocess(blank, z.uuid().optional()),
  partNo: queryText(L.filterText),
  deliveryNo: queryText(L.filterText),
  /** Made (creation day, in the tenant's time zone) on or after / on or before. */
  from: queryDay,
  to: queryDay,
  reviewResult: z.preprocess(blank, z.enum(ReviewResult).optional()),
  disposition: z.preprocess(blank, z.enum(Disposition).optional()),
  /** IQC's queue: Submitted (anyone's to take), or UnderReview taken by the caller. */
  pendingMine: queryBoolean,
  /** A required document is missing, or its valid-to has passed. */
  missingDocs: queryBoolean,
});
export type InspectionFormListFilter = z.output<typeof inspectionFormListFilterSchema>;

/** `GET /api/app/inspectionForm/receiptCheck?deliveryId=`. */
export const receiptCheckQuerySchema = z.object({ deliveryId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Judging a form. Pure, so the page shows what the server will say before a click.

/** The answers PassFail items take (a piece or the item as a whole). */
export const PASS_FAIL_VALUES = ['OK', 'NG'] as const;

/** Whether one answer of an item is outside what the item accepts (NG). */
export function isNgValue(item: InspectionItemDef, value: number | string): boolean {
  switch (item.valueType) {
    case 'Decimal': {
      const v = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(v)) return true;
      return (item.lsl !== null && v < item.lsl) || (item.usl !== null && v > item.usl);
    }
    case 'PassFail':
      return String(value).toUpperCase() === 'NG';
    case 'Choice':
      return !item.okChoices.includes(String(value));
  }
}

/**
 * An item's result from its answers: NG when any value is outside [lsl, usl], any pass/fail answer
 * is NG, any choice is not one of the OK choices, or defects were counted; OK when answered without
 * any of those; null (unanswered) with no values and no defects.
 */
export function itemResultOf(
  item: InspectionItemDef,
  values: readonly (number | string)[],
  defectQty: number,
): ItemResultValue | null {
  if (defectQty > 0 || values.some((v) => isNgValue(item, v))) return 'NG';
  return values.length > 0 ? 'OK' : null;
}

/** One item's answers as the judging rules read them. */
export interface FormResultFacts {
  itemCode: string;
  item: InspectionItemDef;
  values: readonly (number | string)[];
  defectQty: number;
}

/**
 * The fewest defective pieces each severity's NG count can have. One piece may fail several items,
 * so the items' defects do not add up; but an NG item proves at least as many defective pieces as
 * its own defect count or its NG values (and at least one): the largest of those per severity is
 * the floor.
 */
export function ngFloorBySeverity(results: readonly FormResultFacts[]): Record<DefectSeverityValue, number> {
  const floor: Record<DefectSeverityValue, number> = { Critical: 0, Major: 0, Minor: 0 };
  for (const r of results) {
    if (itemResultOf(r.item, r.values, r.defectQty) !== 'NG') continue;
    const ngValues = r.values.filter((v) => isNgValue(r.item, v)).length;
    const pieces = Math.max(1, r.defectQty, ngValues);
    floor[r.item.severity] = Math.max(floor[r.item.severity], pieces);
  }
  return floor;
}

/** The NG count field of each severity on the form. */
export const NG_COUNT_FIELDS = {
  Critical: 'ngCritical',
  Major: 'ngMajor',
  Minor: 'ngMinor',
} as const satisfies Record<DefectSeverityValue, string>;

/** Accept / reject numbers of one severity. */
export interface AcRe {
  ac: number;
  re: number;
}

/**
 * Each severity's Ac/Re on a form. Sampling and skip-lot use the plan's (a severity without an AQL
 * is not judged: null). Full inspection looks at every piece, so there is nothing to estimate: the
 * vendor's "Pass" means no defective piece was found, Ac 0 / Re 1 for every severity (a lot with
 * known defectives is sorted before it ships, and its form says Fail until then). Exempt lots have
 * no form.
 */
export function acceptanceNumbers(
  mode: InspectionModeValue,
  plan: FormSamplingPlan | null,
): Record<DefectSeverityValue, AcRe | null> {
  const out: Record<DefectSeverityValue, AcRe | null> = { Critical: null, Major: null, Minor: null };
  for (const s of DefectSeverity) {
    if (mode === 'Full') out[s] = { ac: 0, re: 1 };
    else {
      const p = plan?.bySeverity[s];
      out[s] = p ? { ac: p.ac, re: p.re } : null;
    }
  }
  return out;
}

/** Why the NG counts of an update are refused (one entry per severity whose count is too low). */
export function ngCountProblems(
  counts: Record<DefectSeverityValue, number>,
  results: readonly FormResultFacts[],
): { severity: DefectSeverityValue; count: number; floor: number }[] {
  const floor = ngFloorBySeverity(results);
  return DefectSeverity.filter((s) => counts[s] < floor[s]).map((s) => ({
    severity: s,
    count: counts[s],
    floor: floor[s],
  }));
}

/** A document of a form as the submit rule reads it. */
export interface FormDocumentFacts {
  docType: InspectionDocTypeValue;
  required: boolean;
  attached: boolean;
  validTo: string | null;
}

/** Everything the submit rule reads of a form. */
export interface FormSubmitFacts {
  inspectionMode: InspectionModeValue;
  plan: FormSamplingPlan | null;
  vendorInspector: string | null;
  vendorInspectDate: string | null;
  vendorConclusion: VendorConclusionValue | null;
  ngCritical: number;
  ngMajor: number;
  ngMinor: number;
  results: readonly FormResultFacts[];
  documents: readonly FormDocumentFacts[];
}

export const FormSubmitProblemKind = [
  'MissingInspector',
  'MissingInspectDate',
  'MissingConclusion',
  'Unanswered',
  'NgBelowDefects',
  'MissingDocument',
  'ExpiredDocument',
  'PassOverRe',
] as const;
export type FormSubmitProblemKindValue = (typeof FormSubmitProblemKind)[number];

/** One reason a form cannot be submitted; the fields that say where are set for their kinds. */
export interface FormSubmitProblem {
  kind: FormSubmitProblemKindValue;
  /** Unanswered. */
  itemCode: string | null;
  /** MissingDocument, ExpiredDocument. */
  docType: InspectionDocTypeValue | null;
  validTo: string | null;
  /** NgBelowDefects, PassOverRe: the severity, its NG count and the Re (or the floor). */
  severity: DefectSeverityValue | null;
  count: number | null;
  limit: number | null;
}

const problem = (
  kind: FormSubmitProblemKindValue,
  o: Partial<FormSubmitProblem> = {},
): FormSubmitProblem => ({
  kind,
  itemCode: null,
  docType: null,
  validTo: null,
  severity: null,
  count: null,
  limit: null,
  ...o,
});

/**
 * Why a form may not be submitted on `today` (the tenant's day; empty: it may): inspector, date
 * and conclusion missing; an item unanswered; an NG count below what the NG items prove; a
 * required document not attached, or valid only until a day before today (a document valid to
 * today is valid all of today); the conclusion "Pass" while a severity's NG count reached its Re.
 */
export function formSubmitProblems(f: FormSubmitFacts, today: string): FormSubmitProblem[] {
  const out: FormSubmitProblem[] = [];
  if (!f.vendorInspector?.trim()) out.push(problem('MissingInspector'));
  if (!f.vendorInspectDate) out.push(problem('MissingInspectDate'));
  if (!f.vendorConclusion) out.push(problem('MissingConclusion'));
  for (const r of f.results)
    if (itemResultOf(r.item, r.values, r.defectQty) === null)
      out.push(problem('Unanswered', { itemCode: r.itemCode }));
  const counts = { Critical: f.ngCritical, Major: f.ngMajor, Minor: f.ngMinor };
  for (const p of ngCountProblems(counts, f.results))
    out.push(problem('NgBelowDefects', { severity: p.severity, count: p.count, limit: p.floor }));
  for (const d of f.documents) {
    if (!d.required) continue;
    if (!d.attached) out.push(problem('MissingDocument', { docType: d.docType }));
    else if (d.validTo !== null && d.validTo < today)
      out.push(problem('ExpiredDocument', { docType: d.docType, validTo: d.validTo }));
  }
  if (f.vendorConclusion === 'Pass') {
    const acRe = acceptanceNumbers(f.inspectionMode, f.plan);
    for (const s of DefectSeverity) {
      const limits = acRe[s];
      if (limits && counts[s] >= limits.re)
        out.push(problem('PassOverRe', { severity: s, count: counts[s], limit: limits.re }));
    }
  }
  return out;
}

/**
 * The files of a form's documents (attachments of owner type `InspectionForm`, category = the
 * document type): reports and certificates as PDF or pictures, test data as a workbook.
 */
export const InspectionFormAttachmentRules = {
  ownerType: 'InspectionForm',
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.xlsx'],
  maxBytes: 20 * 1024 * 1024,
  // Seven document types, a few files each (a report and its appendix).
  maxCount: 30,
  categories: InspectionDocType,
} as const;
