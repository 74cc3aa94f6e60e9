import {
  InspectionFormStatus,
  type DispositionValue,
  type InspectionResultExportDto,
  type ReviewResultValue,
} from '@sp/contracts';
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import type { PagedResult } from '../../../platform/http/paging.js';
import { suppliers } from '../../suppliers/schema.js';
import { inspectionForms } from '../schema.js';

/**
 * What an ERP pulls to release or block lots: the forms IQC decided (accepted, conditionally
 * accepted, rejected) since a time, oldest decision first. `since` is inclusive: a client that
 * passes the last `reviewTime` it took gets that decision again rather than missing another made in
 * the same instant; `formNo` + `version` identify a decision, so taking one twice changes nothing.
 * An amended form's decision is withdrawn (the form is Amended, no longer listed) and its next
 * version appears when it is decided again.
 */
const DECIDED = [
  InspectionFormStatus.Accepted,
  InspectionFormStatus.ConditionallyAccepted,
  InspectionFormStatus.Rejected,
];

/** The decision a decided status stands for (the column says the same once the forms part writes it). */
const RESULT_OF: Record<number, ReviewResultValue> = {
  [InspectionFormStatus.Accepted]: 'Accepted',
  [InspectionFormStatus.ConditionallyAccepted]: 'ConditionallyAccepted',
  [InspectionFormStatus.Rejected]: 'Rejected',
};

export interface ResultsQuery {
  since?: string | undefined;
  skipCount: number;
  maxResultCount: number;
}

export async function listDecidedResults(
  tx: Tx,
  scope: DataScope,
  q: ResultsQuery,
): Promise<PagedResult<InspectionResultExportDto>> {
  const f = inspectionForms;
  const where = and(
    eq(f.tenantId, scope.tenantId),
    eq(f.isDeleted, false),
    inArray(f.status, DECIDED),
    q.since ? gte(f.reviewTime, new Date(q.since)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(f).where(where);
  const rows = await tx
    .select({ form: f, supplierCode: suppliers.vendorCode })
    .from(f)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, f.tenantId), eq(suppliers.id, f.supplierId)))
    .where(where)
    .orderBy(asc(f.reviewTime), asc(f.id))
    .offset(q.skipCount)
    .limit(q.maxResultCount);
  return {
    totalCount: total?.n ?? 0,
    items: rows.map(({ form, supplierCode }) => ({
      formNo: form.formNo,
      version: form.version,
      deliveryNo: form.deliveryNo,
      deliveryLineNo: form.deliveryLineNo,
      poNo: form.poNo,
      partNo: form.partNo,
      lotNo: form.lotNo,
      lotQty: form.lotQty,
      supplierCode: supplierCode ?? '',
      reviewResult: RESULT_OF[form.status] ?? (form.reviewResult as ReviewResultValue),
      disposition: (form.disposition as DispositionValue | null) ?? null,
      reviewTime: (form.reviewTime ?? form.lastModificationTime ?? form.creationTime).toISOString(),
      reviewerName: form.reviewerName,
    })),
  };
}
