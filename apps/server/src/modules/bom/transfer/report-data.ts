import type { BomTreeDto, BomTreeNodeDto } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { tenants } from '../../tenants/schema.js';
import { bomHeaders, bomLines } from '../schema.js';
import { bomTree } from '../structure/tree.js';

/** One printed line: a node of the tree and its maker (the tree's nodes do not carry it). */
export interface ReportLine {
  node: BomTreeNodeDto;
  manufacturer: string | null;
  mpn: string | null;
}

export interface BomReportData {
  tree: BomTreeDto;
  header: typeof bomHeaders.$inferSelect;
  /** Depth-first, as the indented list prints them. */
  lines: ReportLine[];
  company: string;
  timeZone: string;
}

/**
 * What the BOM report prints, read in the caller's scope: the multi-level tree (B2's `bomTree`, so
 * the report and the tree page agree), the header row (remark, who prepared and approved it) and
 * each line's manufacturer and MPN. Another supplier's BOM (or another tenant's) is not visible
 * through row-level security: `bomTree` answers 404.
 */
export async function loadBomReport(tx: Tx, tenantId: string, id: string): Promise<BomReportData> {
  const tree = await bomTree(tx, tenantId, id);
  const [header] = await tx
    .select()
    .from(bomHeaders)
    .where(and(eq(bomHeaders.tenantId, tenantId), eq(bomHeaders.id, id)));
  const nodes: BomTreeNodeDto[] = [];
  const walk = (n: BomTreeNodeDto) => {
    nodes.push(n);
    n.children?.forEach(walk);
  };
  tree.nodes.forEach(walk);
  // A node's key ends with its line's id.
  const lineId = (n: BomTreeNodeDto) => n.key.slice(n.key.lastIndexOf('/') + 1);
  const ids = [...new Set(nodes.map(lineId))];
  const makers = new Map<string, { manufacturer: string | null; mpn: string | null }>();
  if (ids.length > 0) {
    const rows = await tx
      .select({ id: bomLines.id, manufacturer: bomLines.manufacturer, mpn: bomLines.mpn })
      .from(bomLines)
      .where(
        and(eq(bomLines.tenantId, tenantId), sql`${bomLines.id} = any(${`{${ids.join(',')}}`}::uuid[])`),
      );
    for (const r of rows) makers.set(r.id, r);
  }
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return {
    tree,
    header: header!,
    lines: nodes.map((node) => ({
      node,
      manufacturer: makers.get(lineId(node))?.manufacturer ?? null,
      mpn: makers.get(lineId(node))?.mpn ?? null,
    })),
    company: tenant?.name ?? '',
    timeZone: await tenantSetting(tx, SettingNames.TimeZone),
  };
}
