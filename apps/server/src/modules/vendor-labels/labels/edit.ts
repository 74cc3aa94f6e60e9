import {
  DELIVERY_EDITABLE,
  LabelStatus,
  roundQty,
  type LabelData,
  type LabelEditInput,
  type LabelType,
} from '@sp/contracts';
import { and, eq, ne, sum } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId, newStamp } from '../../../platform/db/columns.js';
import { ConcurrencyError } from '../../../platform/http/errors.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { deliveries, deliveryLines, labelEditLogs, labelRecords } from '../schema.js';
import { LABEL_ENTITY_TYPE, type LabelRow } from './dto.js';
import { lockDeliveriesOf, lockLabel, requireTypePolicy } from './load.js';
import { labelPayload } from './payload.js';
import { refuse } from './refuse.js';
import { printTemplate } from './template.js';

const lr = labelRecords;
const EDITABLE: readonly number[] = DELIVERY_EDITABLE;

type EditedField = 'qty' | 'lotNo' | 'dateCode' | 'mfgDate';

interface Change {
  field: EditedField;
  old: string | null;
  next: string;
}

/** The fields the input changes, against the label's render snapshot (what it printed). */
function changesOf(row: LabelRow, input: LabelEditInput): Change[] {
  const s = row.snapshot;
  const out: Change[] = [];
  if (input.qty !== undefined && input.qty !== row.qty)
    out.push({ field: 'qty', old: String(row.qty), next: String(input.qty) });
  for (const field of ['lotNo', 'dateCode', 'mfgDate'] as const) {
    const v = input[field];
    if (v !== undefined && v !== (s[field] ?? null)) out.push({ field, old: s[field] ?? null, next: v });
  }
  return out;
}

interface Writer {
  tx: Tx;
  audit: AuditCollector;
  tenantId: string;
  actor: WorkflowActor;
  reason: string;
  deliveryNo: string;
  now: Date;
}

/**
 * Rewrites one label's content: new snapshot and payload (in its template's style), and when it
 * had been printed, the print is void: count and times cleared, Printed -> Generated (a carton on a
 * pallet stays Packed), so its next print is a first print. One edit-log row per changed field.
 */
async function rewrite(w: Writer, row: LabelRow, changes: readonly Change[], snapshot: LabelData) {
  const template = await printTemplate(w.tx, row.labelType as LabelType, row.templateId, row.templateVersion);
  const printed = row.printCount > 0;
  const status = row.status === LabelStatus.Printed ? LabelStatus.Generated : row.status;
  await w.tx
    .update(lr)
    .set({
      qty: snapshot.qty,
      lotNo: snapshot.lotNo ?? null,
      snapshot,
      payload: labelPayload(snapshot, template.definition),
      status,
      ...(printed ? { printCount: 0, firstPrintTime: null, lastPrintTime: null, lastPrinter: null } : {}),
      concurrencyStamp: newStamp(),
      lastModificationTime: w.now,
      lastModifierId: w.actor.id,
    })
    .where(and(eq(lr.tenantId, w.tenantId), eq(lr.id, row.id)));
  await w.tx.insert(labelEditLogs).values(
    changes.map((c) => ({
      id: newId(),
      supplierId: row.supplierId,
      labelId: row.id,
      labelNo: row.labelNo,
      labelType: row.labelType,
      deliveryNo: w.deliveryNo,
      fieldName: c.field,
      oldValue: c.old,
      newValue: c.next,
      reason: w.reason,
      editedById: w.actor.id,
      editedByName: w.actor.name,
      editedTime: w.now,
      reprintRequired: printed,
    })),
  );
  w.audit.updated(
    LABEL_ENTITY_TYPE,
    row.id,
    {
      ...Object.fromEntries(changes.map((c) => [c.field, c.old])),
      status: row.status,
      printCount: row.printCount,
    },
    {
      ...Object.fromEntries(changes.map((c) => [c.field, c.next])),
      status,
      printCount: printed ? 0 : row.printCount,
    },
  );
}

/** A parent (carton, pallet) follows its children's quantity: the sum of its live children. */
async function followChildren(w: Writer, parentId: string) {
  const [parent] = await w.tx
    .select()
    .from(lr)
    .where(and(eq(lr.tenantId, w.tenantId), eq(lr.id, parentId)))
    .for('update');
  if (!parent || parent.status === LabelStatus.Voided) return;
  const [{ total } = { total: null }] = await w.tx
    .select({ total: sum(lr.qty).mapWith(Number) })
    .from(lr)
    .where(and(eq(lr.tenantId, w.tenantId), eq(lr.parentId, parentId), ne(lr.status, LabelStatus.Voided)));
  const qty = roundQty(total ?? 0);
  if (qty === parent.qty || qty <= 0) return;
  await rewrite(w, parent, [{ field: 'qty', old: String(parent.qty), next: String(qty) }], {
    ...parent.snapshot,
    qty,
  });
  if (parent.parentId) await followChildren(w, parent.parentId);
}

/**
 * Edits an inner or outer label with a reason (label-rules.ts `labelActions` says when): the label,
 * its carton and pallet (quantities follow), the delivery line and note totals (a quantity edit
 * lowers the line; raising it is refused), the edit log and the audit entries, in one transaction.
 */
export async function editLabel(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: LabelEditInput,
  actor: WorkflowActor,
): Promise<void> {
  await lockDeliveriesOf(tx, tenantId, [id]);
  const { row, deliveryNo, deliveryStatus } = await lockLabel(tx, tenantId, id);
  const labelType = row.labelType as LabelType;
  if (labelType === 'Pallet') throw refuse('LabelRecord:PalletNotEditable');
  requireTypePolicy(actor, labelType, 'edit');
  if (row.status === LabelStatus.Voided) throw refuse('LabelRecord:IsVoided', row.labelNo);
  if (!EDITABLE.includes(deliveryStatus) || row.status >= LabelStatus.Shipped)
    throw refuse('LabelRecord:NotEditable', deliveryNo);
  if (input.concurrencyStamp && input.concurrencyStamp !== row.concurrencyStamp) throw new ConcurrencyError();
  const changes = changesOf(row, input);
  if (changes.length === 0) throw refuse('LabelRecord:NothingChanged');

  const w: Writer = { tx, audit, tenantId, actor, reason: input.reason.trim(), deliveryNo, now: new Date() };
  const qtyChange = input.qty !== undefined && input.qty !== row.qty ? input.qty - row.qty : 0;
  if (qtyChange !== 0) {
    const [child] = await tx
      .select({ id: lr.id })
      .from(lr)
      .where(and(eq(lr.tenantId, tenantId), eq(lr.parentId, row.id), ne(lr.status, LabelStatus.Voided)))
      .limit(1);
    if (child) throw refuse('LabelRecord:QtyFromInners', row.labelNo);
    if (row.deliveryLineId) await followLine(w, row.deliveryLineId, row.deliveryId, qtyChange);
  }
  const snapshot: LabelData = { ...row.snapshot };
  for (const c of changes) {
    if (c.field === 'qty') snapshot.qty = Number(c.next);
    else snapshot[c.field] = c.next;
  }
  await rewrite(w, row, changes, snapshot);
  if (qtyChange !== 0 && row.parentId) await followChildren(w, row.parentId);
}

/**
 * The delivery line follows its labels' quantity: lowered by a short box (and the note's total
 * with it); an edit that would raise it is refused (raising draws more from the PO line, which the
 * delivery note's own line edit checks).
 */
async function followLine(w: Writer, lineId: string, deliveryId: string, change: number) {
  const [line] = await w.tx
    .select()
    .from(deliveryLines)
    .where(and(eq(deliveryLines.tenantId, w.tenantId), eq(deliveryLines.id, lineId)))
    .for('update');
  if (!line) return;
  const next = roundQty(line.qty + change);
  if (change > 0) throw refuse('LabelRecord:QtyRaisesLine', line.lineNo, line.qty, next);
  await w.tx
    .update(deliveryLines)
    .set({ qty: next })
    .where(and(eq(deliveryLines.tenantId, w.tenantId), eq(deliveryLines.id, lineId)));
  const [note] = await w.tx
    .select({ totalQty: deliveries.totalQty })
    .from(deliveries)
    .where(and(eq(deliveries.tenantId, w.tenantId), eq(deliveries.id, deliveryId)));
  const total = roundQty((note?.totalQty ?? 0) + change);
  await w.tx
    .update(deliveries)
    .set({ totalQty: total })
    .where(and(eq(deliveries.tenantId, w.tenantId), eq(deliveries.id, deliveryId)));
  w.audit.updated('SupplierPortal.VendorLabel.DeliveryLine', lineId, { qty: line.qty }, { qty: next });
}
