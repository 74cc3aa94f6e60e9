import {
  InspectionFormStatus,
  type InspectionFormDto,
  type InspectionFormListFilter,
  type InspectionFormListItemDto,
  type InspectionFormStatusValue,
  type inspectionFormSortFields,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { anyContains } from '../../../platform/db/search.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { attachments } from '../../attachments/schema.js';
import { dayIn } from '../../letters/expiry/clock.js';
import { suppliers } from '../../suppliers/schema.js';
import { inspectionFormDocuments, inspectionFormResults, inspectionForms } from '../schema.js';
import {
  FORM_ENTITY_TYPE,
  FORM_OWNER_TYPE,
  toDocumentDtos,
  toFormDto,
  toFormListItemDto,
  toResultDto,
  withActions,
  type CurrentAttachment,
  type DocumentRow,
  type FormRow,
  type ResultRow,
} from './dto.js';

const f = inspectionForms;

/** The tenant's calendar: its time zone and today there (the day document validity is judged on). */
export interface FormClock {
  zone: string;
  today: string;
}

/** Today where the tenant works (`Abp.Timing.TimeZone`): a document valid to today is valid all day. */
export async function formClock(tx: Tx, now: Date = new Date()): Promise<FormClock> {
  const zone = await tenantSetting(tx, SettingNames.TimeZone);
  return { zone, today: dayIn(zone, now) };
}

const sorting = {
  formNo: f.formNo,
  partNo: f.partNo,
  deliveryNo: f.deliveryNo,
  lotNo: f.lotNo,
  lotQty: f.lotQty,
  status: f.status,
  vendorConclusion: f.vendorConclusion,
  reviewResult: f.reviewResult,
  submittedTime: f.submittedTime,
  reviewTime: f.reviewTime,
  creationTime: f.creationTime,
} satisfies Record<(typeof inspectionFormSortFields)[number], SortWhitelist[string]>;

/**
 * A required document type of the form without a current attachment, or with a valid-to before
 * `today`: the list's flag and filter, the same judgement as `formSubmitProblems`.
 */
const missingDocsSql = (today: string) => sql<boolean>`exists (
    select 1 from unnest(${f.requiredDocs}) as req(doc_type)
    where not exists (
        select 1 from ${attachments} a
        where a.tenant_id = ${f.tenantId} and a.owner_type = ${FORM_OWNER_TYPE} and a.owner_id = ${f.id}
          and a.category = req.doc_type and a.is_current and not a.is_deleted)
      or exists (
        select 1 from ${inspectionFormDocuments} d
        where d.tenant_id = ${f.tenantId} and d.form_id = ${f.id} and d.doc_type = req.doc_type
          and d.valid_to < ${today}::date))`;

function where(
  scope: DataScope,
  q: InspectionFormListFilter,
  caller: WorkflowCaller & { id?: string | null },
  clock: FormClock,
): SQL | undefined {
  // A form's day is the day where the tenant works.
  const createdDay = sql`(${f.creationTime} at time zone ${clock.zone || 'UTC'})::date`;
  return and(
    eq(f.tenantId, scope.tenantId),
    eq(f.isDeleted, false),
    // Row-level security narrows a vendor already; spelled here so the (tenant, supplier) index is used.
    scope.supplierId ? eq(f.supplierId, scope.supplierId) : undefined,
    q.status?.length ? inArray(f.status, q.status) : undefined,
    q.supplierId ? eq(f.supplierId, q.supplierId) : undefined,
    anyContains(q.partNo, f.partNo),
    anyContains(q.deliveryNo, f.deliveryNo),
    anyContains(q.filter, f.formNo, f.partNo, f.deliveryNo, f.lotNo),
    q.from ? gte(createdDay, q.from) : undefined,
    q.to ? lte(createdDay, q.to) : undefined,
    q.reviewResult ? eq(f.reviewResult, q.reviewResult) : undefined,
    q.disposition ? eq(f.disposition, q.disposition) : undefined,
    q.pendingMine
      ? or(
          eq(f.status, InspectionFormStatus.Submitted),
          and(
            eq(f.status, InspectionFormStatus.UnderReview),
            caller.id ? eq(f.reviewerId, caller.id) : sql`false`,
          ),
        )
      : undefined,
    q.missingDocs === true ? missingDocsSql(clock.today) : undefined,
    q.missingDocs === false ? sql`not ${missingDocsSql(clock.today)}` : undefined,
  );
}

const withExtras = (tx: Queryable, today: string) =>
  tx
    .select({
      row: f,
      supplierCode: suppliers.vendorCode,
      supplierName: suppliers.name,
      missingDocs: missingDocsSql(today),
    })
    .from(f)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, f.tenantId), eq(suppliers.id, f.supplierId)));

type Joined = Awaited<ReturnType<ReturnType<typeof withExtras>['execute']>>[number];

const extrasOf = (r: Joined) => ({
  supplierCode: r.supplierCode,
  supplierName: r.supplierName,
  missingDocs: !!r.missingDocs,
});

export type FormListRow = InspectionFormListItemDto & { allowedActions: string[] };

/** The list: IQC's across suppliers, a vendor's own (row-level security). */
export async function listForms(
  tx: Tx,
  scope: DataScope,
  query: PagedQuery & InspectionFormListFilter,
  caller: WorkflowCaller & { id?: string | null },
): Promise<PagedResult<FormListRow>> {
  const clock = await formClock(tx);
  const filter = where(scope, query, caller, clock);
  const order = orderBy(query.sorting, sorting, [desc(f.creationTime)], f.id);
  const now = new Date();
  // One after the other: a transaction is one connection.
  const rows = await withExtras(tx, clock.today)
    .where(filter)
    .orderBy(...order)
    .limit(query.maxResultCount)
    .offset(query.skipCount);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(f)
    .where(filter);
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r) => withActions(toFormListItemDto(r.row, extrasOf(r), now), caller)),
  };
}

/** The export's rows: the list's, unpaged (up to `limit`). */
export async function exportForms(
  tx: Tx,
  scope: DataScope,
  query: InspectionFormListFilter & { sorting?: string | undefined },
  caller: WorkflowCaller & { id?: string | null },
  limit: number,
): Promise<InspectionFormListItemDto[]> {
  const clock = await formClock(tx);
  const order = orderBy(query.sorting, sorting, [desc(f.creationTime)], f.id);
  const now = new Date();
  const rows = await withExtras(tx, clock.today)
    .where(where(scope, query, caller, clock))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toFormListItemDto(r.row, extrasOf(r), now));
}

/** A live form (locked for the rest of the transaction when `lock`); another supplier's is a 404. */
export async function findForm(tx: Queryable, tenantId: string, id: string, lock = false): Promise<FormRow> {
  const q = tx
    .select()
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.id, id), eq(f.isDeleted, false)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(FORM_ENTITY_TYPE, id);
  return found;
}

/** A form's results in the configuration's order. */
export async function resultsOf(tx: Queryable, tenantId: string, formId: string): Promise<ResultRow[]> {
  return tx
    .select()
    .from(inspectionFormResults)
    .where(and(eq(inspectionFormResults.tenantId, tenantId), eq(inspectionFormResults.formId, formId)))
    .orderBy(asc(inspectionFormResults.seq));
}

/** A form's declared valid-to dates, by document type. */
export async function documentRowsOf(
  tx: Queryable,
  tenantId: string,
  formId: string,
): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(inspectionFormDocuments)
    .where(and(eq(inspectionFormDocuments.tenantId, tenantId), eq(inspectionFormDocuments.formId, formId)));
}

/** A form's current attachments (oldest first, so the newest of a type is the last). */
export async function currentAttachmentsOf(
  tx: Queryable,
  tenantId: string,
  formId: string,
): Promise<CurrentAttachment[]> {
  const a = attachments;
  return tx
    .select({ id: a.id, category: a.category, fileName: a.fileName })
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.ownerType, FORM_OWNER_TYPE),
        eq(a.ownerId, formId),
        eq(a.isCurrent, true),
        eq(a.isDeleted, false),
      ),
    )
    .orderBy(asc(a.creationTime), asc(a.id));
}

/** The form's documents as its DTO lists them (required first), judged on `today`. */
export async function documentsOf(tx: Queryable, row: FormRow, today: string) {
  const files = await currentAttachmentsOf(tx, row.tenantId, row.id);
  const docs = await documentRowsOf(tx, row.tenantId, row.id);
  return toDocumentDtos(row.requiredDocs, files, docs, today);
}

export async function getForm(
  tx: Tx,
  tenantId: string,
  id: string,
  caller: WorkflowCaller | null,
): Promise<InspectionFormDto> {
  const clock = await formClock(tx);
  const [found] = await withExtras(tx, clock.today).where(
    and(eq(f.tenantId, tenantId), eq(f.id, id), eq(f.isDeleted, false)),
  );
  if (!found) throw new EntityNotFoundError(FORM_ENTITY_TYPE, id);
  const results = await resultsOf(tx, tenantId, id);
  const documents = await documentsOf(tx, found.row, clock.today);
  return toFormDto(
    found.row,
    { ...extrasOf(found), results: results.map(toResultDto), documents },
    caller,
    new Date(),
  );
}

/** To-do counts: forms in `statuses` (a vendor's own when `supplierId`; IQC's own review when `reviewerId`). */
export async function countForms(
  tx: Queryable,
  tenantId: string,
  statuses: readonly InspectionFormStatusValue[],
  supplierId: string | null,
  reviewerId: string | null = null,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(f)
    .where(
      and(
        eq(f.tenantId, tenantId),
        eq(f.isDeleted, false),
        inArray(f.status, [...statuses]),
        supplierId ? eq(f.supplierId, supplierId) : undefined,
        reviewerId ? eq(f.reviewerId, reviewerId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
