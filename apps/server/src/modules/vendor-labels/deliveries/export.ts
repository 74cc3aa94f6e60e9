import { commonTexts, deliveryTexts, deliveryWorkflow, roundQty } from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import type { DeliveryLineRow, DeliveryRow } from './dto.js';

export interface ExportRow {
  delivery: DeliveryRow;
  line: DeliveryLineRow;
  vendorCode: string | null;
  supplierName: string | null;
}

const h = (key: Parameters<typeof T<typeof deliveryTexts>>[1]): LocalizableText => T(deliveryTexts, key);

/** The delivery export: one row per line with its note's header, statuses in the reader's language. */
export async function exportWorkbook(rows: readonly ExportRow[], locale: WorkbookLocale) {
  const { culture } = locale;
  const status = (s: number) => {
    const key = deliveryWorkflow.statuses[s as keyof typeof deliveryWorkflow.statuses]?.text;
    return key ? translate(culture, { resource: commonTexts.resource, key, args: [] }) : String(s);
  };
  const columns: WorkbookColumn<ExportRow>[] = [
    { header: h('Delivery:DeliveryNo'), value: (r) => r.delivery.deliveryNo, width: 24 },
    { header: h('Delivery:Supplier'), value: (r) => r.vendorCode, width: 12 },
    { header: h('Delivery:SupplierName'), value: (r) => r.supplierName, width: 26 },
    { header: T(commonTexts, 'Field:Status'), value: (r) => status(r.delivery.status), width: 12 },
    { header: h('Delivery:DeliveryDate'), value: (r) => r.delivery.deliveryDate, width: 12 },
    { header: h('Delivery:ExpectedArrival'), value: (r) => r.delivery.expectedArrivalDate, width: 12 },
    { header: h('Delivery:Carrier'), value: (r) => r.delivery.carrier, width: 10 },
    { header: h('Delivery:TrackingNo'), value: (r) => r.delivery.trackingNo, width: 18 },
    { header: h('Delivery:LineNo'), value: (r) => r.line.lineNo, width: 6 },
    { header: h('Delivery:PoNo'), value: (r) => r.line.poNo, width: 16 },
    { header: h('Delivery:PoLine'), value: (r) => r.line.poLineNo, width: 8 },
    { header: h('Delivery:PartNo'), value: (r) => r.line.partNo, width: 18 },
    { header: h('Delivery:PartName'), value: (r) => r.line.partName, width: 24 },
    { header: h('Delivery:Qty'), value: (r) => r.line.qty, width: 12 },
    { header: T(commonTexts, 'Field:Unit'), value: (r) => r.line.unit, width: 6 },
    { header: h('Delivery:LotNo'), value: (r) => r.line.lotNo, width: 14 },
    { header: h('Delivery:DateCode'), value: (r) => r.line.dateCode, width: 8 },
    { header: h('Delivery:Cartons'), value: (r) => r.line.outerCount, width: 8 },
    { header: h('Delivery:ReceivedQty'), value: (r) => r.line.receivedQty, width: 10 },
    { header: h('Delivery:BadQty'), value: (r) => r.line.badQty, width: 10 },
    {
      header: h('Delivery:DifferenceQty'),
      value: (r) => roundQty(r.line.qty - r.line.receivedQty - r.line.badQty),
      width: 10,
    },
  ];
  const date = workbookDay(locale);
  return {
    fileName: `${translate(culture, h('Delivery:Deliveries'))}-${date}.xlsx`,
    bytes: await writeWorkbook(columns, rows, {
      ...locale,
      sheetName: translate(culture, h('Delivery:Deliveries')),
    }),
  };
}
