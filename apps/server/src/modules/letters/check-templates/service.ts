import {
  checkTemplateProblems,
  checkTemplateTexts,
  sameLines,
  type CheckTemplateDto,
  type CheckTemplateFilter,
  type CheckTemplateInput,
  type CheckTemplateItemOptionDto,
  type CheckTemplateListItemDto,
  type CheckTemplateUpdate,
  type CheckTemplateVersionDto,
  type CheckTemplateVersionLinesDto,
  type ComparableLine,
  type Culture,
} from '@sp/contracts';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import { pgError, type Queryable, type Tx } from '../../../platform/db/client.js';
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
import { DictionaryNames } from '../../dictionary/seed.js';
import { dictionaryCodes } from '../../materials/codes.js';
import { checkItemName } from '../check-items/dto.js';
import {
  letterCheckItems,
  letterCheckTemplateLines,
  letterCheckTemplates,
  letters,
  partNoConfirms,
} from '../schema.js';
import {
  auditedCheckTemplate,
  CHECK_TEMPLATE_ENTITY,
  toCheckTemplateLineDto,
  toCheckTemplateListItemDto,
  type CheckTemplateRow,
} from './dto.js';
import { templateLines } from './lines.js';

/**
 * Check templates (检查模板): per material category or other-letter type, the library items a
 * letter asks for. `version` is the current one and `letter_check_template_lines` keeps every
 * version's lines: saving changed lines while a letter uses the current version makes the next
 * version (the letters keep theirs); otherwise the current version's lines are replaced. A
 * header-only save never makes a version.
 */

const t = checkTemplateTexts;

// ---------------------------------------------------------------------------------------------
// Reading.
// ---------------------------------------------------------------------------------------------

/** Lines of the current version, and how many of them are required. */
const itemCount = sql<number>`(select count(*)::int from letter_check_template_lines l
  where l.tenant_id = "letter_check_templates"."tenant_id" and l.template_id = "letter_check_templates"."id"
    and l.version = "letter_check_templates"."version")`;
const requiredCount = sql<number>`(select count(*)::int from letter_check_template_lines l
  where l.tenant_id = "letter_check_templates"."tenant_id" and l.template_id = "letter_check_templates"."id"
    and l.version = "letter_check_templates"."version" and l.required)`;

const sorting = {
  code: letterCheckTemplates.code,
  name: letterCheckTemplates.name,
  letterType: letterCheckTemplates.letterType,
  materialCategory: letterCheckTemplates.materialCategory,
  otherType: letterCheckTemplates.otherType,
  version: letterCheckTemplates.version,
  itemCount,
  isActive: letterCheckTemplates.isActive,
  creationTime: letterCheckTemplates.creationTime,
  lastModificationTime: letterCheckTemplates.lastModificationTime,
};

function listWhere(f: CheckTemplateFilter): SQL | undefined {
  return and(
    eq(letterCheckTemplates.isDeleted, false),
    anyContains(f.filter?.trim(), letterCheckTemplates.code, letterCheckTemplates.name),
    f.materialCategory ? eq(letterCheckTemplates.materialCategory, f.materialCategory) : undefined,
    f.letterType ? eq(letterCheckTemplates.letterType, f.letterType) : undefined,
    f.otherType ? eq(letterCheckTemplates.otherType, f.otherType) : undefined,
    f.isActive !== undefined ? eq(letterCheckTemplates.isActive, f.isActive) : undefined,
  );
}

const viewFields = { row: letterCheckTemplates, itemCount, requiredCount };
type View = { row: CheckTemplateRow; itemCount: number; requiredCount: number };
const toListItem = (r: View) =>
  toCheckTemplateListItemDto(r.row, {
    itemCount: Number(r.itemCount),
    requiredCount: Number(r.requiredCount),
  });

export async function listCheckTemplates(
  tx: Queryable,
  query: PagedQuery & CheckTemplateFilter,
): Promise<PagedResult<CheckTemplateListItemDto>> {
  const order = orderBy(
    query.sorting,
    sorting,
    [
      sql`${letterCheckTemplates.letterType} desc`,
      sql`${letterCheckTemplates.materialCategory} asc nulls last`,
      sql`${letterCheckTemplates.otherType} asc nulls last`,
      sql`${letterCheckTemplates.code} asc`,
    ],
    letterCheckTemplates.id,
  );
  return pageOfFields(tx, letterCheckTemplates, viewFields, listWhere(query), order, query, toListItem);
}

async function findTemplate(tx: Queryable, id: string, lock = false): Promise<CheckTemplateRow | undefined> {
  const query = tx
    .select()
    .from(letterCheckTemplates)
    .where(and(eq(letterCheckTemplates.id, id), eq(letterCheckTemplates.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function mustFindTemplate(tx: Queryable, id: string, lock = false): Promise<CheckTemplateRow> {
  const row = await findTemplate(tx, id, lock);
  if (!row) throw new EntityNotFoundError(CHECK_TEMPLATE_ENTITY, id);
  return row;
}

/** Live letters per template version. */
async function lettersPerVersion(tx: Queryable, id: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ version: letters.templateVersion, n: count() })
    .from(letters)
    .where(and(eq(letters.checkTemplateId, id), eq(letters.isDeleted, false)))
    .groupBy(letters.templateVersion);
  return new Map(rows.map((r) => [r.version, Number(r.n)]));
}

/** Every version of a template, newest first: when it was saved, its lines, its letters. */
async function versionsOf(
  tx: Queryable,
  template: CheckTemplateRow,
  letterCounts: Map<number, number>,
): Promise<CheckTemplateVersionDto[]> {
  const rows = await tx
    .select({
      version: letterCheckTemplateLines.version,
      savedAt: sql<Date | string>`min(${letterCheckTemplateLines.creationTime})`,
      lines: count(),
    })
    .from(letterCheckTemplateLines)
    .where(eq(letterCheckTemplateLines.templateId, template.id))
    .groupBy(letterCheckTemplateLines.version)
    .orderBy(sql`${letterCheckTemplateLines.version} desc`);
  return rows.map((r) => ({
    version: r.version,
    creationTime: new Date(r.savedAt).toISOString(),
    lineCount: Number(r.lines),
    letterCount: letterCounts.get(r.version) ?? 0,
    isCurrent: r.version === template.version,
  }));
}

export async function getCheckTemplate(
  tx: Queryable,
  culture: Culture,
  id: string,
): Promise<CheckTemplateDto> {
  const [r] = await tx
    .select(viewFields)
    .from(letterCheckTemplates)
    .where(and(eq(letterCheckTemplates.id, id), eq(letterCheckTemplates.isDeleted, false)));
  if (!r) throw new EntityNotFoundError(CHECK_TEMPLATE_ENTITY, id);
  const current = await templateLines(tx, r.row.tenantId, id);
  const letterCounts = await lettersPerVersion(tx, id);
  return {
    ...toListItem(r),
    currentVersionLetterCount: letterCounts.get(r.row.version) ?? 0,
    lines: (current?.lines ?? []).map((l) => toCheckTemplateLineDto(l, culture)),
    versions: await versionsOf(tx, r.row, letterCounts),
    creatorId: r.row.creatorId,
    lastModifierId: r.row.lastModifierId,
  };
}

/** The versions list alone (`GET /{id}/versions`). */
export async function getCheckTemplateVersions(
  tx: Queryable,
  id: string,
): Promise<CheckTemplateVersionDto[]> {
  const template = await mustFindTemplate(tx, id);
  return versionsOf(tx, template, await lettersPerVersion(tx, id));
}

/** One version's lines (`GET /{id}/versions/{n}`). */
export async function getCheckTemplateVersion(
  tx: Queryable,
  culture: Culture,
  id: string,
  version: number,
): Promise<CheckTemplateVersionLinesDto> {
  const template = await mustFindTemplate(tx, id);
  const found = await templateLines(tx, template.tenantId, id, version);
  if (!found) throw new EntityNotFoundError(CHECK_TEMPLATE_ENTITY, `${id} v${version}`);
  const [saved] = await tx
    .select({ at: sql<Date | string>`min(${letterCheckTemplateLines.creationTime})` })
    .from(letterCheckTemplateLines)
    .where(and(eq(letterCheckTemplateLines.templateId, id), eq(letterCheckTemplateLines.version, version)));
  return {
    templateId: id,
    version,
    isCurrent: version === template.version,
    creationTime: new Date(saved?.at ?? template.creationTime).toISOString(),
    lines: found.lines.map((l) => toCheckTemplateLineDto(l, culture)),
  };
}

/** The library items the template editor offers (live ones; inactive ones flagged). */
export async function checkTemplateItemOptions(
  tx: Queryable,
  culture: Culture,
): Promise<{ items: CheckTemplateItemOptionDto[] }> {
  const rows = await tx
    .select()
    .from(letterCheckItems)
    .where(eq(letterCheckItems.isDeleted, false))
    .orderBy(asc(letterCheckItems.sort), asc(letterCheckItems.code));
  return {
    items: rows.map((r) => ({
      code: r.code,
      name: checkItemName(r, culture),
      needsFile: r.needsFile,
      needsValidity: r.needsValidity,
      isActive: r.isActive,
      sort: r.sort,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Rules.
// ---------------------------------------------------------------------------------------------

const duplicateCode = (code: string) =>
  new BusinessError(T(t, 'CheckTemplate:DuplicateCode', code), {
    code: 'SupplierPortal:DuplicateCheckTemplateCode',
  });

function translateWriteError(err: unknown, code: string): never {
  const e = pgError(err);
  if (e?.code === '23505') throw duplicateCode(code);
  if (e?.code === '42501') throw new ForbiddenError();
  throw err;
}

async function assertCodeFree(tx: Queryable, code: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: letterCheckTemplates.id })
    .from(letterCheckTemplates)
    .where(
      and(
        eq(letterCheckTemplates.code, code),
        eq(letterCheckTemplates.isDeleted, false),
        exceptId ? ne(letterCheckTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw duplicateCode(code);
}

/** Templates are the buyer's: a vendor user granted a write policy by mistake is still refused. */
function assertBuyer(actor: WorkflowActor) {
  if (actor.supplierId) throw new ForbiddenError();
}

/** The stored header and lines of an input: letter-type rules, defaults, the lines' order. */
function templateValues(input: CheckTemplateInput) {
  const [problem] = checkTemplateProblems(input);
  if (problem) throw fieldProblem(problem.field, T(t, problem.key, problem.arg));
  const letterType = input.letterType ?? 'Part';
  const header = {
    code: input.code.trim(),
    name: input.name.trim(),
    letterType,
    materialCategory: letterType === 'Part' ? (input.materialCategory ?? null) : null,
    otherType: letterType === 'Other' ? (input.otherType ?? null) : null,
    isActive: input.isActive ?? true,
    remark: input.remark ?? null,
  };
  const lines: ComparableLine[] = input.lines.map((l, i) => ({
    itemCode: l.itemCode.trim(),
    required: l.required ?? true,
    submissionLevelMin: l.submissionLevelMin ?? null,
    sort: l.sort ?? (i + 1) * 10,
    note: l.note ?? null,
  }));
  return { header, lines };
}

/** A part template's category must be one of the tenant's MaterialCategory dictionary. */
async function assertCategory(tx: Queryable, category: string | null) {
  if (!category) return;
  const codes = await dictionaryCodes(tx, DictionaryNames.MaterialCategory);
  if (!codes.has(category))
    throw fieldProblem('materialCategory', T(t, 'CheckTemplate:UnknownCategory', category));
}

/**
 * Every line's item is in the library; a newly listed one must be active (a line the current
 * version already has may keep an item retired since, so a header edit is never blocked by it).
 */
async function assertItems(tx: Queryable, lines: readonly ComparableLine[], kept: ReadonlySet<string>) {
  const codes = lines.map((l) => l.itemCode);
  const rows = await tx
    .select({ code: letterCheckItems.code, isActive: letterCheckItems.isActive })
    .from(letterCheckItems)
    .where(and(inArray(letterCheckItems.code, codes), eq(letterCheckItems.isDeleted, false)));
  const active = new Map(rows.map((r) => [r.code, r.isActive]));
  lines.forEach((l, i) => {
    const state = active.get(l.itemCode);
    if (state === undefined)
      throw fieldProblem(`lines.${i}.itemCode`, T(t, 'CheckTemplate:UnknownItem', l.itemCode));
    if (!state && !kept.has(l.itemCode))
      throw fieldProblem(`lines.${i}.itemCode`, T(t, 'CheckTemplate:InactiveItem', l.itemCode));
  });
}

async function storedLines(tx: Queryable, id: string, version: number): Promise<ComparableLine[]> {
  return tx
    .select({
      itemCode: letterCheckTemplateLines.itemCode,
      required: letterCheckTemplateLines.required,
      submissionLevelMin: letterCheckTemplateLines.submissionLevelMin,
      sort: letterCheckTemplateLines.sort,
      note: letterCheckTemplateLines.note,
    })
    .from(letterCheckTemplateLines)
    .where(and(eq(letterCheckTemplateLines.templateId, id), eq(letterCheckTemplateLines.version, version)))
    .orderBy(asc(letterCheckTemplateLines.sort), asc(letterCheckTemplateLines.itemCode));
}

async function insertLines(
  tx: Tx,
  tenantId: string,
  templateId: string,
  version: number,
  lines: readonly ComparableLine[],
  creatorId: string | null,
) {
  await tx
    .insert(letterCheckTemplateLines)
    .values(lines.map((l) => ({ tenantId, templateId, version, ...l, creatorId })));
}

// ---------------------------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------------------------

export async function createCheckTemplate(
  tx: Tx,
  audit: AuditCollector,
  culture: Culture,
  input: CheckTemplateInput,
  actor: WorkflowActor,
): Promise<CheckTemplateDto> {
  assertBuyer(actor);
  const { header, lines } = templateValues(input);
  await assertCategory(tx, header.materialCategory);
  await assertItems(tx, lines, new Set());
  await assertCodeFree(tx, header.code);
  let row: CheckTemplateRow | undefined;
  try {
    [row] = await tx
      .insert(letterCheckTemplates)
      .values({ id: newId(), ...header, version: 1, creatorId: actor.id })
      .returning();
  } catch (err) {
    translateWriteError(err, header.code);
  }
  await insertLines(tx, row!.tenantId, row!.id, 1, lines, actor.id);
  audit.created(CHECK_TEMPLATE_ENTITY, row!.id, auditedCheckTemplate(row!, lines));
  return getCheckTemplate(tx, culture, row!.id);
}

/**
 * Saves the header and the lines. Changed lines while a live letter uses the current version make
 * the next version (new lines rows; the old ones stay for those letters); changed lines nobody
 * uses yet replace the current version's; unchanged lines (a header-only edit) keep the version.
 */
export async function updateCheckTemplate(
  tx: Tx,
  audit: AuditCollector,
  culture: Culture,
  id: string,
  input: CheckTemplateUpdate,
  actor: WorkflowActor,
): Promise<CheckTemplateDto> {
  assertBuyer(actor);
  const before = await mustFindTemplate(tx, id, true);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const { header, lines } = templateValues(input);
  const beforeLines = await storedLines(tx, id, before.version);
  if (header.materialCategory !== before.materialCategory) await assertCategory(tx, header.materialCategory);
  await assertItems(tx, lines, new Set(beforeLines.map((l) => l.itemCode)));
  if (header.code !== before.code) await assertCodeFree(tx, header.code, id);

  const linesChanged = !sameLines(lines, beforeLines);
  let version = before.version;
  if (linesChanged) {
    const inUse = (await lettersPerVersion(tx, id)).get(before.version) ?? 0;
    if (inUse > 0) version = before.version + 1;
  }
  let rows: CheckTemplateRow[] = [];
  try {
    rows = await tx
      .update(letterCheckTemplates)
      .set({ ...header, version, ...modifiedBy(actor.id) })
      .where(atStamp(letterCheckTemplates, before.tenantId, id, before.concurrencyStamp))
      .returning();
  } catch (err) {
    translateWriteError(err, header.code);
  }
  const after = expectUpdated(rows);
  if (linesChanged) {
    if (version === before.version)
      await tx
        .delete(letterCheckTemplateLines)
        .where(
          and(
            eq(letterCheckTemplateLines.tenantId, before.tenantId),
            eq(letterCheckTemplateLines.templateId, id),
            eq(letterCheckTemplateLines.version, version),
          ),
        );
    await insertLines(tx, before.tenantId, id, version, lines, actor.id);
  }
  audit.updated(
    CHECK_TEMPLATE_ENTITY,
    id,
    auditedCheckTemplate(before, beforeLines),
    auditedCheckTemplate(after, linesChanged ? lines : beforeLines),
  );
  return getCheckTemplate(tx, culture, id);
}

/** Soft delete; a template a live request or letter uses is refused (deactivate it instead). */
export async function deleteCheckTemplate(tx: Tx, audit: AuditCollector, id: string, actor: WorkflowActor) {
  assertBuyer(actor);
  const before = await mustFindTemplate(tx, id, true);
  const [request] = await tx
    .select({ no: partNoConfirms.requestNo })
    .from(partNoConfirms)
    .where(and(eq(partNoConfirms.checkTemplateId, id), eq(partNoConfirms.isDeleted, false)))
    .orderBy(asc(partNoConfirms.requestNo))
    .limit(1);
  const [letter] = request
    ? []
    : await tx
        .select({ no: letters.letterNo })
        .from(letters)
        .where(and(eq(letters.checkTemplateId, id), eq(letters.isDeleted, false)))
        .orderBy(asc(letters.letterNo))
        .limit(1);
  const user = request?.no ?? letter?.no;
  if (user)
    throw new BusinessError(T(t, 'CheckTemplate:InUse', before.code, user), {
      code: 'SupplierPortal:CheckTemplateInUse',
    });
  await tx
    .update(letterCheckTemplates)
    .set(deletedBy(actor.id))
    .where(and(eq(letterCheckTemplates.tenantId, before.tenantId), eq(letterCheckTemplates.id, id)));
  audit.deleted(
    CHECK_TEMPLATE_ENTITY,
    id,
    auditedCheckTemplate(before, await storedLines(tx, id, before.version)),
  );
}
