import type {
  ApprovalStepValue,
  CheckResultValue,
  LetterConclusionValue,
  LetterFileStatusValue,
  LetterRequestTypeValue,
  LetterTypeValue,
} from './enums.js';
import type { LetterStatusValue } from './letter-workflow.js';

/**
 * The letter's wire shapes, shared by the server (letters/dto.ts) and the web's letter pages.
 * Dates are `yyyy-MM-dd`, times ISO 8601.
 */
export interface LetterFileDto {
  id: string;
  letterId: string;
  itemCode: string;
  fileName: string;
  ext: string;
  size: number;
  sha256: string;
  docValidFrom: string | null;
  docValidTo: string | null;
  version: number;
  status: LetterFileStatusValue;
  creatorName: string | null;
  creationTime: string;
  /** Where the bytes download (the letter's rights apply). */
  downloadUrl: string;
}

export interface LetterItemDto {
  itemCode: string;
  /** The item's name in the caller's language (from the library). */
  name: string;
  acceptanceCriteria: string | null;
  sort: number;
  required: boolean;
  needsFile: boolean;
  needsValidity: boolean;
  allowedExts: string[];
  maxFiles: number;
  note: string | null;
  vendorComment: string | null;
  initialCheck: CheckResultValue | null;
  initialComment: string | null;
  reviewResult: CheckResultValue | null;
  reviewComment: string | null;
  /** The current (Active or Expired) files; superseded versions are in the file overview. */
  files: LetterFileDto[];
}

export interface LetterApprovalDto {
  id: string;
  step: ApprovalStepValue;
  action: string;
  userName: string;
  comment: string | null;
  signatureHash: string | null;
  time: string;
}

/** A row of the letter lists. */
export interface LetterListItemDto {
  id: string;
  letterNo: string;
  letterType: LetterTypeValue;
  otherType: string | null;
  supplierId: string;
  supplierCode: string;
  supplierName: string;
  partNo: string | null;
  partName: string | null;
  drawingRev: string | null;
  revision: number;
  status: LetterStatusValue;
  statusTime: string;
  requestType: LetterRequestTypeValue | null;
  dueDate: string | null;
  ownerEngineerId: string | null;
  ownerEngineerName: string | null;
  submittedTime: string | null;
  approvedTime: string | null;
  validTo: string | null;
  conclusion: LetterConclusionValue | null;
  /** The initial check's outcome so far: NG when any item is NG, OK when all are judged. */
  initialCheckResult: CheckResultValue | null;
  allowedActions: string[];
  concurrencyStamp: string;
}

export interface LetterDto extends LetterListItemDto {
  partNoConfirmId: string | null;
  requestNo: string | null;
  spec: string | null;
  drawingNo: string | null;
  materialCategory: string | null;
  manufacturer: string | null;
  mpn: string | null;
  checkTemplateId: string;
  checkTemplateName: string;
  templateVersion: number;
  submissionLevel: number | null;
  previousLetterId: string | null;
  previousLetterNo: string | null;
  initialCheckedTime: string | null;
  validFrom: string | null;
  conditions: string | null;
  deviationUntil: string | null;
  rejectReason: string | null;
  /** Set once approved: the merged, stamped PDF's hash (what the approval signed). */
  approvedPdfSha256: string | null;
  remark: string | null;
  items: LetterItemDto[];
  approvals: LetterApprovalDto[];
}

/** The vendor's edit of one item (`PUT /api/app/letter/{id}/items/{itemCode}`). */
export interface LetterItemUpdateInput {
  vendorComment?: string | null;
}

/** The buyer's per-item result (`PUT /api/app/letter/{id}/items/{itemCode}/check | review`). */
export interface LetterItemJudgementInput {
  result: CheckResultValue;
  comment?: string | null;
}

/** A conclusion's extras: conditions and a deviation end date for a conditional approval. */
export interface LetterConclusionInput {
  comment?: string | null;
  conditions?: string | null;
  deviationUntil?: string | null;
  concurrencyStamp?: string;
}
