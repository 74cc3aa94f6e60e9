import { BomStatus, type BomStatusValue } from '@sp/contracts';
import type { World, WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { bomHeaders, bomLines } from '../schema.js';

export const BOM = '/api/app/bom';

export interface LineSpec {
  child: string;
  qty: number;
  lineNo?: number;
  altGroup?: string;
  usage?: number;
  isAlternate?: boolean;
  uom?: string;
  remark?: string;
}

export interface BomSpec {
  parent: string;
  supplierId: string | null;
  revision?: string;
  status?: BomStatusValue;
  /** Default: true for a Released BOM. */
  isDefault?: boolean;
  baseQty?: number;
  releasedTime?: Date;
  lines: LineSpec[];
}

/**
 * A BOM header and its lines written straight into the tenant (the revisions' API has its own tests),
 * Released and default unless said. Returns the header's id and its lines' ids in order.
 */
export async function insertBom(w: World, tenant: WorldTenant, spec: BomSpec) {
  const id = newId();
  const status = spec.status ?? BomStatus.Released;
  const revision = spec.revision ?? 'A';
  const lineIds = spec.lines.map(() => newId());
  await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    await tx.insert(bomHeaders).values({
      id,
      bomNo: `BOM-${spec.parent}-${revision}`,
      parentPartNo: spec.parent,
      parentName: `Assembly ${spec.parent}`,
      bomType: spec.supplierId ? 'Supplier' : 'Standard',
      supplierId: spec.supplierId,
      revision,
      baseQty: spec.baseQty ?? 1,
      uom: 'PCS',
      effectiveFrom: '2026-01-01',
      status,
      isDefault: spec.isDefault ?? status === BomStatus.Released,
      lineCount: spec.lines.length,
      releasedTime: status === BomStatus.Released ? (spec.releasedTime ?? new Date()) : null,
    });
    if (spec.lines.length > 0)
      await tx.insert(bomLines).values(
        spec.lines.map((l, i) => ({
          id: lineIds[i]!,
          bomId: id,
          supplierId: spec.supplierId,
          sequence: i + 1,
          lineNo: l.lineNo ?? (i + 1) * 10,
          childPartNo: l.child,
          childName: `Part ${l.child}`,
          qtyPer: l.qty,
          uom: l.uom ?? 'PCS',
          materialSource: 'SupplierPurchased',
          altGroup: l.altGroup ?? null,
          usageProbability: l.usage ?? null,
          isAlternate: l.isAlternate ?? false,
          remark: l.remark ?? null,
        })),
      );
  });
  return { id, lineIds };
}

/** Part numbers unique to one test (tenants are shared by the file's tests). */
export const parts = (prefix: string, ...names: string[]) => {
  const tag = newId().slice(-6);
  return Object.fromEntries(names.map((n) => [n, `${prefix}-${n}-${tag}`])) as Record<string, string>;
};
