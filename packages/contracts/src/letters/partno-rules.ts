import { z } from 'zod';
import { blankable, daySchema } from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import {
  LetterRequestType,
  LetterType,
  OtherLetterType,
  SUBMISSION_LEVELS,
  type LetterRequestTypeValue,
  type LetterTypeValue,
} from './enums.js';
import type { LetterStatusValue } from './letter-workflow.js';
import { PartNoConfirmStatus, type PartNoConfirmStatusValue } from './partno-workflow.js';

/**
 * Part-number confirmations (料号确认, business-domain §2.2): the limits and input schemas of the
 * `partNoConfirm` endpoints, the cross-field rules the form shows before the server says them,
 * and the wire shapes. Dates are `yyyy-MM-dd`.
 */
export const PartNoConfirmLimits = {
  partNo: 64,
  partName: 128,
  spec: 256,
  drawingNo: 64,
  drawingRev: 16,
  materialCategory: 64,
  manufacturer: 128,
  mpn: 64,
  remark: 1000,
  ackComment: WORKFLOW_COMMENT_MAX,
  sampleQtyMax: 1_000_000,
  filterText: 64,
  /** The usual PPAP level (full package with samples): the form's default. */
  defaultSubmissionLevel: 3,
  /** Days ahead of today a new request's due date defaults to on the form. */
  defaultDueDays: 30,
} as const;

const L = PartNoConfirmLimits;

const fields = {
  supplierId: z.uuid(),
  requestType: z.enum(LetterRequestType),
  /** Absent: Part. */
  letterType: z.enum(LetterType).optional(),
  /** Required for an other letter. */
  otherType: blankable(z.enum(OtherLetterType)),
  /** Required for a part letter. */
  partNo: blankable(z.string().max(L.partNo)),
  /** Filled from the material master when it knows the part; required otherwise (part letters). */
  partName: blankable(z.string().max(L.partName)),
  spec: blankable(z.string().max(L.spec)),
  drawingNo: blankable(z.string().max(L.drawingNo)),
  drawingRev: blankable(z.string().max(L.drawingRev)),
  /** A code of the MaterialCategory dictionary; from the material master when it has one. */
  materialCategory: blankable(z.string().max(L.materialCategory)),
  manufacturer: blankable(z.string().max(L.manufacturer)),
  mpn: blankable(z.string().max(L.mpn)),
  checkTemplateId: z.uuid(),
  /** PPAP-style level 1–5: template lines with a higher minimum level are left out of the letter. */
  submissionLevel: z
    .number()
    .int()
    .min(SUBMISSION_LEVELS[0])
    .max(SUBMISSION_LEVELS[SUBMISSION_LEVELS.length - 1]!)
    .nullish(),
  sampleQty: z.number().int().min(0).max(L.sampleQtyMax).nullish(),
  /** Not before today (the tenant's day). */
  dueDate: daySchema,
  /** A buyer-side user of the tenant (no supplier binding). */
  ownerEngineerId: z.uuid(),
  buyerId: blankable(z.uuid()),
  remark: blankable(z.string().max(L.remark)),
};

/** `POST /api/app/partNoConfirm`. */
export const partNoConfirmCreateSchema = z.object(fields);
export type PartNoConfirmCreateInput = z.output<typeof partNoConfirmCreateSchema>;

/** `PUT /api/app/partNoConfirm/{id}` (PendingAck or Declined): the same, with the stamp read. */
export const partNoConfirmUpdateSchema = z.object({
  ...fields,
  concurrencyStamp: z.string().max(64).nullish(),
});
export type PartNoConfirmUpdateInput = z.output<typeof partNoConfirmUpdateSchema>;

/** `POST /{id}/acknowledge`: the date the vendor promises to submit by (not before today). */
export const partNoConfirmAcknowledgeSchema = z.object({
  promisedDate: daySchema,
  comment: blankable(z.string().max(L.ackComment)),
  concurrencyStamp: z.string().max(64).nullish(),
});
export type PartNoConfirmAcknowledgeInput = z.output<typeof partNoConfirmAcknowledgeSchema>;

/** A cross-field rule the schema cannot say: the field and the text key that explains it. */
export interface PartNoConfirmProblem {
  field: string;
  key:
    | 'PartNoConfirm:PartNoRequired'
    | 'PartNoConfirm:OtherTypeRequired'
    | 'PartNoConfirm:PartFieldsOnOther'
    | 'PartNoConfirm:DueDateInPast';
}

/**
 * The rules of a letter type and of the due date: a part letter names its part; an other letter
 * names its kind and no part; the due date is not before `today` (the tenant's day).
 */
export function partNoConfirmProblems(
  input: {
    letterType?: LetterTypeValue | null | undefined;
    otherType?: string | null | undefined;
    partNo?: string | null | undefined;
    dueDate?: string | null | undefined;
  },
  today: string,
): PartNoConfirmProblem[] {
  const problems: PartNoConfirmProblem[] = [];
  const type = input.letterType ?? 'Part';
  if (type === 'Part' && !input.partNo?.trim())
    problems.push({ field: 'partNo', key: 'PartNoConfirm:PartNoRequired' });
  if (type === 'Other' && !input.otherType)
    problems.push({ field: 'otherType', key: 'PartNoConfirm:OtherTypeRequired' });
  if (type === 'Other' && input.partNo?.trim())
    problems.push({ field: 'partNo', key: 'PartNoConfirm:PartFieldsOnOther' });
  if (input.dueDate && input.dueDate < today)
    problems.push({ field: 'dueDate', key: 'PartNoConfirm:DueDateInPast' });
  return problems;
}

/** Requests still waiting for the vendor: a change or renewal is refused while one is open. */
export const PART_NO_CONFIRM_OPEN_STATUSES = [
  PartNoConfirmStatus.PendingAck,
  PartNoConfirmStatus.Acknowledged,
] as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const queryDay = z.preprocess(blank, daySchema.optional());
const statusValues = Object.values(PartNoConfirmStatus) as number[];

/** The list's filters (`GET /api/app/partNoConfirm`, `/export`), as the query string sends them. */
export const partNoConfirmFilterSchema = z.object({
  /** Request no, part no, part name or letter no contains. */
  filter: queryText(100),
  supplierId: z.preprocess(blank, z.uuid().optional()),
  partNo: queryText(L.filterText),
  materialCategory: queryText(L.materialCategory),
  requestType: z.preprocess(blank, z.enum(LetterRequestType).optional()),
  letterType: z.preprocess(blank, z.enum(LetterType).optional()),
  status: z.preprocess(
    (v) => (blank(v) === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number()
      .int()
      .refine((s) => statusValues.includes(s), { message: `Allowed values: ${statusValues.join(', ')}` })
      .optional(),
  ),
  ownerEngineerId: z.preprocess(blank, z.uuid().optional()),
  dueDateFrom: queryDay,
  dueDateTo: queryDay,
});
export type PartNoConfirmFilter = z.output<typeof partNoConfirmFilterSchema>;

/** The sortable columns of the request list. */
export const partNoConfirmSortFields = [
  'requestNo',
  'partNo',
  'partName',
  'materialCategory',
  'requestType',
  'dueDate',
  'status',
  'promisedDate',
  'creationTime',
] as const;

/** A row of the request list (business-domain §2.3) and the detail of one request. */
export interface PartNoConfirmDto {
  id: string;
  requestNo: string;
  supplierId: string;
  supplierCode: string | null;
  supplierName: string | null;
  requestType: LetterRequestTypeValue;
  letterType: LetterTypeValue;
  otherType: string | null;
  partNo: string | null;
  partName: string | null;
  spec: string | null;
  drawingNo: string | null;
  drawingRev: string | null;
  materialCategory: string | null;
  manufacturer: string | null;
  mpn: string | null;
  checkTemplateId: string;
  checkTemplateCode: string | null;
  checkTemplateName: string | null;
  submissionLevel: number | null;
  sampleQty: number | null;
  dueDate: string;
  ownerEngineerId: string;
  ownerEngineerName: string | null;
  buyerId: string | null;
  buyerName: string | null;
  status: PartNoConfirmStatusValue;
  ackById: string | null;
  ackByName: string | null;
  ackTime: string | null;
  promisedDate: string | null;
  ackComment: string | null;
  previousLetterId: string | null;
  previousLetterNo: string | null;
  letterId: string | null;
  letterNo: string | null;
  letterStatus: LetterStatusValue | null;
  remark: string | null;
  allowedActions: string[];
  concurrencyStamp: string;
  creationTime: string;
  creatorId: string | null;
  lastModificationTime: string | null;
}

/** `POST /{id}/create-letter`'s answer: where the vendor goes next. */
export interface PartNoConfirmLetterCreatedDto {
  letterId: string;
  letterNo: string;
}

/** A buyer-side user the owner engineer and buyer selects offer (`GET /api/app/partNoConfirm/users`). */
export interface PartNoConfirmUserOptionDto {
  id: string;
  userName: string;
  name: string;
}

/** A template the form offers (`GET /api/app/partNoConfirm/templates`). */
export interface PartNoConfirmTemplateOptionDto {
  id: string;
  code: string;
  name: string;
  letterType: LetterTypeValue;
  materialCategory: string | null;
  otherType: string | null;
  version: number;
}

/** What the material master says about a part (`GET /api/app/partNoConfirm/material?partNo=`). */
export interface PartNoConfirmMaterialDto {
  partNo: string;
  name: string;
  spec: string | null;
  category: string | null;
  drawingNo: string | null;
  drawingRev: string | null;
}
