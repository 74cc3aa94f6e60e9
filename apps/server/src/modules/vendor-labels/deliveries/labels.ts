import {
  buildPayload,
  computePacking,
  dateCodeOf,
  deliveryTexts,
  LabelStatus,
  PackingError,
  vendorLabelTexts,
  type LabelData,
  type LabelType,
  type PackingPlan,
} from '@sp/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { BusinessError } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import { nextNumbers } from '../../../platform/numbering/next-number.js';
import type { ResolvedTemplate } from '../templates/resolve.js';
import { packingDataFor } from '../material-info/lookup.js';
import type { labelMaterialInfos } from '../schema.js';
import { deliveryLines, labelRecords } from '../schema.js';
import type { DeliveryLineRow, DeliveryRow } from './dto.js';

/** Label numbers: the type's letter, the day, a per-day counter (`O2611240001`). */
const LABEL_NUMBER = { Inner: 'I{yyMMdd}{seq5}', Outer: 'O{yyMMdd}{seq5}' } as const;
/** Rows per INSERT: a 1,000-carton delivery writes in a few statements, under the parameter limit. */
const INSERT_CHUNK = 500;

type PackingRow = typeof labelMaterialInfos.$inferSelect;
type LabelInsert = typeof labelRecords.$inferInsert;

/** The template a label type prints with and what the records remember of it. */
export type TemplateChoice = Pick<ResolvedTemplate, 'id' | 'version' | 'definition'>;

export interface GenerationContext {
  delivery: DeliveryRow;
  lines: readonly DeliveryLineRow[];
  supplier: { vendorCode: string; name: string };
  /** The template of each type for a part (its packing data's choice, else the defaults). */
  templateFor: (labelType: LabelType, packing: PackingRow) => Promise<TemplateChoice>;
}

export interface GenerationResult {
  inners: number;
  outers: number;
  plans: Map<string, PackingPlan>;
}

const refuse = (key: Parameters<typeof T<typeof deliveryTexts>>[1], ...args: unknown[]) =>
  new BusinessError(T(deliveryTexts, key, ...args), { code: `SupplierPortal:${key}` });

/** The plan of each line, refused with the line's number and the engine's reason. */
function planLines(lines: readonly DeliveryLineRow[], packing: Map<string, PackingRow>) {
  return new Map(
    lines.map((line) => {
      const p = packing.get(line.partNo);
      if (!p) throw refuse('Delivery:NoPackingData', line.lineNo, line.partNo);
      try {
        const plan = computePacking({
          quantity: line.qty,
          mpq: p.mpq,
          innerQty: p.innerQty,
          innersPerOuter: p.innersPerOuter,
          outersPerPallet: p.outersPerPallet,
          mode: line.packingMode === 'merge' ? 'merge' : 'split',
        });
        return [line.id, plan] as const;
      } catch (e) {
        if (!(e instanceof PackingError)) throw e;
        throw new BusinessError(T(vendorLabelTexts, `VendorLabel:${e.code}`), {
          code: `SupplierPortal:VendorLabel:${e.code}`,
          data: { line: line.lineNo },
        });
      }
    }),
  );
}

const MSL = new Set(['1', '2', '2a', '3', '4', '5', '5a', '6']);

/** What every label of a line prints, before its own number, quantity and place. */
function lineData(ctx: GenerationContext, line: DeliveryLineRow, p: PackingRow) {
  return {
    partNo: line.partNo,
    ...(line.partName ? { partName: line.partName } : {}),
    ...(p.vendorPartNo ? { supplierPartNo: p.vendorPartNo } : {}),
    ...(p.manufacturer ? { manufacturer: p.manufacturer } : {}),
    ...(p.mpn ? { mpn: p.mpn } : {}),
    unit: line.unit,
    lotNo: line.lotNo,
    dateCode: line.dateCode ?? dateCodeOf(line.mfgDate ?? ctx.delivery.deliveryDate),
    ...(line.mfgDate ? { mfgDate: line.mfgDate } : {}),
    poNo: line.poNo,
    poLine: line.poLineNo,
    vendorCode: ctx.supplier.vendorCode,
    vendorName: ctx.supplier.name,
    deliveryNo: ctx.delivery.deliveryNo,
    deliveryDate: ctx.delivery.deliveryDate,
    ...(p.countryOfOrigin && /^[A-Z]{2}$/.test(p.countryOfOrigin)
      ? { countryOfOrigin: p.countryOfOrigin }
      : {}),
    ...(p.msl && MSL.has(p.msl) ? { msl: p.msl as LabelData['msl'] } : {}),
    ...(p.rohs !== null ? { rohs: p.rohs } : {}),
  };
}

/**
 * Generates the inner and outer labels of a delivery from its lines and the suppliers' confirmed
 * packing data, replacing any earlier set: labels never printed are removed, printed ones are voided
 * (their prints stay in the print log). The caller holds the delivery row locked (`for update`), so
 * two generations for one delivery run one after the other and leave one set.
 * Pallets are built afterwards from the outer labels.
 */
export async function generateDeliveryLabels(tx: Tx, ctx: GenerationContext): Promise<GenerationResult> {
  const { delivery, lines } = ctx;
  const packing = await packingDataFor(
    tx,
    delivery.supplierId,
    lines.map((l) => l.partNo),
  );
  const plans = planLines(lines, packing);

  const current = and(
    eq(labelRecords.tenantId, delivery.tenantId),
    eq(labelRecords.deliveryId, delivery.id),
    ne(labelRecords.status, LabelStatus.Voided),
  );
  await tx.delete(labelRecords).where(and(current, eq(labelRecords.printCount, 0)));
  await tx
    .update(labelRecords)
    .set({ status: LabelStatus.Voided, voidReason: 'Regenerated', lastModificationTime: new Date() })
    .where(current);

  const innerTotal = [...plans.values()].reduce((n, p) => n + p.inners.length, 0);
  const outerTotal = [...plans.values()].reduce((n, p) => n + p.outers.length, 0);
  const [innerNos, outerNos] = await Promise.all([
    nextNumbers(tx, 'VendorLabel.Inner', LABEL_NUMBER.Inner, innerTotal),
    nextNumbers(tx, 'VendorLabel.Outer', LABEL_NUMBER.Outer, outerTotal),
  ]);

  const rows: LabelInsert[] = [];
  let innerAt = 0;
  let outerAt = 0;
  for (const line of lines) {
    const plan = plans.get(line.id)!;
    const p = packing.get(line.partNo)!;
    const common = lineData(ctx, line, p);
    const [innerTemplate, outerTemplate] = await Promise.all([
      ctx.templateFor('Inner', p),
      ctx.templateFor('Outer', p),
    ]);
    const outerIds = plan.outers.map(() => newId());
    const outerNosOfLine = plan.outers.map(() => outerNos[outerAt++]!);
    const record = (
      labelType: LabelType,
      id: string,
      labelNo: string,
      template: TemplateChoice,
      data: Omit<LabelData, keyof ReturnType<typeof lineData> | 'labelType' | 'labelId'>,
      parentId: string | null,
    ): LabelInsert => {
      const snapshot: LabelData = { ...common, ...data, labelType, labelId: labelNo };
      return {
        id,
        supplierId: delivery.supplierId,
        deliveryId: delivery.id,
        deliveryLineId: line.id,
        labelNo,
        labelType,
        parentId,
        seq: data.seq,
        total: data.total,
        qty: data.qty,
        partNo: line.partNo,
        lotNo: line.lotNo,
        contentsCount: data.contentsCount ?? null,
        templateId: template.id,
        templateVersion: template.version,
        payload: buildPayload(snapshot, template.definition.payloadStyle),
        snapshot,
        status: LabelStatus.Generated,
      };
    };
    plan.outers.forEach((o, i) =>
      rows.push(
        record(
          'Outer',
          outerIds[i]!,
          outerNosOfLine[i]!,
          outerTemplate,
          {
            qty: o.qty,
            seq: o.seq,
            total: plan.outers.length,
            contentsCount: o.inners,
            ...(p.grossWeightKg !== null ? { grossWeightKg: p.grossWeightKg } : {}),
          },
          null,
        ),
      ),
    );
    for (const b of plan.inners) {
      rows.push(
        record(
          'Inner',
          newId(),
          innerNos[innerAt++]!,
          innerTemplate,
          { qty: b.qty, seq: b.seq, total: plan.inners.length, parentLabelId: outerNosOfLine[b.outer - 1]! },
          outerIds[b.outer - 1]!,
        ),
      );
    }
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx.insert(labelRecords).values(rows.slice(i, i + INSERT_CHUNK));

  for (const line of lines) {
    const plan = plans.get(line.id)!;
    await tx
      .update(deliveryLines)
      .set({ innerCount: plan.inners.length, outerCount: plan.outers.length })
      .where(and(eq(deliveryLines.tenantId, delivery.tenantId), eq(deliveryLines.id, line.id)));
  }
  return { inners: innerTotal, outers: outerTotal, plans };
}
