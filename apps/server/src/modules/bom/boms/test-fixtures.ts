import type { World, WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { materials } from '../../materials/schema.js';

export const BOM = '/api/app/bom';

/** Part numbers unique to one test, written into the tenant's material master (1 = blocked). */
export async function addParts(
  w: World,
  tenant: WorldTenant,
  prefix: string,
  names: string[],
  blocked: string[] = [],
): Promise<Record<string, string>> {
  const tag = newId().slice(-6);
  const p = Object.fromEntries(names.map((n) => [n, `${prefix}-${n}-${tag}`]));
  await inScope(w.server.database.db, tenantScope(tenant.id), (tx) =>
    tx.insert(materials).values(
      names.map((n) => ({
        id: newId(),
        partNo: p[n]!,
        name: `物料 ${n}`,
        spec: `规格 ${n}`,
        unit: 'PCS',
        status: blocked.includes(n) ? 1 : 0,
      })),
    ),
  );
  return p;
}

/** A plain line (position 10, 20 … by order when not given). */
export const line = (childPartNo: string, qtyPer: number, more: Record<string, unknown> = {}) => ({
  childPartNo,
  qtyPer,
  ...more,
});

/** Lines numbered 10, 20 … */
export const numbered = (...lines: Record<string, unknown>[]) =>
  lines.map((l, i) => ({ lineNo: (i + 1) * 10, ...l }));

export const header = (
  parentPartNo: string,
  lines: Record<string, unknown>[],
  more: Record<string, unknown> = {},
) => ({
  parentPartNo,
  effectiveFrom: '2026-01-01',
  lines,
  ...more,
});
