import { BomStatus, type BomTreeDto, type BomTreeNodeDto, type BomWhereUsedRowDto } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { BOM, insertBom, parts } from './test-fixtures.js';
import { bomTree } from './tree.js';

const w = useWorld({ prefix: 'bom-tree' });

/** Every node of a tree, depth first, as `part level extendedQty`. */
function flat(nodes: BomTreeNodeDto[] | undefined): string[] {
  return (nodes ?? []).flatMap((n) => [`${n.childPartNo} ${n.level} ${n.extendedQty}`, ...flat(n.children)]);
}

const rowsOf = (items: BomWhereUsedRowDto[]) =>
  items.map((r) => `${r.parentPartNo} ${r.level} ${r.qtyPerParent} ${r.path.join('>')}`);

/**
 * A four-level structure of supplier S1 (the first supplier of tenant a):
 *   A (base 2): B x4, R1 x1
 *   B: C x3, and the alternate group G1 at position 20: R2 x2 (75 %) and R3 x2 (25 %)
 *   C (base 4): D x2        (beside it: a standard C of ours, and a Draft C rev B of S1: not used)
 *   D: only supplier S2's BOM, E x5   (engineering's tree reaches it; S1's vendor cannot see it)
 * Extended per A: B 2, R1 0.5, C 6, R2 3, R3 1, D 3, E 15.
 */
const p = {} as Record<string, string>;
const ids = {} as Record<string, string>;

beforeAll(async () => {
  Object.assign(p, parts('T', 'A', 'B', 'C', 'D', 'E', 'R1', 'R2', 'R3', 'X', 'F', 'P', 'Q'));
  const s1 = w.a.suppliers[0]!.id;
  const s2 = w.a.suppliers[1]!.id;
  const add = async (name: string, spec: Parameters<typeof insertBom>[2]) =>
    (ids[name] = (await insertBom(w, w.a, spec)).id);
  await add('A', {
    parent: p.A!,
    supplierId: s1,
    baseQty: 2,
    lines: [
      { child: p.B!, qty: 4 },
      { child: p.R1!, qty: 1 },
    ],
  });
  await add('B', {
    parent: p.B!,
    supplierId: s1,
    lines: [
      { child: p.C!, qty: 3, lineNo: 10 },
      { child: p.R2!, qty: 2, lineNo: 20, altGroup: 'G1', usage: 75 },
      { child: p.R3!, qty: 2, lineNo: 20, altGroup: 'G1', usage: 25, isAlternate: true },
    ],
  });
  await add('C', { parent: p.C!, supplierId: s1, baseQty: 4, lines: [{ child: p.D!, qty: 2 }] });
  await add('C-std', { parent: p.C!, supplierId: null, lines: [{ child: p.X!, qty: 99 }] });
  await add('C-draft', {
    parent: p.C!,
    supplierId: s1,
    revision: 'B',
    status: BomStatus.Draft,
    lines: [{ child: p.X!, qty: 98 }],
  });
  await add('D', { parent: p.D!, supplierId: s2, lines: [{ child: p.E!, qty: 5 }] });
  await add('F-draft', {
    parent: p.F!,
    supplierId: s1,
    status: BomStatus.Draft,
    lines: [{ child: p.E!, qty: 7 }],
  });
  // A cycle in the data (the revisions' API refuses it; written straight in): P contains Q, Q contains P.
  await add('P', { parent: p.P!, supplierId: s1, lines: [{ child: p.Q!, qty: 2 }] });
  await add('Q', { parent: p.Q!, supplierId: s1, lines: [{ child: p.P!, qty: 3 }] });
});

describe('the multi-level tree', () => {
  it('multiplies quantities through four levels, alternates at their usage share', async () => {
    const res = await w.api(w.a.admin).get(`${BOM}/${ids.A}/tree`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tree = res.body as BomTreeDto;
    expect(tree.bom.id).toBe(ids.A);
    expect(tree.bom.vendorCode).toBe(w.a.suppliers[0]!.vendorCode);
    expect(flat(tree.nodes)).toEqual([
      `${p.B} 1 2`,
      `${p.C} 2 6`,
      `${p.D} 3 3`,
      `${p.E} 4 15`,
      `${p.R2} 2 3`,
      `${p.R3} 2 1`,
      `${p.R1} 1 0.5`,
    ]);
    expect(tree.depth).toBe(4);
    expect(tree.lineCount).toBe(7);
    expect(tree.truncated).toBeUndefined();
    // The child's BOM: the same supplier's released default (not ours, not the draft), then another supplier's.
    const b = tree.nodes[0]!;
    const c = b.children![0]!;
    const d = c.children![0]!;
    expect([b.childBomId, c.childBomId, d.childBomId]).toEqual([ids.B, ids.C, ids.D]);
    expect(c.childBomNo).toBe(`BOM-${p.C}-A`);
    expect(c.childRevision).toBe('A');
    expect(d.children![0]!.childBomId).toBeNull();
    expect(d.children![0]!.children).toBeUndefined();
    expect(tree.nodes[1]!.childBomId).toBeNull();
    // Keys are the line ids along the path.
    expect(d.key.split('/')).toHaveLength(3);
    expect(d.key.startsWith(`${c.key}/`)).toBe(true);
  });

  it('stops at the levels asked for, naming the child BOMs of the last level', async () => {
    const tree = (await w.api(w.a.admin).get(`${BOM}/${ids.A}/tree?levels=2`)).body as BomTreeDto;
    expect(flat(tree.nodes)).toEqual([
      `${p.B} 1 2`,
      `${p.C} 2 6`,
      `${p.R2} 2 3`,
      `${p.R3} 2 1`,
      `${p.R1} 1 0.5`,
    ]);
    expect(tree.depth).toBe(2);
    expect(tree.lineCount).toBe(5);
    const c = tree.nodes[0]!.children![0]!;
    expect(c.childBomId).toBe(ids.C);
    expect(c.children).toBeUndefined();
    const one = (await w.api(w.a.admin).get(`${BOM}/${ids.A}/tree?levels=1`)).body as BomTreeDto;
    expect([one.depth, one.lineCount, one.nodes[0]!.childBomId]).toEqual([1, 2, ids.B]);
  });

  it('stops expanding at its node limit and says so', async () => {
    const at = (limit: number) =>
      inScope(w.server.database.db, tenantScope(w.a.id), (tx) => bomTree(tx, w.a.id, ids.A!, 20, limit));
    const four = await at(4);
    expect([four.truncated, four.lineCount, four.depth]).toEqual([true, 2, 1]);
    expect(four.nodes[0]!.childBomId).toBe(ids.B);
    expect(four.nodes[0]!.children).toBeUndefined();
    const five = await at(5);
    expect([five.truncated, five.lineCount, five.depth]).toEqual([true, 5, 2]);
    expect((await at(7)).truncated).toBeUndefined();
  });

  it('ends on a cycle in the data instead of looping', async () => {
    const tree = (await w.api(w.a.admin).get(`${BOM}/${ids.P}/tree`)).body as BomTreeDto;
    expect(flat(tree.nodes)).toEqual([`${p.Q} 1 2`, `${p.P} 2 6`]);
    const back = tree.nodes[0]!.children![0]!;
    expect(back.childBomId).toBe(ids.P);
    expect(back.children).toBeUndefined();
    expect([tree.depth, tree.lineCount]).toEqual([2, 2]);
  });

  it("expands a vendor's tree through their own supplier's BOMs only", async () => {
    const tree = (await w.api(w.a.suppliers[0]!.vendor.token).get(`${BOM}/${ids.A}/tree`)).body as BomTreeDto;
    expect(flat(tree.nodes)).toEqual([
      `${p.B} 1 2`,
      `${p.C} 2 6`,
      `${p.D} 3 3`,
      `${p.R2} 2 3`,
      `${p.R3} 2 1`,
      `${p.R1} 1 0.5`,
    ]);
    expect(tree.nodes[0]!.children![0]!.children![0]!.childBomId).toBeNull();
  });

  it("is a 404 for another supplier's vendor and another tenant, a 403 without a BOM policy", async () => {
    expectError(await w.api(w.a.suppliers[1]!.vendor.token).get(`${BOM}/${ids.A}/tree`), 404);
    expectError(await w.api(w.b.admin).get(`${BOM}/${ids.A}/tree`), 404);
    expectError(await w.api(w.b.suppliers[0]!.vendor.token).get(`${BOM}/${ids.A}/tree`), 404);
    const nobody = await w.a.userWith(['QualityControl.IIF.AdminFormOverview']);
    expectError(await w.api(nobody).get(`${BOM}/${ids.A}/tree`), 403);
    expectError(await w.api(w.a.admin).get(`${BOM}/not-an-id/tree`), 400);
    expectError(await w.api(w.a.admin).get(`${BOM}/${ids.A}/tree?levels=0`), 400);
    expectError(await w.api(w.a.admin).get(`${BOM}/${ids.A}/tree?levels=x`), 400);
  });
});

describe('where-used', () => {
  const whereUsed = (token: string, query: string) => w.api(token).get(`${BOM}/where-used?${query}`);

  it('lists every released BOM above a part with its quantity per parent through the levels', async () => {
    const res = await whereUsed(w.a.admin, `partNo=${p.E}&maxResultCount=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totalCount).toBe(4);
    expect(rowsOf(res.body.items)).toEqual([
      `${p.D} 1 5 ${p.D}>${p.E}`,
      `${p.C} 2 2.5 ${p.C}>${p.D}>${p.E}`,
      `${p.B} 3 7.5 ${p.B}>${p.C}>${p.D}>${p.E}`,
      `${p.A} 4 15 ${p.A}>${p.B}>${p.C}>${p.D}>${p.E}`,
    ]);
    const top = res.body.items[3] as BomWhereUsedRowDto;
    expect(top).toMatchObject({
      bomId: ids.A,
      bomNo: `BOM-${p.A}-A`,
      revision: 'A',
      status: BomStatus.Released,
      vendorCode: w.a.suppliers[0]!.vendorCode,
      parentName: `Assembly ${p.A}`,
    });
    // The same figure as the tree's extended quantity; an alternate at its share.
    const r3 = await whereUsed(w.a.admin, `partNo=${p.R3}`);
    expect(rowsOf(r3.body.items)).toEqual([
      `${p.B} 1 0.5 ${p.B}>${p.R3}`,
      `${p.A} 2 1 ${p.A}>${p.B}>${p.R3}`,
    ]);
  });

  it('adds unreleased BOMs when asked, or one status', async () => {
    const all = await whereUsed(w.a.admin, `partNo=${p.E}&includeUnreleased=true&maxResultCount=100`);
    expect(all.body.totalCount).toBe(5);
    expect(rowsOf(all.body.items).slice(0, 2)).toEqual([
      `${p.D} 1 5 ${p.D}>${p.E}`,
      `${p.F} 1 7 ${p.F}>${p.E}`,
    ]);
    const drafts = await whereUsed(w.a.admin, `partNo=${p.E}&status=${BomStatus.Draft}`);
    expect(rowsOf(drafts.body.items)).toEqual([`${p.F} 1 7 ${p.F}>${p.E}`]);
    // Only a BOM the tree would expand with is a step up: S1's B uses S1's C, not ours nor the draft
    // (both holding X), so nothing above them is listed.
    const x = await whereUsed(w.a.admin, `partNo=${p.X}&includeUnreleased=true`);
    expect(rowsOf(x.body.items).sort()).toEqual(
      [`${p.C} 1 98 ${p.C}>${p.X}`, `${p.C} 1 99 ${p.C}>${p.X}`].sort(),
    );
  });

  it('pages and sorts', async () => {
    const page = await whereUsed(w.a.admin, `partNo=${p.E}&maxResultCount=2&skipCount=1`);
    expect(page.body.totalCount).toBe(4);
    expect(rowsOf(page.body.items).map((r) => r.split(' ')[1])).toEqual(['2', '3']);
    const past = await whereUsed(w.a.admin, `partNo=${p.E}&skipCount=10`);
    expect(past.body).toEqual({ totalCount: 4, items: [] });
    const desc = await whereUsed(w.a.admin, `partNo=${p.E}&sorting=qtyPerParent desc`);
    expect(desc.body.items.map((r: BomWhereUsedRowDto) => r.qtyPerParent)).toEqual([15, 7.5, 5, 2.5]);
    expectError(await whereUsed(w.a.admin, `partNo=${p.E}&sorting=password`), 400);
    expectError(await whereUsed(w.a.admin, ''), 400);
    expectError(await whereUsed(w.a.admin, `partNo=${p.E}&status=9`), 400);
  });

  it('adds up a part on several lines of one BOM into one row', async () => {
    const z = parts('T', 'Z', 'W');
    await insertBom(w, w.a, {
      parent: z.Z!,
      supplierId: w.a.suppliers[0]!.id,
      baseQty: 4,
      lines: [
        { child: z.W!, qty: 1 },
        { child: z.W!, qty: 2 },
      ],
    });
    const res = await whereUsed(w.a.admin, `partNo=${z.W}`);
    expect(rowsOf(res.body.items)).toEqual([`${z.Z} 1 0.75 ${z.Z}>${z.W}`]);
  });

  it('ends on a cycle in the data', async () => {
    const res = await whereUsed(w.a.admin, `partNo=${p.P}`);
    // P's own BOM holds Q, which holds P: the walk stops there instead of listing P above itself.
    expect(res.body.totalCount).toBe(1);
    expect(rowsOf(res.body.items)).toEqual([`${p.Q} 1 3 ${p.Q}>${p.P}`]);
  });

  it("shows a vendor their own supplier's BOMs only, and another tenant nothing", async () => {
    const s1 = await whereUsed(w.a.suppliers[0]!.vendor.token, `partNo=${p.E}&includeUnreleased=true`);
    expect(rowsOf(s1.body.items)).toEqual([`${p.F} 1 7 ${p.F}>${p.E}`]);
    const s2 = await whereUsed(w.a.suppliers[1]!.vendor.token, `partNo=${p.E}`);
    expect(rowsOf(s2.body.items)).toEqual([`${p.D} 1 5 ${p.D}>${p.E}`]);
    expect((await whereUsed(w.a.suppliers[1]!.vendor.token, `partNo=${p.R3}`)).body).toEqual({
      totalCount: 0,
      items: [],
    });
    expect((await whereUsed(w.b.admin, `partNo=${p.E}`)).body).toEqual({ totalCount: 0, items: [] });
  });
});
