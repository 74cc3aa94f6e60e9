import { describe, expect, it } from 'vitest';
import { computePacking, packingCounts, packingProblem, PackingError, type PackingInput } from './packing.js';

const refusal = (input: PackingInput) => {
  try {
    computePacking(input);
  } catch (err) {
    if (err instanceof PackingError) return { code: err.code, field: err.field };
    throw err;
  }
  throw new Error('accepted');
};

describe('computePacking', () => {
  it('50,000 with inner 10,000 and 8 inners per outer: 5 inner labels and 1 outer label', () => {
    const plan = computePacking({ quantity: 50_000, innerQty: 10_000, innersPerOuter: 8 });
    expect(packingCounts(plan)).toEqual({ inner: 5, outer: 1, pallet: 0 });
    expect(plan.inners.map((b) => b.qty)).toEqual([10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(plan.outers).toEqual([{ seq: 1, qty: 50_000, inners: 5, pallet: null }]);
  });

  it('12,345 with MPQ 5,000: 3 inner labels, the last with 2,345', () => {
    const plan = computePacking({ quantity: 12_345, mpq: 5_000, innersPerOuter: 2 });
    expect(plan.inners).toEqual([
      { seq: 1, qty: 5_000, outer: 1 },
      { seq: 2, qty: 5_000, outer: 1 },
      { seq: 3, qty: 2_345, outer: 2 },
    ]);
    expect(plan.outers.map((o) => [o.qty, o.inners])).toEqual([
      [10_000, 2],
      [2_345, 1],
    ]);
  });

  it('pallets by outersPerPallet, the last pallet and carton taking the remainder', () => {
    // 1,000 cartons of 4 inners of 250: 4,000 inners, pallets of 40 cartons -> 25 pallets.
    const plan = computePacking({ quantity: 1_000_000, mpq: 250, innersPerOuter: 4, outersPerPallet: 40 });
    expect(packingCounts(plan)).toEqual({ inner: 4_000, outer: 1_000, pallet: 25 });
    expect(plan.pallets.every((p) => p.outers === 40 && p.qty === 40_000)).toBe(true);

    const odd = computePacking({ quantity: 10_100, innerQty: 1_000, innersPerOuter: 3, outersPerPallet: 2 });
    expect(packingCounts(odd)).toEqual({ inner: 11, outer: 4, pallet: 2 });
    expect(odd.outers.map((o) => o.qty)).toEqual([3_000, 3_000, 3_000, 1_100]);
    expect(odd.outers.map((o) => o.pallet)).toEqual([1, 1, 2, 2]);
    expect(odd.pallets).toEqual([
      { seq: 1, qty: 6_000, outers: 2 },
      { seq: 2, qty: 4_100, outers: 2 },
    ]);
    // Quantities add up at every level.
    const sum = (xs: { qty: number }[]) => xs.reduce((s, x) => s + x.qty, 0);
    expect([sum(odd.inners), sum(odd.outers), sum(odd.pallets)]).toEqual([10_100, 10_100, 10_100]);
  });

  it('an inner box of several MPQ packs: inner quantity wins, and must be a multiple of the MPQ', () => {
    const plan = computePacking({ quantity: 25_000, mpq: 5_000, innerQty: 10_000, innersPerOuter: 8 });
    expect(plan.inners.map((b) => b.qty)).toEqual([10_000, 10_000, 5_000]);
    expect(refusal({ quantity: 25_000, mpq: 3_000, innerQty: 10_000, innersPerOuter: 8 })).toEqual({
      code: 'PackingInnerNotMultipleOfMpq',
      field: 'innerQty',
    });
  });

  it('merge: one inner and one outer label for the whole line', () => {
    const plan = computePacking({
      quantity: 12_345,
      mpq: 5_000,
      innersPerOuter: 2,
      mode: 'merge',
      outersPerPallet: 10,
    });
    expect(packingCounts(plan)).toEqual({ inner: 1, outer: 1, pallet: 1 });
    expect(plan.inners[0]!.qty).toBe(12_345);
  });

  it('refuses impossible input with a typed code and the field at fault', () => {
    expect(refusal({ quantity: 0, mpq: 10, innersPerOuter: 1 })).toEqual({
      code: 'PackingQuantityInvalid',
      field: 'quantity',
    });
    expect(refusal({ quantity: -5, mpq: 10, innersPerOuter: 1 }).code).toBe('PackingQuantityInvalid');
    expect(refusal({ quantity: 10.5, mpq: 10, innersPerOuter: 1 }).code).toBe('PackingQuantityInvalid');
    expect(refusal({ quantity: Number.NaN, mpq: 10, innersPerOuter: 1 }).code).toBe('PackingQuantityInvalid');
    expect(refusal({ quantity: 100, mpq: 0, innersPerOuter: 1 })).toEqual({
      code: 'PackingSizeInvalid',
      field: 'mpq',
    });
    expect(refusal({ quantity: 100, innerQty: -1, innersPerOuter: 1 })).toEqual({
      code: 'PackingSizeInvalid',
      field: 'innerQty',
    });
    expect(refusal({ quantity: 100, mpq: 10, innersPerOuter: 0 })).toEqual({
      code: 'PackingSizeInvalid',
      field: 'innersPerOuter',
    });
    expect(refusal({ quantity: 100, mpq: 10, innersPerOuter: 2, outersPerPallet: 1.5 })).toEqual({
      code: 'PackingSizeInvalid',
      field: 'outersPerPallet',
    });
    expect(refusal({ quantity: 100, innersPerOuter: 2 })).toEqual({
      code: 'PackingSizeMissing',
      field: 'innerQty',
    });
    expect(refusal({ quantity: 1_000_000_000, mpq: 1, innersPerOuter: 2 }).code).toBe('PackingTooManyLabels');
    expect(packingProblem({ quantity: 100, mpq: 10, innersPerOuter: 2 })).toBeNull();
  });
});
