import {
  checkOperation,
  labelMaterialInfoWorkflow,
  LabelMaterialInfoStatus,
  materialInfoProblem,
  type LabelMaterialInfoAction,
  type LabelMaterialInfoFilter,
  type LabelMaterialInfoInput,
  type LabelMaterialInfoStatusValue,
  type LabelMaterialInfoUpdate,
  type LabelType,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
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
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation, recordCreation, transition } from '../../../platform/workflow/transition.js';
import { suppliers } from '../../suppliers/schema.js';
import { labelMaterialInfos, labelTemplates } from '../schema.js';
import { approvedParts, type ApprovedPart } from './approvals.js';
import {
  auditedMaterialInfo,
  toMaterialInfoDto,
  type MaterialInfoDto,
  type MaterialInfoRow,
  type MaterialInfoView,
} from './dto.js';

const WF = labelMaterialInfoWorkflow;
export const MATERIAL_INFO_ENTITY = WF.entity;
const S = LabelMaterialInfoStatus;
const T = labelMaterialInfos;

// ---------------------------------------------------------------------------------------------
// Reading. Row-level security narrows a vendor to their own supplier's rows.
// ---------------------------------------------------------------------------------------------

const sorting = {
  partNo: T.partNo,
  mpq: T.mpq,
  innerQty: T.innerQty,
  innersPerOuter: T.innersPerOuter,
  outersPerPallet: T.outersPerPallet,
  msl: T.msl,
  status: T.status,
  creationTime: T.creationTime,
  lastModificationTime: T.lastModificationTime,
};
const defaultOrder = () => [sql`${T.partNo} asc`];

/** `like` pattern for "starts with": the user's text, its pattern characters escaped. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(f: LabelMaterialInfoFilter): SQL | undefined {
  const partNo = f.partNo?.trim();
  return and(
    eq(T.isDeleted, false),
    anyContains(f.filter?.trim(), T.partNo, T.vendorPartNo, T.mpn, T.customerPartNo),
    partNo ? like(T.partNo, prefixPattern(partNo)) : undefined,
    f.supplierId ? eq(T.supplierId, f.supplierId) : undefined,
    f.status !== undefined ? eq(T.status, f.status) : undefined,
    f.msl ? eq(T.msl, f.msl) : undefined,
  );
}

/** Names beside the row (spelled out: one-table selects leave columns unqualified). */
const supplierCode = sql<string | null>`(select s.vendor_code from suppliers s
  where s.tenant_id = "label_material_infos"."tenant_id" and s.id = "label_material_infos"."supplier_id")`;
const supplierName = sql<string | null>`(select s.name from suppliers s
  where s.tenant_id = "label_material_infos"."tenant_id" and s.id = "label_material_infos"."supplier_id")`;
const partName = sql<string | null>`(select m.name from materials m
  where m.tenant_id = "label_material_infos"."tenant_id" and m.id = "label_material_infos"."material_id")`;
const viewFields = { row: T, supplierCode, supplierName, partName };
type ViewRow = {
  row: MaterialInfoRow;
  supplierCode: string | null;
  supplierName: string | null;
  partName: string | null;
};
const toView = (r: ViewRow): MaterialInfoView => ({
  ...r.row,
  supplierCode: r.supplierCode,
  supplierName: r.supplierName,
  partName: r.partName,
});

export async function listMaterialInfos(
  tx: Queryable,
  query: PagedQuery & LabelMaterialInfoFilter,
  caller: WorkflowCaller,
): Promise<PagedResult<MaterialInfoDto>> {
  const order = orderBy(query.sorting, sorting, defaultOrder(), T.id);
  return pageOfFields(tx, T, viewFields, listWhere(query), order, query, (r) =>
    toMaterialInfoDto(toView(r), caller),
  );
}

/** The rows of an export: the list's filters and sorting, up to `limit` rows. */
export async function exportMaterialInfos(
  tx: Queryable,
  query: LabelMaterialInfoFilter & { sorting?: string | undefined },
  limit: number,
): Promise<MaterialInfoView[]> {
  const order = orderBy(query.sorting, sorting, defaultOrder(), T.id);
  const rows = await tx
    .select(viewFields)
    .from(T)
    .where(listWhere(query))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toView);
}

async function mustFind(tx: Queryable, id: string, lock = false): Promise<MaterialInfoRow> {
  const query = tx
    .select()
    .from(T)
    .where(and(eq(T.id, id), eq(T.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new EntityNotFoundError(MATERIAL_INFO_ENTITY, id);
  return row;
}

async function viewOf(tx: Queryable, id: string, caller: WorkflowCaller): Promise<MaterialInfoDto> {
  const [r] = await tx
    .select(viewFields)
    .from(T)
    .where(and(eq(T.id, id), eq(T.isDeleted, false)));
  if (!r) throw new EntityNotFoundError(MATERIAL_INFO_ENTITY, id);
  return toMaterialInfoDto(toView(r), caller);
}

export const getMaterialInfo = (tx: Queryable, id: string, caller: WorkflowCaller) => viewOf(tx, id, caller);

// ---------------------------------------------------------------------------------------------
// Rules shared by the form and the import.
// ---------------------------------------------------------------------------------------------

export const duplicateInfo = (partNo: string, supplierCode: string) =>
  new BusinessError(L('SupplierPortal', 'LabelMaterialInfo:Duplicate', partNo, supplierCode), {
    code: 'SupplierPortal:DuplicateLabelMaterialInfo',
  });

/** The supplier a row belongs to: a vendor's own, else the buyer's choice (which must exist). */
async function supplierFor(
  tx: Queryable,
  actor: WorkflowCaller,
  requested: string | undefined,
): Promise<{ id: string; code: string }> {
  if (actor.supplierId && requested && requested !== actor.supplierId) throw new ForbiddenError();
  const id = actor.supplierId ?? requested;
  if (!id) throw fieldProblem('supplierId', L('SupplierPortal', 'LabelMaterialInfo:SupplierRequired'));
  const [row] = await tx
    .select({ id: suppliers.id, code: suppliers.vendorCode })
    .from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.isDeleted, false)));
  if (!row) throw new EntityNotFoundError('SupplierPortal.Suppliers.Supplier', id);
  return row;
}

/** The part must be in the material master and approved for the supplier (400 on `partNo`). */
async function approvedPart(tx: Queryable, supplier: { id: string; code: string }, partNo: string) {
  const part = (await approvedParts(tx, supplier.id, [partNo])).get(partNo);
  if (!part) throw fieldProblem('partNo', L('SupplierPortal', 'LabelMaterialInfo:UnknownPart', partNo));
  if (!part.approved)
    throw fieldProblem('partNo', L('SupplierPortal', 'LabelMaterialInfo:NotApproved', partNo, supplier.code));
  return part;
}

type PackingFields = Pick<LabelMaterialInfoUpdate, 'mpq' | 'innerQty' | 'innersPerOuter' | 'outersPerPallet'>;

/** The packing rule of the contracts (inner box a whole number of packs …), on its field. */
export function assertPacking(v: PackingFields) {
  const p = materialInfoProblem(v);
  if (p) throw fieldProblem(p.field, L('SupplierPortal', p.key));
}

const TEMPLATE_FIELDS: [keyof LabelMaterialInfoUpdate & `${string}TemplateId`, LabelType][] = [
  ['innerTemplateId', 'Inner'],
  ['outerTemplateId', 'Outer'],
  ['palletTemplateId', 'Pallet'],
];

/** Each chosen template exists for the caller, is active and prints that label type. */
async function assertTemplates(tx: Queryable, input: LabelMaterialInfoUpdate) {
  const ids = TEMPLATE_FIELDS.map(([f]) => input[f]).filter((v): v is string => !!v);
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: labelTemplates.id, labelType: labelTemplates.labelType })
    .from(labelTemplates)
    .where(
      and(
        inArray(labelTemplates.id, ids),
        eq(labelTemplates.isActive, true),
        eq(labelTemplates.isDeleted, false),
      ),
    );
  const types = new Map(rows.map((r) => [r.id, r.labelType]));
  for (const [field, type] of TEMPLATE_FIELDS) {
    const id = input[field];
    if (id && types.get(id) !== type)
      throw fieldProblem(
        field,
        L(
          'SupplierPortal',
          'LabelMaterialInfo:TemplateWrongType',
          L('SupplierPortal', `Enum:LabelType.${type}`),
        ),
      );
  }
}

/** The stored values of an input: blanks as null, the unit defaulted to the material's. */
export function materialInfoValues(
  input: LabelMaterialInfoUpdate,
  part: Pick<ApprovedPart, 'materialId' | 'unit'>,
) {
  return {
    partNo: input.partNo.trim(),
    materialId: part.materialId,
    customerPartNo: input.customerPartNo ?? null,
    vendorPartNo: input.vendorPartNo ?? null,
    manufacturer: input.manufacturer ?? null,
    mpn: input.mpn ?? null,
    unit: input.unit ?? part.unit,
    mpq: input.mpq ?? null,
    innerQty: input.innerQty ?? null,
    innersPerOuter: input.innersPerOuter,
    outersPerPallet: input.outersPerPallet ?? null,
    cartonLengthMm: input.cartonLengthMm ?? null,
    cartonWidthMm: input.cartonWidthMm ?? null,
    cartonHeightMm: input.cartonHeightMm ?? null,
    grossWeightKg: input.grossWeightKg ?? null,
    msl: input.msl ?? null,
    rohs: input.rohs ?? null,
    halogenFree: input.halogenFree ?? null,
    shelfLifeDays: input.shelfLifeDays ?? null,
    storageCondition: input.storageCondition ?? null,
    countryOfOrigin: input.countryOfOrigin ?? null,
    innerTemplateId: input.innerTemplateId ?? null,
    outerTemplateId: input.outerTemplateId ?? null,
    palletTemplateId: input.palletTemplateId ?? null,
  };
}

/**
 * Who may save a row: the buyer in any status (`update`), the vendor their own draft (`propose`).
 * Refused with the workflow's envelope (403 InvalidStateTransition for a vendor's confirmed row).
 */
export function assertEditable(row: Pick<MaterialInfoRow, 'status' | 'supplierId'>, actor: WorkflowCaller) {
  const operation = actor.supplierId ? 'propose' : 'update';
  if (
    checkOperation(WF, operation, row.status as LabelMaterialInfoStatusValue, actor, row.supplierId) === null
  )
    return;
  assertOperation(WF, operation, row, actor, 'Action:Edit');
}

function translateWriteError(err: unknown, partNo: string, supplierCode: string): never {
  const e = pgError(err);
  if (e?.code === '23505') throw duplicateInfo(partNo, supplierCode);
  if (e?.code === '42501') throw new ForbiddenError();
  throw err;
}

async function assertNoDuplicate(
  tx: Queryable,
  supplier: { id: string; code: string },
  partNo: string,
  exceptId?: string,
) {
  const [clash] = await tx
    .select({ id: T.id })
    .from(T)
    .where(
      and(
        eq(T.supplierId, supplier.id),
        eq(T.partNo, partNo),
        eq(T.isDeleted, false),
        exceptId ? ne(T.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw duplicateInfo(partNo, supplier.code);
}

// ---------------------------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------------------------

export async function createMaterialInfo(
  tx: Tx,
  audit: AuditCollector,
  input: LabelMaterialInfoInput,
  actor: WorkflowActor,
): Promise<MaterialInfoDto> {
  const supplier = await supplierFor(tx, actor, input.supplierId);
  const partNo = input.partNo.trim();
  const part = await approvedPart(tx, supplier, partNo);
  assertPacking(input);
  await assertTemplates(tx, input);
  await assertNoDuplicate(tx, supplier, partNo);
  const values = materialInfoValues(input, part);
  let row: MaterialInfoRow | undefined;
  try {
    [row] = await tx
      .insert(T)
      .values({
        id: newId(),
        supplierId: supplier.id,
        ...values,
        // What the approved-supplier list already knows, unless the form says otherwise.
        vendorPartNo: values.vendorPartNo ?? part.supplierPartNo,
        manufacturer: values.manufacturer ?? part.manufacturer,
        mpn: values.mpn ?? part.mpn,
        status: S.Draft,
        creatorId: actor.id,
      })
      .returning();
  } catch (err) {
    translateWriteError(err, partNo, supplier.code);
  }
  audit.created(MATERIAL_INFO_ENTITY, row!.id, auditedMaterialInfo(row!));
  await recordCreation(tx, WF, row!, actor);
  return viewOf(tx, row!.id, actor);
}

export async function updateMaterialInfo(
  tx: Tx,
  audit: AuditCollector,
  id: string,
  input: LabelMaterialInfoUpdate,
  actor: WorkflowActor,
): Promise<MaterialInfoDto> {
  const before = await mustFind(tx, id, true);
  assertEditable(before, actor);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const supplier = await supplierFor(tx, { ...actor, supplierId: null }, before.supplierId);
  const partNo = input.partNo.trim();
  const part =
    partNo === before.partNo && before.materialId
      ? { materialId: before.materialId, unit: before.unit }
      : await approvedPart(tx, supplier, partNo);
  if (partNo !== before.partNo) await assertNoDuplicate(tx, supplier, partNo, id);
  assertPacking(input);
  await assertTemplates(tx, input);
  let rows: MaterialInfoRow[] = [];
  try {
    rows = await tx
      .update(T)
      .set({ ...materialInfoValues(input, part), ...modifiedBy(actor.id) })
      .where(atStamp(T, before.tenantId, id, before.concurrencyStamp))
      .returning();
  } catch (err) {
    translateWriteError(err, partNo, supplier.code);
  }
  const after = expectUpdated(rows);
  audit.updated(MATERIAL_INFO_ENTITY, id, auditedMaterialInfo(before), auditedMaterialInfo(after));
  return viewOf(tx, id, actor);
}

export async function deleteMaterialInfo(tx: Tx, audit: AuditCollector, id: string, actor: WorkflowActor) {
  const before = await mustFind(tx, id, true);
  assertOperation(WF, 'delete', before, actor, 'Action:Delete');
  await tx
    .update(T)
    .set(deletedBy(actor.id))
    .where(and(eq(T.tenantId, before.tenantId), eq(T.id, id)));
  audit.deleted(MATERIAL_INFO_ENTITY, id, auditedMaterialInfo(before));
}

/**
 * Confirm, reopen, disable or enable through the workflow (status history, audit, 409 on a stale
 * stamp). Confirming records who and when; leaving Confirmed clears it.
 */
export async function moveMaterialInfo(
  tx: Tx,
  audit: AuditCollector,
  id: string,
  action: LabelMaterialInfoAction,
  body: { concurrencyStamp?: string | null | undefined; comment?: string | null | undefined },
  actor: WorkflowActor,
): Promise<MaterialInfoDto> {
  const row = await mustFind(tx, id, true);
  await transition(tx, {
    workflow: WF,
    action,
    row,
    actor,
    audit,
    comment: body.comment,
    concurrencyStamp: body.concurrencyStamp,
    update: (to, stamp) =>
      tx
        .update(T)
        .set({
          status: to,
          concurrencyStamp: stamp,
          lastModificationTime: new Date(),
          lastModifierId: actor.id,
          ...(to === S.Confirmed
            ? { confirmedById: actor.id, confirmedTime: new Date() }
            : { confirmedById: null, confirmedTime: null }),
        })
        .where(atStamp(T, row.tenantId, id, row.concurrencyStamp))
        .returning(),
  });
  return viewOf(tx, id, actor);
}
