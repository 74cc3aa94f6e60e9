import { BomStatus, type BomStatusValue, type BomWhereUsedRowDto } from '@sp/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../../platform/db/client.js';
import { orderBy, type PagedResult } from '../../../platform/http/paging.js';
import { bomLines } from '../schema.js';
import { headersById, tidy } from './rows.js';
import { TREE_MAX_LEVELS } from './tree.js';
import type { WhereUsedQuery } from './schemas.js';

/** The statuses `includeUnreleased=true` shows: every BOM that is or may become the one in force. */
const UNRELEASED_TOO: BomStatusValue[] = [
  BomStatus.Draft,
  BomStatus.Submitted,
  BomStatus.Approved,
  BomStatus.Released,
];

const sorting = {
  level: sql`w.level`,
  bomNo: sql`h.bom_no`,
  parentPartNo: sql`h.parent_part_no`,
  revision: sql`h.revision`,
  status: sql`h.status`,
  qtyPerParent: sql`w.qty`,
};

/**
 * Every BOM above a part (`GET /api/app/bom/where-used?partNo=`), the inverse of the tree: level 1
 * is each BOM with the part as a line; above that, the walk climbs only through BOMs the tree
 * would expand with (a Released default BOM, and the one `childBoms` picks for the BOM using it:
 * the same supplier's first, then ours, then the most recently released), so a row's figures are
 * the tree's. `qtyPerParent` is the part's quantity per one of the row's parent: the product of
 * qtyPer / baseQty along the path, a line of an alternate group counted at its usage share; a part
 * on several lines of the same path adds up. A row per BOM and path. The rows' BOMs are Released by
 * default, with `includeUnreleased` also Draft, Submitted and Approved, with `status` exactly that
 * status. Row-level security keeps a vendor to their own supplier's BOMs. One recursive query,
 * paged (`skipCount`, `maxResultCount`, `sorting` by level, bomNo, parentPartNo, revision, status,
 * qtyPerParent; default level then bomNo).
 */
export async function whereUsed(
  tx: Queryable,
  tenantId: string,
  q: WhereUsedQuery,
): Promise<PagedResult<BomWhereUsedRowDto>> {
  const statuses: number[] =
    q.status !== undefined ? [q.status] : q.includeUnreleased ? UNRELEASED_TOO : [BomStatus.Released];
  const released = BomStatus.Released;
  const share = (l: string) =>
    sql.raw(
      `case when ${l}.alt_group is not null and ${l}.usage_probability is not null then ${l}.usage_probability / 100 else 1 end`,
    );
  const order: SQL[] = orderBy(q.sorting, sorting, [sql`w.level`, sql`h.bom_no`]);
  const up = sql`with recursive up(bom_id, part, status, is_default, level, qty, path) as (
          select h.id, h.parent_part_no, h.status, h.is_default, 1,
                 l.qty_per * ${share('l')} / coalesce(nullif(h.base_qty, 0), 1), array[h.parent_part_no, l.child_part_no]
            from ${bomLines} l
            join bom_headers h on h.tenant_id = l.tenant_id and h.id = l.bom_id and not h.is_deleted
           where l.tenant_id = ${tenantId} and l.child_part_no = ${q.partNo}
          union all
          select h.id, h.parent_part_no, h.status, h.is_default, u.level + 1,
                 u.qty * l.qty_per * ${share('l')} / coalesce(nullif(h.base_qty, 0), 1), array[h.parent_part_no] || u.path
            from up u
            join bom_lines l on l.tenant_id = ${tenantId} and l.child_part_no = u.part
            join bom_headers h on h.tenant_id = l.tenant_id and h.id = l.bom_id and not h.is_deleted
           where u.status = ${released} and u.is_default and u.level < ${TREE_MAX_LEVELS}
             and h.parent_part_no <> all(u.path)
             and u.bom_id = (select c.id from bom_headers c
                              where c.tenant_id = ${tenantId} and c.parent_part_no = u.part
                                and c.status = ${released} and c.is_default and not c.is_deleted
                              order by (c.supplier_id is not distinct from h.supplier_id) desc,
                                       (c.supplier_id is null) desc, c.released_time desc nulls last, c.id
                              limit 1)
        ), w as (
          select bom_id, level, path, sum(qty) as qty from up
           where status in (${sql.join(
             statuses.map((s) => sql`${s}`),
             sql`, `,
           )})
           group by bom_id, level, path
        )`;
  const rows = await queryRows<{
    bom_id: string;
    level: number;
    path: string[];
    qty: string | number;
    total: string | number;
  }>(
    tx,
    sql`${up}
        select w.bom_id, w.level, w.path, w.qty, count(*) over () as total
          from w join bom_headers h on h.tenant_id = ${tenantId} and h.id = w.bom_id
         order by ${sql.join(order, sql`, `)}, w.path
         limit ${q.maxResultCount} offset ${q.skipCount}`,
  );
  // A page past the end has no row to carry the count.
  const total =
    rows.length > 0 || q.skipCount === 0
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (await queryRows<{ n: string | number }>(tx, sql`${up} select count(*) as n from w`))[0]?.n ?? 0,
        );
  const headers = await headersById(
    tx,
    tenantId,
    rows.map((r) => r.bom_id),
  );
  const items: BomWhereUsedRowDto[] = [];
  for (const r of rows) {
    const h = headers.get(r.bom_id);
    if (!h) continue;
    items.push({
      bomId: h.dto.id,
      bomNo: h.dto.bomNo,
      parentPartNo: h.dto.parentPartNo,
      parentName: h.dto.parentName,
      revision: h.dto.revision,
      status: h.dto.status,
      vendorCode: h.dto.vendorCode,
      vendorName: h.dto.vendorName,
      level: Number(r.level),
      qtyPerParent: tidy(Number(r.qty)),
      path: r.path,
    });
  }
  return { totalCount: total, items };
}
