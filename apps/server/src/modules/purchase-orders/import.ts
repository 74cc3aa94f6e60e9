import {
  PurchaseOrderLimits,
  purchaseOrderImportRowSchema,
  purchaseOrderTexts,
  type Culture,
  type PurchaseOrderImportRow,
  type PurchaseOrderInput,
} from '@sp/contracts';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import {
  importWorkbook,
  type ImportColumn,
  type ImportedRow,
  type ImportIssue,
  type ImportProblem,
  type ImportSpec,
} from '../../platform/documents/index.js';
import { T, translate } from '../../platform/localization/localizer.js';
import { upsertOrders, type UpsertActor, type UpsertResult } from './upsert.js';

const h = (key: Parameters<typeof T<typeof purchaseOrderTexts>>[1]) => T(purchaseOrderTexts, key);

/** The import sheet: one row per line with its order's header; headers in any of the three languages. */
export const importColumns: readonly ImportColumn<keyof PurchaseOrderImportRow>[] = [
  { key: 'poNo', header: h('PurchaseOrders:PoNo') },
  { key: 'supplierCode', header: T(purchaseOrderTexts, 'PurchaseOrders:SupplierCode') },
  { key: 'orderDate', header: h('PurchaseOrders:OrderDate'), kind: 'date' },
  { key: 'buyer', header: h('PurchaseOrders:Buyer'), required: false },
  { key: 'currency', header: h('PurchaseOrders:Currency') },
  { key: 'plant', header: h('PurchaseOrders:Plant'), required: false },
  { key: 'lineNo', header: h('PurchaseOrders:LineNo'), kind: 'number' },
  { key: 'partNo', header: h('PurchaseOrders:PartNo') },
  { key: 'orderedQty', header: h('PurchaseOrders:OrderedQty'), kind: 'number' },
  { key: 'unit', header: h('PurchaseOrders:Unit'), required: false },
  { key: 'needDate', header: h('PurchaseOrders:NeedDate'), kind: 'date' },
  { key: 'tolerancePct', header: h('PurchaseOrders:TolerancePct'), kind: 'number', required: false },
];

/** The header fields every row of one PO must repeat identically. */
const HEADER_KEYS = ['supplierCode', 'orderDate', 'buyer', 'currency', 'plant'] as const;

/** Rows into orders (by PO number, in sheet order), with the rows' positions for the error report. */
function groupRows(rows: readonly ImportedRow<PurchaseOrderImportRow>[]) {
  const orders = new Map<string, { input: PurchaseOrderInput; rows: Map<number | null, number> }>();
  const issues: ImportIssue[] = [];
  for (const { row, value } of rows) {
    let entry = orders.get(value.poNo);
    if (!entry) {
      entry = {
        input: {
          poNo: value.poNo,
          supplierCode: value.supplierCode,
          orderDate: value.orderDate,
          buyer: value.buyer ?? null,
          currency: value.currency,
          plant: value.plant ?? null,
          lines: [],
        },
        rows: new Map([[null, row]]),
      };
      orders.set(value.poNo, entry);
    } else {
      for (const key of HEADER_KEYS)
        if ((entry.input[key] ?? null) !== (value[key] ?? null))
          issues.push({
            row,
            column: key,
            text: T(
              purchaseOrderTexts,
              'PurchaseOrders:HeaderMismatch',
              value.poNo,
              importColumns.find((c) => c.key === key)!.header,
            ),
          });
    }
    if (entry.input.lines.length >= PurchaseOrderLimits.linesPerOrder)
      issues.push({
        row,
        column: 'lineNo',
        text: T(purchaseOrderTexts, 'PurchaseOrders:TooManyLines', PurchaseOrderLimits.linesPerOrder),
      });
    entry.input.lines.push({
      lineNo: value.lineNo,
      partNo: value.partNo,
      orderedQty: value.orderedQty,
      unit: value.unit,
      needDate: value.needDate,
      tolerancePct: value.tolerancePct,
    });
    entry.rows.set(value.lineNo, row);
  }
  return { orders, issues };
}

export type ImportOutcome = { ok: true; result: UpsertResult } | { ok: false; problems: ImportProblem[] };

/**
 * Imports a workbook of purchase orders in the caller's transaction, all rows or none: every row
 * is validated (and the rows of one PO must agree on its header, its line numbers must not repeat),
 * then the orders go through the same upsert as the sync. Any refusal there (unknown supplier or
 * part number, a quantity below what was delivered) is a problem of its row, and nothing is kept:
 * the caller throws, which rolls the transaction back.
 */
export async function importPurchaseOrders(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  buffer: Buffer,
  culture: Culture,
  actor: UpsertActor,
): Promise<ImportOutcome> {
  let grouped: ReturnType<typeof groupRows> | undefined;
  const spec: ImportSpec<typeof purchaseOrderImportRowSchema> = {
    columns: importColumns,
    schema: purchaseOrderImportRowSchema,
    maxRows: PurchaseOrderLimits.importRows,
    check: (rows) => {
      grouped = groupRows(rows);
      const issues = [...grouped.issues];
      const seen = new Set<string>();
      for (const { row, value } of rows) {
        const key = `${value.poNo}\u0000${value.lineNo}`;
        if (seen.has(key))
          issues.push({
            row,
            column: 'lineNo',
            text: T(purchaseOrderTexts, 'PurchaseOrders:DuplicateLine', value.poNo, value.lineNo),
          });
        seen.add(key);
      }
      return issues;
    },
  };
  const parsed = await importWorkbook(buffer, spec, culture);
  if (!parsed.ok) return parsed;

  const orders = [...grouped!.orders.values()];
  const result = await upsertOrders(
    tx,
    audit,
    tenantId,
    orders.map((o) => o.input),
    actor,
  );
  const problems: ImportProblem[] = [];
  for (const outcome of result.orders) {
    const rows = grouped!.orders.get(outcome.poNo)!.rows;
    for (const p of outcome.problems) {
      const row = rows.get(p.lineNo) ?? rows.get(null)!;
      problems.push({
        row,
        column: translate(culture, p.lineNo === null ? importColumns[1]!.header : importColumns[7]!.header),
        value: p.lineNo === null ? outcome.poNo : String(p.lineNo),
        message: translate(culture, p.text),
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.row - b.row) };
  return { ok: true, result };
}
