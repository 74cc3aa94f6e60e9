import {
  acceptanceNumbers,
  DefectSeverity,
  formatQty,
  inspectionFormWorkflow,
  type DefectSeverityValue,
  type InspectionItemDef,
  type InspectionModeValue,
} from '@sp/contracts';
import { createPdf, FONT, mm, pdfBuffer, type Pdf } from '../../../platform/documents/index.js';
import { formatTime } from '../../letters/approved-pdf/front.js';
import type { ReportData, ReportResult } from './data.js';
import {
  drawCell,
  drawFacts,
  drawTable,
  GREY,
  heading,
  M,
  PAGE_H,
  RED,
  W,
  type Cell,
  type Column,
  type Flow,
  type Run,
  tableHeight,
} from './layout.js';

/** The report's words in the reader's language: `t('IqcReport:Title')`, `t('…', arg0, arg1)`. */
export type ReportText = (key: string, ...args: unknown[]) => string;

/** A long list of values is cut (by count and by length) so one item's row never outgrows a page. */
const MAX_VALUES_SHOWN = 80;
const MAX_VALUES_CHARS = 600;

/**
 * The IQC inspection report (进料检验报告) on A4 portrait: the form's facts, its sampling plan, the
 * item table (values outside the limits red and starred), NG per severity against Ac / Re, the
 * supplier's conclusion, IQC's decision and the documents received; page numbers on every page.
 * Rendered twice when needed: the first pass counts the pages "Page n of N" needs.
 */
export async function renderInspectionReport(
  data: ReportData,
  t: ReportText,
  now = new Date(),
): Promise<Buffer> {
  let pages = 1;
  for (;;) {
    const out = await render(data, t, now, pages);
    if (out.pages === pages) return out.bytes;
    pages = out.pages;
  }
}

async function render(data: ReportData, t: ReportText, now: Date, total: number) {
  const { form } = data;
  const doc = createPdf({
    size: 'A4',
    margin: 0,
    bold: true,
    title: `${form.formNo} ${t('IqcReport:Title')}`,
    ...(data.company ? { author: data.company } : {}),
  });
  let page = 0;
  const printed = t('IqcReport:Printed', formatTime(now, data.timeZone));
  const onPage = () => {
    page += 1;
    pageFrame(doc, data, t, printed, page, total);
  };
  const f: Flow = { doc, y: M + mm(15), onPage };
  onPage();
  facts(f, data, t);
  sampling(f, data, t);
  items(f, data, t);
  ngTotals(f, data, t);
  vendor(f, data, t);
  decision(f, data, t);
  documents(f, data, t);
  return { bytes: await pdfBuffer(doc), pages: page };
}

function pageFrame(doc: Pdf, data: ReportData, t: ReportText, printed: string, page: number, total: number) {
  const { form } = data;
  drawCell(doc, [{ text: data.company, color: GREY }], M, M, W * 0.6, 8);
  drawCell(doc, [{ text: t('IqcReport:Title'), bold: true }], M, M + mm(4), W * 0.6, 15);
  drawCell(doc, [{ text: form.formNo, bold: true }], M + W * 0.5, M + mm(1), W * 0.5, 11, 'right');
  drawCell(
    doc,
    [{ text: t('IqcReport:StatusValue', t(statusKey(form.status))), color: GREY }],
    M + W * 0.5,
    M + mm(7),
    W * 0.5,
    8.5,
    'right',
  );
  doc
    .moveTo(M, M + mm(12.5))
    .lineTo(M + W, M + mm(12.5))
    .lineWidth(1)
    .strokeColor('#000')
    .stroke();
  const footY = PAGE_H - M - mm(3);
  doc
    .moveTo(M, footY - mm(1.5))
    .lineTo(M + W, footY - mm(1.5))
    .lineWidth(0.3)
    .strokeColor(GREY)
    .stroke();
  drawCell(doc, [{ text: `${form.formNo} · ${printed}`, color: GREY }], M, footY, W * 0.7, 7.5);
  drawCell(
    doc,
    [{ text: t('IqcReport:Page', page, total), color: GREY }],
    M + W * 0.6,
    footY,
    W * 0.4,
    7.5,
    'right',
  );
}

const statusKey = (status: number) =>
  (inspectionFormWorkflow.statuses as Record<number, { text: string } | undefined>)[status]?.text ??
  String(status);
const enumText = (t: ReportText, name: string, value: string | null | undefined) =>
  value ? t(`Enum:${name}.${value}`) : '—';
const num = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatQty(v));

function facts(f: Flow, data: ReportData, t: ReportText) {
  const { form } = data;
  drawFacts(f, [
    [t('IqcReport:FormNo'), t('IqcReport:FormNoValue', form.formNo, form.version)],
    [t('IqcReport:Supplier'), `${data.supplierCode} ${data.supplierName}`.trim()],
    [t('IqcReport:Po'), form.poNo],
    [t('IqcReport:Delivery'), t('IqcReport:DeliveryValue', form.deliveryNo, form.deliveryLineNo)],
    [t('IqcReport:Part'), `${form.partNo}  ${form.partName ?? ''}`.trim()],
    [t('IqcReport:Spec'), form.spec ?? ''],
    [t('IqcReport:Lot'), `${form.lotNo} / ${form.dateCode ?? '—'}`],
    [t('IqcReport:LotQty'), formatQty(form.lotQty)],
    [
      t('IqcReport:Letter'),
      form.letterNo ? t('IqcReport:LetterValue', form.letterNo, form.letterRev ?? '—') : '',
    ],
    [t('IqcReport:Mode'), enumText(t, 'InspectionMode', form.inspectionMode)],
  ]);
}

const severityText = (t: ReportText, s: DefectSeverityValue) => t(`Enum:DefectSeverity.${s}`);

function sampling(f: Flow, data: ReportData, t: ReportText) {
  const { form } = data;
  const plan = form.plan;
  if (!plan) {
    heading(f, t('IqcReport:Sampling'));
    drawCell(
      f.doc,
      t('IqcReport:NoSampling', enumText(t, 'InspectionMode', form.inspectionMode)),
      M,
      f.y,
      W,
      9,
    );
    f.y += mm(6);
    return;
  }
  const n = plan.inspectAll
    ? `${formatQty(plan.sampleSize)} (${t('Sampling:InspectAll')})`
    : formatQty(plan.sampleSize);
  const columns: Column<DefectSeverityValue>[] = [
    { title: t('Sampling:Severity'), share: 0.28, cell: (s) => severityText(t, s) },
    {
      title: t('Sampling:Aql'),
      share: 0.18,
      align: 'right',
      cell: (s) => String(plan.bySeverity[s]?.aql ?? '—'),
    },
    {
      title: t('Sampling:SampleSize'),
      share: 0.18,
      align: 'right',
      cell: (s) => num(plan.bySeverity[s]?.sampleSize),
    },
    {
      title: t('Sampling:Ac'),
      share: 0.18,
      align: 'right',
      cell: (s) => acOrNotJudged(t, plan.bySeverity[s]?.ac),
    },
    { title: t('Sampling:Re'), share: 0.18, align: 'right', cell: (s) => num(plan.bySeverity[s]?.re) },
  ];
  heading(f, t('IqcReport:Sampling'), mm(6) + tableHeight(f.doc, columns, [...DefectSeverity], 8.5));
  drawCell(f.doc, t('IqcReport:SamplingLine', plan.level, plan.codeLetter, n), M, f.y, W, 9);
  f.y += mm(6);
  drawTable(f, columns, [...DefectSeverity], 8.5);
}

const acOrNotJudged = (t: ReportText, ac: number | undefined): Cell =>
  ac === undefined ? [{ text: t('Sampling:NotJudged'), color: GREY }] : String(ac);

/** Limits as printed: `9.9 ~ 10.1`, an open side as `—`; a choice item's OK answers. */
function limits(item: InspectionItemDef): string {
  if (item.valueType === 'Decimal')
    return item.lsl === null && item.usl === null ? '' : `${item.lsl ?? '—'} ~ ${item.usl ?? '—'}`;
  if (item.valueType === 'Choice') return item.okChoices.join(' / ');
  return 'OK';
}

/** Whether one answer is outside what the item accepts (a measured value off its limits, a fail). */
export function outOfLimit(item: InspectionItemDef, value: number | string): boolean {
  if (item.valueType === 'Decimal') {
    const v = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(v)) return false;
    return (item.lsl !== null && v < item.lsl) || (item.usl !== null && v > item.usl);
  }
  if (item.valueType === 'PassFail') return String(value).toUpperCase() === 'NG';
  return item.okChoices.length > 0 && !item.okChoices.includes(String(value));
}

function valuesCell(r: ReportResult): Cell {
  const runs: Run[] = [];
  let shown = 0;
  let chars = 0;
  for (const v of r.values) {
    const text = String(v);
    if (shown === MAX_VALUES_SHOWN || (shown > 0 && chars + text.length > MAX_VALUES_CHARS)) break;
    // The separator rides with the value before it, so a wrapped line never starts with a comma;
    // marked values are red and starred, not bold, so the row is measured as it is drawn.
    const last = shown === r.values.length - 1;
    const sep = last ? '' : ', ';
    runs.push(outOfLimit(r.item, v) ? { text: `${text}*${sep}`, color: RED } : { text: `${text}${sep}` });
    shown += 1;
    chars += text.length + 2;
  }
  // A no-break space keeps the ellipsis and the count on one line.
  if (r.values.length > shown) runs.push({ text: `…\u00a0(+${r.values.length - shown})`, color: GREY });
  return runs.length ? runs : '';
}

function items(f: Flow, data: ReportData, t: ReportText) {
  heading(f, t('IqcReport:Items'));
  if (data.results.length === 0) {
    drawCell(f.doc, [{ text: t('IqcReport:NoItems'), color: GREY }], M, f.y, W, 9);
    f.y += mm(6);
    return;
  }
  const columns: Column<ReportResult>[] = [
    { title: t('IqcReport:Seq'), share: 0.05, align: 'right', cell: (_, i) => String(i + 1) },
    {
      title: t('IqcReport:Item'),
      share: 0.15,
      cell: (r) => [
        { text: `${r.item.name}\n` },
        { text: `${r.item.itemCode} · ${severityText(t, r.item.severity)}`, color: GREY },
      ],
    },
    { title: t('IqcReport:Method'), share: 0.08, cell: (r) => r.item.method ?? '' },
    { title: t('IqcReport:Spec'), share: 0.14, cell: (r) => r.item.spec ?? '' },
    { title: t('IqcReport:Limits'), share: 0.1, cell: (r) => limits(r.item) },
    { title: t('IqcReport:Unit'), share: 0.05, cell: (r) => r.item.unit ?? '' },
    { title: t('IqcReport:Sample'), share: 0.07, align: 'right', cell: (r) => formatQty(r.sampleQty) },
    { title: t('IqcReport:Values'), share: 0.22, cell: valuesCell },
    { title: t('IqcReport:Defects'), share: 0.07, align: 'right', cell: (r) => String(r.defectQty) },
    {
      title: t('IqcReport:Result'),
      share: 0.07,
      align: 'center',
      cell: (r) =>
        r.result === 'NG'
          ? [{ text: t('Enum:ItemResult.NG'), color: RED, bold: true }]
          : r.result
            ? t(`Enum:ItemResult.${r.result}`)
            : '—',
    },
  ];
  drawTable(f, columns, data.results);
  f.y += mm(1);
  drawCell(f.doc, [{ text: t('IqcReport:OutOfLimit'), color: RED }], M, f.y, W, 7.5);
  f.y += mm(4);
}

function ngTotals(f: Flow, data: ReportData, t: ReportText) {
  const { form } = data;
  const ng: Record<DefectSeverityValue, number> = {
    Critical: form.ngCritical,
    Major: form.ngMajor,
    Minor: form.ngMinor,
  };
  // The same Ac/Re the form is judged by: the plan's, or 0 / 1 for every piece inspected.
  const acRe = acceptanceNumbers(form.inspectionMode as InspectionModeValue, form.plan);
  const columns: Column<DefectSeverityValue>[] = [
    { title: t('Sampling:Severity'), share: 0.28, cell: (s) => severityText(t, s) },
    { title: t('Sampling:Ng'), share: 0.18, align: 'right', cell: (s) => String(ng[s]) },
    { title: t('Sampling:Ac'), share: 0.18, align: 'right', cell: (s) => acOrNotJudged(t, acRe[s]?.ac) },
    { title: t('Sampling:Re'), share: 0.18, align: 'right', cell: (s) => num(acRe[s]?.re) },
    {
      title: t('IqcReport:Verdict'),
      share: 0.18,
      align: 'center',
      cell: (s) => {
        const p = acRe[s];
        if (!p) return '—';
        return ng[s] >= p.re
          ? [{ text: t('Enum:ItemResult.NG'), color: RED, bold: true }]
          : t('Enum:ItemResult.OK');
      },
    },
  ];
  heading(f, t('IqcReport:NgTotals'), tableHeight(f.doc, columns, [...DefectSeverity], 8.5));
  drawTable(f, columns, [...DefectSeverity], 8.5);
}

function vendor(f: Flow, data: ReportData, t: ReportText) {
  const { form } = data;
  heading(f, t('IqcReport:Vendor'), mm(20));
  drawFacts(f, [
    [t('IqcReport:VendorConclusion'), enumText(t, 'VendorConclusion', form.vendorConclusion)],
    [t('IqcReport:Inspector'), [form.vendorInspector, form.vendorInspectDate].filter(Boolean).join(' / ')],
    [t('IqcReport:Remark'), form.remark ?? ''],
  ]);
}

function decision(f: Flow, data: ReportData, t: ReportText) {
  const { form } = data;
  heading(f, t('IqcReport:Decision'), mm(20));
  const reviewed = form.reviewTime ? formatTime(form.reviewTime, data.timeZone) : '';
  drawFacts(f, [
    [
      t('IqcReport:ReviewResult'),
      form.reviewResult ? enumText(t, 'ReviewResult', form.reviewResult) : t('IqcReport:Pending'),
    ],
    [t('IqcReport:Disposition'), form.disposition ? enumText(t, 'Disposition', form.disposition) : ''],
    [t('IqcReport:Reviewer'), [form.reviewerName, reviewed].filter(Boolean).join(' / ')],
    [t('IqcReport:Comment'), form.reviewComment ?? ''],
  ]);
}

function documents(f: Flow, data: ReportData, t: ReportText) {
  if (data.documents.length === 0) {
    heading(f, t('IqcReport:Documents'));
    drawCell(f.doc, [{ text: t('IqcReport:NoDocuments'), color: GREY }], M, f.y, W, 9);
    f.y += mm(6);
    return;
  }
  type Doc = ReportData['documents'][number];
  const columns: Column<Doc>[] = [
    {
      title: t('IqcReport:Document'),
      share: 0.34,
      cell: (d) => [
        { text: enumText(t, 'InspectionDocType', d.docType) },
        ...(d.required ? [{ text: `  (${t('IqcReport:Required')})`, color: GREY }] : []),
      ],
    },
    {
      title: t('IqcReport:Files'),
      share: 0.46,
      cell: (d) =>
        d.fileNames.length
          ? d.fileNames.join('\n')
          : d.required
            ? [{ text: t('IqcReport:Missing'), color: RED, bold: true }]
            : '—',
    },
    { title: t('IqcReport:ValidTo'), share: 0.2, cell: (d) => d.validTo ?? '—' },
  ];
  // A short list stays with its heading; a long one may run on.
  heading(f, t('IqcReport:Documents'), Math.min(tableHeight(f.doc, columns, data.documents, 8.5), mm(60)));
  drawTable(f, columns, data.documents, 8.5);
  f.doc.font(FONT.regular);
}
