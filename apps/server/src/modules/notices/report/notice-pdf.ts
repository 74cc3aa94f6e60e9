import {
  NoticeAckStatus,
  noticeAckWorkflow,
  noticeReplyWorkflow,
  NoticeStatus,
  noticeWorkflow,
} from '@sp/contracts';
import { createPdf, FONT, mm, pdfBuffer, type Pdf } from '../../../platform/documents/index.js';
import {
  drawCell,
  drawFacts,
  drawTable,
  ensure,
  GREY,
  heading,
  M,
  PAGE_H,
  RED,
  W,
  type Column,
  type Flow,
} from '../../inspection/report/layout.js';
import { formatTime } from '../../letters/approved-pdf/front.js';
import { htmlParagraphs } from '../effects/html-text.js';
import { markerRooms } from './marker-rooms.js';
import type { RecipientRow } from '../mail.js';
import type { NoticeReportData } from './data.js';

/** The PDF's words in the reader's language: `t('NoticePdf:Title')`, `t('…', arg0, arg1)`. */
export type ReportText = (key: string, ...args: unknown[]) => string;

/** A paragraph longer than this is printed in pieces, so none outgrows a page. */
const PIECE = 700;

/**
 * The notice on A4 portrait, as the suppliers received it: number, title, category, priority,
 * publish time and deadline, the quality fields of a quality notice, the content as paragraphs,
 * the reply template and the attachments' names. The buyer's copy adds the acknowledgement sheet
 * (every recipient: read, acknowledged, by whom, the reply); the vendor's copy shows their own
 * acknowledgement instead and never the other recipients. Page numbers on every page ("Page n of
 * N": rendered twice when the first pass finds more than one page).
 */
export async function renderNoticePdf(
  data: NoticeReportData,
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

async function render(data: NoticeReportData, t: ReportText, now: Date, total: number) {
  const { notice } = data;
  const doc = createPdf({
    size: 'A4',
    margin: 0,
    bold: true,
    title: `${notice.noticeNo} ${notice.title}`,
    ...(data.company ? { author: data.company } : {}),
  });
  let page = 0;
  const printed = t('NoticePdf:Printed', formatTime(now, data.timeZone));
  const onPage = () => {
    page += 1;
    pageFrame(doc, data, t, printed, page, total);
  };
  const f: Flow = { doc, y: M + mm(15), onPage };
  onPage();
  title(f, data, t);
  facts(f, data, t);
  quality(f, data, t);
  content(f, data, t);
  if (data.own) own(f, data, data.own, t);
  else sheet(f, data, t);
  return { bytes: await pdfBuffer(doc), pages: page };
}

const time = (d: Date | null, zone: string) => (d ? formatTime(d, zone) : '');

function pageFrame(
  doc: Pdf,
  data: NoticeReportData,
  t: ReportText,
  printed: string,
  page: number,
  total: number,
) {
  const { notice } = data;
  drawCell(doc, [{ text: data.company, color: GREY }], M, M, W * 0.6, 8);
  drawCell(doc, [{ text: t('NoticePdf:Title'), bold: true }], M, M + mm(4), W * 0.6, 15);
  drawCell(doc, [{ text: notice.noticeNo, bold: true }], M + W * 0.5, M + mm(1), W * 0.5, 11, 'right');
  drawCell(
    doc,
    [{ text: t(noticeWorkflow.statuses[notice.status as 0]?.text ?? ''), color: GREY }],
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
  drawCell(doc, [{ text: `${notice.noticeNo} · ${printed}`, color: GREY }], M, footY, W * 0.7, 7.5);
  drawCell(
    doc,
    [{ text: t('NoticePdf:Page', page, total), color: GREY }],
    M + W * 0.6,
    footY,
    W * 0.4,
    7.5,
    'right',
  );
}

/** How far each level of list nesting moves a paragraph in; an item's marker hangs in the step. */
const LIST_STEP = mm(6);
/** Lists nested deeper than this are drawn at this depth. */
const MAX_LIST_STEPS = 6;
/** Between a list item's marker and its text. */
const MARKER_GAP = mm(1.2);

/** Height of `text` wrapped to `width` (the content width) at `size`. */
function textHeight(doc: Pdf, text: string, size: number, bold = false, width = W) {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(size);
  return doc.heightOfString(text || ' ', { width, lineGap: 0.5 });
}

interface ParagraphOptions {
  bold?: boolean;
  color?: string;
  /** How many steps in: a list item's, or a paragraph's that goes on inside one (its depth). */
  depth?: number;
  /** A list item's "1. " or "· ", hung before its text: wrapped lines stay under the text. */
  marker?: string;
  /** The width its list's widest marker needs, so that every item's text starts at one x. */
  markerRoom?: number;
}

function paragraph(f: Flow, text: string, size: number, options: ParagraphOptions = {}) {
  const { depth = 0, marker = '', markerRoom = 0, ...style } = options;
  const mark = marker.trimEnd();
  f.doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(size);
  const markWidth = mark ? f.doc.widthOfString(mark) : 0;
  // Deeper lists than anyone reads sit at the deepest step: the text keeps at least half the
  // page's width (pdfkit never ends a line in a width under one character).
  const steps = Math.min(depth, MAX_LIST_STEPS);
  // A list whose markers are wider than its step ("100.", "viii.") has its text further in.
  const room = Math.max(markWidth, markerRoom);
  const x = Math.min(
    Math.max(M + steps * LIST_STEP, M + (steps - 1) * LIST_STEP + room + MARKER_GAP),
    M + W / 2,
  );
  const width = M + W - x;
  for (let i = 0; i < Math.max(text.length, 1); i += PIECE) {
    const piece = text.slice(i, i + PIECE);
    const height = textHeight(f.doc, piece, size, style.bold, width);
    ensure(f, height);
    if (i === 0 && mark)
      drawCell(f.doc, [{ text: mark, ...style }], x - MARKER_GAP - markWidth, f.y, markWidth + 1, size);
    drawCell(f.doc, [{ text: piece, ...style }], x, f.y, width, size);
    f.y += height;
  }
  f.y += mm(1.2);
}

function title(f: Flow, data: NoticeReportData, t: ReportText) {
  f.y += mm(2);
  paragraph(f, data.notice.title, 14, { bold: true });
  if (data.notice.status === NoticeStatus.Revoked)
    paragraph(f, t('NoticePdf:Revoked', data.notice.revokeReason ?? ''), 10, { bold: true, color: RED });
}

function facts(f: Flow, data: NoticeReportData, t: ReportText) {
  const { notice } = data;
  const zone = data.timeZone;
  const yesNo = (b: boolean) => t(b ? 'NoticePdf:Required' : 'NoticePdf:NotRequired');
  const pairs: [string, string][] = [
    [t('NoticePdf:NoticeNo'), notice.noticeNo],
    [t('NoticePdf:Category'), data.categoryName],
    [t('NoticePdf:Priority'), t(`Enum:NoticePriority.${notice.priority}`)],
    [t('NoticePdf:Status'), t(noticeWorkflow.statuses[notice.status as 0]?.text ?? '')],
    [t('NoticePdf:Publisher'), notice.publisherName ?? ''],
    [t('NoticePdf:PublishTime'), time(notice.publishTime, zone)],
    [t('NoticePdf:RequireAck'), yesNo(notice.requireAck)],
    [t('NoticePdf:Deadline'), notice.requireAck ? time(notice.ackDeadline, zone) : ''],
    [t('NoticePdf:RequireReply'), yesNo(notice.requireReply)],
  ];
  // Whom it went to is the buyer's business.
  if (!data.own)
    pairs.push([
      t('NoticePdf:Scope'),
      t('NoticePdf:ScopeCount', t(`Enum:NoticeTargetScope.${notice.targetScope}`), data.recipientCount),
    ]);
  f.y += mm(1);
  drawFacts(f, pairs);
}

function quality(f: Flow, data: NoticeReportData, t: ReportText) {
  const { notice } = data;
  if (!notice.problemType && notice.fineAmount === null && !notice.basis) return;
  heading(f, t('NoticePdf:Quality'));
  drawFacts(f, [
    [t('NoticePdf:ProblemType'), notice.problemType ? t(`Enum:NoticeProblemType.${notice.problemType}`) : ''],
    [
      t('NoticePdf:FineAmount'),
      notice.fineAmount === null
        ? ''
        : notice.fineAmount.toLocaleString('en-US', { minimumFractionDigits: 2 }),
    ],
    [t('NoticePdf:Basis'), notice.basis ?? ''],
  ]);
}

function content(f: Flow, data: NoticeReportData, t: ReportText) {
  const { notice } = data;
  heading(f, t('NoticePdf:Content'));
  const paragraphs = htmlParagraphs(notice.content);
  f.doc.font(FONT.regular).fontSize(9.5);
  const rooms = markerRooms(paragraphs, (mark) => f.doc.widthOfString(mark));
  paragraphs.forEach((p, i) =>
    paragraph(f, p.text, 9.5, { depth: p.depth, marker: p.marker, markerRoom: rooms[i] }),
  );
  if (notice.requireReply && notice.replyTemplate?.trim()) {
    heading(f, t('NoticePdf:ReplyTemplate'));
    for (const p of notice.replyTemplate.split(/\r?\n/).filter((x) => x.trim())) paragraph(f, p, 9);
  }
  if (data.fileNames.length > 0) {
    heading(f, t('NoticePdf:Attachments'));
    for (const name of data.fileNames) paragraph(f, `· ${name}`, 9);
  }
}

const ackText = (t: ReportText, r: RecipientRow) =>
  t(noticeAckWorkflow.statuses[r.ackStatus as 0]?.text ?? String(r.ackStatus));
const replyText = (t: ReportText, r: RecipientRow) =>
  t(noticeReplyWorkflow.statuses[r.replyStatus as 0]?.text ?? String(r.replyStatus));

function own(f: Flow, data: NoticeReportData, r: RecipientRow, t: ReportText) {
  const zone = data.timeZone;
  heading(f, t('NoticePdf:YourAck'));
  drawFacts(f, [
    [t('NoticePdf:VendorName'), `${r.vendorCode} ${r.vendorName}`],
    [t('NoticePdf:ReadTime'), [time(r.firstReadTime, zone), r.readByName ?? ''].filter(Boolean).join(' · ')],
    [t('NoticePdf:AckStatus'), ackText(t, r)],
    [t('NoticePdf:AckTime'), [time(r.ackTime, zone), r.ackByName ?? ''].filter(Boolean).join(' · ')],
    [t('NoticePdf:ReplyStatus'), replyText(t, r)],
  ]);
  if (r.ackNote) paragraph(f, r.ackNote, 9);
}

function sheet(f: Flow, data: NoticeReportData, t: ReportText) {
  const zone = data.timeZone;
  const rows = data.recipients;
  heading(f, t('NoticePdf:Sheet'), mm(24));
  if (rows.length === 0) {
    paragraph(f, t('NoticePdf:NoRecipients'), 9, { color: GREY });
    return;
  }
  const read = rows.filter((r) => r.firstReadTime).length;
  const acked = rows.filter((r) => r.ackStatus === NoticeAckStatus.Acknowledged).length;
  const overdue = rows.filter((r) => r.ackStatus === NoticeAckStatus.Overdue).length;
  paragraph(f, t('NoticePdf:SheetSummary', read, acked, rows.length, overdue), 9, { color: GREY });
  const late = (r: RecipientRow) =>
    r.ackStatus === NoticeAckStatus.Overdue || r.ackStatus === NoticeAckStatus.Refused;
  const columns: Column<RecipientRow>[] = [
    { title: t('NoticePdf:No'), share: 0.04, align: 'right', cell: (_r, i) => String(i + 1) },
    { title: t('NoticePdf:VendorCode'), share: 0.11, cell: (r) => r.vendorCode },
    { title: t('NoticePdf:VendorName'), share: 0.18, cell: (r) => r.vendorName },
    { title: t('NoticePdf:ReadTime'), share: 0.13, cell: (r) => time(r.firstReadTime, zone) },
    {
      title: t('NoticePdf:AckStatus'),
      share: 0.16,
      cell: (r) => [{ text: ackText(t, r), ...(late(r) ? { color: RED } : {}) }],
    },
    { title: t('NoticePdf:AckTime'), share: 0.13, cell: (r) => time(r.ackTime, zone) },
    { title: t('NoticePdf:AckBy'), share: 0.1, cell: (r) => r.ackByName ?? '' },
    { title: t('NoticePdf:ReplyStatus'), share: 0.15, cell: (r) => replyText(t, r) },
  ];
  drawTable(f, columns, rows);
}
