import {
  allowedActions,
  letterWorkflow,
  type ApprovalStepValue,
  type CheckResultValue,
  type LetterApprovalDto,
  type LetterConclusionValue,
  type LetterDto,
  type LetterFileDto,
  type LetterFileStatusValue,
  type LetterItemDto,
  type LetterListItemDto,
  type LetterRequestTypeValue,
  type LetterStatusValue,
  type LetterTypeValue,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { letterApprovals, letterFiles, letterItems, letters } from '../schema.js';

export type LetterRow = typeof letters.$inferSelect;
export type LetterItemRow = typeof letterItems.$inferSelect;
export type LetterFileRow = typeof letterFiles.$inferSelect;
export type LetterApprovalRow = typeof letterApprovals.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a list row shows beside the letter's own columns. */
export interface LetterListExtras {
  supplierCode: string | null;
  supplierName: string | null;
  requestType: string | null;
  ownerEngineerName: string | null;
  initialCheckResult: string | null;
}

export function toLetterListItemDto(
  r: LetterRow,
  x: LetterListExtras,
  caller: WorkflowCaller | null,
): LetterListItemDto {
  return {
    id: r.id,
    letterNo: r.letterNo,
    letterType: r.letterType as LetterTypeValue,
    otherType: r.otherType,
    supplierId: r.supplierId,
    supplierCode: x.supplierCode ?? '',
    supplierName: x.supplierName ?? '',
    partNo: r.partNo,
    partName: r.partName,
    drawingRev: r.drawingRev,
    revision: r.revision,
    status: r.status as LetterStatusValue,
    statusTime: r.statusTime.toISOString(),
    requestType: x.requestType as LetterRequestTypeValue | null,
    dueDate: r.dueDate,
    ownerEngineerId: r.ownerEngineerId,
    ownerEngineerName: x.ownerEngineerName,
    submittedTime: iso(r.submittedTime),
    approvedTime: iso(r.approvedTime),
    validTo: r.validTo,
    conclusion: r.conclusion as LetterConclusionValue | null,
    initialCheckResult: x.initialCheckResult as CheckResultValue | null,
    allowedActions: caller
      ? allowedActions(letterWorkflow, r.status as LetterStatusValue, caller, r.supplierId)
      : [],
    concurrencyStamp: r.concurrencyStamp,
  };
}

/** Where a letter file's bytes download: through the letter, whose rights apply. */
export const letterFileUrl = (letterId: string, fileId: string) =>
  `/api/app/letter/${letterId}/files/${fileId}`;

export function toLetterFileDto(f: LetterFileRow): LetterFileDto {
  return {
    id: f.id,
    letterId: f.letterId,
    itemCode: f.itemCode,
    fileName: f.fileName,
    ext: f.ext,
    size: f.size,
    sha256: f.sha256,
    docValidFrom: f.docValidFrom,
    docValidTo: f.docValidTo,
    version: f.version,
    status: f.status as LetterFileStatusValue,
    creatorName: f.creatorName,
    creationTime: f.creationTime.toISOString(),
    downloadUrl: letterFileUrl(f.letterId, f.id),
  };
}

/** The library's words for an item, in the reader's language. */
export interface ItemLibraryFacts {
  name: string;
  acceptanceCriteria: string | null;
}

export function toLetterItemDto(
  i: LetterItemRow,
  library: ItemLibraryFacts | undefined,
  files: LetterFileDto[],
): LetterItemDto {
  return {
    itemCode: i.itemCode,
    name: library?.name ?? i.itemCode,
    acceptanceCriteria: library?.acceptanceCriteria ?? null,
    sort: i.sort,
    required: i.required,
    needsFile: i.needsFile,
    needsValidity: i.needsValidity,
    allowedExts: i.allowedExts
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
    maxFiles: i.maxFiles,
    note: i.note,
    vendorComment: i.vendorComment,
    initialCheck: i.initialCheck as CheckResultValue | null,
    initialComment: i.initialComment,
    reviewResult: i.reviewResult as CheckResultValue | null,
    reviewComment: i.reviewComment,
    files,
  };
}

export function toLetterApprovalDto(a: LetterApprovalRow): LetterApprovalDto {
  return {
    id: a.id,
    step: a.step as ApprovalStepValue,
    action: a.action,
    userName: a.userName,
    comment: a.comment,
    signatureHash: a.signatureHash,
    time: a.time.toISOString(),
  };
}

/** What one letter's detail adds to its list row. */
export interface LetterDetailExtras extends LetterListExtras {
  requestNo: string | null;
  checkTemplateName: string | null;
  previousLetterNo: string | null;
  items: LetterItemDto[];
  approvals: LetterApprovalDto[];
}

export function toLetterDto(r: LetterRow, x: LetterDetailExtras, caller: WorkflowCaller | null): LetterDto {
  return {
    ...toLetterListItemDto(r, x, caller),
    partNoConfirmId: r.partNoConfirmId,
    requestNo: x.requestNo,
    spec: r.spec,
    drawingNo: r.drawingNo,
    materialCategory: r.materialCategory,
    manufacturer: r.manufacturer,
    mpn: r.mpn,
    checkTemplateId: r.checkTemplateId,
    checkTemplateName: x.checkTemplateName ?? '',
    templateVersion: r.templateVersion,
    submissionLevel: r.submissionLevel,
    previousLetterId: r.previousLetterId,
    previousLetterNo: x.previousLetterNo,
    initialCheckedTime: iso(r.initialCheckedTime),
    validFrom: r.validFrom,
    conditions: r.conditions,
    deviationUntil: r.deviationUntil,
    rejectReason: r.rejectReason,
    approvedPdfSha256: r.approvedPdfSha256,
    remark: r.remark,
    items: x.items,
    approvals: x.approvals,
  };
}

/** What the audit log records of a letter's header (items are their own changes). */
export const auditedLetter = (r: LetterRow) =>
  auditedFields(r, [
    'letterNo',
    'status',
    'submittedTime',
    'initialCheckedTime',
    'approvedTime',
    'validFrom',
    'validTo',
    'conclusion',
    'conditions',
    'deviationUntil',
    'rejectReason',
    'approvedPdfSha256',
  ]);

export const auditedLetterItem = (i: LetterItemRow) =>
  auditedFields(i, [
    'itemCode',
    'vendorComment',
    'initialCheck',
    'initialComment',
    'reviewResult',
    'reviewComment',
  ]);
