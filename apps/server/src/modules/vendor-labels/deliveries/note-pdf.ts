import { formatQty } from '@sp/contracts';
import {
  code128,
  createPdf,
  drawBarcode,
  FONT,
  mm,
  pdfBuffer,
  qr,
  textBox,
  type Pdf,
} from '../../../platform/documents/index.js';
import type { DeliveryDto } from './dto.js';

/** The note's words in the reader's language (`Delivery:*` keys and a few common ones). */
export type NoteText = (key: string) => string;

const PAGE_W = mm(210);
const PAGE_H = mm(297);
const M = mm(14);
const W = PAGE_W - 2 * M;
const ROW_H = mm(7.5);
const GREY = '#555555';

/** The lines table: each column's title key, share of the width and cell text. */
const columns: {
  key: string;
  share: number;
  cell: (l: NonNullable<DeliveryDto['lines']>[number]) => string;
  align?: 'right';
}[] = [
  { key: 'Delivery:LineNo', share: 0.06, cell: (l) => String(l.lineNo) },
  { key: 'Delivery:PoNo', share: 0.16, cell: (l) => `${l.poNo} / ${l.poLineNo}` },
  { key: 'Delivery:PartNo', share: 0.15, cell: (l) => l.partNo },
  { key: 'Delivery:PartName', share: 0.23, cell: (l) => l.partName ?? '' },
  { key: 'Delivery:Qty', share: 0.12, cell: (l) => `${formatQty(l.qty)} ${l.unit}`, align: 'right' },
  { key: 'Delivery:LotNo', share: 0.11, cell: (l) => l.lotNo },
  { key: 'Delivery:DateCodeShort', share: 0.07, cell: (l) => l.dateCode ?? '' },
  { key: 'Delivery:Cartons', share: 0.06, cell: (l) => String(l.outerCount), align: 'right' },
];

function header(doc: Pdf, note: DeliveryDto, t: NoteText, page: number, pages: number) {
  textBox(
    doc,
    t('Delivery:Entity.Title'),
    { x: M, y: M, width: W * 0.55, height: mm(10) },
    { size: 20, font: FONT.bold, singleLine: true },
  );
  textBox(
    doc,
    note.supplierName ?? note.supplierCode ?? '',
    { x: M, y: M + mm(11), width: W * 0.55, height: mm(6) },
    { size: 11, singleLine: true, font: FONT.regular },
  );
  // The number as a Code 128 the receiving dock scans, and as a QR for phones.
  drawBarcode(
    doc,
    code128(note.deliveryNo),
    { x: M + W * 0.58, y: M, width: W * 0.3, height: mm(16) },
    { humanReadable: true, fontSize: 8 },
  );
  drawBarcode(
    doc,
    qr(note.deliveryNo),
    { x: M + W - mm(20), y: M, width: mm(20), height: mm(20) },
    { align: 'right' },
  );
  textBox(
    doc,
    `${page} / ${pages}`,
    { x: M, y: PAGE_H - M - mm(5), width: W, height: mm(5) },
    { size: 8, align: 'right', color: GREY },
  );
  doc.fillColor('black');
}

function facts(doc: Pdf, note: DeliveryDto, t: NoteText, top: number): number {
  const pairs: [string, string][] = [
    ['Delivery:DeliveryNo', note.deliveryNo],
    ['Delivery:Supplier', `${note.supplierCode ?? ''} ${note.supplierName ?? ''}`.trim()],
    ['Delivery:DeliveryDate', note.deliveryDate],
    ['Delivery:ExpectedArrival', note.expectedArrivalDate],
    ['Delivery:Plant', note.plant ?? ''],
    ['Delivery:Warehouse', note.receivingWarehouse ?? ''],
    ['Delivery:Carrier', note.carrier ?? ''],
    ['Delivery:TrackingNo', note.trackingNo ?? ''],
    ['Delivery:TotalQty', formatQty(note.totalQty)],
    [
      'Delivery:Cartons',
      `${note.totalCartons}${note.totalPallets ? ` / ${t('Delivery:Pallets')} ${note.totalPallets}` : ''}`,
    ],
  ];
  const colW = W / 2;
  pairs.forEach(([key, value], i) => {
    const x = M + (i % 2) * colW;
    const y = top + Math.floor(i / 2) * mm(6.5);
    textBox(
      doc,
      t(key),
      { x, y, width: colW * 0.32, height: mm(6) },
      { size: 8.5, color: GREY, singleLine: true },
    );
    textBox(
      doc,
      value,
      { x: x + colW * 0.33, y, width: colW * 0.65, height: mm(6) },
      { size: 10, color: 'black', singleLine: true },
    );
  });
  return top + Math.ceil(pairs.length / 2) * mm(6.5) + mm(3);
}

function tableRow(doc: Pdf, cells: string[], y: number, bold: boolean) {
  let x = M;
  columns.forEach((c, i) => {
    const w = W * c.share;
    textBox(
      doc,
      cells[i]!,
      { x: x + mm(1), y: y + mm(1.6), width: w - mm(2), height: ROW_H - mm(2) },
      {
        size: 9,
        minSize: 6,
        singleLine: true,
        ...(bold ? { font: FONT.bold } : { font: FONT.regular }),
        ...(c.align ? { align: c.align } : {}),
      },
    );
    x += w;
  });
  doc.font(FONT.regular);
  doc
    .moveTo(M, y + ROW_H)
    .lineTo(M + W, y + ROW_H)
    .lineWidth(bold ? 0.8 : 0.3)
    .strokeColor(bold ? '#000' : '#999')
    .stroke();
}

function signatures(doc: Pdf, t: NoteText, y: number) {
  const boxes = ['Delivery:SignShipped', 'Delivery:SignReceived', 'Delivery:SignInspected'];
  const w = W / boxes.length;
  boxes.forEach((key, i) => {
    const x = M + i * w;
    doc
      .rect(x + mm(1), y, w - mm(2), mm(22))
      .lineWidth(0.4)
      .strokeColor('#777')
      .stroke();
    textBox(
      doc,
      t(key),
      { x: x + mm(3), y: y + mm(2), width: w - mm(6), height: mm(5) },
      { size: 8.5, color: GREY, singleLine: true },
    );
  });
  doc.fillColor('black');
}

/**
 * The delivery note (送货单) on A4: header with the number as Code 128 and QR, the note's facts, the
 * lines (page after page as they need), totals and signature boxes for shipping, receiving and
 * inspection. Texts in the reader's language; Chinese glyphs from the embedded font.
 */
export async function renderDeliveryNote(note: DeliveryDto, t: NoteText): Promise<Buffer> {
  const lines = note.lines ?? [];
  const doc = createPdf({ size: 'A4', margin: 0, title: note.deliveryNo, bold: true });
  const firstRows = Math.floor((PAGE_H - mm(80) - mm(58)) / ROW_H);
  const nextRows = Math.floor((PAGE_H - mm(48) - mm(58)) / ROW_H);
  const pages = 1 + Math.max(0, Math.ceil((lines.length - firstRows) / nextRows));
  let at = 0;
  for (let page = 1; page <= pages; page++) {
    if (page > 1) doc.addPage({ size: [PAGE_W, PAGE_H], margin: 0 });
    header(doc, note, t, page, pages);
    let y = page === 1 ? facts(doc, note, t, M + mm(24)) : M + mm(26);
    tableRow(
      doc,
      columns.map((c) => t(c.key)),
      y,
      true,
    );
    y += ROW_H;
    const take = page === 1 ? firstRows : nextRows;
    for (const l of lines.slice(at, at + take)) {
      tableRow(
        doc,
        columns.map((c) => c.cell(l)),
        y,
        false,
      );
      y += ROW_H;
    }
    at += take;
    if (page === pages) {
      textBox(
        doc,
        `${t('Delivery:TotalQty')}: ${formatQty(note.totalQty)}    ${t('Delivery:Cartons')}: ${note.totalCartons}`,
        { x: M, y: y + mm(2), width: W, height: mm(6) },
        { size: 10, align: 'right', font: FONT.bold, singleLine: true },
      );
      doc.font(FONT.regular);
      if (note.remark)
        textBox(
          doc,
          `${t('Delivery:Remark')}: ${note.remark}`,
          { x: M, y: y + mm(9), width: W, height: mm(12) },
          { size: 9 },
        );
      signatures(doc, t, PAGE_H - M - mm(32));
    }
  }
  return pdfBuffer(doc);
}
