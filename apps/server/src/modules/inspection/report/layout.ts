import { FONT, mm, PAGE, type Pdf } from '../../../platform/documents/index.js';

/**
 * The page frame of the IQC report and the pieces every section draws with: a flow that knows
 * where the next line goes and starts a new page (with the page header) when a block does not fit,
 * and a table whose rows grow with their text and whose header row repeats on each new page.
 */
export const [PAGE_W, PAGE_H] = PAGE.A4;
export const M = mm(14);
export const W = PAGE_W - 2 * M;
export const GREY = '#595959';
export const RULE = '#a6a6a6';
export const RED = '#c00000';
const CONTENT_TOP = M + mm(15);
const CONTENT_BOTTOM = PAGE_H - M - mm(6);

/** A piece of text in a colour (a cell of runs prints an out-of-limit value red in a list). */
export interface Run {
  text: string;
  color?: string;
  bold?: boolean;
}
export type Cell = string | Run[];

export interface Flow {
  doc: Pdf;
  y: number;
  /** The page header (title, form no.) drawn on every page the flow starts. */
  onPage: () => void;
}

export function newPage(f: Flow) {
  f.doc.addPage({ size: [PAGE_W, PAGE_H], margin: 0 });
  f.y = CONTENT_TOP;
  f.onPage();
}

/** Makes room for `height` points: a new page when the rest of this one is too short. */
export function ensure(f: Flow, height: number) {
  if (f.y + height > CONTENT_BOTTOM) newPage(f);
}

const LINE_GAP = 0.5;
const runsOf = (c: Cell): Run[] => (typeof c === 'string' ? [{ text: c }] : c);
const plain = (c: Cell) =>
  runsOf(c)
    .map((r) => r.text)
    .join('');

/** Height of a cell's text wrapped to `width` at `size`. */
function cellHeight(doc: Pdf, c: Cell, width: number, size: number) {
  const text = plain(c) || ' ';
  doc.font(runsOf(c).some((r) => r.bold) ? FONT.bold : FONT.regular).fontSize(size);
  return doc.heightOfString(text, { width, lineGap: LINE_GAP });
}

/**
 * Writes a cell's runs as wrapped paragraphs: runs on one line continue each other (pdfkit's
 * `continued`), a `\n` inside a run starts the next paragraph under the previous one.
 */
export function drawCell(
  doc: Pdf,
  c: Cell,
  x: number,
  y: number,
  width: number,
  size: number,
  align: 'left' | 'right' | 'center' = 'left',
) {
  const paragraphs: Run[][] = [[]];
  for (const r of runsOf(c)) {
    r.text.split('\n').forEach((part, i) => {
      if (i > 0) paragraphs.push([]);
      if (part !== '') paragraphs[paragraphs.length - 1]!.push({ ...r, text: part });
    });
  }
  doc.fontSize(size);
  let top = y;
  for (const runs of paragraphs) {
    if (runs.length === 0) {
      top += doc.currentLineHeight(true);
      continue;
    }
    runs.forEach((r, i) => {
      doc.font(r.bold ? FONT.bold : FONT.regular).fillColor(r.color ?? 'black');
      const last = i === runs.length - 1;
      if (i === 0) doc.text(r.text, x, top, { width, align, continued: !last, lineGap: LINE_GAP });
      else doc.text(r.text, { continued: !last, lineGap: LINE_GAP });
    });
    top = doc.y;
  }
  doc.fillColor('black').font(FONT.regular);
}

export interface Column<R> {
  title: string;
  /** Share of the table's width (the shares add up to 1). */
  share: number;
  align?: 'left' | 'right' | 'center';
  cell: (row: R, index: number) => Cell;
}

const PAD_X = 3;
const PAD_Y = 2.5;

/** The height a table will take (to keep a short one on one page with its heading). */
export function tableHeight<R>(doc: Pdf, columns: Column<R>[], rows: R[], size = 7.5): number {
  const widths = columns.map((c) => W * c.share - 2 * PAD_X);
  const measure = (cells: Cell[]) =>
    Math.max(...cells.map((c, i) => cellHeight(doc, c, widths[i]!, size))) + 2 * PAD_Y;
  return (
    measure(columns.map((c) => [{ text: c.title, bold: true }])) +
    rows.reduce((sum, row, i) => sum + measure(columns.map((c) => c.cell(row, i))), 0)
  );
}

/**
 * A table across the content width: header row (bold, grey ground), then each row as tall as its
 * tallest cell. A row that does not fit goes to the next page, under the header row drawn again.
 */
export function drawTable<R>(f: Flow, columns: Column<R>[], rows: R[], size = 7.5) {
  const { doc } = f;
  const widths = columns.map((c) => W * c.share);
  const measure = (cells: Cell[]) =>
    Math.max(...cells.map((c, i) => cellHeight(doc, c, widths[i]! - 2 * PAD_X, size))) + 2 * PAD_Y;
  const headerCells: Cell[] = columns.map((c) => [{ text: c.title, bold: true }]);
  const headerH = measure(headerCells);
  const drawRow = (cells: Cell[], height: number, header: boolean) => {
    if (header) doc.rect(M, f.y, W, height).fill('#ececec').fillColor('black');
    let x = M;
    cells.forEach((c, i) => {
      drawCell(doc, c, x + PAD_X, f.y + PAD_Y, widths[i]! - 2 * PAD_X, size, columns[i]!.align);
      x += widths[i]!;
    });
    f.y += height;
    doc
      .moveTo(M, f.y)
      .lineTo(M + W, f.y)
      .lineWidth(header ? 0.8 : 0.3)
      .strokeColor(header ? '#000' : RULE)
      .stroke();
  };
  const header = () => {
    doc
      .moveTo(M, f.y)
      .lineTo(M + W, f.y)
      .lineWidth(0.8)
      .strokeColor('#000')
      .stroke();
    drawRow(headerCells, headerH, true);
  };
  rows.forEach((row, index) => {
    const cells = columns.map((c) => c.cell(row, index));
    const height = measure(cells);
    if (index === 0) {
      ensure(f, headerH + height);
      header();
    } else if (f.y + height > CONTENT_BOTTOM) {
      newPage(f);
      header();
    }
    drawRow(cells, height, false);
  });
  if (rows.length === 0) {
    ensure(f, headerH);
    header();
  }
}

/** Label / value pairs in two columns; a long value wraps and its row grows. */
export function drawFacts(f: Flow, pairs: [label: string, value: string][], size = 9) {
  const { doc } = f;
  const colW = W / 2;
  const labelW = colW * 0.3;
  const valueW = colW * 0.68;
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2);
    const height =
      Math.max(
        ...row.map(([l, v]) =>
          Math.max(cellHeight(doc, l, labelW, size - 1), cellHeight(doc, v || '—', valueW, size)),
        ),
      ) + mm(1.3);
    ensure(f, height);
    row.forEach(([label, value], j) => {
      const x = M + j * colW;
      drawCell(doc, [{ text: label, color: GREY }], x, f.y, labelW, size - 1);
      drawCell(doc, value || '—', x + colW * 0.31, f.y, valueW, size);
    });
    f.y += height;
  }
}

/** A section's heading with a rule under it, kept on the page with `keep` points of what follows. */
export function heading(f: Flow, text: string, keep = mm(14)) {
  ensure(f, mm(8) + keep);
  f.y += mm(2.5);
  drawCell(f.doc, [{ text, bold: true }], M, f.y, W, 10.5);
  f.y += mm(5.5);
  f.doc
    .moveTo(M, f.y)
    .lineTo(M + W, f.y)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
  f.y += mm(1.5);
}
