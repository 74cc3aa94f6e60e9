import {
  materialWorkflow,
  MaterialStatus,
  MaterialSupplierStatus,
  type MaterialFilter,
  type MaterialInput,
  type MaterialSupplierInput,
  type MaterialSupplierUpdate,
  type MaterialUpdate,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { pgError, type Queryable, type Tx } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import { atStamp, deletedBy, modifiedBy } from '../../platform/db/modification.js';
import { pageOfFields } from '../../platform/db/page.js';
import { containsPattern } from '../../platform/db/search.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import {
  BusinessError,
  EntityNotFoundError,
  ForbiddenError,
  fieldProblem,
} from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L } from '../../platform/localization/localizer.js';
import { assertOperation } from '../../platform/workflow/transition.js';
import { suppliers } from '../suppliers/schema.js';
import { materialCodes } from './codes.js';
import {
  auditedMaterial,
  auditedMaterialSupplier,
  toMaterialDto,
  type MaterialDto,
  type MaterialRow,
  type MaterialSupplierDto,
  type MaterialSupplierView,
  toMaterialSupplierDto,
} from './dto.js';
import { isMaterialInUse } from './in-use.js';
import { materials, materialSuppliers } from './schema.js';

/** The audited entity names: the workflow definitions', so the audit log and the page agree. */
export const MATERIAL_ENTITY = materialWorkflow.entity;
export const MATERIAL_SUPPLIER_ENTITY = 'SupplierPortal.MasterData.MaterialSupplier';

/** Who changes master data: a signed-in user (with their grants) or an integration client (no user). */
export type MaterialActor = WorkflowCaller & { id: string | null };

// ---------------------------------------------------------------------------------------------
// Reading.
// ---------------------------------------------------------------------------------------------

const sorting = {
  partNo: materials.partNo,
  name: materials.name,
  category: materials.category,
  unit: materials.unit,
  status: materials.status,
  msl: materials.msl,
  creationTime: materials.creationTime,
  lastModificationTime: materials.lastModificationTime,
};

const defaultOrder = () => [sql`${materials.partNo} asc`];

/** `like` pattern for "starts with": the user's text, its pattern characters escaped. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(f: MaterialFilter): SQL | undefined {
  const text = f.filter?.trim().toLowerCase();
  const partNo = f.partNo?.trim();
  const category = f.category?.trim();
  return and(
    eq(materials.isDeleted, false),
    // The trigram index on search_text serves "contains" at 100,000 materials.
    text ? like(materials.searchText, containsPattern(text)) : undefined,
    partNo ? like(materials.partNo, prefixPattern(partNo)) : undefined,
    category ? eq(materials.category, category) : undefined,
    f.status !== undefined ? eq(materials.status, f.status) : undefined,
    f.supplierId
      ? sql`exists (select 1 from material_suppliers ms
                     where ms.tenant_id = "materials"."tenant_id" and ms.material_id = "materials"."id"
                       and ms.supplier_id = ${f.supplierId})`
      : undefined,
  );
}

/**
 * The codes of a material's approved suppliers (only those the caller may see). Spelled out: in a
 * one-table select drizzle leaves column names unqualified.
 */
const supplierCodes = sql<string[] | null>`(select array_agg(s.vendor_code order by s.vendor_code)
  from material_suppliers ms join suppliers s on s.tenant_id = ms.tenant_id and s.id = ms.supplier_id
  where ms.tenant_id = "materials"."tenant_id" and ms.material_id = "materials"."id")`;

// One object for every call, so the list's statements are built once per shape (db/statement-shapes.ts).
const listFields = { row: materials, codes: supplierCodes };

export async function listMaterials(
  tx: Queryable,
  query: PagedQuery & MaterialFilter,
  caller: WorkflowCaller | null,
): Promise<PagedResult<MaterialDto>> {
  const order = orderBy(query.sorting, sorting, defaultOrder(), materials.id);
  return pageOfFields(tx, materials, listFields, listWhere(query), order, query, (r) =>
    toMaterialDto(r.row, caller, { supplierCodes: r.codes ?? [] }),
  );
}

/** The rows of an export: the list's filters and sorting, up to `limit` rows, with supplier codes. */
export async function exportMaterials(
  tx: Queryable,
  query: MaterialFilter & { sorting?: string | undefined },
  limit: number,
): Promise<(MaterialRow & { supplierCodes: string[] })[]> {
  const order = orderBy(query.sorting, sorting, defaultOrder(), materials.id);
  const rows = await tx
    .select({ row: materials, codes: supplierCodes })
    .from(materials)
    .where(listWhere(query))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => ({ ...r.row, supplierCodes: r.codes ?? [] }));
}

async function findMaterial(tx: Queryable, id: string, lock = false): Promise<MaterialRow | undefined> {
  const query = tx
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), eq(materials.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live material, or a 404 (also for one the caller's supplier is not approved for). */
async function mustFind(tx: Queryable, id: string, lock = false): Promise<MaterialRow> {
  const row = await findMaterial(tx, id, lock);
  if (!row) throw new EntityNotFoundError(MATERIAL_ENTITY, id);
  return row;
}

/** The approved suppliers of a material the caller may see, with the directory's code and name. */
export async function approvedSuppliers(tx: Queryable, materialId: string): Promise<MaterialSupplierView[]> {
  const rows = await tx
    .select({ row: materialSuppliers, supplierCode: suppliers.vendorCode, supplierName: suppliers.name })
    .from(materialSuppliers)
    .leftJoin(
      suppliers,
      and(eq(suppliers.tenantId, materialSuppliers.tenantId), eq(suppliers.id, materialSuppliers.supplierId)),
    )
    .where(eq(materialSuppliers.materialId, materialId))
    .orderBy(asc(suppliers.vendorCode), asc(materialSuppliers.id));
  return rows.map((r) => ({ ...r.row, supplierCode: r.supplierCode, supplierName: r.supplierName }));
}

export async function getMaterial(
  tx: Queryable,
  id: string,
  caller: WorkflowCaller | null,
): Promise<MaterialDto> {
  const row = await mustFind(tx, id);
  return toMaterialDto(row, caller, { suppliers: await approvedSuppliers(tx, id) });
}

// ---------------------------------------------------------------------------------------------
// Rules shared by the form, the import and the sync.
// ---------------------------------------------------------------------------------------------

export const duplicatePartNo = (partNo: string) =>
  new BusinessError(L('SupplierPortal', 'Materials:DuplicatePartNo', partNo), {
    code: 'SupplierPortal:DuplicatePartNo',
  });

/** A unique-index clash (a racing writer) reads as the duplicate it is; RLS refusals as 403. */
export function translateWriteError(err: unknown, partNo: string): never {
  const e = pgError(err);
  if (e?.code === '23505') throw duplicatePartNo(partNo);
  if (e?.code === '42501') throw new ForbiddenError();
  throw err;
}

/** The unit and the category must be codes of the tenant's dictionaries (400 on the field). */
async function assertCodes(tx: Queryable, input: Pick<MaterialInput, 'unit' | 'category'>) {
  const { units, categories } = await materialCodes(tx);
  if (!units.has(input.unit.trim()))
    throw fieldProblem('unit', L('SupplierPortal', 'Materials:UnknownUnit', input.unit));
  if (input.category && !categories.has(input.category))
    throw fieldProblem('category', L('SupplierPortal', 'Materials:UnknownCategory', input.category));
}

async function assertPartNoFree(tx: Queryable, partNo: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(
      and(
        eq(materials.partNo, partNo),
        eq(materials.isDeleted, false),
        exceptId ? sql`${materials.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (clash) throw duplicatePartNo(partNo);
}

/** The stored values of a material input: trimmed, blanks as null, defaults applied. */
export function materialValues(input: MaterialInput) {
  return {
    partNo: input.partNo.trim(),
    name: input.name.trim(),
    spec: input.spec ?? null,
    unit: input.unit.trim(),
    category: input.category ?? null,
    drawingNo: input.drawingNo ?? null,
    drawingRev: input.drawingRev ?? null,
    msl: input.msl ?? null,
    rohs: input.rohs ?? false,
    halogenFree: input.halogenFree ?? false,
    shelfLifeDays: input.shelfLifeDays ?? null,
    status: input.status ?? MaterialStatus.Active,
    remark: input.remark ?? null,
  };
}

/** Master data is the buyer's: a vendor user is refused even when granted the policy. */
function assertBuyer(
  actor: WorkflowCaller,
  operation: 'update' | 'delete',
  status: number = MaterialStatus.Active,
) {
  assertOperation(
    materialWorkflow,
    operation,
    { status, supplierId: null },
    actor,
    `Action:${operation === 'update' ? 'Edit' : 'Delete'}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------------------------

export async function createMaterial(
  tx: Tx,
  audit: AuditCollector,
  input: MaterialInput,
  actor: MaterialActor,
): Promise<MaterialDto> {
  if (actor.supplierId) throw new ForbiddenError();
  const values = materialValues(input);
  await assertCodes(tx, values);
  await assertPartNoFree(tx, values.partNo);
  let row: MaterialRow | undefined;
  try {
    [row] = await tx
      .insert(materials)
      .values({ id: newId(), ...values, creatorId: actor.id })
      .returning();
  } catch (err) {
    translateWriteError(err, values.partNo);
  }
  audit.created(MATERIAL_ENTITY, row!.id, auditedMaterial(row!));
  return toMaterialDto(row!, actor, { suppliers: [] });
}

export async function updateMaterial(
  tx: Tx,
  audit: AuditCollector,
  id: string,
  input: MaterialUpdate,
  actor: MaterialActor,
): Promise<MaterialDto> {
  const before = await mustFind(tx, id);
  assertBuyer(actor, 'update', before.status);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const values = materialValues(input);
  if (values.unit !== before.unit || values.category !== before.category) await assertCodes(tx, values);
  if (values.partNo !== before.partNo) {
    // Purchase-order lines name the part number: renaming a used one would orphan them.
    const uses = await isMaterialInUse(tx, before.partNo);
    if (uses > 0) throw inUse(before.partNo, uses);
    await assertPartNoFree(tx, values.partNo, id);
  }
  let rows: MaterialRow[] = [];
  try {
    rows = await tx
      .update(materials)
      .set({ ...values, ...modifiedBy(actor.id) })
      .where(atStamp(materials, before.tenantId, id, before.concurrencyStamp))
      .returning();
  } catch (err) {
    translateWriteError(err, values.partNo);
  }
  const after = expectUpdated(rows);
  audit.updated(MATERIAL_ENTITY, id, auditedMaterial(before), auditedMaterial(after));
  return toMaterialDto(after, actor, { suppliers: await approvedSuppliers(tx, id) });
}

const inUse = (partNo: string, uses: number) =>
  new BusinessError(L('SupplierPortal', 'Materials:InUse', partNo, uses), {
    code: 'SupplierPortal:MaterialInUse',
    data: { partNo, purchaseOrderLines: uses },
  });

/** Soft delete, refused while purchase-order lines name the part (block it instead). */
export async function deleteMaterial(tx: Tx, audit: AuditCollector, id: string, actor: MaterialActor) {
  const before = await mustFind(tx, id, true);
  assertBuyer(actor, 'delete', before.status);
  const uses = await isMaterialInUse(tx, before.partNo);
  if (uses > 0) throw inUse(before.partNo, uses);
  const removed = await tx.delete(materialSuppliers).where(eq(materialSuppliers.materialId, id)).returning();
  for (const r of removed) audit.deleted(MATERIAL_SUPPLIER_ENTITY, r.id, auditedMaterialSupplier(r));
  await tx
    .update(materials)
    .set(deletedBy(actor.id))
    .where(and(eq(materials.tenantId, before.tenantId), eq(materials.id, id)));
  audit.deleted(MATERIAL_ENTITY, id, auditedMaterial(before));
}

// ---------------------------------------------------------------------------------------------
// Approved suppliers.
// ---------------------------------------------------------------------------------------------

const alreadyApproved = () =>
  new BusinessError(L('SupplierPortal', 'Materials:SupplierAlreadyApproved'), {
    code: 'SupplierPortal:SupplierAlreadyApproved',
  });

async function supplierView(tx: Queryable, materialId: string, linkId: string): Promise<MaterialSupplierDto> {
  const view = (await approvedSuppliers(tx, materialId)).find((s) => s.id === linkId);
  if (!view) throw new EntityNotFoundError(MATERIAL_SUPPLIER_ENTITY, linkId);
  return toMaterialSupplierDto(view);
}

export async function addMaterialSupplier(
  tx: Tx,
  audit: AuditCollector,
  materialId: string,
  input: MaterialSupplierInput,
  actor: MaterialActor,
): Promise<MaterialSupplierDto> {
  const material = await mustFind(tx, materialId, true);
  assertBuyer(actor, 'update', material.status);
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, input.supplierId), eq(suppliers.isDeleted, false)));
  if (!supplier) throw new EntityNotFoundError('SupplierPortal.Suppliers.Supplier', input.supplierId);
  let row: typeof materialSuppliers.$inferSelect | undefined;
  try {
    [row] = await tx
      .insert(materialSuppliers)
      .values({
        id: newId(),
        materialId,
        supplierId: input.supplierId,
        supplierPartNo: input.supplierPartNo ?? null,
        manufacturer: input.manufacturer ?? null,
        mpn: input.mpn ?? null,
        status: input.status ?? MaterialSupplierStatus.Approved,
        creatorId: actor.id,
      })
      .returning();
  } catch (err) {
    if (pgError(err)?.code === '23505') throw alreadyApproved();
    throw err;
  }
  audit.created(MATERIAL_SUPPLIER_ENTITY, row!.id, auditedMaterialSupplier(row!));
  return supplierView(tx, materialId, row!.id);
}

async function mustFindLink(tx: Queryable, materialId: string, linkId: string) {
  const [row] = await tx
    .select()
    .from(materialSuppliers)
    .where(and(eq(materialSuppliers.materialId, materialId), eq(materialSuppliers.id, linkId)));
  if (!row) throw new EntityNotFoundError(MATERIAL_SUPPLIER_ENTITY, linkId);
  return row;
}

export async function updateMaterialSupplier(
  tx: Tx,
  audit: AuditCollector,
  materialId: string,
  linkId: string,
  input: MaterialSupplierUpdate,
  actor: MaterialActor,
): Promise<MaterialSupplierDto> {
  const material = await mustFind(tx, materialId);
  assertBuyer(actor, 'update', material.status);
  const before = await mustFindLink(tx, materialId, linkId);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const rows = await tx
    .update(materialSuppliers)
    .set({
      supplierPartNo: input.supplierPartNo ?? null,
      manufacturer: input.manufacturer ?? null,
      mpn: input.mpn ?? null,
      status: input.status ?? before.status,
      ...modifiedBy(actor.id),
    })
    .where(atStamp(materialSuppliers, before.tenantId, linkId, before.concurrencyStamp))
    .returning();
  const after = expectUpdated(rows);
  audit.updated(
    MATERIAL_SUPPLIER_ENTITY,
    linkId,
    auditedMaterialSupplier(before),
    auditedMaterialSupplier(after),
  );
  return supplierView(tx, materialId, linkId);
}

export async function removeMaterialSupplier(
  tx: Tx,
  audit: AuditCollector,
  materialId: string,
  linkId: string,
  actor: MaterialActor,
): Promise<void> {
  const material = await mustFind(tx, materialId);
  assertBuyer(actor, 'update', material.status);
  const before = await mustFindLink(tx, materialId, linkId);
  await tx
    .delete(materialSuppliers)
    .where(and(eq(materialSuppliers.tenantId, before.tenantId), eq(materialSuppliers.id, linkId)));
  audit.deleted(MATERIAL_SUPPLIER_ENTITY, linkId, auditedMaterialSupplier(before));
}
