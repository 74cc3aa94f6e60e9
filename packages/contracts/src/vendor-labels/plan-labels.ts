import type { LabelData } from './label-data.js';
import type { PackingPlan } from './packing.js';

/** What every label of a delivery line shares: the line's part, PO, lot and supplier fields. */
export type LineLabelFields = Omit<
  LabelData,
  'labelId' | 'labelType' | 'qty' | 'seq' | 'total' | 'parentLabelId' | 'contentsCount' | 'sscc'
>;

/**
 * The label numbers of one line, given by the caller (the module takes them from its numbering,
 * pallets their SSCC): `seq` is the box's place among its level (1-based).
 */
export interface LabelIds {
  inner(seq: number): string;
  outer(seq: number): string;
  /** A pallet's label id is its SSCC. */
  pallet(seq: number): string;
}

export interface PlannedLabels {
  inners: LabelData[];
  outers: LabelData[];
  pallets: LabelData[];
}

/**
 * Every label of a packing plan, linked to its parent (inner → outer → pallet) with the contents
 * count one level down and "seq/total" per level: what generating the labels of a line writes.
 */
export function labelsFromPlan(plan: PackingPlan, fields: LineLabelFields, ids: LabelIds): PlannedLabels {
  const palletIds = plan.pallets.map((p) => ids.pallet(p.seq));
  const outerIds = plan.outers.map((o) => ids.outer(o.seq));
  const pallets = plan.pallets.map((p, i): LabelData => ({
    ...fields,
    labelId: palletIds[i]!,
    labelType: 'Pallet',
    sscc: palletIds[i]!,
    qty: p.qty,
    seq: p.seq,
    total: plan.pallets.length,
    contentsCount: p.outers,
  }));
  const outers = plan.outers.map((o, i): LabelData => ({
    ...fields,
    labelId: outerIds[i]!,
    labelType: 'Outer',
    qty: o.qty,
    seq: o.seq,
    total: plan.outers.length,
    contentsCount: o.inners,
    ...(o.pallet !== null ? { parentLabelId: palletIds[o.pallet - 1]! } : {}),
  }));
  const inners = plan.inners.map((b): LabelData => ({
    ...fields,
    labelId: ids.inner(b.seq),
    labelType: 'Inner',
    qty: b.qty,
    seq: b.seq,
    total: plan.inners.length,
    parentLabelId: outerIds[b.outer - 1]!,
  }));
  return { inners, outers, pallets };
}
