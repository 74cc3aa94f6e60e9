import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { newId, newStamp } from '../../platform/db/columns.js';
import {
  auditedMaterial,
  auditedMaterialSupplier,
  MATERIAL_FIELDS,
  MATERIAL_SUPPLIER_FIELDS,
  type MaterialRow,
  type MaterialSupplierRow,
} from './dto.js';
import { materials, materialSuppliers } from './schema.js';
import {
  MATERIAL_ENTITY,
  MATERIAL_SUPPLIER_ENTITY,
  translateWriteError,
  type materialValues,
} from './service.js';

export type MaterialValues = ReturnType<typeof materialValues>;

/** An approved supplier as a bulk write gives it: the supplier already resolved from its code. */
export interface SupplierValues {
  supplierId: string;
  supplierPartNo: string | null;
  manufacturer: string | null;
  mpn: string | null;
  status: number;
}

export interface UpsertItem {
  values: MaterialValues;
  /**
   * `replace`: these are all the material's approved suppliers (others are removed); `add`: make
   * sure these are approved, leave the others; absent: approvals untouched.
   */
  suppliers?: { mode: 'replace' | 'add'; list: SupplierValues[] };
}

export interface UpsertResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** Rows per INSERT and per lookup: well inside PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

const chunks = <T>(list: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** Whether the stored row already holds these values (nothing to write, nothing to audit). */
const sameMaterial = (row: MaterialRow, v: MaterialValues) =>
  MATERIAL_FIELDS.every((k) => (row[k] ?? null) === (v[k] ?? null));

const sameLink = (row: MaterialSupplierRow, v: SupplierValues) =>
  MATERIAL_SUPPLIER_FIELDS.every((k) => k === 'materialId' || (row[k] ?? null) === (v[k] ?? null));

/**
 * Creates or updates materials by part number in the caller's transaction: the one write path of
 * the Excel import and the ERP sync. Only what differs is written and audited, so the same
 * payload twice changes nothing the second time. Existing rows are changed with one UPDATE per
 * chunk (`jsonb_to_recordset`), new ones with one INSERT per chunk.
 */
export async function upsertMaterials(
  tx: Tx,
  audit: AuditCollector,
  items: readonly UpsertItem[],
  actorId: string | null,
): Promise<UpsertResult> {
  const existing = new Map<string, MaterialRow>();
  for (const part of chunks(items.map((i) => i.values.partNo))) {
    const rows = await tx
      .select()
      .from(materials)
      .where(and(inArray(materials.partNo, part), eq(materials.isDeleted, false)))
      .for('update');
    for (const r of rows) existing.set(r.partNo, r);
  }

  const inserts: (typeof materials.$inferInsert)[] = [];
  const updates: { before: MaterialRow; values: MaterialValues; stamp: string }[] = [];
  const idOf = new Map<string, string>();
  let unchanged = 0;
  for (const { values } of items) {
    const row = existing.get(values.partNo);
    if (!row) {
      const id = newId();
      idOf.set(values.partNo, id);
      inserts.push({ id, ...values, creatorId: actorId });
    } else {
      idOf.set(values.partNo, row.id);
      if (sameMaterial(row, values)) unchanged++;
      else updates.push({ before: row, values, stamp: newStamp() });
    }
  }

  for (const part of chunks(inserts)) {
    let rows: MaterialRow[] = [];
    try {
      rows = await tx.insert(materials).values(part).returning();
    } catch (err) {
      translateWriteError(err, part[0]?.partNo ?? '');
    }
    for (const r of rows) audit.created(MATERIAL_ENTITY, r.id, auditedMaterial(r));
  }

  for (const part of chunks(updates)) {
    const payload = part.map((u) => ({ id: u.before.id, stamp: u.stamp, ...u.values }));
    await tx.execute(sql`
      update materials m set
        name = v.name, spec = v.spec, unit = v.unit, category = v.category,
        drawing_no = v."drawingNo", drawing_rev = v."drawingRev", msl = v.msl, rohs = v.rohs,
        halogen_free = v."halogenFree", shelf_life_days = v."shelfLifeDays", status = v.status,
        remark = v.remark, concurrency_stamp = v.stamp,
        last_modification_time = now(), last_modifier_id = ${actorId}::uuid
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as v(
        id uuid, stamp text, name text, spec text, unit text, category text, "drawingNo" text,
        "drawingRev" text, msl text, rohs boolean, "halogenFree" boolean, "shelfLifeDays" integer,
        status integer, remark text)
      where m.tenant_id = app_tenant_id() and m.id = v.id`);
    for (const u of part)
      audit.updated(MATERIAL_ENTITY, u.before.id, auditedMaterial(u.before), {
        ...auditedMaterial(u.before),
        ...u.values,
      });
  }

  const withSuppliers = items.filter((i) => i.suppliers);
  if (withSuppliers.length > 0) await upsertLinks(tx, audit, withSuppliers, idOf, actorId);
  return { created: inserts.length, updated: updates.length, unchanged };
}

/** Brings the approvals of the given materials to what the items say. */
async function upsertLinks(
  tx: Tx,
  audit: AuditCollector,
  items: readonly UpsertItem[],
  idOf: ReadonlyMap<string, string>,
  actorId: string | null,
) {
  const materialIds = items.map((i) => idOf.get(i.values.partNo)!);
  const current = new Map<string, MaterialSupplierRow[]>();
  for (const part of chunks(materialIds)) {
    const rows = await tx.select().from(materialSuppliers).where(inArray(materialSuppliers.materialId, part));
    for (const r of rows) current.set(r.materialId, [...(current.get(r.materialId) ?? []), r]);
  }
  const inserts: (typeof materialSuppliers.$inferInsert)[] = [];
  for (const item of items) {
    const materialId = idOf.get(item.values.partNo)!;
    const { mode, list } = item.suppliers!;
    const have = new Map((current.get(materialId) ?? []).map((r) => [r.supplierId, r]));
    for (const want of list) {
      const row = have.get(want.supplierId);
      have.delete(want.supplierId);
      if (!row) inserts.push({ id: newId(), materialId, ...want, creatorId: actorId });
      else if (mode === 'replace' && !sameLink(row, want)) {
        const [after] = await tx
          .update(materialSuppliers)
          .set({
            ...want,
            concurrencyStamp: newStamp(),
            lastModificationTime: new Date(),
            lastModifierId: actorId,
          })
          .where(and(eq(materialSuppliers.tenantId, row.tenantId), eq(materialSuppliers.id, row.id)))
          .returning();
        audit.updated(
          MATERIAL_SUPPLIER_ENTITY,
          row.id,
          auditedMaterialSupplier(row),
          auditedMaterialSupplier(after!),
        );
      }
    }
    if (mode === 'replace')
      for (const gone of have.values()) {
        await tx
          .delete(materialSuppliers)
          .where(and(eq(materialSuppliers.tenantId, gone.tenantId), eq(materialSuppliers.id, gone.id)));
        audit.deleted(MATERIAL_SUPPLIER_ENTITY, gone.id, auditedMaterialSupplier(gone));
      }
  }
  for (const part of chunks(inserts)) {
    const rows = await tx.insert(materialSuppliers).values(part).returning();
    for (const r of rows) audit.created(MATERIAL_SUPPLIER_ENTITY, r.id, auditedMaterialSupplier(r));
  }
}
