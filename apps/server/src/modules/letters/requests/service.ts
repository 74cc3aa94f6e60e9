import {
  lineAppliesAtLevel,
  PartNoConfirmStatus,
  partNoConfirmProblems,
  partNoConfirmTexts,
  partNoConfirmWorkflow,
  SupplierStatus,
  type LetterTypeValue,
  type PartNoConfirmCreateInput,
  type PartNoConfirmDto,
  type PartNoConfirmFilter,
  type partNoConfirmSortFields,
  type PartNoConfirmUpdateInput,
} from '@sp/contracts';
import { and, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { modifiedBy } from '../../../platform/db/modification.js';
import { withoutSupplierScope, type DataScope } from '../../../platform/db/scope.js';
import { anyContains, containsPattern } from '../../../platform/db/search.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { EntityNotFoundError, fieldProblem } from '../../../platform/http/errors.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { T } from '../../../platform/localization/localizer.js';
import { nextNumber } from '../../../platform/numbering/next-number.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation, recordCreation } from '../../../platform/workflow/transition.js';
import { users } from '../../identity/schema.js';
import { materials } from '../../materials/schema.js';
import { suppliers } from '../../suppliers/schema.js';
import { templateLines } from '../check-templates/lines.js';
import { mailRequestEvent } from '../mail.js';
import { letterCheckTemplates, letters, partNoConfirms } from '../schema.js';
import { auditedRequest, toPartNoConfirmDto, type RequestRow } from './dto.js';
import { PART_NO_CONFIRM_ENTITY_TYPE } from './entity.js';
import { requestToday } from './today.js';

/** The request number: the year, then a counter of five digits per year. */
export const REQUEST_NUMBER = 'PNC-{yyyy}{seq5}';
export const REQUEST_SEQUENCE = 'LetterOfRecognition.PartNoConfirm';

const r = partNoConfirms;
const previous = alias(letters, 'previous_letter');

const sorting = {
  requestNo: r.requestNo,
  partNo: r.partNo,
  partName: r.partName,
  materialCategory: r.materialCategory,
  requestType: r.requestType,
  dueDate: r.dueDate,
  status: r.status,
  promisedDate: r.promisedDate,
  creationTime: r.creationTime,
} satisfies Record<(typeof partNoConfirmSortFields)[number], SortWhitelist[string]>;

export const refuse = (key: Parameters<typeof T<typeof partNoConfirmTexts>>[1], ...args: unknown[]) =>
  T(partNoConfirmTexts, key, ...args);

function where(scope: DataScope, f: PartNoConfirmFilter): SQL | undefined {
  return and(
    eq(r.tenantId, scope.tenantId),
    eq(r.isDeleted, false),
    // Row-level security narrows a vendor already; spelled here so the (tenant, supplier) index is used.
    scope.supplierId ? eq(r.supplierId, scope.supplierId) : undefined,
    f.supplierId ? eq(r.supplierId, f.supplierId) : undefined,
    f.status !== undefined ? eq(r.status, f.status) : undefined,
    f.requestType ? eq(r.requestType, f.requestType) : undefined,
    f.letterType ? eq(r.letterType, f.letterType) : undefined,
    f.materialCategory ? eq(r.materialCategory, f.materialCategory) : undefined,
    f.ownerEngineerId ? eq(r.ownerEngineerId, f.ownerEngineerId) : undefined,
    f.dueDateFrom ? gte(r.dueDate, f.dueDateFrom) : undefined,
    f.dueDateTo ? lte(r.dueDate, f.dueDateTo) : undefined,
    f.partNo ? ilike(r.partNo, containsPattern(f.partNo)) : undefined,
    f.filter ? anyContains(f.filter, r.requestNo, r.partNo, r.partName, letters.letterNo, r.mpn) : undefined,
  );
}

/** A request with its supplier, template and letters (the vendor sees only their own letters anyway). */
const joined = (tx: Queryable) =>
  tx
    .select({
      row: r,
      supplierCode: suppliers.vendorCode,
      supplierName: suppliers.name,
      checkTemplateCode: letterCheckTemplates.code,
      checkTemplateName: letterCheckTemplates.name,
      letterNo: letters.letterNo,
      letterStatus: letters.status,
      previousLetterNo: previous.letterNo,
    })
    .from(r)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, r.tenantId), eq(suppliers.id, r.supplierId)))
    .leftJoin(
      letterCheckTemplates,
      and(eq(letterCheckTemplates.tenantId, r.tenantId), eq(letterCheckTemplates.id, r.checkTemplateId)),
    )
    .leftJoin(letters, and(eq(letters.tenantId, r.tenantId), eq(letters.id, r.letterId)))
    .leftJoin(previous, and(eq(previous.tenantId, r.tenantId), eq(previous.id, r.previousLetterId)));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

/** Display names of users; a vendor's transaction reads buyer users only with the supplier scope lifted. */
export async function userNames(
  tx: Tx,
  tenantId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await withoutSupplierScope(tx, () =>
    tx
      .select({ id: users.id, userName: users.userName, name: users.name, surname: users.surname })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted))),
  );
  return new Map(rows.map((u) => [u.id, [u.name, u.surname].filter(Boolean).join(' ') || u.userName]));
}

async function toDtos(tx: Tx, tenantId: string, rows: Joined[], caller: WorkflowActor | null) {
  const names = await userNames(
    tx,
    tenantId,
    rows.flatMap((j) => [j.row.ownerEngineerId, j.row.buyerId, j.row.ackById]),
  );
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return rows.map((j) =>
    toPartNoConfirmDto(
      j.row,
      {
        supplierCode: j.supplierCode,
        supplierName: j.supplierName,
        checkTemplateCode: j.checkTemplateCode,
        checkTemplateName: j.checkTemplateName,
        letterNo: j.letterNo,
        letterStatus: j.letterStatus,
        previousLetterNo: j.previousLetterNo,
        ownerEngineerName: name(j.row.ownerEngineerId),
        buyerName: name(j.row.buyerId),
        ackByName: name(j.row.ackById),
      },
      caller,
    ),
  );
}

/** The list: the buyer's across suppliers, a vendor's own (row-level security). */
export async function listRequests(
  tx: Tx,
  scope: DataScope,
  query: PagedQuery & PartNoConfirmFilter,
  caller: WorkflowActor | null,
): Promise<PagedResult<PartNoConfirmDto>> {
  const filter = where(scope, query);
  const order = orderBy(query.sorting, sorting, [desc(r.creationTime)], r.id);
  const [rows, [total]] = await Promise.all([
    joined(tx)
      .where(filter)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .leftJoin(letters, and(eq(letters.tenantId, r.tenantId), eq(letters.id, r.letterId)))
      .where(filter),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: await toDtos(tx, scope.tenantId, rows, caller) };
}

/** The export's rows (at most `limit`), in the list's order. */
export async function exportRequests(
  tx: Tx,
  scope: DataScope,
  query: PartNoConfirmFilter & { sorting?: string | undefined },
  limit: number,
): Promise<PartNoConfirmDto[]> {
  const order = orderBy(query.sorting, sorting, [desc(r.creationTime)], r.id);
  const rows = await joined(tx)
    .where(where(scope, query))
    .orderBy(...order)
    .limit(limit);
  return toDtos(tx, scope.tenantId, rows, null);
}

/** A request (locked for the rest of the transaction when `lock`); another supplier's is a 404. */
export async function findRequest(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<RequestRow> {
  const q = tx
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.isDeleted, false)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(PART_NO_CONFIRM_ENTITY_TYPE, id);
  return found;
}

export async function getRequest(
  tx: Tx,
  tenantId: string,
  id: string,
  caller: WorkflowActor | null,
): Promise<PartNoConfirmDto> {
  const rows = await joined(tx).where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.isDeleted, false)));
  if (rows.length === 0) throw new EntityNotFoundError(PART_NO_CONFIRM_ENTITY_TYPE, id);
  const [dto] = await toDtos(tx, tenantId, rows, caller);
  return dto!;
}

/** What the material master knows of a part number (exact match), or undefined. */
export async function materialOf(tx: Queryable, tenantId: string, partNo: string) {
  const [m] = await tx
    .select({
      partNo: materials.partNo,
      name: materials.name,
      spec: materials.spec,
      category: materials.category,
      drawingNo: materials.drawingNo,
      drawingRev: materials.drawingRev,
    })
    .from(materials)
    .where(
      and(eq(materials.tenantId, tenantId), eq(materials.partNo, partNo), eq(materials.isDeleted, false)),
    )
    .limit(1);
  return m;
}

/** Whether `id` is an active buyer-side user of the tenant (no supplier binding). */
async function isBuyerUser(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, id),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
        isNull(users.supplierId),
      ),
    );
  return !!u;
}

type RequestValues = Omit<
  typeof partNoConfirms.$inferInsert,
  'tenantId' | 'id' | 'requestNo' | 'status' | 'concurrencyStamp' | 'extraProperties'
>;

/**
 * The buyer's input checked against the tenant's data and made into the row's values: the supplier
 * is active; a part letter's name and category come from the material master when it knows the
 * part (the master wins: it is the buyer's ERP), or from the input, which must then give both;
 * the template is active, of the letter's type and, for a part, of its category, and asks for at
 * least one item at the request's level; the owner engineer (and the buyer) are buyer-side users.
 */
async function resolveInput(
  tx: Tx,
  tenantId: string,
  input: PartNoConfirmCreateInput,
): Promise<RequestValues> {
  const today = await requestToday(tx);
  const [problem] = partNoConfirmProblems(input, today);
  if (problem) throw fieldProblem(problem.field, refuse(problem.key));
  const letterType: LetterTypeValue = input.letterType ?? 'Part';
  const isPart = letterType === 'Part';

  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.tenantId, tenantId),
        eq(suppliers.id, input.supplierId),
        eq(suppliers.isDeleted, false),
        eq(suppliers.status, SupplierStatus.Active),
      ),
    );
  if (!supplier) throw fieldProblem('supplierId', refuse('PartNoConfirm:UnknownSupplier'));

  const partNo = isPart ? input.partNo!.trim() : null;
  const material = partNo ? await materialOf(tx, tenantId, partNo) : undefined;
  const partName = isPart ? (material?.name ?? input.partName ?? null) : null;
  const category = isPart ? (material?.category ?? input.materialCategory ?? null) : null;
  if (isPart && !partName) throw fieldProblem('partName', refuse('PartNoConfirm:PartNameRequired'));
  if (isPart && !category) throw fieldProblem('materialCategory', refuse('PartNoConfirm:CategoryRequired'));

  const template = await templateLines(tx, tenantId, input.checkTemplateId);
  if (!template || !template.isActive)
    throw fieldProblem('checkTemplateId', refuse('PartNoConfirm:UnknownTemplate'));
  if (template.letterType !== letterType)
    throw fieldProblem(
      'checkTemplateId',
      refuse('PartNoConfirm:TemplateWrongType', template.code, template.letterType),
    );
  if (isPart && template.materialCategory !== category)
    throw fieldProblem(
      'checkTemplateId',
      refuse(
        'PartNoConfirm:TemplateWrongCategory',
        template.code,
        template.materialCategory ?? '—',
        category,
      ),
    );
  if (!isPart && template.otherType !== input.otherType)
    throw fieldProblem('checkTemplateId', refuse('PartNoConfirm:TemplateWrongOtherType', template.code));
  const level = input.submissionLevel ?? null;
  if (!template.lines.some((l) => lineAppliesAtLevel(l.submissionLevelMin, level)))
    throw fieldProblem(
      input.submissionLevel ? 'submissionLevel' : 'checkTemplateId',
      refuse('PartNoConfirm:TemplateEmpty', template.code, level ?? '—'),
    );

  if (!(await isBuyerUser(tx, tenantId, input.ownerEngineerId)))
    throw fieldProblem('ownerEngineerId', refuse('PartNoConfirm:UnknownOwner'));
  if (input.buyerId && !(await isBuyerUser(tx, tenantId, input.buyerId)))
    throw fieldProblem('buyerId', refuse('PartNoConfirm:UnknownBuyer'));

  return {
    supplierId: input.supplierId,
    requestType: input.requestType,
    letterType,
    otherType: isPart ? null : (input.otherType ?? null),
    partNo,
    partName,
    spec: isPart ? (input.spec ?? material?.spec ?? null) : null,
    drawingNo: isPart ? (input.drawingNo ?? material?.drawingNo ?? null) : null,
    drawingRev: isPart ? (input.drawingRev ?? material?.drawingRev ?? null) : null,
    materialCategory: category,
    manufacturer: input.manufacturer ?? null,
    mpn: input.mpn ?? null,
    checkTemplateId: input.checkTemplateId,
    submissionLevel: level,
    sampleQty: input.sampleQty ?? null,
    dueDate: input.dueDate,
    ownerEngineerId: input.ownerEngineerId,
    buyerId: input.buyerId ?? null,
    remark: input.remark ?? null,
  };
}

/**
 * Writes a new request in PendingAck: its number, the audit entry, the first history row and the
 * mail to the vendor, in the caller's transaction. Shared by the buyer's create and by requests
 * opened from a letter (change, renewal). `audit` null: the caller (a job) audits on its own.
 */
export async function insertRequest(
  tx: Tx,
  audit: AuditCollector | null,
  values: RequestValues,
  actor: { id: string | null; name: string },
): Promise<RequestRow> {
  const id = newId();
  const requestNo = await nextNumber(tx, REQUEST_SEQUENCE, REQUEST_NUMBER);
  const [row] = await tx
    .insert(r)
    .values({ ...values, id, requestNo, status: PartNoConfirmStatus.PendingAck, creatorId: actor.id })
    .returning();
  audit?.created(PART_NO_CONFIRM_ENTITY_TYPE, id, auditedRequest(row!));
  await recordCreation(
    tx,
    partNoConfirmWorkflow,
    { id, status: PartNoConfirmStatus.PendingAck, supplierId: values.supplierId },
    actor,
  );
  await mailRequestEvent(tx, 'Created', row!.tenantId, id, null);
  return row!;
}

/** The buyer declares that a supplier's part needs a letter; the vendor is mailed. */
export async function createRequest(
  tx: Tx,
  audit: AuditCollector,
  scope: DataScope,
  input: PartNoConfirmCreateInput,
  actor: WorkflowActor,
): Promise<PartNoConfirmDto> {
  const values = await resolveInput(tx, scope.tenantId, input);
  const row = await insertRequest(tx, audit, values, actor);
  return getRequest(tx, scope.tenantId, row.id, actor);
}

/**
 * The buyer edits a request the vendor has not taken up (PendingAck, or Declined before sending it
 * again). A request moved to another supplier is announced to that supplier.
 */
export async function updateRequest(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: PartNoConfirmUpdateInput,
  actor: WorkflowActor,
): Promise<PartNoConfirmDto> {
  const before = await findRequest(tx, tenantId, id, true);
  assertOperation(partNoConfirmWorkflow, 'update', before, actor, 'Action:Edit');
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const values = await resolveInput(tx, tenantId, input);
  const after = expectUpdated(
    await tx
      .update(r)
      .set({ ...values, ...modifiedBy(actor.id) })
      .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.concurrencyStamp, before.concurrencyStamp)))
      .returning(),
  );
  audit.updated(PART_NO_CONFIRM_ENTITY_TYPE, id, auditedRequest(before), auditedRequest(after));
  if (after.supplierId !== before.supplierId && after.status === PartNoConfirmStatus.PendingAck)
    await mailRequestEvent(tx, 'Created', tenantId, id, null);
  return getRequest(tx, tenantId, id, actor);
}
