/**
 * The packing plan of a delivery line (business-domain §1.5): how many inner boxes, outer cartons
 * and pallets its quantity fills, and what each holds. Pure: the module stores the plan and prints
 * one label per box.
 *
 * What the pack sizes mean (our decision, sharpening the [P] proposal):
 * - `mpq` (minimum pack quantity, 最小包装数) is the smallest sealed pack the supplier ships: a reel,
 *   a bag, a tray. The buyer never receives less than one pack except in the line's tail.
 * - `innerQty` (内箱数量) is the pieces in one inner box, a whole number of packs: `innerQty % mpq === 0`.
 *   Without `innerQty` every pack is its own inner unit, so an inner label is printed per pack
 *   (12,345 with MPQ 5,000: three inner labels, 5,000, 5,000 and 2,345).
 * - `innersPerOuter` inner boxes fill one outer carton; `outersPerPallet` cartons one pallet
 *   (absent: the line ships loose, no pallets).
 * The last box of each level takes the remainder, so every box but the last is full.
 *
 * `mode`: `split` (default) prints one label per box; `merge` prints one inner and one outer label
 * for the whole line (a line shipped as one lot in one carton, Kingdee's 合并).
 */

export type PackingMode = 'split' | 'merge';

export interface PackingInput {
  /** Pieces on the delivery line: a positive integer. */
  quantity: number;
  mpq?: number | null;
  innerQty?: number | null;
  innersPerOuter: number;
  outersPerPallet?: number | null;
  mode?: PackingMode;
}

export interface InnerBox {
  /** 1-based place among the line's inner boxes. */
  seq: number;
  qty: number;
  /** The outer carton (its `seq`) this box goes into. */
  outer: number;
}

export interface OuterCarton {
  seq: number;
  qty: number;
  /** Inner boxes in this carton (the last carton may hold fewer). */
  inners: number;
  /** The pallet (its `seq`) this carton goes onto, or null when the line ships loose. */
  pallet: number | null;
}

export interface PalletLoad {
  seq: number;
  qty: number;
  outers: number;
}

export interface PackingPlan {
  quantity: number;
  /** The pieces one full inner box holds (`innerQty`, else `mpq`). */
  innerQty: number;
  inners: InnerBox[];
  outers: OuterCarton[];
  pallets: PalletLoad[];
}

/** Why a plan cannot be made; each is a text key `VendorLabel:<code>` in the module's texts. */
export type PackingProblemCode =
  | 'PackingQuantityInvalid'
  | 'PackingSizeInvalid'
  | 'PackingSizeMissing'
  | 'PackingInnerNotMultipleOfMpq'
  | 'PackingTooManyLabels';

export interface PackingProblem {
  code: PackingProblemCode;
  /** The input field at fault, for a validation message on that field. */
  field: keyof PackingInput;
}

/** A refused plan: the typed problem, for the caller to turn into a 400 on its field. */
export class PackingError extends Error {
  readonly code: PackingProblemCode;
  readonly field: keyof PackingInput;
  constructor(problem: PackingProblem) {
    super(`${problem.code} (${problem.field})`);
    this.name = 'PackingError';
    this.code = problem.code;
    this.field = problem.field;
  }
}

/** One delivery line never needs more labels than this; a plan past it is a typing mistake. */
export const MAX_LABELS_PER_LINE = 20_000;

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The first problem of an input, or null when `computePacking` will succeed. */
export function packingProblem(input: PackingInput): PackingProblem | null {
  if (!positiveInt(input.quantity)) return { code: 'PackingQuantityInvalid', field: 'quantity' };
  for (const field of ['mpq', 'innerQty', 'outersPerPallet'] as const) {
    const v = input[field];
    if (v !== undefined && v !== null && !positiveInt(v)) return { code: 'PackingSizeInvalid', field };
  }
  if (!positiveInt(input.innersPerOuter)) return { code: 'PackingSizeInvalid', field: 'innersPerOuter' };
  if (input.mpq == null && input.innerQty == null) return { code: 'PackingSizeMissing', field: 'innerQty' };
  if (input.mpq != null && input.innerQty != null && input.innerQty % input.mpq !== 0)
    return { code: 'PackingInnerNotMultipleOfMpq', field: 'innerQty' };
  if (input.mode !== 'merge') {
    const innerQty = (input.innerQty ?? input.mpq)!;
    if (Math.ceil(input.quantity / innerQty) > MAX_LABELS_PER_LINE)
      return { code: 'PackingTooManyLabels', field: 'quantity' };
  }
  return null;
}

/** Splits `total` into `count` chunks of `size`, the last taking the remainder. */
function chunks(total: number, size: number): number[] {
  const out: number[] = [];
  for (let left = total; left > 0; left -= size) out.push(Math.min(size, left));
  return out;
}

/** The packing plan of one line; throws `PackingError` for impossible input (see `packingProblem`). */
export function computePacking(input: PackingInput): PackingPlan {
  const problem = packingProblem(input);
  if (problem) throw new PackingError(problem);
  const { quantity, innersPerOuter } = input;
  const innerQty = (input.innerQty ?? input.mpq)!;
  const innerQtys = input.mode === 'merge' ? [quantity] : chunks(quantity, innerQty);

  const outers: OuterCarton[] = [];
  const inners: InnerBox[] = innerQtys.map((qty, i) => {
    const outer = input.mode === 'merge' ? 1 : Math.floor(i / innersPerOuter) + 1;
    const carton = outers[outer - 1];
    if (carton) {
      carton.qty += qty;
      carton.inners += 1;
    } else outers.push({ seq: outer, qty, inners: 1, pallet: null });
    return { seq: i + 1, qty, outer };
  });

  const pallets: PalletLoad[] = [];
  const perPallet = input.outersPerPallet;
  if (perPallet != null)
    outers.forEach((carton, i) => {
      carton.pallet = Math.floor(i / perPallet) + 1;
      const load = pallets[carton.pallet - 1];
      if (load) {
        load.qty += carton.qty;
        load.outers += 1;
      } else pallets.push({ seq: carton.pallet, qty: carton.qty, outers: 1 });
    });

  return { quantity, innerQty, inners, outers, pallets };
}

/** The label counts of a plan, as a delivery line shows them. */
export const packingCounts = (plan: PackingPlan) => ({
  inner: plan.inners.length,
  outer: plan.outers.length,
  pallet: plan.pallets.length,
});
