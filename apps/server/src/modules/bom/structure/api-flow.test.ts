import { BomStatus, type BomCompareDto, type BomTreeDto, type BomWhereUsedRowDto } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/world.js';
import { addParts, header, line, numbered } from '../boms/test-fixtures.js';
import { BOM } from './test-fixtures.js';

const w = useWorld({ prefix: 'bom-flow' });

/**
 * The structure as the revisions' API makes it (create, submit, approve, release, copy): the tree
 * follows the released default revision of a sub-assembly, so releasing revision B of the
 * sub-assembly moves the tree and where-used to B's quantities, and A (now Obsolete) drops out.
 */
describe('tree, where-used and compare over revisions made through the API', () => {
  it('follow the released default revision of a sub-assembly', async () => {
    const p = await addParts(w, w.a, 'SF', ['TOP', 'SUB', 'LEAF']);
    const supplierId = w.a.suppliers[0]!.id;
    const admin = w.api(w.a.admin);
    const release = async (id: string) => {
      for (const step of ['submit', 'approve', 'release']) {
        const res = await admin.post(`${BOM}/${id}/${step}`, {});
        expect(res.status, `${step}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    };
    const created = async (parent: string, lines: Record<string, unknown>[]) => {
      const res = await admin.post(BOM, header(parent, lines, { supplierId }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.id as string;
    };

    const subA = await created(p.SUB!, numbered(line(p.LEAF!, 2)));
    await release(subA);
    const top = await created(p.TOP!, numbered(line(p.SUB!, 3)));
    // A Draft top still shows its structure: its own lines, children through released BOMs.
    const draftTree = (await admin.get(`${BOM}/${top}/tree`)).body as BomTreeDto;
    expect(draftTree.nodes[0]!.children!.map((n) => [n.childPartNo, n.extendedQty])).toEqual([[p.LEAF, 6]]);
    await release(top);

    const copy = await admin.post(`${BOM}/${subA}/copy`, { ecnNo: 'ECN-7' });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const subB = copy.body.id as string;
    const put = await admin.put(`${BOM}/${subB}`, {
      effectiveFrom: '2026-02-01',
      ecnNo: 'ECN-7',
      concurrencyStamp: copy.body.concurrencyStamp,
      lines: numbered(line(p.LEAF!, 5)),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    // B submitted, not yet released: the tree still uses A.
    expect((await admin.post(`${BOM}/${subB}/submit`, {})).status).toBe(200);
    const before = (await admin.get(`${BOM}/${top}/tree`)).body as BomTreeDto;
    expect(before.nodes[0]).toMatchObject({ childBomId: subA, childRevision: 'A' });
    const cmp = (await admin.get(`${BOM}/compare?from=${subA}&to=${subB}`)).body as BomCompareDto;
    expect(cmp.changed.map((c) => [c.childPartNo, c.fields, c.from.qtyPer, c.to.qtyPer])).toEqual([
      [p.LEAF, ['qtyPer'], 2, 5],
    ]);
    expect([cmp.added, cmp.removed, cmp.unchanged]).toEqual([[], [], 0]);

    expect((await admin.post(`${BOM}/${subB}/approve`, {})).status).toBe(200);
    expect((await admin.post(`${BOM}/${subB}/release`, {})).status).toBe(200);
    const after = (await admin.get(`${BOM}/${top}/tree`)).body as BomTreeDto;
    expect(after.nodes[0]).toMatchObject({ childBomId: subB, childRevision: 'B', extendedQty: 3 });
    expect(after.nodes[0]!.children!.map((n) => [n.childPartNo, n.extendedQty])).toEqual([[p.LEAF, 15]]);

    const rows = (res: { body: { items: BomWhereUsedRowDto[] } }) =>
      res.body.items.map((r) => `${r.parentPartNo}-${r.revision} ${r.level} ${r.qtyPerParent} ${r.status}`);
    expect(rows(await admin.get(`${BOM}/where-used?partNo=${p.LEAF}`))).toEqual([
      `${p.SUB}-B 1 5 ${BomStatus.Released}`,
      `${p.TOP}-A 2 15 ${BomStatus.Released}`,
    ]);
    expect(rows(await admin.get(`${BOM}/where-used?partNo=${p.LEAF}&status=${BomStatus.Obsolete}`))).toEqual([
      `${p.SUB}-A 1 2 ${BomStatus.Obsolete}`,
    ]);
    // The vendor of the supplier sees the same; the other supplier's vendor nothing.
    const vendor = w.api(w.a.suppliers[0]!.vendor.token);
    expect(rows(await vendor.get(`${BOM}/where-used?partNo=${p.LEAF}`))).toHaveLength(2);
    const other = w.api(w.a.suppliers[1]!.vendor.token);
    expect((await other.get(`${BOM}/where-used?partNo=${p.LEAF}`)).body.totalCount).toBe(0);
  });
});
