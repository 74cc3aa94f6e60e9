import {
  bomWorkflow,
  type BomLineDto,
  type BomListItemDto,
  type BomStatusValue,
  type BomTypeValue,
  type MaterialSourceValue,
} from '@sp/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import { suppliers } from '../../suppliers/schema.js';
import { bomHeaders, bomLines } from '../schema.js';

/**
 * The headers and lines the structure endpoints read (tree, compare, where-used), as the wire
 * shapes of contracts/bom/dto.ts. Every read runs in the caller's scope: row-level security
 * narrows a vendor to their own supplier's BOMs, so another supplier's BOM is simply not there.
 */

export type HeaderRow = typeof bomHeaders.$inferSelect;
export type LineRow = typeof bomLines.$inferSelect;

export const BOM_ENTITY_TYPE = bomWorkflow.entity;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBomListItem(
  r: HeaderRow,
  supplier: { vendorCode: string | null; vendorName: string | null },
): BomListItemDto {
  return {
    id: r.id,
    bomNo: r.bomNo,
    parentPartNo: r.parentPartNo,
    parentName: r.parentName,
    parentSpec: r.parentSpec,
    bomType: r.bomType as BomTypeValue,
    supplierId: r.supplierId,
    vendorCode: supplier.vendorCode,
    vendorName: supplier.vendorName,
    revision: r.revision,
    baseQty: Number(r.baseQty),
    uom: r.uom,
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    ecnNo: r.ecnNo,
    status: r.status as BomStatusValue,
    isDefault: r.isDefault,
    lineCount: r.lineCount,
    submittedByName: r.submittedByName,
    submittedTime: iso(r.submittedTime),
    approvedByName: r.approvedByName,
    approvedTime: iso(r.approvedTime),
    rejectReason: r.rejectReason,
    updateRequested: r.updateRequested,
    updateRequestNote: r.updateRequestNote,
    creationTime: r.creationTime.toISOString(),
    lastModificationTime: iso(r.lastModificationTime),
  };
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function toBomLine(r: LineRow): BomLineDto {
  return {
    id: r.id,
    lineNo: r.lineNo,
    childPartNo: r.childPartNo,
    childName: r.childName,
    childSpec: r.childSpec,
    qtyPer: Number(r.qtyPer),
    uom: r.uom,
    scrapRate: num(r.scrapRate),
    refDesignators: r.refDesignators,
    materialSource: r.materialSource as MaterialSourceValue,
    manufacturer: r.manufacturer,
    mpn: r.mpn,
    altGroup: r.altGroup,
    altPriority: r.altPriority,
    usageProbability: num(r.usageProbability),
    isAlternate: r.isAlternate,
    letterNo: r.letterNo,
    rohs: r.rohs,
    supplyConfirmed: r.supplyConfirmed,
    supplyConfirmedByName: r.supplyConfirmedByName,
    remark: r.remark,
  };
}

/** Live BOM headers by id, with their supplier's code and name (the ones the caller may see). */
export async function headersById(
  tx: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, { row: HeaderRow; dto: BomListItemDto }>> {
  if (ids.length === 0) return new Map();
  const h = bomHeaders;
  const rows = await tx
    .select({ row: h, vendorCode: suppliers.vendorCode, vendorName: suppliers.name })
    .from(h)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, h.tenantId), eq(suppliers.id, h.supplierId)))
    .where(and(eq(h.tenantId, tenantId), inArray(h.id, [...new Set(ids)]), eq(h.isDeleted, false)));
  return new Map(rows.map((r) => [r.row.id, { row: r.row, dto: toBomListItem(r.row, r) }]));
}

/** One live BOM the caller may see; another supplier's (or tenant's) is a 404. */
export async function findBom(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<{ row: HeaderRow; dto: BomListItemDto }> {
  const found = (await headersById(tx, tenantId, [id])).get(id);
  if (!found) throw new EntityNotFoundError(BOM_ENTITY_TYPE, id);
  return found;
}

/** A BOM's lines in the grid's order. */
export function linesOf(tx: Queryable, tenantId: string, bomId: string): Promise<LineRow[]> {
  return tx
    .select()
    .from(bomLines)
    .where(and(eq(bomLines.tenantId, tenantId), eq(bomLines.bomId, bomId)))
    .orderBy(asc(bomLines.sequence), asc(bomLines.id));
}

/**
 * A line's share of its quantity in roll-ups: the usage share (percent) of a line in an alternate
 * group (the primary's and the alternates' shares add up to 100 %), else the whole quantity.
 */
export const usageShare = (l: { altGroup: string | null; usageProbability: number | string | null }) =>
  l.altGroup !== null && l.usageProbability !== null ? Number(l.usageProbability) / 100 : 1;

/** Float noise off a rolled-up quantity (products of numeric(18,6) values), 12 significant digits. */
export const tidy = (n: number) => Number(n.toPrecision(12));
