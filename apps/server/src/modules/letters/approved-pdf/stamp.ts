import type { PDFEmbeddedPage, PDFPage } from '@cantoo/pdf-lib';
import { createPdf, FONT, pdfBuffer } from '../../../platform/documents/index.js';
import { pdfLib } from './pdf-lib.js';

/** The stamp's size in points: about 62 x 18 mm, a corner of an A4 page. */
export const STAMP = { width: 176, height: 50 } as const;
/** Its distance from the page's edges, and the most of a page's width it may take. */
const INSET = 14;
const MAX_SHARE = 0.45;
export const STAMP_RED = '#c0141b';

export interface StampText {
  /** `APPROVED / 已承认` (or the conditional wording). */
  title: string;
  /** `2026-03-01 张三`. */
  line: string;
  /** The letter number, small. */
  letterNo: string;
}

/**
 * The stamp as a one-page PDF drawn by pdfkit (the house's documents library, Noto Sans SC subset):
 * the merge embeds that page once and draws it on every merged page, so the Chinese glyphs come
 * with the one font pdfkit already embeds, and every page carries the same few hundred bytes.
 */
export async function renderStamp(text: StampText): Promise<Buffer> {
  const { width: w, height: h } = STAMP;
  const doc = createPdf({ size: [w, h], margin: 0, bold: true });
  doc.save();
  doc
    .roundedRect(1, 1, w - 2, h - 2, 4)
    .fillOpacity(0.88)
    .fill('white');
  doc.restore();
  doc
    .roundedRect(1.5, 1.5, w - 3, h - 3, 4)
    .lineWidth(1.5)
    .strokeColor(STAMP_RED)
    .stroke();
  doc.fillColor(STAMP_RED);
  fit(doc, text.title, FONT.bold, 11.5, 7, w - 12);
  doc.text(text.title, 6, 6, { lineBreak: false });
  fit(doc, text.line, FONT.regular, 8.5, 5, w - 12);
  doc.text(text.line, 6, 23, { lineBreak: false });
  fit(doc, text.letterNo, FONT.regular, 7, 5, w - 12);
  doc.text(text.letterNo, 6, 36, { lineBreak: false });
  return pdfBuffer(doc);
}

function fit(
  doc: ReturnType<typeof createPdf>,
  text: string,
  font: string,
  size: number,
  min: number,
  width: number,
) {
  doc.font(font).fontSize(size);
  const measured = doc.widthOfString(text);
  if (measured > width) doc.fontSize(Math.max(min, (size * width) / measured));
}

/**
 * Draws the stamp in the page's visible bottom-right corner, upright as the page is shown (its
 * `/Rotate` taken into account) and inside its crop box, scaled down on pages too small for it.
 */
export function stampPage(page: PDFPage, stamp: PDFEmbeddedPage): void {
  const box = page.getCropBox();
  const rotation = ((((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360) as
    0 | 90 | 180 | 270;
  const turned = rotation === 90 || rotation === 270;
  const visibleWidth = turned ? box.height : box.width;
  const scale = Math.min(1, (visibleWidth * MAX_SHARE) / STAMP.width);
  const sw = STAMP.width * scale;
  const m = Math.min(INSET, visibleWidth * 0.03);
  const { x: x0, y: y0, width: w, height: h } = box;
  const at: Record<typeof rotation, { x: number; y: number }> = {
    0: { x: x0 + w - m - sw, y: y0 + m },
    90: { x: x0 + w - m, y: y0 + h - m - sw },
    180: { x: x0 + m + sw, y: y0 + h - m },
    270: { x: x0 + m, y: y0 + m + sw },
  };
  page.drawPage(stamp, { ...at[rotation], xScale: scale, yScale: scale, rotate: pdfLib().degrees(rotation) });
}
