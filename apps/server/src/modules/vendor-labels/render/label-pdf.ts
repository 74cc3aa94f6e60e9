import type { Culture, LabelData, LabelTemplate } from '@sp/contracts';
import { gs1HumanText } from '@sp/contracts';
import {
  code128,
  createPdf,
  drawBarcode,
  FONT,
  gs1_128,
  mm,
  pdfBuffer,
  textBox,
  type Box,
  type Pdf,
} from '../../../platform/documents/index.js';
import { resolveLabel, type ResolvedElement } from './resolve.js';
import { labelSymbol } from './symbols.js';

/**
 * Labels as PDF (pdfkit, platform/documents): one page per label, the page the template's size,
 * text in Noto Sans SC (Chinese included; pdfkit embeds a subset), every barcode as vector paths
 * (sharp at any printer resolution). For an office or label printer through the browser's viewer.
 *
 * Speed (a delivery prints a thousand labels at once): single-line fields are measured once and
 * drawn without pdfkit's line wrapper, and a label's rules and frames go out as one stroked path.
 */

export interface LabelPdfOptions {
  /** The language of captions and titles: the printing user's. */
  culture: Culture;
  title?: string;
}

/** Caption type size in points: small, as on real labels, and never more than a third of its cell. */
const CAPTION_PT = 5.5;
const MIN_PT = 4;

interface LineStyle {
  size: number;
  font: string;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle';
  color?: string;
}

/**
 * One line of text in a box: the size shrunk so the line fits the width (never below 4 pt; what
 * still does not fit is cut with an ellipsis by `textBox`), then aligned in the box.
 */
function fitLine(doc: Pdf, text: string, box: Box, style: LineStyle) {
  doc.font(style.font);
  let size = Math.min(style.size, box.height / 1.2);
  doc.fontSize(size);
  let width = doc.widthOfString(text);
  if (width > box.width) {
    size = Math.max(MIN_PT, ((size * box.width) / width) * 0.99);
    doc.fontSize(size);
    width = doc.widthOfString(text);
    if (width > box.width) {
      textBox(doc, text, box, {
        size,
        minSize: MIN_PT,
        singleLine: true,
        font: style.font,
        color: style.color,
      });
      return;
    }
  }
  const lineHeight = doc.currentLineHeight(true);
  const free = box.width - width;
  const x = box.x + (style.align === 'center' ? free / 2 : style.align === 'right' ? free : 0);
  const y = box.y + (style.valign === 'middle' ? Math.max(0, (box.height - lineHeight) / 2) : 0);
  if (style.color) doc.fillColor(style.color);
  doc.text(text, x, y, { lineBreak: false });
  if (style.color) doc.fillColor('black');
}

const boxOf = (el: { x: number; y: number; width: number; height: number }): Box => ({
  x: mm(el.x),
  y: mm(el.y),
  width: mm(el.width),
  height: mm(el.height),
});

function drawText(doc: Pdf, r: ResolvedElement & { kind: 'text' }) {
  const { el } = r;
  const box = boxOf(el);
  if (r.caption) {
    const capH = Math.min(CAPTION_PT * 1.25, box.height / 3);
    fitLine(
      doc,
      r.caption,
      { ...box, height: capH },
      { size: CAPTION_PT, font: FONT.regular, color: '#333333' },
    );
    box.y += capH;
    box.height -= capH;
  }
  if (!r.value) return;
  const font = el.bold ? FONT.bold : FONT.regular;
  if (el.multiline)
    textBox(doc, r.value, box, { size: el.size, minSize: MIN_PT, valign: 'middle', align: el.align, font });
  else fitLine(doc, r.value, box, { size: el.size, font, align: el.align, valign: 'middle' });
}

function drawElement(doc: Pdf, r: ResolvedElement) {
  switch (r.kind) {
    case 'text':
      return drawText(doc, r);
    case 'caption': {
      const { el } = r;
      const box = boxOf(el);
      if (el.inverse) doc.rect(box.x, box.y, box.width, box.height).fill('black');
      fitLine(
        doc,
        r.text,
        { ...box, x: box.x + 2, width: box.width - 4 },
        {
          size: el.size,
          font: el.bold ? FONT.bold : FONT.regular,
          align: el.align,
          valign: 'middle',
          color: el.inverse ? 'white' : undefined,
        },
      );
      return;
    }
    case 'code128':
    case 'gs1-128': {
      const { el } = r;
      const human = r.kind === 'code128' ? r.value : gs1HumanText(r.elements);
      const symbol = r.kind === 'code128' ? code128(r.value) : gs1_128(human);
      const box = boxOf(el);
      // The human-readable line: a fifth of the height, at most 9 pt, centred under the bars.
      const textH = el.humanReadable ? Math.min(9, box.height / 5) * 1.25 : 0;
      drawBarcode(doc, symbol, { ...box, height: box.height - textH });
      if (el.humanReadable)
        fitLine(
          doc,
          human,
          { ...box, y: box.y + box.height - textH, height: textH },
          {
            size: textH / 1.25,
            font: FONT.regular,
            align: 'center',
          },
        );
      return;
    }
    case 'symbol2d':
      drawBarcode(doc, labelSymbol(r.payload, r.symbology), boxOf(r.el));
      return;
    case 'line':
    case 'box':
      return; // drawn together by drawRules
  }
}

/** A label's lines and frames: one path per stroke width (a few operators instead of a state change each). */
function drawRules(doc: Pdf, elements: readonly ResolvedElement[]) {
  const byWidth = new Map<number, ResolvedElement[]>();
  for (const r of elements)
    if (r.kind === 'line' || r.kind === 'box') {
      const list = byWidth.get(r.el.thickness) ?? [];
      list.push(r);
      byWidth.set(r.el.thickness, list);
    }
  for (const [thickness, rules] of byWidth) {
    const t = mm(thickness);
    for (const { kind, el } of rules as (ResolvedElement & { kind: 'line' | 'box' })[]) {
      if (kind === 'line') doc.moveTo(mm(el.x1), mm(el.y1)).lineTo(mm(el.x2), mm(el.y2));
      // A frame is inset by half its stroke, so its outer edge is the element's edge.
      else doc.rect(mm(el.x) + t / 2, mm(el.y) + t / 2, mm(el.width) - t, mm(el.height) - t);
    }
    doc.lineWidth(t).stroke('black');
  }
}

/**
 * The labels drawn into a new PDF document, not yet ended: the caller pipes it (`doc.pipe(...)`,
 * then `doc.end()`) or collects it with `pdfBuffer`. Content is resolved first for every label, so
 * a label that cannot be printed (a bad SSCC, a control character) throws before a page is drawn.
 */
export function labelsPdfDocument(
  labels: readonly LabelData[],
  template: LabelTemplate,
  options: LabelPdfOptions,
): Pdf {
  const resolved = labels.map((label) => resolveLabel(label, template, options.culture));
  const doc = createPdf({
    size: [mm(template.widthMm), mm(template.heightMm)],
    bold: true,
    title: options.title ?? labels[0]?.labelId ?? 'Labels',
  });
  resolved.forEach((elements, i) => {
    if (i > 0) doc.addPage();
    drawRules(doc, elements);
    for (const r of elements) drawElement(doc, r);
  });
  return doc;
}

/** The finished PDF of the labels: one page per label. */
export async function renderLabelsPdf(
  labels: readonly LabelData[],
  template: LabelTemplate,
  options: LabelPdfOptions,
): Promise<Buffer> {
  return pdfBuffer(labelsPdfDocument(labels, template, options));
}
