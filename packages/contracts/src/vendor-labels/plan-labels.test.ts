import { describe, expect, it } from 'vitest';
import { labelDataSchema } from './label-data.js';
import { computePacking } from './packing.js';
import { labelsFromPlan } from './plan-labels.js';
import { buildSscc } from './sscc.js';

describe('labelsFromPlan', () => {
  it('one label per box, linked inner → outer → pallet, with counts and seq/total per level', () => {
    const plan = computePacking({ quantity: 10_100, innerQty: 1_000, innersPerOuter: 3, outersPerPallet: 2 });
    const { inners, outers, pallets } = labelsFromPlan(
      plan,
      { partNo: 'P-1', unit: 'PCS', vendorCode: 'V1', lotNo: 'L1' },
      {
        inner: (n) => `I${n}`,
        outer: (n) => `O${n}`,
        pallet: (n) => buildSscc({ extension: 0, companyPrefix: '6901234', serial: n }),
      },
    );
    expect([inners.length, outers.length, pallets.length]).toEqual([11, 4, 2]);
    expect(inners.at(-1)).toMatchObject({
      labelId: 'I11',
      qty: 100,
      seq: 11,
      total: 11,
      parentLabelId: 'O4',
    });
    expect(outers.map((o) => [o.labelId, o.qty, o.contentsCount, o.parentLabelId])).toEqual([
      ['O1', 3_000, 3, pallets[0]!.labelId],
      ['O2', 3_000, 3, pallets[0]!.labelId],
      ['O3', 3_000, 3, pallets[1]!.labelId],
      ['O4', 1_100, 2, pallets[1]!.labelId],
    ]);
    expect(pallets[1]).toMatchObject({ labelType: 'Pallet', qty: 4_100, contentsCount: 2, seq: 2, total: 2 });
    expect(pallets[1]!.sscc).toBe(pallets[1]!.labelId);
    for (const label of [...inners, ...outers, ...pallets])
      expect(labelDataSchema.safeParse(label).success).toBe(true);
  });

  it('loose cartons (no pallets) have no parent', () => {
    const plan = computePacking({ quantity: 50_000, innerQty: 10_000, innersPerOuter: 8 });
    const { outers, pallets } = labelsFromPlan(
      plan,
      { partNo: 'P', unit: 'PCS', vendorCode: 'V' },
      {
        inner: (n) => `I${n}`,
        outer: (n) => `O${n}`,
        pallet: () => {
          throw new Error('no pallets');
        },
      },
    );
    expect(pallets).toEqual([]);
    expect(outers[0]!.parentLabelId).toBeUndefined();
  });
});
