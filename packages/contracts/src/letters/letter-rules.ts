import { z } from 'zod';
import { blankable, daySchema, oneOfNumbers, queryBoolean } from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import {
  CheckResult,
  LetterType,
  OtherLetterType,
  type CheckResultValue,
  type LetterFileStatusValue,
} from './enums.js';
import { LetterStatus, type LetterStatusValue } from './letter-workflow.js';

/**
 * The letter's rules beyond its status table (business-domain §2.2): the limits and input schemas
 * of the letter endpoints, and the pure checks of a submission, an initial check and a conclusion,
 * which the server enforces and the pages may show before a click.
 */
export const LetterLimits = {
  vendorComment: 1000,
  judgementComment: WORKFLOW_COMMENT_MAX,
  conditions: WORKFLOW_COMMENT_MAX,
  /** The longest a "valid to within N days" filter looks ahead. */
  expiringWithinDaysMax: 3650,
  filterText: 64,
  /** Statuses one list filter may name at once. */
  statusFilterMax: 11,
} as const;

/** The sortable columns of the letter lists. */
export const letterSortFields = [
  'letterNo',
  'partNo',
  'revision',
  'status',
  'statusTime',
  'submittedTime',
  'approvedTime',
  'dueDate',
  'validTo',
  'creationTime',
] as const;

/** Letters a vendor still has to finish: overdue when the due date has passed in these. */
export const LETTER_OVERDUE_STATUSES = [LetterStatus.Draft, LetterStatus.Returned] as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const queryDay = z.preprocess(blank, daySchema.optional());
const statusValues = Object.values(LetterStatus) as number[];

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
  z.array(oneOfNumbers(statusValues)).max(LetterLimits.statusFilterMax).optional(),
);

/** The letter lists' filters (`GET /api/app/letter`, `/export`), as the query string sends them. */
export const letterListFilterSchema = z.object({
  /** Letter no, part no or part name contains. */
  filter: queryText(100),
  letterType: z.preprocess(blank, z.enum(LetterType).optional()),
  otherType: z.preprocess(blank, z.enum(OtherLetterType).optional()),
  status: statusFilter,
  partNo: queryText(LetterLimits.filterText),
  letterNo: queryText(LetterLimits.filterText),
  supplierId: z.preprocess(blank, z.uuid().optional()),
  ownerEngineerId: z.preprocess(blank, z.uuid().optional()),
  /** The due date has passed and the vendor has not submitted (Draft or Returned). */
  overdueOnly: queryBoolean,
  /** Valid letters (approved, conditionally approved, expiring) whose valid-to is at most N days ahead. */
  expiringWithinDays: z.preprocess(
    (v) => (blank(v) === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(0).max(LetterLimits.expiringWithinDaysMax).optional(),
  ),
  /** Submitted on or after this day. */
  submittedFrom: queryDay,
  /** Submitted on or before this day. */
  submittedTo: queryDay,
});
export type LetterListFilter = z.output<typeof letterListFilterSchema>;

const stamp = z.string().max(64).nullish();

/** The vendor's comment on one item (`PUT /api/app/letter/{id}/items/{itemCode}`). */
export const letterItemUpdateSchema = z.object({
  vendorComment: blankable(z.string().max(LetterLimits.vendorComment)),
  concurrencyStamp: stamp,
});
export type LetterItemUpdateBody = z.output<typeof letterItemUpdateSchema>;

/**
 * A buyer's OK / NG / NA on one item (`…/check`, `…/review`). An NG needs a comment: the server says
 * so on the `comment` field in the caller's language (`judgementNeedsComment`).
 */
export const letterItemJudgementSchema = z.object({
  result: z.enum(CheckResult),
  comment: blankable(z.string().max(LetterLimits.judgementComment)),
  concurrencyStamp: stamp,
});
export type LetterItemJudgementBody = z.output<typeof letterItemJudgementSchema>;

export const judgementNeedsComment = (result: CheckResultValue, comment: string | null | undefined) =>
  result === 'NG' && !comment?.trim();

/**
 * The body of a conclusion (`approve`, `approve-conditionally`, `reject`). For a conditional
 * approval the conditions are its comment (either field may carry them) and `deviationUntil`, a
 * day after today, ends the deviation; a rejection's comment is its reason.
 */
export const letterConclusionSchema = z
  .object({
    comment: blankable(z.string().max(WORKFLOW_COMMENT_MAX)),
    conditions: blankable(z.string().max(LetterLimits.conditions)),
    deviationUntil: blankable(daySchema),
    concurrencyStamp: stamp,
  })
  .nullish();
export type LetterConclusionBody = z.output<typeof letterConclusionSchema>;

/** `new-revision`: a change (default) or a renewal, with the new request's due date (optional). */
export const letterNewRevisionSchema = z
  .object({
    requestType: z.enum(['Change', 'Renewal']).default('Change'),
    dueDate: blankable(daySchema),
  })
  .nullish();
export type LetterNewRevisionBody = z.output<typeof letterNewRevisionSchema>;

/** What the submission and conclusion checks read of an item. */
export interface LetterItemFacts {
  itemCode: string;
  required: boolean;
  needsFile: boolean;
  needsValidity: boolean;
  initialCheck: CheckResultValue | null;
  reviewResult: CheckResultValue | null;
  /** The item's current files (neither superseded nor deleted). */
  files: readonly { fileName: string; status: LetterFileStatusValue; docValidTo: string | null }[];
}

export type SubmitProblemKind = 'MissingFile' | 'NoValidTo' | 'Expired';

export interface SubmitProblem {
  itemCode: string;
  kind: SubmitProblemKind;
  fileName: string | null;
  docValidTo: string | null;
}

const activeFiles = (item: LetterItemFacts) => item.files.filter((f) => f.status === 'Active');

/**
 * Why a letter may not be submitted on `today` (empty: it may): a required item that needs a file
 * has no Active file; an Active file of a validity item (RoHS, SGS, UL …) has no valid-to or one that
 * is not after today. An item the vendor marked with an expired file is refused even when optional.
 */
export function submitProblems(items: readonly LetterItemFacts[], today: string): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  for (const item of items) {
    const files = activeFiles(item);
    if (item.required && item.needsFile && files.length === 0) {
      problems.push({ itemCode: item.itemCode, kind: 'MissingFile', fileName: null, docValidTo: null });
      continue;
    }
    if (!item.needsValidity) continue;
    for (const f of files) {
      if (!f.docValidTo)
        problems.push({ itemCode: item.itemCode, kind: 'NoValidTo', fileName: f.fileName, docValidTo: null });
      else if (f.docValidTo <= today)
        problems.push({
          itemCode: item.itemCode,
          kind: 'Expired',
          fileName: f.fileName,
          docValidTo: f.docValidTo,
        });
    }
  }
  return problems;
}

/** The initial check's outcome so far: NG when any item is NG, OK when every item is judged. */
export function initialCheckResultOf(
  items: readonly Pick<LetterItemFacts, 'initialCheck'>[],
): CheckResultValue | null {
  if (items.some((i) => i.initialCheck === 'NG')) return 'NG';
  return items.length > 0 && items.every((i) => i.initialCheck !== null) ? 'OK' : null;
}

/** The items that keep an initial check from passing: required ones not judged OK / NA, any NG. */
export function initialCheckOpen(items: readonly LetterItemFacts[]) {
  return {
    unjudged: items.filter((i) => i.required && i.initialCheck === null).map((i) => i.itemCode),
    ng: items.filter((i) => i.initialCheck === 'NG').map((i) => i.itemCode),
  };
}

/**
 * The items that keep a review from concluding: required ones not reviewed yet, and (for a plain
 * approval) any item reviewed NG; a conditional approval accepts NG items under its conditions.
 */
export function reviewOpen(items: readonly LetterItemFacts[]) {
  return {
    unreviewed: items.filter((i) => i.required && i.reviewResult === null).map((i) => i.itemCode),
    ng: items.filter((i) => i.reviewResult === 'NG').map((i) => i.itemCode),
  };
}

/**
 * The end of an approved letter's validity: the earliest valid-to of the Active files of its required
 * validity items, and for a conditional approval no later than the deviation's end; null when nothing
 * ends it.
 */
export function letterValidTo(
  items: readonly LetterItemFacts[],
  deviationUntil: string | null = null,
): string | null {
  const ends = items
    .filter((i) => i.required && i.needsValidity)
    .flatMap((i) => activeFiles(i).map((f) => f.docValidTo))
    .filter((d): d is string => !!d);
  if (deviationUntil) ends.push(deviationUntil);
  return ends.length ? ends.reduce((a, b) => (b < a ? b : a)) : null;
}

/** Whether a letter in `status` with `dueDate` is overdue on `today` (not submitted in time). */
export function letterOverdue(status: LetterStatusValue, dueDate: string | null, today: string): boolean {
  return !!dueDate && dueDate < today && (LETTER_OVERDUE_STATUSES as readonly number[]).includes(status);
}
