import {
  allowedActions,
  partNoConfirmWorkflow,
  type LetterRequestTypeValue,
  type LetterStatusValue,
  type LetterTypeValue,
  type PartNoConfirmDto,
  type PartNoConfirmStatusValue,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { partNoConfirms } from '../schema.js';

export type RequestRow = typeof partNoConfirms.$inferSelect;

/** What a request's row is shown with: its supplier, template, letters and people by name. */
export interface RequestRefs {
  supplierCode: string | null;
  supplierName: string | null;
  checkTemplateCode: string | null;
  checkTemplateName: string | null;
  letterNo: string | null;
  letterStatus: number | null;
  previousLetterNo: string | null;
  ownerEngineerName: string | null;
  buyerName: string | null;
  ackByName: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPartNoConfirmDto(
  r: RequestRow,
  refs: RequestRefs,
  caller: WorkflowCaller | null,
): PartNoConfirmDto {
  return {
    id: r.id,
    requestNo: r.requestNo,
    supplierId: r.supplierId,
    supplierCode: refs.supplierCode,
    supplierName: refs.supplierName,
    requestType: r.requestType as LetterRequestTypeValue,
    letterType: r.letterType as LetterTypeValue,
    otherType: r.otherType,
    partNo: r.partNo,
    partName: r.partName,
    spec: r.spec,
    drawingNo: r.drawingNo,
    drawingRev: r.drawingRev,
    materialCategory: r.materialCategory,
    manufacturer: r.manufacturer,
    mpn: r.mpn,
    checkTemplateId: r.checkTemplateId,
    checkTemplateCode: refs.checkTemplateCode,
    checkTemplateName: refs.checkTemplateName,
    submissionLevel: r.submissionLevel,
    sampleQty: r.sampleQty,
    dueDate: r.dueDate,
    ownerEngineerId: r.ownerEngineerId,
    ownerEngineerName: refs.ownerEngineerName,
    buyerId: r.buyerId,
    buyerName: refs.buyerName,
    status: r.status as PartNoConfirmStatusValue,
    ackById: r.ackById,
    ackByName: refs.ackByName,
    ackTime: iso(r.ackTime),
    promisedDate: r.promisedDate,
    ackComment: r.ackComment,
    previousLetterId: r.previousLetterId,
    previousLetterNo: refs.previousLetterNo,
    letterId: r.letterId,
    letterNo: refs.letterNo,
    letterStatus: (refs.letterStatus ?? null) as LetterStatusValue | null,
    remark: r.remark,
    allowedActions: caller
      ? allowedActions(partNoConfirmWorkflow, r.status as PartNoConfirmStatusValue, caller, r.supplierId)
      : [],
    concurrencyStamp: r.concurrencyStamp,
    creationTime: r.creationTime.toISOString(),
    creatorId: r.creatorId,
    lastModificationTime: iso(r.lastModificationTime),
  };
}

/** What the audit log records of a request. */
export const auditedRequest = (r: RequestRow) =>
  auditedFields(r, [
    'requestNo',
    'supplierId',
    'status',
    'requestType',
    'letterType',
    'otherType',
    'partNo',
    'partName',
    'spec',
    'drawingNo',
    'drawingRev',
    'materialCategory',
    'manufacturer',
    'mpn',
    'checkTemplateId',
    'submissionLevel',
    'sampleQty',
    'dueDate',
    'ownerEngineerId',
    'buyerId',
    'promisedDate',
    'ackComment',
    'previousLetterId',
    'letterId',
    'remark',
  ]);
