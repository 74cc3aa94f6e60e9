import {
  openQty,
  purchaseOrderAckWorkflow,
  purchaseOrderStatusTable,
  purchaseOrderTexts,
  commonTexts,
  type WorkflowDef,
} from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../platform/localization/localizer.js';
import type { PurchaseOrderLineRow, PurchaseOrderRow } from './dto.js';

export interface ExportRow {
  order: PurchaseOrderRow;
  line: PurchaseOrderLineRow;
  vendorCode: string | null;
  supplierName: string | null;
}

const h = (key: Parameters<typeof T<typeof purchaseOrderTexts>>[1]): LocalizableText =>
  T(purchaseOrderTexts, key);

/**
 * The export: one row per line with its order's header, the import's columns first (an exported
 * file can be edited and imported again), then what the portal keeps (delivered, open, statuses).
 */
export async function exportWorkbook(rows: readonly ExportRow[], locale: WorkbookLocale) {
  const { culture } = locale;
  const statusName = (wf: WorkflowDef, status: number) => {
    const key = wf.statuses[status]?.text;
    return key ? translate(culture, { resource: commonTexts.resource, key, args: [] }) : String(status);
  };
  const columns: WorkbookColumn<ExportRow>[] = [
    { header: h('PurchaseOrders:PoNo'), value: (r) => r.order.poNo, width: 16 },
    { header: h('PurchaseOrders:SupplierCode'), value: (r) => r.vendorCode, width: 12 },
    { header: h('PurchaseOrders:SupplierName'), value: (r) => r.supplierName, width: 28 },
    { header: h('PurchaseOrders:OrderDate'), value: (r) => r.order.orderDate, width: 12 },
    { header: h('PurchaseOrders:Buyer'), value: (r) => r.order.buyer, width: 12 },
    { header: h('PurchaseOrders:Currency'), value: (r) => r.order.currency, width: 8 },
    { header: h('PurchaseOrders:Plant'), value: (r) => r.order.plant, width: 10 },
    { header: h('PurchaseOrders:LineNo'), value: (r) => r.line.lineNo, width: 6 },
    { header: h('PurchaseOrders:PartNo'), value: (r) => r.line.partNo, width: 18 },
    {
      header: h('PurchaseOrders:OrderedQty'),
      value: (r) => r.line.orderedQty,
      numFmt: '#,##0.###',
      width: 12,
    },
    { header: h('PurchaseOrders:Unit'), value: (r) => r.line.unit, width: 8 },
    { header: h('PurchaseOrders:NeedDate'), value: (r) => r.line.needDate, width: 12 },
    { header: h('PurchaseOrders:TolerancePct'), value: (r) => r.line.tolerancePct, width: 10 },
    {
      header: h('PurchaseOrders:DeliveredQty'),
      value: (r) => r.line.deliveredQty,
      numFmt: '#,##0.###',
      width: 12,
    },
    {
      header: h('PurchaseOrders:ReceivedQty'),
      value: (r) => r.line.receivedQty,
      numFmt: '#,##0.###',
      width: 12,
    },
    { header: h('PurchaseOrders:OpenQty'), value: (r) => openQty(r.line), numFmt: '#,##0.###', width: 12 },
    {
      header: h('PurchaseOrders:LineStatus'),
      value: (r) => statusName(purchaseOrderStatusTable, r.line.status),
    },
    {
      header: h('PurchaseOrders:Status'),
      value: (r) => statusName(purchaseOrderStatusTable, r.order.status),
    },
    {
      header: h('PurchaseOrders:AckStatus'),
      value: (r) => statusName(purchaseOrderAckWorkflow, r.order.ackStatus),
      width: 22,
    },
    { header: h('PurchaseOrders:Revision'), value: (r) => r.order.revision, width: 8 },
  ];
  const title = translate(culture, h('PurchaseOrders:Title'));
  const bytes = await writeWorkbook(columns, rows, { ...locale, sheetName: title });
  return { fileName: `${title}-${workbookDay(locale)}.xlsx`, bytes };
}
