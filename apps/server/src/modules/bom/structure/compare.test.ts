import { BomStatus, type BomCompareDto } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { BOM, insertBom, parts, type LineSpec } from './test-fixtures.js';

const w = useWorld({ prefix: 'bom-cmp' });

const p = {} as Record<string, string>;
const ids = {} as Record<string, string>;

/**
 * Two revisions of S1's parent M: B adds P7, drops P3 and changes P2's quantity; the alternate
 * group G1 (P5, P6 at position 50) and P1, P4 stay as they were.
 */
beforeAll(async () => {
  Object.assign(p, parts('C', 'M', 'N', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'));
  const s1 = w.a.suppliers[0]!.id;
  const group: LineSpec[] = [
    { child: p.P5!, qty: 1, lineNo: 50, altGroup: 'G1', usage: 60 },
    { child: p.P6!, qty: 1, lineNo: 50, altGroup: 'G1', usage: 40, isAlternate: true },
  ];
  ids.A = (
    await insertBom(w, w.a, {
      parent: p.M!,
      supplierId: s1,
      lines: [
        { child: p.P1!, qty: 1, lineNo: 10 },
        { child: p.P2!, qty: 2, lineNo: 20 },
        { child: p.P3!, qty: 3, lineNo: 30 },
        { child: p.P4!, qty: 4, lineNo: 40, remark: '' },
        ...group,
      ],
    })
  ).id;
  ids.B = (
    await insertBom(w, w.a, {
      parent: p.M!,
      supplierId: s1,
      revision: 'B',
      status: BomStatus.Submitted,
      lines: [
        { child: p.P1!, qty: 1, lineNo: 10 },
        { child: p.P2!, qty: 2.5, lineNo: 20 },
        { child: p.P4!, qty: 4, lineNo: 40 },
        ...group,
        { child: p.P7!, qty: 1, lineNo: 60 },
      ],
    })
  ).id;
  ids.N = (await insertBom(w, w.a, { parent: p.N!, supplierId: s1, lines: [{ child: p.P1!, qty: 1 }] })).id;
  ids.other = (
    await insertBom(w, w.a, {
      parent: p.M!,
      supplierId: w.a.suppliers[1]!.id,
      lines: [{ child: p.P1!, qty: 1 }],
    })
  ).id;
});

const compare = (token: string, from: string, to: string) =>
  w.api(token).get(`${BOM}/compare?from=${from}&to=${to}`);

describe('compare two revisions', () => {
  it('reports exactly the added, the removed and the changed line', async () => {
    const res = await compare(w.a.admin, ids.A!, ids.B!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body as BomCompareDto;
    expect([c.from.id, c.to.id, c.from.revision, c.to.revision]).toEqual([ids.A, ids.B, 'A', 'B']);
    expect(c.added.map((l) => l.childPartNo)).toEqual([p.P7]);
    expect(c.removed.map((l) => l.childPartNo)).toEqual([p.P3]);
    expect(c.changed).toHaveLength(1);
    expect(c.changed[0]).toMatchObject({ childPartNo: p.P2, altGroup: null, fields: ['qtyPer'] });
    expect([c.changed[0]!.from.qtyPer, c.changed[0]!.to.qtyPer]).toEqual([2, 2.5]);
    // P1, P4 (a blank remark is no remark) and the group's two lines.
    expect(c.unchanged).toBe(4);
    // The other way round: the same lines, mirrored.
    const back = (await compare(w.a.admin, ids.B!, ids.A!)).body as BomCompareDto;
    expect(back.added.map((l) => l.childPartNo)).toEqual([p.P3]);
    expect(back.removed.map((l) => l.childPartNo)).toEqual([p.P7]);
    expect(back.changed.map((x) => [x.from.qtyPer, x.to.qtyPer])).toEqual([[2.5, 2]]);
  });

  it('matches lines by child part and alternate group, naming every field that differs', async () => {
    const s1 = w.a.suppliers[0]!.id;
    const x = parts('C', 'X', 'Y', 'Z');
    const from = await insertBom(w, w.a, {
      parent: x.X!,
      supplierId: s1,
      lines: [
        { child: x.Y!, qty: 1, lineNo: 10, altGroup: 'G1', usage: 100 },
        { child: x.Z!, qty: 1, lineNo: 20 },
      ],
    });
    const to = await insertBom(w, w.a, {
      parent: x.X!,
      supplierId: s1,
      revision: 'B',
      status: BomStatus.Draft,
      lines: [
        // Y leaves the group: removed from G1, added without a group.
        { child: x.Y!, qty: 1, lineNo: 10 },
        { child: x.Z!, qty: 1, lineNo: 30, uom: 'KG', remark: 'new position' },
      ],
    });
    const c = (await compare(w.a.admin, from.id, to.id)).body as BomCompareDto;
    expect(c.added.map((l) => [l.childPartNo, l.altGroup])).toEqual([[x.Y, null]]);
    expect(c.removed.map((l) => [l.childPartNo, l.altGroup])).toEqual([[x.Y, 'G1']]);
    expect(c.changed.map((l) => l.fields)).toEqual([['lineNo', 'uom', 'remark']]);
    expect(c.unchanged).toBe(0);
  });

  it('compares a BOM with itself as all unchanged, and BOMs of two parents too', async () => {
    const same = (await compare(w.a.admin, ids.A!, ids.A!)).body as BomCompareDto;
    expect([same.added, same.removed, same.changed, same.unchanged]).toEqual([[], [], [], 6]);
    const two = await compare(w.a.admin, ids.A!, ids.N!);
    expect(two.status).toBe(200);
    expect([two.body.from.parentPartNo, two.body.to.parentPartNo]).toEqual([p.M, p.N]);
    expect(two.body.unchanged).toBe(1);
    expect(two.body.removed).toHaveLength(5);
  });

  it("is a 404 when either BOM is another supplier's or another tenant's", async () => {
    const s1 = w.a.suppliers[0]!.vendor.token;
    expect((await compare(s1, ids.A!, ids.B!)).status).toBe(200);
    expectError(await compare(s1, ids.A!, ids.other!), 404);
    expectError(await compare(s1, ids.other!, ids.A!), 404);
    expectError(await compare(w.a.suppliers[1]!.vendor.token, ids.A!, ids.B!), 404);
    expectError(await compare(w.b.admin, ids.A!, ids.B!), 404);
    expectError(await compare(w.b.suppliers[0]!.vendor.token, ids.A!, ids.B!), 404);
    // Engineering sees across suppliers.
    expect((await compare(w.a.admin, ids.A!, ids.other!)).status).toBe(200);
    const nobody = await w.a.userWith(['QualityControl.IIF.AdminFormOverview']);
    expectError(await compare(nobody, ids.A!, ids.B!), 403);
    expectError(await w.api(w.a.admin).get(`${BOM}/compare?from=${ids.A}`), 400);
    expectError(await compare(w.a.admin, ids.A!, 'nope'), 400);
  });
});
