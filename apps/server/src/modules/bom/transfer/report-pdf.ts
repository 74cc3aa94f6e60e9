import { BomStatus, bomWorkflow, formatQty } from '@sp/contracts';
import { createPdf, mm, pdfBuffer, type Pdf } from '../../../platform/documents/index.js';
import {
  drawCell,
  drawFacts,
  drawTable,
  ensure,
  GREY,
  heading,
  M,
  PAGE_H,
  W,
  type Column,
  type Flow,
} from '../../inspection/report/layout.js';
import { formatTime } from '../../letters/approved-pdf/front.js';
import type { BomReportData, ReportLine } from './report-data.js';

/** The report's words in the reader's language: `t('BomReport:Title')`, `t('…', arg0, arg1)`. */
export type ReportText = (key: string, ...args: unknown[]) => string;

/**
 * The PDF BOM report (物料清单) on A4 portrait, in the reader's language: the header's facts, the
 * multi-level indented lines (level, line, child part, name and spec, quantity per, quantity per
 * top parent, unit, source, manufacturer and MPN), and the signature block (prepared by the
 * submitter, checked by hand, approved by the approver with the time, once approved); page numbers
 * on every page. Drawn with incoming inspection's report frame (inspection/report/layout.ts) in
 * one pass: the pages are kept (`bufferPages`) and their footers, "Page n of N", drawn at the end.
 * A 5,000-line BOM takes about 4 s of CPU on this machine.
 */
export async function renderBomReport(data: BomReportData, t: ReportText, now = new Date()): Promise<Buffer> {
  const bom = data.tree.bom;
  const doc = createPdf({
    size: 'A4',
    margin: 0,
    bold: true,
    bufferPages: true,
    title: `${bom.bomNo} ${t('BomReport:Title')}`,
    ...(data.company ? { author: data.company } : {}),
  });
  const onPage = () => pageHeader(doc, data, t);
  const f: Flow = { doc, y: M + mm(15), onPage };
  onPage();
  facts(f, data, t);
  lines(f, data, t);
  signatures(f, data, t);
  const printed = t('BomReport:Printed', formatTime(now, data.timeZone));
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    pageFooter(doc, data, t, printed, i - start + 1, count);
  }
  return pdfBuffer(doc);
}

const APPROVED = new Set<number>([BomStatus.Approved, BomStatus.Released, BomStatus.Obsolete]);

const statusText = (t: ReportText, status: number) => {
  const key = (bomWorkflow.statuses as Record<number, { text: string } | undefined>)[status]?.text;
  return key ? t(key) : String(status);
};

function pageHeader(doc: Pdf, data: BomReportData, t: ReportText) {
  const bom = data.tree.bom;
  drawCell(doc, [{ text: data.company, color: GREY }], M, M, W * 0.6, 8);
  drawCell(doc, [{ text: t('BomReport:Title'), bold: true }], M, M + mm(4), W * 0.6, 15);
  drawCell(doc, [{ text: bom.bomNo, bold: true }], M + W * 0.4, M + mm(1), W * 0.6, 11, 'right');
  drawCell(
    doc,
    [{ text: `${t('BomReport:Revision')} ${bom.revision} · ${statusText(t, bom.status)}`, color: GREY }],
    M + W * 0.4,
    M + mm(7),
    W * 0.6,
    8.5,
    'right',
  );
  doc
    .moveTo(M, M + mm(12.5))
    .lineTo(M + W, M + mm(12.5))
    .lineWidth(1)
    .strokeColor('#000')
    .stroke();
}

function pageFooter(
  doc: Pdf,
  data: BomReportData,
  t: ReportText,
  printed: string,
  page: number,
  total: number,
) {
  const bom = data.tree.bom;
  const footY = PAGE_H - M - mm(3);
  doc
    .moveTo(M, footY - mm(1.5))
    .lineTo(M + W, footY - mm(1.5))
    .lineWidth(0.3)
    .strokeColor(GREY)
    .stroke();
  drawCell(doc, [{ text: `${bom.bomNo} · ${printed}`, color: GREY }], M, footY, W * 0.7, 7.5);
  drawCell(
    doc,
    [{ text: t('BomReport:Page', page, total), color: GREY }],
    M + W * 0.6,
    footY,
    W * 0.4,
    7.5,
    'right',
  );
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatQty(v));

function facts(f: Flow, data: BomReportData, t: ReportText) {
  const bom = data.tree.bom;
  drawFacts(f, [
    [t('BomReport:BomNo'), bom.bomNo],
    [t('BomReport:Revision'), bom.revision],
    [t('BomReport:Parent'), `${bom.parentPartNo}  ${bom.parentName}`.trim()],
    [t('BomReport:Spec'), bom.parentSpec ?? ''],
    [t('BomReport:Type'), t(`Enum:BomType.${bom.bomType}`)],
    [t('BomReport:BaseQty'), `${num(bom.baseQty)} ${bom.uom}`],
    [t('BomReport:Supplier'), [bom.vendorCode, bom.vendorName].filter(Boolean).join(' ')],
    [t('BomReport:Status'), statusText(t, bom.status)],
    [
      t('BomReport:Effective'),
      t('BomReport:EffectiveValue', bom.effectiveFrom, bom.effectiveTo ?? t('BomReport:Open')),
    ],
    [t('BomReport:Ecn'), bom.ecnNo ?? ''],
    [t('BomReport:Remark'), data.header.remark ?? ''],
  ]);
}

/** Two no-break spaces per level below the first: the indented list. */
const indent = (level: number) => '\u00a0\u00a0'.repeat(Math.min(level - 1, 12));

function lines(f: Flow, data: BomReportData, t: ReportText) {
  const { tree } = data;
  heading(f, t('BomReport:Lines', tree.lineCount, tree.depth));
  if (data.lines.length === 0) {
    drawCell(f.doc, [{ text: t('BomReport:NoLines'), color: GREY }], M, f.y, W, 9);
    f.y += mm(6);
    return;
  }
  const columns: Column<ReportLine>[] = [
    { title: t('BomReport:Level'), share: 0.05, align: 'center', cell: (l) => String(l.node.level) },
    { title: t('BomReport:Line'), share: 0.06, align: 'right', cell: (l) => String(l.node.lineNo) },
    {
      title: t('BomReport:Child'),
      share: 0.17,
      cell: (l) => [
        { text: indent(l.node.level) + l.node.childPartNo, bold: !!l.node.childBomId },
        ...(l.node.isAlternate || l.node.altGroup
          ? [
              {
                text: `\n${indent(l.node.level)}${t('BomReport:AltMark', l.node.altGroup ?? '')}`,
                color: GREY,
              },
            ]
          : []),
      ],
    },
    {
      title: t('BomReport:Name'),
      share: 0.2,
      cell: (l) => [
        { text: l.node.childName },
        ...(l.node.childSpec ? [{ text: `\n${l.node.childSpec}`, color: GREY }] : []),
      ],
    },
    { title: t('BomReport:QtyPer'), share: 0.08, align: 'right', cell: (l) => num(l.node.qtyPer) },
    { title: t('BomReport:ExtendedQty'), share: 0.08, align: 'right', cell: (l) => num(l.node.extendedQty) },
    { title: t('BomReport:Uom'), share: 0.06, cell: (l) => l.node.uom },
    {
      title: t('BomReport:Source'),
      share: 0.15,
      cell: (l) => t(`Enum:MaterialSource.${l.node.materialSource}`),
    },
    {
      title: t('BomReport:Maker'),
      share: 0.15,
      cell: (l) => [
        { text: l.manufacturer ?? '' },
        ...(l.mpn ? [{ text: `${l.manufacturer ? '\n' : ''}${l.mpn}`, color: GREY }] : []),
      ],
    },
  ];
  drawTable(f, columns, data.lines, 7);
  if (tree.truncated) {
    f.y += mm(1);
    drawCell(f.doc, [{ text: t('BomReport:Truncated'), color: GREY }], M, f.y, W, 7.5);
    f.y += mm(4);
  }
}

/** Three boxes: prepared by (the submitter), checked by (signed by hand), approved by (once approved). */
function signatures(f: Flow, data: BomReportData, t: ReportText) {
  const h = data.header;
  const when = (d: Date | null) => (d ? formatTime(d, data.timeZone) : '');
  const approved = APPROVED.has(h.status);
  const boxes: [string, string, string][] = [
    [t('BomReport:PreparedBy'), h.submittedByName ?? '', when(h.submittedTime)],
    [t('BomReport:CheckedBy'), '', ''],
    [
      t('BomReport:ApprovedBy'),
      approved ? (h.approvedByName ?? '') : '',
      approved ? when(h.approvedTime) : '',
    ],
  ];
  const boxH = mm(24);
  heading(f, t('BomReport:Signatures'), boxH);
  ensure(f, boxH);
  const gap = mm(4);
  const boxW = (W - 2 * gap) / 3;
  const { doc } = f;
  boxes.forEach(([label, name, time], i) => {
    const x = M + i * (boxW + gap);
    doc.rect(x, f.y, boxW, boxH).lineWidth(0.5).strokeColor(GREY).stroke();
    drawCell(doc, [{ text: label, color: GREY }], x + mm(2), f.y + mm(1.5), boxW - mm(4), 8);
    drawCell(doc, [{ text: name, bold: true }], x + mm(2), f.y + mm(8), boxW - mm(4), 10);
    doc
      .moveTo(x + mm(2), f.y + boxH - mm(7))
      .lineTo(x + boxW - mm(2), f.y + boxH - mm(7))
      .lineWidth(0.3)
      .strokeColor(GREY)
      .stroke();
    drawCell(
      doc,
      [{ text: `${t('BomReport:Date')}: ${time}`, color: GREY }],
      x + mm(2),
      f.y + boxH - mm(5.5),
      boxW - mm(4),
      7.5,
    );
  });
  f.y += boxH + mm(2);
}
