import {
  DELIVERY_PRINTABLE,
  DeliveryStatus,
  LabelStatus,
  PrintResult,
  type Culture,
  type LabelPrintInput,
  type LabelType,
} from '@sp/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId, newStamp } from '../../../platform/db/columns.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { renderLabelsPdf, renderLabelsZpl } from '../render/index.js';
import { labelRecords, printLogs } from '../schema.js';
import { LABEL_ENTITY_TYPE } from './dto.js';
import { lockLabels, requireTypePolicy, type LockedLabel } from './load.js';
import { refuse } from './refuse.js';
import { printTemplate } from './template.js';

export const PRINT_LOG_ENTITY_TYPE = 'SupplierPortal.VendorLabel.PrintLog';

/** The printed file: a PDF (one page per label and copy) or ZPL (one ^XA..^XZ per label, ^PQ copies). */
export interface PrintedFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
  printLogId: string;
}

const PRINTABLE: readonly number[] = DELIVERY_PRINTABLE;

/** Distinct values joined for the print log's one-line columns ("a, b, c, …"). */
function summary(values: readonly (string | null | undefined)[], max = 3): string | null {
  const distinct = [...new Set(values.filter((v): v is string => !!v))];
  if (distinct.length === 0) return null;
  return distinct.slice(0, max).join(', ') + (distinct.length > max ? ', …' : '');
}

/** Every rule of a print, checked before anything is written or rendered (label-rules.ts). */
function checkPrint(labels: readonly LockedLabel[], input: LabelPrintInput, actor: WorkflowActor) {
  const types = new Set(labels.map((l) => l.row.labelType));
  if (types.size > 1) throw refuse('LabelRecord:MixedTypes');
  if (new Set(labels.map((l) => l.row.supplierId)).size > 1) throw refuse('LabelRecord:MixedSuppliers');
  const labelType = labels[0]!.row.labelType as LabelType;
  requireTypePolicy(actor, labelType, input.printKind === 'First' ? 'print' : 'reprint');
  if (input.printKind === 'Reprint' && !input.reprintReason?.trim())
    throw refuse('LabelRecord:ReprintReasonRequired');
  for (const { row, deliveryNo, deliveryStatus } of labels) {
    if (row.status === LabelStatus.Voided) throw refuse('LabelRecord:IsVoided', row.labelNo);
    if (!PRINTABLE.includes(deliveryStatus)) throw refuse('LabelRecord:DeliveryNotPrintable', deliveryNo);
    if (input.printKind === 'First') {
      if (row.printCount > 0) throw refuse('LabelRecord:AlreadyPrinted', row.labelNo);
      if (deliveryStatus === DeliveryStatus.Shipped)
        throw refuse('LabelRecord:FirstPrintAfterShipping', deliveryNo);
    } else if (row.printCount === 0) throw refuse('LabelRecord:NeverPrinted', row.labelNo);
  }
  const templates = new Set(labels.map((l) => `${l.row.templateId}@${l.row.templateVersion}`));
  if (templates.size > 1) throw refuse('LabelRecord:MixedTemplates');
  return labelType;
}

/**
 * Prints labels: checks every rule, renders the file from the labels' render snapshots with the
 * exact template version they were generated with (a reprint prints the same label), counts the
 * print on each label (Generated -> Printed) and writes one print-log row, all in the caller's
 * transaction: a refusal or a rendering failure leaves nothing written.
 */
export async function printLabels(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  input: LabelPrintInput,
  actor: WorkflowActor,
  culture: Culture,
): Promise<PrintedFile> {
  const labels = await lockLabels(tx, tenantId, input.labelIds);
  const labelType = checkPrint(labels, input, actor);
  const first = labels[0]!.row;
  const template = await printTemplate(tx, labelType, first.templateId, first.templateVersion);
  const snapshots = labels.map((l) => l.row.snapshot);
  const copies = Math.max(1, template.copies);
  const dpi = input.format === 'zpl' ? (input.dpi ?? template.definition.dpi) : null;

  const now = new Date();
  const ids = labels.map((l) => l.row.id);
  await tx
    .update(labelRecords)
    .set({
      printCount: sql`${labelRecords.printCount} + 1`,
      firstPrintTime: sql`coalesce(${labelRecords.firstPrintTime}, ${now})`,
      lastPrintTime: now,
      lastPrinter: input.printerName?.trim() || null,
      status: sql`case when ${labelRecords.status} = ${LabelStatus.Generated} then ${LabelStatus.Printed} else ${labelRecords.status} end`,
      concurrencyStamp: newStamp(),
      lastModificationTime: now,
      lastModifierId: actor.id,
    })
    .where(and(eq(labelRecords.tenantId, tenantId), inArray(labelRecords.id, ids)));
  for (const { row } of labels)
    audit.updated(
      LABEL_ENTITY_TYPE,
      row.id,
      { printCount: row.printCount, status: row.status, lastPrinter: row.lastPrinter },
      {
        printCount: row.printCount + 1,
        status: row.status === LabelStatus.Generated ? LabelStatus.Printed : row.status,
        lastPrinter: input.printerName?.trim() || null,
      },
    );

  const numbers = labels.map((l) => l.row.labelNo);
  const range = numbers.length === 1 ? numbers[0]! : `${numbers[0]} – ${numbers[numbers.length - 1]}`;
  const deliveryIds = new Set(labels.map((l) => l.row.deliveryId));
  const log = {
    id: newId(),
    supplierId: first.supplierId,
    printTime: now,
    printedById: actor.id,
    printedByName: actor.name,
    labelType,
    labelCount: labels.length,
    labelRange: range,
    labelIds: ids,
    deliveryId: deliveryIds.size === 1 ? first.deliveryId : null,
    deliveryNo: summary(labels.map((l) => l.deliveryNo)),
    partNo: summary(labels.map((l) => l.row.partNo)),
    lotNo: summary(labels.map((l) => l.row.lotNo)),
    templateCode: template.code,
    templateVersion: template.version,
    format: input.format,
    printerName: input.printerName?.trim() || null,
    dpi,
    copies,
    printKind: input.printKind,
    reprintReason: input.printKind === 'Reprint' ? input.reprintReason!.trim() : null,
    result: PrintResult.Success,
  };
  await tx.insert(printLogs).values(log);
  audit.created(PRINT_LOG_ENTITY_TYPE, log.id, {
    labelType,
    labelCount: log.labelCount,
    labelRange: range,
    format: log.format,
    printKind: log.printKind,
    reprintReason: log.reprintReason,
  });

  // Rendered last but inside the transaction: a label that cannot be drawn rolls everything back.
  const base = numbers.length === 1 ? numbers[0]! : `${numbers[0]}-${numbers[numbers.length - 1]}`;
  if (input.format === 'zpl') {
    const body = renderLabelsZpl(snapshots, template.definition, {
      culture,
      ...(dpi ? { dpi } : {}),
      copies,
    });
    return { fileName: `${base}.zpl`, contentType: 'text/plain; charset=utf-8', body, printLogId: log.id };
  }
  // An office printer has no copy count in the file: each label's page is repeated (pallets: 2).
  const pages = copies > 1 ? snapshots.flatMap((s) => Array<typeof s>(copies).fill(s)) : snapshots;
  const body = await renderLabelsPdf(pages, template.definition, { culture, title: range });
  return { fileName: `${base}.pdf`, contentType: 'application/pdf', body, printLogId: log.id };
}
