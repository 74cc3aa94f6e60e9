import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../platform/db/client.js';
import { withoutSupplierScope } from '../../../platform/db/scope.js';

/** A part as the material master knows it, for a BOM's parent or line. */
export interface BomPart {
  partNo: string;
  name: string;
  spec: string | null;
  unit: string;
  /** contracts MaterialStatus: 0 active, 1 blocked. */
  status: number;
}

export const MATERIAL_BLOCKED = 1;

/**
 * The tenant's live materials with these part numbers (exact match), keyed by part number; unknown
 * ones are absent. Read with the supplier scope lifted (the tenant's stays): a vendor sees only the
 * materials their supplier is approved for, but a BOM names parts the supplier does not sell to us
 * (the parent, parts we supply). One statement, whatever the number of parts.
 */
export async function partsOf(tx: Tx, partNos: readonly string[]): Promise<Map<string, BomPart>> {
  const unique = [...new Set(partNos.map((p) => p.trim()).filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await withoutSupplierScope(tx, () =>
    queryRows<BomPart>(
      tx,
      sql`select part_no as "partNo", name, spec, unit, status from materials
           where tenant_id = app_tenant_id() and not is_deleted
             and part_no in (select jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb))`,
    ),
  );
  return new Map(rows.map((r) => [r.partNo, r]));
}
