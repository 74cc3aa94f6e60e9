import { BomStatus } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../platform/db/client.js';
import { withoutSupplierScope } from '../../../platform/db/scope.js';

/**
 * The BOMs a cycle is looked for through: those in force or on their way to it (business-domain
 * §6: a part cannot contain itself through any chain of released or submitted BOMs). Drafts,
 * rejected and obsolete revisions are not structure yet.
 */
export const CYCLE_STATUSES = [BomStatus.Submitted, BomStatus.Approved, BomStatus.Released] as const;

/**
 * The chain by which a BOM of `parentPartNo` with these children would contain its own parent,
 * `[parent, child, …, parent]`, or null. The walk goes down from the children through every BOM of
 * the tenant in CYCLE_STATUSES, of any supplier (a vendor's BOM can close a loop through another
 * supplier's, which the vendor cannot see: the walk runs with the supplier scope lifted, the
 * tenant's kept, and answers only with part numbers). One recursive query: each (part, reached
 * from) pair once, so shared sub-assemblies and loops already in the data end; the path is then
 * rebuilt from the pairs, shortest first. The parent is not walked below (its other revisions are
 * not this one's structure).
 */
export async function findCycle(
  tx: Tx,
  parentPartNo: string,
  childPartNos: readonly string[],
): Promise<string[] | null> {
  const children = [...new Set(childPartNos.map((c) => c.trim()).filter(Boolean))];
  if (children.length === 0) return null;
  if (children.includes(parentPartNo)) return [parentPartNo, parentPartNo];
  const statuses = `{${CYCLE_STATUSES.join(',')}}`;
  const edges = await withoutSupplierScope(tx, () =>
    queryRows<{ part: string; via: string }>(
      tx,
      sql`with recursive walk(part, via) as (
            select c, ${parentPartNo}::text from jsonb_array_elements_text(${JSON.stringify(children)}::jsonb) c
            union
            select l.child_part_no, w.part
              from walk w
              join bom_headers h on h.tenant_id = app_tenant_id() and h.parent_part_no = w.part
                                and h.status = any(${statuses}::int[]) and not h.is_deleted
              join bom_lines l on l.tenant_id = h.tenant_id and l.bom_id = h.id
             where w.part <> ${parentPartNo})
          select part, via from walk where exists (select 1 from walk where part = ${parentPartNo})`,
    ),
  );
  if (edges.length === 0) return null;
  return chainOf(parentPartNo, edges);
}

/** The shortest path from `root` back to `root` over the pairs (breadth first). */
function chainOf(root: string, edges: readonly { part: string; via: string }[]): string[] | null {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    const list = next.get(e.via);
    if (list) list.push(e.part);
    else next.set(e.via, [e.part]);
  }
  const cameFrom = new Map<string, string>();
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const to of next.get(at) ?? []) {
      if (to === root) {
        const path = [root];
        for (let p: string | undefined = at; p !== undefined && p !== root; p = cameFrom.get(p)) path.push(p);
        path.push(root);
        // Built backwards from the end: root, …, root reversed keeps both ends.
        return [root, ...path.slice(1, -1).reverse(), root];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, at);
        queue.push(to);
      }
    }
  }
  return null;
}

/** A chain as people read it: `A → B → C → A`. */
export const chainText = (chain: readonly string[]) => chain.join(' → ');
