import {
  buildSscc,
  LabelLimits,
  labelRecordTexts,
  LabelStatus,
  PALLET_BUILDABLE,
  SsccError,
  type Culture,
  type LabelData,
} from '@sp/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId, newStamp } from '../../../platform/db/columns.js';
import { T, translate } from '../../../platform/localization/localizer.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { nextNumber } from '../../../platform/numbering/next-number.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { deliveries, labelMaterialInfos, labelRecords } from '../schema.js';
import { resolveTemplate } from '../templates/resolve.js';
import { auditedLabel, LABEL_ENTITY_TYPE, type LabelRow } from './dto.js';
import { lockDeliveriesOf, lockLabel, lockLabels, requireTypePolicy } from './load.js';
import { labelPayload } from './payload.js';
import { refuse } from './refuse.js';

const lr = labelRecords;

/** The one value all cartons share, else undefined (a pallet of one lot prints its lot). */
function common<T>(values: readonly T[]): T | undefined {
  const first = values[0];
  return values.every((v) => v === first) ? first : undefined;
}

/** Drops undefined fields: the render snapshot holds only what the label prints. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

/** The pallet's render snapshot, from its cartons' snapshots: sums, counts and what they share. */
function palletData(outers: readonly LabelRow[], sscc: string, seq: number, culture: Culture): LabelData {
  const s = outers.map((o) => o.snapshot);
  const first = s[0]!;
  const parts = [...new Set(s.map((x) => x.partNo))];
  const single = parts.length === 1;
  const weights = s.map((x) => x.grossWeightKg);
  return defined({
    labelId: sscc,
    labelType: 'Pallet',
    partNo: single
      ? first.partNo
      : translate(culture, T(labelRecordTexts, 'Pallet:Mixed', parts.length)).slice(0, 64),
    partName: single ? first.partName : undefined,
    supplierPartNo: single ? common(s.map((x) => x.supplierPartNo)) : undefined,
    unit: common(s.map((x) => x.unit)) ?? first.unit,
    qty: outers.reduce((n, o) => n + o.qty, 0),
    lotNo: common(s.map((x) => x.lotNo)),
    dateCode: common(s.map((x) => x.dateCode)),
    poNo: common(s.map((x) => x.poNo)),
    poLine: common(s.map((x) => x.poLine)),
    vendorCode: first.vendorCode,
    vendorName: first.vendorName,
    deliveryNo: first.deliveryNo,
    deliveryDate: first.deliveryDate,
    countryOfOrigin: common(s.map((x) => x.countryOfOrigin)),
    seq,
    total: seq,
    contentsCount: outers.length,
    grossWeightKg: weights.every((w) => w !== undefined)
      ? Math.round(weights.reduce((n: number, w) => n + (w ?? 0), 0) * 1000) / 1000
      : undefined,
    sscc,
  });
}

/** The tenant's GS1 company prefix (a setting), refused with the setting's name when unusable. */
async function companyPrefix(tx: Tx): Promise<string> {
  const prefix = (await tenantSetting(tx, SettingNames.GS1CompanyPrefix)).trim();
  if (!/^\d{7,10}$/.test(prefix)) throw refuse('Pallet:PrefixInvalid', SettingNames.GS1CompanyPrefix);
  return prefix;
}

/**
 * The next SSCC: extension digit 0, the company prefix, the next serial of that prefix's counter
 * (gap-free, in the caller's transaction: a refused build gives the number back) and the check digit.
 */
async function nextSscc(tx: Tx): Promise<string> {
  const prefix = await companyPrefix(tx);
  const taken = await nextNumber(tx, 'VendorLabel.Sscc', `${prefix}-{seq1}`);
  try {
    return buildSscc({ extension: 0, companyPrefix: prefix, serial: taken.slice(prefix.length + 1) });
  } catch (e) {
    if (e instanceof SsccError && e.code === 'SsccSerialTooLarge') throw refuse('Pallet:SerialExhausted');
    throw e;
  }
}

/**
 * Numbers a delivery's live pallets 1..n in build order and sets the delivery's pallet count.
 * Pallets never printed take the new "n/total" into their snapshot; a printed pallet keeps what it
 * printed (its snapshot is the truth a reprint reproduces).
 */
async function renumberPallets(tx: Tx, tenantId: string, deliveryId: string) {
  const pallets = await tx
    .select()
    .from(lr)
    .where(
      and(
        eq(lr.tenantId, tenantId),
        eq(lr.deliveryId, deliveryId),
        eq(lr.labelType, 'Pallet'),
        ne(lr.status, LabelStatus.Voided),
      ),
    )
    .orderBy(asc(lr.creationTime), asc(lr.id));
  const total = pallets.length;
  for (const [i, p] of pallets.entries()) {
    if (p.printCount > 0 || (p.seq === i + 1 && p.total === total)) continue;
    await tx
      .update(lr)
      .set({ seq: i + 1, total, snapshot: { ...p.snapshot, seq: i + 1, total } })
      .where(and(eq(lr.tenantId, tenantId), eq(lr.id, p.id)));
  }
  await tx
    .update(deliveries)
    .set({ totalPallets: total })
    .where(and(eq(deliveries.tenantId, tenantId), eq(deliveries.id, deliveryId)));
}

/**
 * Builds a pallet from outer cartons of one delivery note (chosen or scanned): a Pallet label with
 * its SSCC, the cartons' sum and count, and the pallet template's layout; the cartons get the
 * pallet as parent and status Packed. Refused, with nothing written: another supplier's carton
 * (404), a carton of another note, one already on a pallet, a voided one, an inner box, more than
 * `LabelLimits.palletCartons`, a note that has shipped or ended.
 */
export async function buildPallet(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  outerIds: readonly string[],
  actor: WorkflowActor,
  culture: Culture,
): Promise<LabelRow> {
  requireTypePolicy(actor, 'Pallet', 'create');
  const unique = [...new Set(outerIds)];
  if (unique.length > LabelLimits.palletCartons) throw refuse('Pallet:TooMany', LabelLimits.palletCartons);
  await lockDeliveriesOf(tx, tenantId, unique);
  const labels = await lockLabels(tx, tenantId, unique);
  if (new Set(labels.map((l) => l.row.deliveryId)).size > 1) throw refuse('Pallet:MixedDeliveries');
  const parentIds = labels.map((l) => l.row.parentId).filter((p): p is string => !!p);
  const parents = parentIds.length
    ? await tx
        .select({ id: lr.id, labelNo: lr.labelNo })
        .from(lr)
        .where(and(eq(lr.tenantId, tenantId), inArray(lr.id, parentIds)))
    : [];
  for (const { row, deliveryNo, deliveryStatus } of labels) {
    if (row.labelType !== 'Outer') throw refuse('Pallet:NotOuter', row.labelNo);
    if (row.status === LabelStatus.Voided) throw refuse('LabelRecord:IsVoided', row.labelNo);
    if (!PALLET_BUILDABLE.includes(deliveryStatus)) throw refuse('Pallet:DeliveryClosed', deliveryNo);
    if (row.parentId)
      throw refuse(
        'Pallet:OnPallet',
        row.labelNo,
        parents.find((p) => p.id === row.parentId)?.labelNo ?? row.parentId,
      );
  }
  const outers = labels.map((l) => l.row);
  const first = outers[0]!;
  const parts = [...new Set(outers.map((o) => o.partNo))];
  const [info] =
    parts.length === 1 && parts[0]
      ? await tx
          .select()
          .from(labelMaterialInfos)
          .where(
            and(
              eq(labelMaterialInfos.tenantId, tenantId),
              eq(labelMaterialInfos.supplierId, first.supplierId),
              eq(labelMaterialInfos.partNo, parts[0]),
              eq(labelMaterialInfos.isDeleted, false),
            ),
          )
      : [];
  const template = await resolveTemplate(tx, 'Pallet', { supplierId: first.supplierId, materialInfo: info });

  const sscc = await nextSscc(tx);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(lr)
    .where(
      and(
        eq(lr.tenantId, tenantId),
        eq(lr.deliveryId, first.deliveryId),
        eq(lr.labelType, 'Pallet'),
        ne(lr.status, LabelStatus.Voided),
      ),
    );
  const snapshot = palletData(outers, sscc, n + 1, culture);
  const id = newId();
  const [pallet] = await tx
    .insert(lr)
    .values({
      id,
      supplierId: first.supplierId,
      deliveryId: first.deliveryId,
      deliveryLineId: null,
      labelNo: sscc,
      labelType: 'Pallet',
      parentId: null,
      seq: n + 1,
      total: n + 1,
      qty: snapshot.qty,
      partNo: parts.length === 1 ? (parts[0] ?? null) : null,
      lotNo: snapshot.lotNo ?? null,
      contentsCount: outers.length,
      sscc,
      // The built-in layout is recorded as no template (null), as generated labels do.
      templateId: template.id,
      templateVersion: template.id ? template.version : null,
      payload: labelPayload(snapshot, template.definition),
      snapshot,
      status: LabelStatus.Generated,
      creatorId: actor.id,
    })
    .returning();
  audit.created(LABEL_ENTITY_TYPE, id, auditedLabel(pallet!));

  // The cartons' snapshots stay as printed: a carton label does not print its pallet.
  await tx
    .update(lr)
    .set({
      parentId: id,
      status: LabelStatus.Packed,
      concurrencyStamp: newStamp(),
      lastModificationTime: new Date(),
      lastModifierId: actor.id,
    })
    .where(and(eq(lr.tenantId, tenantId), inArray(lr.id, unique)));
  for (const o of outers)
    audit.updated(
      LABEL_ENTITY_TYPE,
      o.id,
      { parentId: o.parentId, status: o.status },
      { parentId: id, status: LabelStatus.Packed },
    );
  await renumberPallets(tx, tenantId, first.deliveryId);
  return (
    await tx
      .select()
      .from(lr)
      .where(and(eq(lr.tenantId, tenantId), eq(lr.id, id)))
  )[0]!;
}

/**
 * Unpacks a pallet before shipping: its cartons are free again (Printed or Generated as they were
 * printed); a pallet label never printed is removed, a printed one is voided with `reason` (its
 * prints stay in the print log). The delivery's pallets are renumbered.
 */
export async function unpackPallet(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  reason: string,
): Promise<void> {
  await lockDeliveriesOf(tx, tenantId, [id]);
  const { row, deliveryNo, deliveryStatus } = await lockLabel(tx, tenantId, id);
  if (row.labelType !== 'Pallet') throw refuse('Pallet:NotPallet', row.labelNo);
  if (row.status === LabelStatus.Voided) throw refuse('LabelRecord:IsVoided', row.labelNo);
  if (!PALLET_BUILDABLE.includes(deliveryStatus)) throw refuse('Pallet:DeliveryClosed', deliveryNo);
  const now = new Date();
  const cartons = await tx
    .select()
    .from(lr)
    .where(and(eq(lr.tenantId, tenantId), eq(lr.parentId, id)))
    .for('update');
  for (const c of cartons) {
    const status =
      c.status === LabelStatus.Packed
        ? c.printCount > 0
          ? LabelStatus.Printed
          : LabelStatus.Generated
        : c.status;
    await tx
      .update(lr)
      .set({
        parentId: null,
        status,
        concurrencyStamp: newStamp(),
        lastModificationTime: now,
        lastModifierId: actor.id,
      })
      .where(and(eq(lr.tenantId, tenantId), eq(lr.id, c.id)));
    audit.updated(LABEL_ENTITY_TYPE, c.id, { parentId: id, status: c.status }, { parentId: null, status });
  }
  if (row.printCount === 0) {
    await tx.delete(lr).where(and(eq(lr.tenantId, tenantId), eq(lr.id, id)));
    audit.deleted(LABEL_ENTITY_TYPE, id, auditedLabel(row));
  } else {
    await tx
      .update(lr)
      .set({
        status: LabelStatus.Voided,
        voidReason: reason,
        concurrencyStamp: newStamp(),
        lastModificationTime: now,
        lastModifierId: actor.id,
      })
      .where(and(eq(lr.tenantId, tenantId), eq(lr.id, id)));
    audit.updated(
      LABEL_ENTITY_TYPE,
      id,
      { status: row.status, voidReason: null },
      { status: LabelStatus.Voided, voidReason: reason },
    );
  }
  await renumberPallets(tx, tenantId, row.deliveryId);
}
