import type { BomCompareDto, BomLineChangeDto, BomLineDto } from '@sp/contracts';
import type { Queryable } from '../../../platform/db/client.js';
import { findBom, linesOf, toBomLine } from './rows.js';

/** The fields a changed line is judged on (and named by), in the grid's order. */
export const COMPARED_FIELDS = [
  'lineNo',
  'qtyPer',
  'uom',
  'scrapRate',
  'refDesignators',
  'materialSource',
  'manufacturer',
  'mpn',
  'altPriority',
  'usageProbability',
  'isAlternate',
  'remark',
] as const satisfies readonly (keyof BomLineDto)[];

/** Blank text and null are the same value; numbers compare as numbers. */
const same = (a: unknown, b: unknown) => {
  const norm = (v: unknown) => (v === '' || v === undefined ? null : v);
  return norm(a) === norm(b);
};

const matchKey = (l: BomLineDto) => `${l.altGroup ?? ''}\u0000${l.childPartNo}`;

function byKey(lines: BomLineDto[]): Map<string, BomLineDto[]> {
  const map = new Map<string, BomLineDto[]>();
  for (const l of lines) {
    const list = map.get(matchKey(l));
    if (list) list.push(l);
    else map.set(matchKey(l), [l]);
  }
  for (const list of map.values()) list.sort((a, b) => a.lineNo - b.lineNo);
  return map;
}

/**
 * Two BOMs line by line (`GET /api/app/bom/compare?from=&to=`). Lines are matched by child part and
 * alternate group; a part on several lines of one group (or of none) pairs up by position, in
 * lineNo order, and the lines left over are added or removed. A matched pair is changed when any
 * of COMPARED_FIELDS differs (their names are listed), else unchanged. Any two BOMs the caller may
 * see compare, of the same parent or not (engineering compares a variant with the part it derives
 * from too); the answer carries both headers, so the page shows which parents are compared.
 */
export async function compareBoms(
  tx: Queryable,
  tenantId: string,
  fromId: string,
  toId: string,
): Promise<BomCompareDto> {
  const from = await findBom(tx, tenantId, fromId);
  const to = await findBom(tx, tenantId, toId);
  const fromLines = (await linesOf(tx, tenantId, fromId)).map(toBomLine);
  const toLines = (await linesOf(tx, tenantId, toId)).map(toBomLine);

  const before = byKey(fromLines);
  const added: BomLineDto[] = [];
  const removed: BomLineDto[] = [];
  const changed: BomLineChangeDto[] = [];
  let unchanged = 0;
  for (const [key, now] of byKey(toLines)) {
    const was = before.get(key) ?? [];
    before.delete(key);
    now.forEach((line, i) => {
      const old = was[i];
      if (!old) {
        added.push(line);
        return;
      }
      const fields = COMPARED_FIELDS.filter((f) => !same(old[f], line[f]));
      if (fields.length === 0) unchanged++;
      else
        changed.push({ childPartNo: line.childPartNo, altGroup: line.altGroup, from: old, to: line, fields });
    });
    removed.push(...was.slice(now.length));
  }
  for (const was of before.values()) removed.push(...was);
  const order = (a: BomLineDto, b: BomLineDto) =>
    a.lineNo - b.lineNo || a.childPartNo.localeCompare(b.childPartNo);
  return {
    from: from.dto,
    to: to.dto,
    added: added.sort(order),
    removed: removed.sort(order),
    changed,
    unchanged,
  };
}
