import {
  BomStatus,
  bomWorkflow,
  commonTexts,
  SupplierStatus,
  type BomCreateInput,
  type BomDto,
  type BomLineInput,
  type BomTypeValue,
  type BomUpdateInput,
  type MaterialSourceValue,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { newId, newStamp } from '../../../platform/db/columns.js';
import { atStamp, deletedBy } from '../../../platform/db/modification.js';
import { uniquely } from '../../../platform/db/uniqueness.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { BusinessError, fieldProblem } from '../../../platform/http/errors.js';
import type { LocalizableText } from '../../../platform/localization/localizer.js';
import { assertOperation, recordCreation } from '../../../platform/workflow/transition.js';
import { suppliers } from '../../suppliers/schema.js';
import { bomHeaders } from '../schema.js';
import type { BomContext } from '../shared/context.js';
import { auditedBom, BOM_ENTITY_TYPE, type BomLineRow, type BomRow } from '../shared/dto.js';
import {
  approvedLetters,
  checkLines,
  deleteLines,
  insertLines,
  ruleText,
  type LineValues,
} from '../shared/lines.js';
import { findBomRow, getBom } from '../shared/load.js';
import { moveBom } from '../shared/release.js';
import { MATERIAL_BLOCKED, partsOf } from '../shared/materials.js';
import { bomNumber, nextRevision } from '../shared/revision.js';
import { linesOf } from '../structure/rows.js';

const statusText = (status: number): LocalizableText => ({
  resource: commonTexts.resource,
  key: bomWorkflow.statuses[status as keyof typeof bomWorkflow.statuses]?.text ?? String(status),
  args: [],
});

/** A header's dates in order (a 400 on `effectiveTo` otherwise). */
function assertDates(effectiveFrom: string, effectiveTo: string | null | undefined) {
  if (effectiveTo && effectiveTo < effectiveFrom)
    throw fieldProblem('effectiveTo', ruleText('Bom:EffectiveToBeforeFrom'));
}

/** The revisions of a parent and supplier (live ones). */
async function revisionsOf(c: BomContext, parentPartNo: string, supplierId: string | null) {
  const h = bomHeaders;
  const rows = await c.tx
    .select({ revision: h.revision, supplierId: h.supplierId })
    .from(h)
    .where(and(eq(h.tenantId, c.tenantId), eq(h.parentPartNo, parentPartNo), eq(h.isDeleted, false)));
  return rows.filter((r) => r.supplierId === supplierId).map((r) => r.revision);
}

/** Who the BOM is for: a vendor's is always their supplier's Supplier BOM; engineering names it. */
async function ownerOf(
  c: BomContext,
  input: { bomType: BomTypeValue; supplierId?: string | null | undefined },
): Promise<{ bomType: BomTypeValue; supplierId: string | null }> {
  if (c.actor.supplierId) return { bomType: 'Supplier', supplierId: c.actor.supplierId };
  const supplierId = input.supplierId ?? null;
  if (input.bomType === 'Standard' && supplierId)
    throw fieldProblem('supplierId', ruleText('Bom:StandardHasNoSupplier'));
  if (input.bomType === 'Supplier' && !supplierId)
    throw fieldProblem('supplierId', ruleText('Bom:SupplierRequired'));
  if (supplierId) {
    const [s] = await c.tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(
        and(
          eq(suppliers.tenantId, c.tenantId),
          eq(suppliers.id, supplierId),
          eq(suppliers.isDeleted, false),
          eq(suppliers.status, SupplierStatus.Active),
        ),
      );
    if (!s) throw fieldProblem('supplierId', ruleText('Bom:UnknownSupplier'));
  }
  return { bomType: input.bomType, supplierId };
}

/** The parent as the material master knows it: unknown or blocked is a 400 on `parentPartNo`. */
async function parentOf(c: BomContext, parentPartNo: string) {
  const part = (await partsOf(c.tx, [parentPartNo])).get(parentPartNo);
  if (!part) throw fieldProblem('parentPartNo', ruleText('Bom:UnknownParent', parentPartNo));
  if (part.status === MATERIAL_BLOCKED)
    throw fieldProblem('parentPartNo', ruleText('Bom:BlockedParent', parentPartNo));
  return part;
}

const revisionTaken = (parentPartNo: string, revision: string) => () =>
  fieldProblem('revision', ruleText('Bom:RevisionTaken', parentPartNo, revision));

interface NewHeader {
  parentPartNo: string;
  bomType: BomTypeValue;
  supplierId: string | null;
  revision: string;
  baseQty: number;
  uom: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  ecnNo: string | null;
  remark: string | null;
  copiedFromId: string | null;
}

/** Writes a new Draft header with its lines, its audit entry and its first history row. */
async function insertBom(c: BomContext, header: NewHeader, lines: readonly LineValues[]): Promise<string> {
  const { tx, actor } = c;
  const parent = await parentOf(c, header.parentPartNo);
  const id = newId();
  const status = BomStatus.Draft;
  const [row] = await uniquely(
    () =>
      tx
        .insert(bomHeaders)
        .values({
          id,
          bomNo: bomNumber(header.parentPartNo, header.revision),
          parentPartNo: header.parentPartNo,
          parentName: parent.name,
          parentSpec: parent.spec,
          bomType: header.bomType,
          supplierId: header.supplierId,
          revision: header.revision,
          baseQty: header.baseQty,
          uom: header.uom || parent.unit,
          effectiveFrom: header.effectiveFrom,
          effectiveTo: header.effectiveTo,
          ecnNo: header.ecnNo,
          status,
          lineCount: lines.length,
          copiedFromId: header.copiedFromId,
          remark: header.remark,
          creatorId: actor.id,
        })
        .returning(),
    revisionTaken(header.parentPartNo, header.revision),
  );
  await insertLines(tx, { id, supplierId: header.supplierId }, lines);
  c.audit.created(BOM_ENTITY_TYPE, id, auditedBom(row!));
  await recordCreation(tx, bomWorkflow, { id, status, supplierId: header.supplierId }, actor);
  return id;
}

/** The revision asked for, or the next after the parent's and supplier's newest; a taken one is a 400. */
async function revisionFor(
  c: BomContext,
  parentPartNo: string,
  supplierId: string | null,
  given?: string | null,
) {
  const existing = await revisionsOf(c, parentPartNo, supplierId);
  const revision = given?.trim().toUpperCase() || nextRevision(existing);
  if (existing.some((r) => r.toUpperCase() === revision)) throw revisionTaken(parentPartNo, revision)();
  return revision;
}

/**
 * `POST /api/app/bom`: a Draft revision. The parent from the material master (name, spec, unit),
 * the revision the next one unless given, every line checked (`checkLines`) and written at once.
 */
export async function createBom(c: BomContext, input: BomCreateInput): Promise<BomDto> {
  const parentPartNo = input.parentPartNo.trim();
  const owner = await ownerOf(c, input);
  assertDates(input.effectiveFrom, input.effectiveTo);
  await parentOf(c, parentPartNo);
  const revision = await revisionFor(c, parentPartNo, owner.supplierId, input.revision);
  const { values } = await checkLines(
    c.tx,
    c.culture,
    { parentPartNo, supplierId: owner.supplierId },
    input.lines,
  );
  const id = await insertBom(
    c,
    {
      parentPartNo,
      ...owner,
      revision,
      baseQty: input.baseQty,
      uom: input.uom?.trim() ?? '',
      effectiveFrom: input.effectiveFrom,
      effectiveTo: input.effectiveTo ?? null,
      ecnNo: input.ecnNo ?? null,
      remark: input.remark ?? null,
      copiedFromId: null,
    },
    values,
  );
  return getBom(c.tx, c.tenantId, id, c.actor);
}

/**
 * Refuses a change of a BOM that no longer changes (Submitted on: a released one is copied into a
 * new revision) with a sentence saying so, then the workflow's own check of the caller.
 */
function assertEditable(c: BomContext, row: BomRow, operation: 'update' | 'delete', actionText: string) {
  const allowed = (bomWorkflow.operations?.[operation]?.in ?? []) as readonly number[];
  if (!allowed.includes(row.status))
    throw new BusinessError(ruleText('Bom:ReadOnly', row.bomNo, statusText(row.status)), {
      code: 'SupplierPortal:Bom:ReadOnly',
      data: { status: row.status },
    });
  assertOperation(bomWorkflow, operation, row, c.actor, actionText);
}

/**
 * `PUT /api/app/bom/{id}` (Draft, Rejected): the header's fields and all lines, replaced. A
 * Rejected revision goes back to Draft (a history row says so); the rejection's reason stays until
 * the next submission.
 */
export async function updateBom(c: BomContext, id: string, input: BomUpdateInput): Promise<BomDto> {
  const { tx, tenantId, actor } = c;
  const before = await findBomRow(tx, tenantId, id, true);
  assertEditable(c, before, 'update', 'Action:Edit');
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  assertDates(input.effectiveFrom, input.effectiveTo);
  const { values } = await checkLines(tx, c.culture, before, input.lines);
  await deleteLines(tx, tenantId, id);
  await insertLines(tx, before, values);
  const [after] = await tx
    .update(bomHeaders)
    .set({
      baseQty: input.baseQty,
      ...(input.uom?.trim() ? { uom: input.uom.trim() } : {}),
      effectiveFrom: input.effectiveFrom,
      effectiveTo: input.effectiveTo ?? null,
      ecnNo: input.ecnNo ?? null,
      remark: input.remark ?? null,
      lineCount: values.length,
      concurrencyStamp: newStamp(),
      lastModificationTime: new Date(),
      lastModifierId: actor.id,
    })
    .where(atStamp(bomHeaders, tenantId, id, before.concurrencyStamp))
    .returning();
  const updated = expectUpdated(after ? [after] : []);
  c.audit.updated(BOM_ENTITY_TYPE, id, auditedBom(before), auditedBom(updated));
  // A rejected revision goes back to Draft: the workflow's `revise` step, with its history row.
  if (before.status === BomStatus.Rejected) await moveBom(c, updated, { action: 'revise', system: true });
  return getBom(tx, tenantId, id, actor);
}

/** `DELETE /api/app/bom/{id}` (Draft, Rejected): soft, the row stays for the audit trail. */
export async function deleteBom(c: BomContext, id: string): Promise<void> {
  const { tx, tenantId, actor } = c;
  const before = await findBomRow(tx, tenantId, id, true);
  assertEditable(c, before, 'delete', 'Action:Delete');
  const [after] = await tx
    .update(bomHeaders)
    .set(deletedBy(actor.id))
    .where(atStamp(bomHeaders, tenantId, id, before.concurrencyStamp))
    .returning();
  expectUpdated(after ? [after] : []);
  c.audit.deleted(BOM_ENTITY_TYPE, id, auditedBom(before));
}

/** A stored line as the API's input (to check a stored BOM again with the save's rules). */
export const lineInputOf = (l: BomLineRow): BomLineInput => ({
  lineNo: l.lineNo,
  childPartNo: l.childPartNo,
  qtyPer: Number(l.qtyPer),
  uom: l.uom,
  scrapRate: l.scrapRate === null ? null : Number(l.scrapRate),
  refDesignators: l.refDesignators,
  materialSource: l.materialSource as MaterialSourceValue,
  manufacturer: l.manufacturer,
  mpn: l.mpn,
  altGroup: l.altGroup,
  altPriority: l.altPriority,
  usageProbability: l.usageProbability === null ? null : Number(l.usageProbability),
  isAlternate: l.isAlternate,
  rohs: l.rohs,
  remark: l.remark,
});

type CopyInput = {
  revision?: string | null | undefined;
  ecnNo?: string | null | undefined;
  effectiveFrom?: string | undefined;
};

/**
 * `POST /api/app/bom/{id}/copy`: a new Draft revision of the same parent and supplier with all the
 * lines (new ids, customer supply to be confirmed again, letters looked up again), `copiedFromId`
 * this one. The revision is the next unless given; the ECN and effective date as given.
 */
export async function copyBom(c: BomContext, id: string, input: CopyInput): Promise<BomDto> {
  const { tx, tenantId, actor } = c;
  const from = await findBomRow(tx, tenantId, id);
  assertOperation(bomWorkflow, 'copy', from, actor, 'Bom:Copy');
  const revision = await revisionFor(c, from.parentPartNo, from.supplierId, input.revision);
  const lines = await linesOf(tx, tenantId, id);
  const letters = from.supplierId
    ? await approvedLetters(
        tx,
        from.supplierId,
        lines.map((l) => l.childPartNo),
      )
    : new Map<string, string>();
  const values: LineValues[] = lines.map((l) => ({
    ...l,
    id: newId(),
    letterNo: letters.get(l.childPartNo) ?? null,
    supplyConfirmed: false,
    supplyConfirmedById: null,
    supplyConfirmedByName: null,
    supplyConfirmedTime: null,
  }));
  const newId_ = await insertBom(
    c,
    {
      parentPartNo: from.parentPartNo,
      bomType: from.bomType as BomTypeValue,
      supplierId: from.supplierId,
      revision,
      baseQty: Number(from.baseQty),
      uom: from.uom,
      effectiveFrom: input.effectiveFrom ?? from.effectiveFrom,
      effectiveTo: null,
      ecnNo: input.ecnNo ?? null,
      remark: from.remark,
      copiedFromId: from.id,
    },
    values,
  );
  return getBom(tx, tenantId, newId_, actor);
}
