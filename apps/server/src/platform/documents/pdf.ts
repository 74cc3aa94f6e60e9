import type PDFDocument from 'pdfkit';
import { lazyModule } from '../lazy-module.js';
import { FONT, fontBytes } from './font.js';
import type { Box } from './barcodes/draw.js';

/** Millimetres to PDF points (1/72 in). */
/** pdfkit, loaded by the first document drawn (the demo's sample PDFs use it too). */
export const pdfkit = lazyModule<typeof PDFDocument>('pdfkit');

export const mm = (value: number): number => (value * 72) / 25.4;

/** Page sizes in points, portrait: ISO A4 and A6, and the label stocks the business prints. */
export const PAGE = {
  A4: [mm(210), mm(297)],
  A6: [mm(105), mm(148)],
  label100x70: [mm(100), mm(70)],
  label80x50: [mm(80), mm(50)],
} satisfies Record<string, [width: number, height: number]>;

export type PageSize = keyof typeof PAGE | readonly [width: number, height: number];

export interface PdfOptions {
  /** A named size or `[mm(100), mm(70)]`. */
  size: PageSize;
  /** Margin in points on every side (labels: 0, they place everything themselves). */
  margin?: number;
  title?: string;
  author?: string;
  /** Register the bold weight too (another 10 MB read once per process, a few KB per document). */
  bold?: boolean;
  /**
   * Keep every page until the end (pdfkit's `bufferPages`), so a long document draws "Page n of N"
   * on each page once it knows N (`bufferedPageRange`, `switchToPage`) instead of rendering twice.
   */
  bufferPages?: boolean;
}

export type Pdf = PDFKit.PDFDocument;

/**
 * A new PDF with Noto Sans SC registered and selected (`FONT.regular`; `FONT.bold` with
 * `bold: true`). Pages after the first: `doc.addPage()` takes the same size and margin.
 */
export function createPdf(options: PdfOptions): Pdf {
  const size = typeof options.size === 'string' ? PAGE[options.size] : options.size;
  const doc = new (pdfkit())({
    size: [size[0], size[1]],
    margin: options.margin ?? 0,
    info: {
      ...(options.title ? { Title: options.title } : {}),
      ...(options.author ? { Author: options.author } : {}),
      Producer: 'Supplier Portal',
    },
    // No /CreationDate churn between identical renders matters less than a correct date: keep it.
    autoFirstPage: true,
    bufferPages: options.bufferPages ?? false,
  });
  // A page added with its own options (another size) would get pdfkit's 72 pt margins, and text
  // drawn near its bottom (a barcode's human-readable line) would then start a new page: every page
  // keeps the document's margin.
  const margin = options.margin ?? 0;
  doc.on('pageAdded', () => {
    doc.page.margins = { top: margin, bottom: margin, left: margin, right: margin };
  });
  doc.registerFont(FONT.regular, fontBytes('regular'));
  if (options.bold) doc.registerFont(FONT.bold, fontBytes('bold'));
  doc.font(FONT.regular);
  return doc;
}

/** Ends the document and collects it: the bytes of the finished PDF. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface TextBoxOptions {
  /** Preferred size in points; shrunk down to `minSize` until the text fits the box. */
  size?: number;
  minSize?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  valign?: 'top' | 'middle' | 'bottom';
  /** One line only (no wrapping): the size shrinks to fit the width. */
  singleLine?: boolean;
  font?: string;
  color?: string;
  lineGap?: number;
}

/**
 * Text inside a box, shrunk to fit: the largest size from `size` down to `minSize` at which the
 * wrapped text fits; below that, cut with an ellipsis. Never flows onto a new page. Returns the
 * size used.
 */
export function textBox(doc: Pdf, text: string, box: Box, options: TextBoxOptions = {}): number {
  const max = options.size ?? 10;
  const min = Math.min(options.minSize ?? 5, max);
  const lineGap = options.lineGap ?? 0;
  if (options.font) doc.font(options.font);
  if (options.color) doc.fillColor(options.color);
  const base = { width: box.width, align: options.align ?? 'left', lineGap } as const;
  let size = max;
  let height: number;
  if (options.singleLine) {
    doc.fontSize(size);
    const w = doc.widthOfString(text);
    // A hair under the exact fit: at exactly the width, rounding inside pdfkit can wrap the line at a
    // hyphen and cut it with an ellipsis.
    if (w > box.width) size = Math.max(min, ((size * box.width) / w) * 0.99);
    size = Math.min(size, box.height / 1.2);
    doc.fontSize(size);
    height = doc.currentLineHeight(true);
  } else {
    // Shrink in 10 % steps: few layout passes, and the result is within a step of the best fit.
    for (;;) {
      doc.fontSize(size);
      height = doc.heightOfString(text, base);
      if (height <= box.height || size <= min) break;
      size = Math.max(min, size * 0.9);
    }
  }
  const slack = Math.max(0, box.height - height);
  const dy = options.valign === 'middle' ? slack / 2 : options.valign === 'bottom' ? slack : 0;
  doc.text(text, box.x, box.y + dy, {
    ...base,
    height: box.height - dy,
    ellipsis: true,
    lineBreak: !options.singleLine,
  });
  if (options.color) doc.fillColor('black');
  return size;
}
