import { BomStatus, type BomTreeDto, type BomTreeNodeDto, type MaterialSourceValue } from '@sp/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../../platform/db/client.js';
import { bomLines } from '../schema.js';
import { findBom, tidy, usageShare } from './rows.js';

/** How deep a tree goes when the caller names no depth (and at most): far beyond real assemblies. */
export const TREE_MAX_LEVELS = 20;
/** Nodes in one answer at most; a larger tree stops expanding and says `truncated`. */
export const TREE_MAX_NODES = 20_000;

/** The BOM a child part expands with, for children of a BOM of `supplierId`. */
interface ChildBom {
  id: string;
  bomNo: string;
  revision: string;
  baseQty: number;
  supplierId: string | null;
}

/**
 * The BOM each (part, supplier of the BOM using it) expands with: the part's Released default BOM,
 * the same supplier's first, else ours (a standard BOM, no supplier), else the most recently
 * released one of another supplier. Only BOMs the caller may see count (row-level security): a
 * vendor's tree expands through their own supplier's BOMs only. One query for a whole level.
 */
export async function childBoms(
  tx: Queryable,
  tenantId: string,
  keys: readonly { part: string; supplierId: string | null }[],
): Promise<Map<string, ChildBom>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{
    part: string;
    sup: string | null;
    id: string;
    bom_no: string;
    revision: string;
    base_qty: string | number;
    supplier_id: string | null;
  }>(
    tx,
    sql`select distinct on (k.part, k.sup) k.part, k.sup, h.id, h.bom_no, h.revision, h.base_qty, h.supplier_id
          from jsonb_to_recordset(${JSON.stringify(keys.map((k) => ({ part: k.part, sup: k.supplierId })))}::jsonb)
               as k(part text, sup uuid)
          join bom_headers h on h.tenant_id = ${tenantId} and h.parent_part_no = k.part
           and h.status = ${BomStatus.Released} and h.is_default and not h.is_deleted
         order by k.part, k.sup, (h.supplier_id is not distinct from k.sup) desc, (h.supplier_id is null) desc,
                  h.released_time desc nulls last, h.id`,
  );
  return new Map(
    rows.map((r) => [
      keyOf(r.part, r.sup),
      {
        id: r.id,
        bomNo: r.bom_no,
        revision: r.revision,
        baseQty: Number(r.base_qty),
        supplierId: r.supplier_id,
      },
    ]),
  );
}

const keyOf = (part: string, supplierId: string | null) => `${supplierId ?? ''}\u0000${part}`;

type TreeLine = Awaited<ReturnType<typeof linesOfBoms>>[number];

/** The lines of several BOMs, each BOM's in the grid's order: one query. */
function linesOfBoms(tx: Queryable, tenantId: string, bomIds: readonly string[]) {
  const l = bomLines;
  return tx
    .select({
      id: l.id,
      bomId: l.bomId,
      lineNo: l.lineNo,
      childPartNo: l.childPartNo,
      childName: l.childName,
      childSpec: l.childSpec,
      qtyPer: l.qtyPer,
      uom: l.uom,
      scrapRate: l.scrapRate,
      materialSource: l.materialSource,
      isAlternate: l.isAlternate,
      altGroup: l.altGroup,
      usageProbability: l.usageProbability,
    })
    .from(l)
    .where(and(eq(l.tenantId, tenantId), inArray(l.bomId, [...bomIds])))
    .orderBy(asc(l.bomId), asc(l.sequence), asc(l.id));
}

/** A node still to be expanded: where it sits and what is above it. */
interface Frontier {
  node: BomTreeNodeDto;
  /** The supplier of the BOM this line belongs to (its sub-assemblies prefer the same supplier's BOMs). */
  supplierId: string | null;
  /** The part numbers above this line (the top parent included): a child among them is a cycle. */
  above: ReadonlySet<string>;
}

function toNode(
  line: TreeLine,
  parentKey: string | null,
  level: number,
  perTop: number,
  baseQty: number,
): BomTreeNodeDto {
  const qtyPer = Number(line.qtyPer);
  return {
    key: parentKey ? `${parentKey}/${line.id}` : line.id,
    level,
    lineNo: line.lineNo,
    childPartNo: line.childPartNo,
    childName: line.childName,
    childSpec: line.childSpec,
    qtyPer,
    uom: line.uom,
    scrapRate: line.scrapRate === null ? null : Number(line.scrapRate),
    materialSource: line.materialSource as MaterialSourceValue,
    isAlternate: line.isAlternate,
    altGroup: line.altGroup,
    usageProbability: line.usageProbability === null ? null : Number(line.usageProbability),
    extendedQty: tidy((perTop * qtyPer * usageShare(line)) / baseQty),
    childBomId: null,
    childBomNo: null,
    childRevision: null,
  };
}

/**
 * The multi-level tree of a BOM (`GET /api/app/bom/{id}/tree?levels=`): level 1 is the BOM's own
 * lines; a child part with a BOM of its own (see `childBoms`) gets that BOM's lines as children, to
 * `levels` levels. A node at the last level still names its child BOM (the page can open it). A
 * child that is one of the parts above it is a cycle in the data: it names its BOM but is never
 * expanded, so the walk always ends. Level by level: two queries per level, never one per node.
 */
export async function bomTree(
  tx: Queryable,
  tenantId: string,
  id: string,
  levels: number = TREE_MAX_LEVELS,
  maxNodes: number = TREE_MAX_NODES,
): Promise<BomTreeDto> {
  const top = await findBom(tx, tenantId, id);
  const topLines = await linesOfBoms(tx, tenantId, [id]);
  const topAbove = new Set([top.row.parentPartNo]);
  const baseQty = Number(top.row.baseQty) || 1;
  const nodes = topLines.map((l) => toNode(l, null, 1, 1, baseQty));
  let count = nodes.length;
  let depth = nodes.length > 0 ? 1 : 0;
  let truncated = false;
  let frontier: Frontier[] = nodes.map((node) => ({ node, supplierId: top.row.supplierId, above: topAbove }));

  for (let level = 1; frontier.length > 0; level++) {
    const keys = new Map<string, { part: string; supplierId: string | null }>();
    for (const f of frontier)
      keys.set(keyOf(f.node.childPartNo, f.supplierId), {
        part: f.node.childPartNo,
        supplierId: f.supplierId,
      });
    const boms = await childBoms(tx, tenantId, [...keys.values()]);
    const expanding: { f: Frontier; bom: ChildBom }[] = [];
    for (const f of frontier) {
      const bom = boms.get(keyOf(f.node.childPartNo, f.supplierId));
      if (!bom) continue;
      f.node.childBomId = bom.id;
      f.node.childBomNo = bom.bomNo;
      f.node.childRevision = bom.revision;
      if (level < levels && !f.above.has(f.node.childPartNo)) expanding.push({ f, bom });
    }
    if (expanding.length === 0) break;

    const lines = await linesOfBoms(tx, tenantId, [...new Set(expanding.map((e) => e.bom.id))]);
    const byBom = new Map<string, TreeLine[]>();
    for (const l of lines) {
      const list = byBom.get(l.bomId);
      if (list) list.push(l);
      else byBom.set(l.bomId, [l]);
    }
    const next: Frontier[] = [];
    for (const { f, bom } of expanding) {
      const children = byBom.get(bom.id) ?? [];
      if (children.length === 0) continue;
      if (count + children.length > maxNodes) {
        truncated = true;
        break;
      }
      count += children.length;
      const above = new Set(f.above).add(f.node.childPartNo);
      f.node.children = children.map((l) =>
        toNode(l, f.node.key, level + 1, f.node.extendedQty, bom.baseQty || 1),
      );
      depth = Math.max(depth, level + 1);
      for (const node of f.node.children) next.push({ node, supplierId: bom.supplierId, above });
    }
    frontier = truncated ? [] : next;
  }
  return { bom: top.dto, nodes, depth, lineCount: count, ...(truncated ? { truncated } : {}) };
}
