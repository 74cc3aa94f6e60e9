import type { BomCompareDto, BomLineChangeDto, BomLineDto } from '@sp/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../../platform/db/client.js';
import { bomLines } from '../schema.js';
import { findBom, toBomLine, type LineRow } from './rows.js';

/**
 * The fields a changed line is judged on (and named by), in the grid's order, with the column each
 * compares (text blank or null alike; numbers as numbers, so 2 and 2.000 are the same).
 */
const blank = (col: string) => (t: string) => `nullif(${t}.${col}, '')`;
const plain = (col: string) => (t: string) => `${t}.${col}`;
const COMPARED: readonly [keyof BomLineDto, (t: string) => string][] = [
  ['lineNo', plain('line_no')],
  ['qtyPer', plain('qty_per')],
  ['uom', blank('uom')],
  ['scrapRate', plain('scrap_rate')],
  ['refDesignators', blank('ref_designators')],
  ['materialSource', plain('material_source')],
  ['manufacturer', blank('manufacturer')],
  ['mpn', blank('mpn')],
  ['altPriority', plain('alt_priority')],
  ['usageProbability', plain('usage_probability')],
  ['isAlternate', plain('is_alternate')],
  ['remark', blank('remark')],
];

export const COMPARED_FIELDS = COMPARED.map(([field]) => field);

/** A pair or lone line: the from line's id, the to line's id, the fields that differ. */
type Diff = [string | null, string | null, (keyof BomLineDto)[]];

/**
 * The pairing, in the database: each BOM's lines numbered within their (child part, alternate group)
 * in position order, the two sides joined on part, group and that number; what comes back is the
 * unchanged count and, for every other pair or lone line, its ids and the fields that differ.
 */
function pairsSql(tenantId: string, fromId: string, toId: string) {
  const side = (bomId: string) => sql`select l.*, row_number() over (
      partition by l.child_part_no, coalesce(l.alt_group, '') order by l.line_no, l.sequence, l.id) as rn
    from bom_lines l where l.tenant_id = ${tenantId} and l.bom_id = ${bomId}`;
  const differs = sql.raw(
    `array_remove(array[${COMPARED.map(
      ([field, col]) => `case when ${col('a')} is distinct from ${col('b')} then '${field}' end`,
    ).join(', ')}], null)`,
  );
  return sql`with a as (${side(fromId)}), b as (${side(toId)}),
    j as (
      select a.id as a_id, b.id as b_id, coalesce(b.sequence, a.sequence) as seq, ${differs} as fields
        from a full join b
          on a.child_part_no = b.child_part_no and coalesce(a.alt_group, '') = coalesce(b.alt_group, '')
         and a.rn = b.rn
    )
    select count(*) filter (where a_id is not null and b_id is not null and cardinality(fields) = 0) as unchanged,
           coalesce(json_agg(json_build_array(a_id, b_id, fields) order by seq)
             filter (where a_id is null or b_id is null or cardinality(fields) > 0), '[]') as diffs
      from j`;
}

/**
 * Two BOMs line by line (`GET /api/app/bom/compare?from=&to=`). Lines are matched by child part and
 * alternate group; a part on several lines of one group (or of none) pairs up by position, in
 * lineNo order, and the lines left over are added or removed. A matched pair is changed when any
 * of COMPARED_FIELDS differs (their names are listed), else unchanged. Any two BOMs the caller may
 * see compare, of the same parent or not (engineering compares a variant with the part it derives
 * from too); the answer carries both headers, so the page shows which parents are compared. The
 * pairing runs in the database; only the lines that differ are read back whole.
 */
export async function compareBoms(
  tx: Queryable,
  tenantId: string,
  fromId: string,
  toId: string,
): Promise<BomCompareDto> {
  const from = await findBom(tx, tenantId, fromId);
  const to = await findBom(tx, tenantId, toId);
  const [result] = await queryRows<{ unchanged: string | number; diffs: Diff[] | string }>(
    tx,
    pairsSql(tenantId, fromId, toId),
  );
  // PGlite hands json back parsed, node-postgres too; a driver giving text is read as JSON.
  const diffs: Diff[] =
    typeof result?.diffs === 'string' ? (JSON.parse(result.diffs) as Diff[]) : (result?.diffs ?? []);
  const ids = diffs.flatMap(([a, b]) => [a, b]).filter((id): id is string => id !== null);
  const lines = new Map<string, BomLineDto>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows: LineRow[] = await tx
      .select()
      .from(bomLines)
      .where(and(eq(bomLines.tenantId, tenantId), inArray(bomLines.id, ids.slice(i, i + 1000))));
    for (const r of rows) lines.set(r.id, toBomLine(r));
  }
  const added: BomLineDto[] = [];
  const removed: BomLineDto[] = [];
  const changed: BomLineChangeDto[] = [];
  for (const [a, b, fields] of diffs) {
    const old = a ? lines.get(a) : undefined;
    const now = b ? lines.get(b) : undefined;
    if (old && now)
      changed.push({ childPartNo: now.childPartNo, altGroup: now.altGroup, from: old, to: now, fields });
    else if (now) added.push(now);
    else if (old) removed.push(old);
  }
  const order = (x: BomLineDto, y: BomLineDto) =>
    x.lineNo - y.lineNo || x.childPartNo.localeCompare(y.childPartNo);
  return {
    from: from.dto,
    to: to.dto,
    added: added.sort(order),
    removed: removed.sort(order),
    changed,
    unchanged: Number(result?.unchanged ?? 0),
  };
}
