import {
  defaultCopies,
  type LabelTemplateCopyInput,
  type LabelTemplateFilter,
  type LabelTemplateRecordInput,
  type LabelTemplateRecordUpdate,
  type LabelType,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
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
import { L } from '../../../platform/localization/localizer.js';
import { users } from '../../identity/schema.js';
import { suppliers } from '../../suppliers/schema.js';
import { labelTemplates, labelTemplateVersions } from '../schema.js';
import {
  auditedTemplate,
  toLabelTemplateDto,
  toLabelTemplateVersionDto,
  type LabelTemplateDto,
  type LabelTemplateRow,
  type LabelTemplateVersionDto,
  type LabelTemplateView,
} from './dto.js';

/** The audited entity name of a template. */
export const TEMPLATE_ENTITY = 'SupplierPortal.VendorLabel.LabelTemplate';

/** Who writes templates: a buyer-side user (the route's policy) with an id for the audit columns. */
export type TemplateActor = WorkflowCaller & { id: string | null };

// ---------------------------------------------------------------------------------------------
// Reading. Row-level security narrows a vendor to shared templates and their own supplier's.
// ---------------------------------------------------------------------------------------------

const sorting = {
  code: labelTemplates.code,
  name: labelTemplates.name,
  labelType: labelTemplates.labelType,
  version: labelTemplates.version,
  isDefault: labelTemplates.isDefault,
  isActive: labelTemplates.isActive,
  creationTime: labelTemplates.creationTime,
  lastModificationTime: labelTemplates.lastModificationTime,
};

/** Label type, then the default first, then the code: the order a user scans the list in. */
const defaultOrder = () => [
  sql`${labelTemplates.labelType} asc`,
  sql`${labelTemplates.isDefault} desc`,
  sql`${labelTemplates.code} asc`,
];

function listWhere(f: LabelTemplateFilter): SQL | undefined {
  return and(
    eq(labelTemplates.isDeleted, false),
    anyContains(f.filter?.trim(), labelTemplates.code, labelTemplates.name),
    f.labelType ? eq(labelTemplates.labelType, f.labelType) : undefined,
    f.isActive !== undefined ? eq(labelTemplates.isActive, f.isActive) : undefined,
    f.forSupplierId ? eq(labelTemplates.forSupplierId, f.forSupplierId) : undefined,
  );
}

/** The supplier a template was made for, by code and name (spelled out: one-table selects are unqualified). */
const supplierCode = sql<string | null>`(select s.vendor_code from suppliers s
  where s.tenant_id = "label_templates"."tenant_id" and s.id = "label_templates"."for_supplier_id")`;
const supplierName = sql<string | null>`(select s.name from suppliers s
  where s.tenant_id = "label_templates"."tenant_id" and s.id = "label_templates"."for_supplier_id")`;
const viewFields = { row: labelTemplates, code: supplierCode, name: supplierName };
const toView = (r: {
  row: LabelTemplateRow;
  code: string | null;
  name: string | null;
}): LabelTemplateView => ({
  ...r.row,
  forSupplierCode: r.code,
  forSupplierName: r.name,
});

export async function listTemplates(
  tx: Queryable,
  query: PagedQuery & LabelTemplateFilter,
): Promise<PagedResult<LabelTemplateDto>> {
  const order = orderBy(query.sorting, sorting, defaultOrder(), labelTemplates.id);
  return pageOfFields(tx, labelTemplates, viewFields, listWhere(query), order, query, (r) =>
    toLabelTemplateDto(toView(r)),
  );
}

async function findTemplate(tx: Queryable, id: string, lock = false): Promise<LabelTemplateRow | undefined> {
  const query = tx
    .select()
    .from(labelTemplates)
    .where(and(eq(labelTemplates.id, id), eq(labelTemplates.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live template, or a 404 (also for one made for another supplier than the vendor's). */
export async function mustFindTemplate(tx: Queryable, id: string, lock = false): Promise<LabelTemplateRow> {
  const row = await findTemplate(tx, id, lock);
  if (!row) throw new EntityNotFoundError(TEMPLATE_ENTITY, id);
  return row;
}

async function viewOf(tx: Queryable, id: string): Promise<LabelTemplateDto> {
  const [r] = await tx
    .select(viewFields)
    .from(labelTemplates)
    .where(and(eq(labelTemplates.id, id), eq(labelTemplates.isDeleted, false)));
  if (!r) throw new EntityNotFoundError(TEMPLATE_ENTITY, id);
  return toLabelTemplateDto(toView(r));
}

export const getTemplate = (tx: Queryable, id: string) => viewOf(tx, id);

/** Every saved version of a template, newest first, with who saved it. */
export async function templateVersions(tx: Queryable, id: string): Promise<LabelTemplateVersionDto[]> {
  const template = await mustFindTemplate(tx, id);
  const rows = await tx
    .select({
      row: labelTemplateVersions,
      userName: users.userName,
      name: users.name,
      surname: users.surname,
    })
    .from(labelTemplateVersions)
    .leftJoin(
      users,
      and(eq(users.tenantId, labelTemplateVersions.tenantId), eq(users.id, labelTemplateVersions.creatorId)),
    )
    .where(eq(labelTemplateVersions.templateId, id))
    .orderBy(desc(labelTemplateVersions.version));
  return rows.map((r) =>
    toLabelTemplateVersionDto(r.row, {
      creatorName: [r.name, r.surname].filter(Boolean).join(' ') || r.userName || null,
      current: r.row.version === template.version,
    }),
  );
}

/** One saved version's layout (the preview of an older version). */
export async function templateVersion(tx: Queryable, id: string, version: number) {
  const template = await mustFindTemplate(tx, id);
  if (version === template.version) return template;
  const [row] = await tx
    .select()
    .from(labelTemplateVersions)
    .where(and(eq(labelTemplateVersions.templateId, id), eq(labelTemplateVersions.version, version)));
  if (!row) throw new EntityNotFoundError(TEMPLATE_ENTITY, `${id} v${version}`);
  return { ...template, version, definition: row.definition };
}

// ---------------------------------------------------------------------------------------------
// Rules.
// ---------------------------------------------------------------------------------------------

const duplicateCode = (code: string) =>
  new BusinessError(L('SupplierPortal', 'LabelTemplate:DuplicateCode', code), {
    code: 'SupplierPortal:DuplicateTemplateCode',
  });

function translateWriteError(err: unknown, code: string): never {
  const e = pgError(err);
  if (e?.code === '23505') throw duplicateCode(code);
  if (e?.code === '42501') throw new ForbiddenError();
  throw err;
}

async function assertCodeFree(tx: Queryable, code: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: labelTemplates.id })
    .from(labelTemplates)
    .where(
      and(
        eq(labelTemplates.code, code),
        eq(labelTemplates.isDeleted, false),
        exceptId ? ne(labelTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw duplicateCode(code);
}

async function assertSupplier(tx: Queryable, supplierId: string | null) {
  if (!supplierId) return;
  const [row] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.isDeleted, false)));
  if (!row) throw fieldProblem('forSupplierId', L('SupplierPortal', 'LabelTemplate:UnknownSupplier'));
}

/** Templates are the buyer's: a vendor user granted a write policy by mistake is still refused. */
function assertBuyer(actor: TemplateActor) {
  if (actor.supplierId) throw new ForbiddenError();
}

/** The stored values of an input: trimmed, blanks as null, the copies defaulted by label type. */
function templateValues(input: LabelTemplateRecordInput) {
  const isActive = input.isActive ?? true;
  const isDefault = input.isDefault ?? false;
  if (isDefault && !isActive)
    throw fieldProblem('isActive', L('SupplierPortal', 'LabelTemplate:DefaultMustBeActive'));
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    labelType: input.labelType,
    forSupplierId: input.forSupplierId ?? null,
    partCategory: input.partCategory ?? null,
    definition: input.definition,
    copies: input.copies ?? defaultCopies(input.labelType),
    isDefault,
    isActive,
    remark: input.remark ?? null,
  };
}

/**
 * One default per label type and audience: the tenant's default (shared templates) and one per
 * supplier (its own templates). Making `keep` the default clears the others, audited, in the
 * caller's transaction; the row lock keeps two racing saves from both winning.
 */
async function clearOtherDefaults(
  tx: Tx,
  audit: AuditCollector,
  keep: Pick<LabelTemplateRow, 'id' | 'labelType' | 'forSupplierId'>,
  actorId: string | null,
) {
  const others = await tx
    .select()
    .from(labelTemplates)
    .where(
      and(
        eq(labelTemplates.labelType, keep.labelType),
        keep.forSupplierId
          ? eq(labelTemplates.forSupplierId, keep.forSupplierId)
          : isNull(labelTemplates.forSupplierId),
        eq(labelTemplates.isDefault, true),
        eq(labelTemplates.isDeleted, false),
        ne(labelTemplates.id, keep.id),
      ),
    )
    .for('update');
  for (const before of others) {
    const [after] = await tx
      .update(labelTemplates)
      .set({ isDefault: false, ...modifiedBy(actorId) })
      .where(and(eq(labelTemplates.tenantId, before.tenantId), eq(labelTemplates.id, before.id)))
      .returning();
    audit.updated(TEMPLATE_ENTITY, before.id, auditedTemplate(before), auditedTemplate(after!));
  }
}

/** JSON with sorted keys: jsonb hands the layout back in its own key order. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
const sameContent = (a: unknown, b: unknown) => canonical(a) === canonical(b);

// ---------------------------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------------------------

async function insertTemplate(
  tx: Tx,
  audit: AuditCollector,
  values: ReturnType<typeof templateValues>,
  actor: TemplateActor,
): Promise<LabelTemplateRow> {
  let row: LabelTemplateRow | undefined;
  try {
    [row] = await tx
      .insert(labelTemplates)
      .values({ id: newId(), ...values, version: 1, creatorId: actor.id })
      .returning();
  } catch (err) {
    translateWriteError(err, values.code);
  }
  await tx.insert(labelTemplateVersions).values({
    templateId: row!.id,
    version: 1,
    definition: row!.definition,
    creatorId: actor.id,
  });
  audit.created(TEMPLATE_ENTITY, row!.id, auditedTemplate(row!));
  if (row!.isDefault) await clearOtherDefaults(tx, audit, row!, actor.id);
  return row!;
}

export async function createTemplate(
  tx: Tx,
  audit: AuditCollector,
  input: LabelTemplateRecordInput,
  actor: TemplateActor,
): Promise<LabelTemplateDto> {
  assertBuyer(actor);
  const values = templateValues(input);
  await assertSupplier(tx, values.forSupplierId);
  await assertCodeFree(tx, values.code);
  const row = await insertTemplate(tx, audit, values, actor);
  return viewOf(tx, row.id);
}

/**
 * Saves a change: any changed field makes the next version, and its layout is kept in
 * `label_template_versions` (print records name the version they used). An unchanged save writes
 * nothing.
 */
export async function updateTemplate(
  tx: Tx,
  audit: AuditCollector,
  id: string,
  input: LabelTemplateRecordUpdate,
  actor: TemplateActor,
): Promise<LabelTemplateDto> {
  assertBuyer(actor);
  const before = await mustFindTemplate(tx, id, true);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const values = templateValues(input);
  if (values.forSupplierId !== before.forSupplierId) await assertSupplier(tx, values.forSupplierId);
  if (values.code !== before.code) await assertCodeFree(tx, values.code, id);
  const changed = (Object.keys(values) as (keyof typeof values)[]).some(
    (k) => !sameContent(values[k], before[k]),
  );
  if (!changed) return viewOf(tx, id);
  const version = before.version + 1;
  let rows: LabelTemplateRow[] = [];
  try {
    rows = await tx
      .update(labelTemplates)
      .set({ ...values, version, ...modifiedBy(actor.id) })
      .where(atStamp(labelTemplates, before.tenantId, id, before.concurrencyStamp))
      .returning();
  } catch (err) {
    translateWriteError(err, values.code);
  }
  const after = expectUpdated(rows);
  await tx
    .insert(labelTemplateVersions)
    .values({ templateId: id, version, definition: after.definition, creatorId: actor.id });
  audit.updated(TEMPLATE_ENTITY, id, auditedTemplate(before), auditedTemplate(after));
  if (after.isDefault) await clearOtherDefaults(tx, audit, after, actor.id);
  return viewOf(tx, id);
}

/** Soft delete; the default of a label type is refused (another must become the default first). */
export async function deleteTemplate(tx: Tx, audit: AuditCollector, id: string, actor: TemplateActor) {
  assertBuyer(actor);
  const before = await mustFindTemplate(tx, id, true);
  if (before.isDefault)
    throw new BusinessError(L('SupplierPortal', 'LabelTemplate:DefaultCannotBeDeleted', before.code), {
      code: 'SupplierPortal:DefaultTemplateCannotBeDeleted',
    });
  await tx
    .update(labelTemplates)
    .set(deletedBy(actor.id))
    .where(and(eq(labelTemplates.tenantId, before.tenantId), eq(labelTemplates.id, id)));
  audit.deleted(TEMPLATE_ENTITY, id, auditedTemplate(before));
}

/** A copy under a new code and name: same layout and audience, version 1, not the default. */
export async function copyTemplate(
  tx: Tx,
  audit: AuditCollector,
  id: string,
  input: LabelTemplateCopyInput,
  actor: TemplateActor,
): Promise<LabelTemplateDto> {
  assertBuyer(actor);
  const source = await mustFindTemplate(tx, id);
  const code = input.code.trim();
  await assertCodeFree(tx, code);
  const row = await insertTemplate(
    tx,
    audit,
    {
      code,
      name: input.name.trim(),
      labelType: source.labelType as LabelType,
      forSupplierId: source.forSupplierId,
      partCategory: source.partCategory,
      definition: source.definition,
      copies: source.copies,
      isDefault: false,
      isActive: true,
      remark: source.remark,
    },
    actor,
  );
  return viewOf(tx, row.id);
}
