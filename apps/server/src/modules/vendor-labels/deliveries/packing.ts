import {
  computePacking,
  deliveryTexts,
  PackingError,
  vendorLabelTexts,
  type PackingPlan,
} from '@sp/contracts';
import type { Queryable } from '../../../platform/db/client.js';
import { T, type LocalizableText } from '../../../platform/localization/localizer.js';
import { packingDataFor } from '../material-info/lookup.js';
import { findDelivery, linesOf } from './service.js';

export interface LinePacking {
  lineId: string;
  lineNo: number;
  partNo: string;
  qty: number;
  /** Pieces per full inner box; the last box holds `lastInnerQty`. */
  innerQty: number | null;
  lastInnerQty: number | null;
  inners: number;
  outers: number;
  /** Pallets the cartons fill at the part's outers-per-pallet (0: shipped loose). */
  pallets: number;
  /** Why no plan can be made (no confirmed packing data, impossible sizes); null when it can. */
  problem: LocalizableText | null;
}

const summary = (plan: PackingPlan) => ({
  innerQty: plan.innerQty,
  lastInnerQty: plan.inners.at(-1)?.qty ?? null,
  inners: plan.inners.length,
  outers: plan.outers.length,
  pallets: plan.pallets.length,
});

/**
 * The packing plan of a note as it stands, without writing anything: what generating labels would
 * produce, line by line, or why a line cannot be packed yet. The page shows it before generating.
 */
export async function packingPlanOf(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<{ items: LinePacking[] }> {
  const delivery = await findDelivery(tx, tenantId, id);
  const lines = await linesOf(tx, tenantId, id);
  const packing = await packingDataFor(
    tx,
    delivery.supplierId,
    lines.map((l) => l.partNo),
  );
  const items = lines.map((line): LinePacking => {
    const base = { lineId: line.id, lineNo: line.lineNo, partNo: line.partNo, qty: line.qty };
    const empty = { innerQty: null, lastInnerQty: null, inners: 0, outers: 0, pallets: 0 };
    const p = packing.get(line.partNo);
    if (!p)
      return {
        ...base,
        ...empty,
        problem: T(deliveryTexts, 'Delivery:NoPackingData', line.lineNo, line.partNo),
      };
    try {
      const plan = computePacking({
        quantity: line.qty,
        mpq: p.mpq,
        innerQty: p.innerQty,
        innersPerOuter: p.innersPerOuter,
        outersPerPallet: p.outersPerPallet,
        mode: line.packingMode === 'merge' ? 'merge' : 'split',
      });
      return { ...base, ...summary(plan), problem: null };
    } catch (e) {
      if (!(e instanceof PackingError)) throw e;
      return { ...base, ...empty, problem: T(vendorLabelTexts, `VendorLabel:${e.code}`) };
    }
  });
  return { items };
}
