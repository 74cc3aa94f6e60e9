import {
  CHECK_ITEM_DEFAULTS,
  checkItemProblems,
  checkItemTexts,
  joinExts,
  type CheckItemDto,
  type CheckItemFilter,
  type CheckItemInput,
  type CheckItemUpdate,
  type Culture,
} from '@sp/contracts';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import { pgError, queryRows, type Queryable, type Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { atStamp, deletedBy, modifiedBy } from '../../../platform/db/modification.js';
import { pageOfFields } from '../../../platform/db/page.js';
import { anyContains } from '../../../platform/db/search.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import {
  BusinessError,
  EntityNotFoundError,
  fieldProblem,
  ForbiddenError,
} from '../../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { T } from '../../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { letterCheckItems } from '../schema.js';
import { auditedCheckItem, CHECK_ITEM_ENTITY, toCheckItemDto, type CheckItemRow } from './dto.js';

/**
 * The initial-check item library (初检项目库): the buyer's list of what a letter may ask for. Every
 * user of the tenant reads it (names reach vendors through their letters); only the buyer side
 * writes it. Templates and letters refer to an item by its code, so an item in use keeps its code
 * and cannot be deleted, only deactivated.
 */

const t = checkItemTexts;

// ---------------------------------------------------------------------------------------------
// Reading.
// ---------------------------------------------------------------------------------------------

/** Live templates whose lines (any version) list the item. */
const templateCount = sql<number>`(select count(distinct l.template_id)::int
  from letter_check_template_lines l
  join letter_check_templates tp on tp.tenant_id = l.tenant_id and tp.id = l.template_id and not tp.is_deleted
  where l.tenant_id = "letter_check_items"."tenant_id" and l.item_code = "letter_check_items"."code")`;

const nameColumn = (culture: Culture) =>
  culture === 'zh-Hans'
    ? letterCheckItems.nameZhHans
    : culture === 'zh-Hant'
      ? letterCheckItems.nameZhHant
      : letterCheckItems.nameEn;

const sorting = (culture: Culture) => ({
  code: letterCheckItems.code,
  name: nameColumn(culture),
  nameEn: letterCheckItems.nameEn,
  nameZhHans: letterCheckItems.nameZhHans,
  nameZhHant: letterCheckItems.nameZhHant,
  needsFile: letterCheckItems.needsFile,
  needsValidity: letterCheckItems.needsValidity,
  defaultValidityMonths: letterCheckItems.defaultValidityMonths,
  reviewerRole: letterCheckItems.reviewerRole,
  maxFiles: letterCheckItems.maxFiles,
  sort: letterCheckItems.sort,
  isActive: letterCheckItems.isActive,
  creationTime: letterCheckItems.creationTime,
  lastModificationTime: letterCheckItems.lastModificationTime,
});

function listWhere(f: CheckItemFilter): SQL | undefined {
  return and(
    eq(letterCheckItems.isDeleted, false),
    anyContains(
      f.filter?.trim(),
      letterCheckItems.code,
      letterCheckItems.nameEn,
      letterCheckItems.nameZhHans,
      letterCheckItems.nameZhHant,
    ),
    f.isActive !== undefined ? eq(letterCheckItems.isActive, f.isActive) : undefined,
  );
}

const viewFields = { row: letterCheckItems, templateCount };

export async function listCheckItems(
  tx: Queryable,
  culture: Culture,
  query: PagedQuery & CheckItemFilter,
): Promise<PagedResult<CheckItemDto>> {
  const order = orderBy(
    query.sorting,
    sorting(culture),
    [sql`${letterCheckItems.sort} asc`, sql`${letterCheckItems.code} asc`],
    letterCheckItems.id,
  );
  return pageOfFields(tx, letterCheckItems, viewFields, listWhere(query), order, query, (r) =>
    toCheckItemDto(r.row, culture, Number(r.templateCount)),
  );
}

async function findItem(tx: Queryable, id: string, lock = false): Promise<CheckItemRow | undefined> {
  const query = tx
    .select()
    .from(letterCheckItems)
    .where(and(eq(letterCheckItems.id, id), eq(letterCheckItems.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function mustFindItem(tx: Queryable, id: string, lock = false): Promise<CheckItemRow> {
  const row = await findItem(tx, id, lock);
  if (!row) throw new EntityNotFoundError(CHECK_ITEM_ENTITY, id);
  return row;
}

export async function getCheckItem(tx: Queryable, culture: Culture, id: string): Promise<CheckItemDto> {
  const [r] = await tx
    .select(viewFields)
    .from(letterCheckItems)
    .where(and(eq(letterCheckItems.id, id), eq(letterCheckItems.isDeleted, false)));
  if (!r) throw new EntityNotFoundError(CHECK_ITEM_ENTITY, id);
  return toCheckItemDto(r.row, culture, Number(r.templateCount));
}

// ---------------------------------------------------------------------------------------------
// Rules.
// ---------------------------------------------------------------------------------------------

const duplicateCode = (code: string) =>
  new BusinessError(T(t, 'CheckItem:DuplicateCode', code), {
    code: 'SupplierPortal:DuplicateCheckItemCode',
  });

function translateWriteError(err: unknown, code: string): never {
  const e = pgError(err);
  if (e?.code === '23505') throw duplicateCode(code);
  if (e?.code === '42501') throw new ForbiddenError();
  throw err;
}

async function assertCodeFree(tx: Queryable, code: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: letterCheckItems.id })
    .from(letterCheckItems)
    .where(
      and(
        eq(letterCheckItems.code, code),
        eq(letterCheckItems.isDeleted, false),
        exceptId ? ne(letterCheckItems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw duplicateCode(code);
}

/** The library is the buyer's: a vendor user granted a write policy by mistake is still refused. */
function assertBuyer(actor: WorkflowActor) {
  if (actor.supplierId) throw new ForbiddenError();
}

/** Where an item's code is referred to: a live template's line (any version), else a letter's item. */
export async function checkItemUse(
  tx: Queryable,
  code: string,
): Promise<{ template: string | null; letter: string | null }> {
  const [row] = await queryRows<{ template: string | null; letter: string | null }>(
    tx,
    sql`select
      (select tp.code from letter_check_template_lines l
         join letter_check_templates tp
           on tp.tenant_id = l.tenant_id and tp.id = l.template_id and not tp.is_deleted
        where l.item_code = ${code} order by tp.code limit 1) as template,
      (select lt.letter_no from letter_items li
         join letters lt on lt.tenant_id = li.tenant_id and lt.id = li.letter_id and not lt.is_deleted
        where li.item_code = ${code} order by lt.letter_no limit 1) as letter`,
  );
  return { template: row?.template ?? null, letter: row?.letter ?? null };
}

/** The stored values of an input: defaults filled, extensions joined, validity months only with validity. */
function itemValues(input: CheckItemInput) {
  const [problem] = checkItemProblems(input);
  if (problem) throw fieldProblem(problem.field, T(t, problem.key));
  const needsValidity = input.needsValidity ?? CHECK_ITEM_DEFAULTS.needsValidity;
  return {
    code: input.code.trim(),
    nameEn: input.nameEn.trim(),
    nameZhHans: input.nameZhHans.trim(),
    nameZhHant: input.nameZhHant.trim(),
    description: input.description ?? null,
    acceptanceCriteria: input.acceptanceCriteria ?? null,
    needsFile: input.needsFile ?? CHECK_ITEM_DEFAULTS.needsFile,
    allowedExts: joinExts(input.allowedExts ?? []),
    maxFiles: input.maxFiles ?? CHECK_ITEM_DEFAULTS.maxFiles,
    needsValidity,
    defaultValidityMonths: needsValidity ? (input.defaultValidityMonths ?? null) : null,
    reviewerRole: input.reviewerRole ?? null,
    sort: input.sort ?? CHECK_ITEM_DEFAULTS.sort,
    isActive: input.isActive ?? CHECK_ITEM_DEFAULTS.isActive,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------------------------

export async function createCheckItem(
  tx: Tx,
  audit: AuditCollector,
  culture: Culture,
  input: CheckItemInput,
  actor: WorkflowActor,
): Promise<CheckItemDto> {
  assertBuyer(actor);
  const values = itemValues(input);
  await assertCodeFree(tx, values.code);
  let row: CheckItemRow | undefined;
  try {
    [row] = await tx
      .insert(letterCheckItems)
      .values({ id: newId(), ...values, creatorId: actor.id })
      .returning();
  } catch (err) {
    translateWriteError(err, values.code);
  }
  audit.created(CHECK_ITEM_ENTITY, row!.id, auditedCheckItem(row!));
  return getCheckItem(tx, culture, row!.id);
}

/** Saves the item; its code changes only while nothing refers to it. */
export async function updateCheckItem(
  tx: Tx,
  audit: AuditCollector,
  culture: Culture,
  id: string,
  input: CheckItemUpdate,
  actor: WorkflowActor,
): Promise<CheckItemDto> {
  assertBuyer(actor);
  const before = await mustFindItem(tx, id, true);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const values = itemValues(input);
  if (values.code !== before.code) {
    const use = await checkItemUse(tx, before.code);
    if (use.template || use.letter) throw fieldProblem('code', T(t, 'CheckItem:CodeInUse', before.code));
    await assertCodeFree(tx, values.code, id);
  }
  let rows: CheckItemRow[] = [];
  try {
    rows = await tx
      .update(letterCheckItems)
      .set({ ...values, ...modifiedBy(actor.id) })
      .where(atStamp(letterCheckItems, before.tenantId, id, before.concurrencyStamp))
      .returning();
  } catch (err) {
    translateWriteError(err, values.code);
  }
  const after = expectUpdated(rows);
  audit.updated(CHECK_ITEM_ENTITY, id, auditedCheckItem(before), auditedCheckItem(after));
  return getCheckItem(tx, culture, id);
}

/** Soft delete; an item a live template or a letter refers to is refused (deactivate it instead). */
export async function deleteCheckItem(tx: Tx, audit: AuditCollector, id: string, actor: WorkflowActor) {
  assertBuyer(actor);
  const before = await mustFindItem(tx, id, true);
  const use = await checkItemUse(tx, before.code);
  if (use.template)
    throw new BusinessError(T(t, 'CheckItem:InUse', before.code, use.template), {
      code: 'SupplierPortal:CheckItemInUse',
    });
  if (use.letter)
    throw new BusinessError(T(t, 'CheckItem:InUseByLetter', before.code, use.letter), {
      code: 'SupplierPortal:CheckItemInUse',
    });
  await tx
    .update(letterCheckItems)
    .set(deletedBy(actor.id))
    .where(and(eq(letterCheckItems.tenantId, before.tenantId), eq(letterCheckItems.id, id)));
  audit.deleted(CHECK_ITEM_ENTITY, id, auditedCheckItem(before));
}
