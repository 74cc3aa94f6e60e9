import {
  allowedActions,
  InspectionFormAttachmentRules,
  InspectionFormStatus,
  inspectionFormWorkflow,
  type CodeLetter,
  type DispositionValue,
  type InspectionDocTypeValue,
  type InspectionDocumentDto,
  type InspectionFormDto,
  type InspectionFormListItemDto,
  type InspectionFormStatusValue,
  type InspectionLevelValue,
  type InspectionModeValue,
  type InspectionResultDto,
  type ItemResultValue,
  type ReviewResultValue,
  type VendorConclusionValue,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { inspectionFormDocuments, inspectionFormResults, inspectionForms } from '../schema.js';

export type FormRow = typeof inspectionForms.$inferSelect;
export type ResultRow = typeof inspectionFormResults.$inferSelect;
export type DocumentRow = typeof inspectionFormDocuments.$inferSelect;

/** The audited entity names: the form's is its workflow's (as history rows say). */
export const FORM_ENTITY_TYPE = inspectionFormWorkflow.entity;
export const RESULT_ENTITY_TYPE = 'SupplierPortal.Inspection.FormResult';
/** The attachment owner type of a form's documents (category = the document type). */
export const FORM_OWNER_TYPE = InspectionFormAttachmentRules.ownerType;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY_MS = 86_400_000;

/** What a list row shows beside the form's own columns. */
export interface FormListExtras {
  supplierCode: string | null;
  supplierName: string | null;
  missingDocs: boolean;
}

/** Whole days since submission while IQC has not decided (null otherwise). */
export function daysWaiting(r: Pick<FormRow, 'status' | 'submittedTime'>, now: Date): number | null {
  const waiting =
    r.status === InspectionFormStatus.Submitted || r.status === InspectionFormStatus.UnderReview;
  if (!waiting || !r.submittedTime) return null;
  return Math.max(0, Math.floor((now.getTime() - r.submittedTime.getTime()) / DAY_MS));
}

export function toFormListItemDto(r: FormRow, x: FormListExtras, now: Date): InspectionFormListItemDto {
  return {
    id: r.id,
    formNo: r.formNo,
    version: r.version,
    supplierId: r.supplierId,
    supplierCode: x.supplierCode ?? '',
    supplierName: x.supplierName ?? '',
    deliveryId: r.deliveryId,
    deliveryNo: r.deliveryNo,
    deliveryLineNo: r.deliveryLineNo,
    poNo: r.poNo,
    partNo: r.partNo,
    partName: r.partName,
    lotNo: r.lotNo,
    lotQty: r.lotQty,
    inspectionMode: r.inspectionMode as InspectionModeValue,
    sampleSize: r.sampleSize,
    vendorConclusion: r.vendorConclusion as VendorConclusionValue | null,
    status: r.status as InspectionFormStatusValue,
    reviewResult: r.reviewResult as ReviewResultValue | null,
    disposition: r.disposition as DispositionValue | null,
    reviewerName: r.reviewerName,
    submittedTime: iso(r.submittedTime),
    reviewTime: iso(r.reviewTime),
    daysWaiting: daysWaiting(r, now),
    missingDocs: x.missingDocs,
    creationTime: r.creationTime.toISOString(),
  };
}

/** The list row as the list endpoint sends it: with the caller's actions (the DTO's own type omits them). */
export const withActions = <T extends { status: number; supplierId: string }>(
  dto: T,
  caller: WorkflowCaller | null,
): T & { allowedActions: string[] } => ({
  ...dto,
  allowedActions: caller
    ? allowedActions(inspectionFormWorkflow, dto.status as InspectionFormStatusValue, caller, dto.supplierId)
    : [],
});

export function toResultDto(r: ResultRow): InspectionResultDto {
  return {
    ...r.item,
    sampleQty: r.sampleQty,
    values: r.values,
    defectQty: r.defectQty,
    result: r.result as ItemResultValue | null,
    remark: r.remark,
  };
}

/** A form's current attachment of one document type, as the documents list reads it. */
export interface CurrentAttachment {
  id: string;
  category: string;
  fileName: string;
}

/** Where an attachment's bytes download (the attachments module checks the form's rights). */
export const attachmentUrl = (attachmentId: string) => `/api/app/attachment/${attachmentId}/download`;

/**
 * The documents of a form: the required types first (in the configuration's order), then any other
 * type attached; each with its current file (the newest when several) and the declared valid-to.
 */
export function toDocumentDtos(
  required: readonly string[],
  files: readonly CurrentAttachment[],
  documents: readonly DocumentRow[],
  today: string,
): InspectionDocumentDto[] {
  const extra = [...new Set(files.map((f) => f.category))].filter((c) => c && !required.includes(c));
  return [...required, ...extra].map((docType) => {
    const file = files.filter((f) => f.category === docType).at(-1) ?? null;
    const validTo = documents.find((d) => d.docType === docType)?.validTo ?? null;
    return {
      docType: docType as InspectionDocTypeValue,
      required: required.includes(docType),
      attachmentId: file?.id ?? null,
      fileName: file?.fileName ?? null,
      downloadUrl: file ? attachmentUrl(file.id) : null,
      validTo,
      ok: !!file && (validTo === null || validTo >= today),
    };
  });
}

/** What one form's detail adds to its list row. */
export interface FormDetailExtras extends FormListExtras {
  results: InspectionResultDto[];
  documents: InspectionDocumentDto[];
}

export function toFormDto(
  r: FormRow,
  x: FormDetailExtras,
  caller: WorkflowCaller | null,
  now: Date,
): InspectionFormDto {
  return withActions(
    {
      ...toFormListItemDto(r, x, now),
      configId: r.configId,
      spec: r.spec,
      dateCode: r.dateCode,
      letterNo: r.letterNo,
      letterRev: r.letterRev,
      inspectionLevel: r.inspectionLevel as InspectionLevelValue | null,
      codeLetter: r.codeLetter as CodeLetter | null,
      plan: r.plan,
      vendorInspector: r.vendorInspector,
      vendorInspectDate: r.vendorInspectDate,
      ngCritical: r.ngCritical,
      ngMajor: r.ngMajor,
      ngMinor: r.ngMinor,
      results: x.results,
      documents: x.documents,
      remark: r.remark,
      reviewComment: r.reviewComment,
      reviewerId: r.reviewerId,
      previousId: r.previousId,
      concurrencyStamp: r.concurrencyStamp,
      allowedActions: [],
    },
    caller,
  );
}

/** What the audit log records of a form's header (results are their own changes). */
export const auditedForm = (r: FormRow) =>
  auditedFields(r, [
    'formNo',
    'version',
    'status',
    'vendorInspector',
    'vendorInspectDate',
    'ngCritical',
    'ngMajor',
    'ngMinor',
    'vendorConclusion',
    'remark',
    'submittedTime',
    'reviewResult',
    'disposition',
    'reviewerName',
    'reviewTime',
    'reviewComment',
  ]);

export const auditedResult = (r: ResultRow) =>
  auditedFields(r, ['formId', 'seq', 'sampleQty', 'values', 'defectQty', 'result', 'remark']);
