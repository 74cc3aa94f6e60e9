import type { Culture, LabelData, LabelTemplate } from '@sp/contracts';
import { gs1HumanText } from '@sp/contracts';
import {
  code128,
  createPdf,
  dataMatrix,
  drawBarcode,
  FONT,
  gs1_128,
  mm,
  pdfBuffer,
  qr,
  textBox,
  type Pdf,
} from '../../../platform/documents/index.js';
import { resolveLabel, type ResolvedElement } from './resolve.js';

/**
 * Labels as PDF (pdfkit, platform/documents): one page per label, the page the template's size,
 * text in Noto Sans SC (Chinese included; pdfkit embeds a subset), every barcode as vector paths
 * (sharp at any printer resolution). For an office or label printer through the browser's viewer.
 */

export interface LabelPdfOptions {
  /** The language of captions and titles: the printing user's. */
  culture: Culture;
  title?: string;
}

/** Caption type size in points: small, as on real labels, and never more than a third of its cell. */
const CAPTION_PT = 5.5;

function drawElement(doc: Pdf, r: ResolvedElement) {
  switch (r.kind) {
    case 'text': {
      const { el } = r;
      const box = { x: mm(el.x), y: mm(el.y), width: mm(el.width), height: mm(el.height) };
      if (r.caption) {
        const capH = Math.min(CAPTION_PT * 1.25, box.height / 3);
        textBox(
          doc,
          r.caption,
          { ...box, height: capH },
          { size: CAPTION_PT, singleLine: true, font: FONT.regular, color: '#333333' },
        );
        box.y += capH;
        box.height -= capH;
      }
      if (r.value)
        textBox(doc, r.value, box, {
          size: el.size,
          minSize: 4,
          singleLine: !el.multiline,
          valign: 'middle',
          align: el.align,
          font: el.bold ? FONT.bold : FONT.regular,
        });
      return;
    }
    case 'caption': {
      const { el } = r;
      const box = { x: mm(el.x), y: mm(el.y), width: mm(el.width), height: mm(el.height) };
      if (el.inverse) doc.rect(box.x, box.y, box.width, box.height).fill('black');
      textBox(
        doc,
        r.text,
        { ...box, x: box.x + 2, width: box.width - 4 },
        {
          size: el.size,
          singleLine: true,
          valign: 'middle',
          align: el.align,
          font: el.bold ? FONT.bold : FONT.regular,
          color: el.inverse ? 'white' : 'black',
        },
      );
      return;
    }
    case 'code128':
    case 'gs1-128': {
      const { el } = r;
      const symbol = r.kind === 'code128' ? code128(r.value) : gs1_128(gs1HumanText(r.elements));
      const box = { x: mm(el.x), y: mm(el.y), width: mm(el.width), height: mm(el.height) };
      doc.font(FONT.regular);
      drawBarcode(doc, symbol, box, {
        humanReadable: el.humanReadable,
        fontSize: Math.min(9, box.height / 5),
      });
      return;
    }
    case 'symbol2d': {
      const { el } = r;
      const symbol = r.symbology === 'DataMatrix' ? dataMatrix(r.payload) : qr(r.payload, 'M');
      drawBarcode(doc, symbol, { x: mm(el.x), y: mm(el.y), width: mm(el.width), height: mm(el.height) });
      return;
    }
    case 'line': {
      const { el } = r;
      doc
        .save()
        .lineWidth(mm(el.thickness))
        .moveTo(mm(el.x1), mm(el.y1))
        .lineTo(mm(el.x2), mm(el.y2))
        .stroke('black')
        .restore();
      return;
    }
    case 'box': {
      const { el } = r;
      // Inset by half the stroke, so the frame's outer edge is the element's edge.
      const t = mm(el.thickness);
      doc
        .save()
        .lineWidth(t)
        .rect(mm(el.x) + t / 2, mm(el.y) + t / 2, mm(el.width) - t, mm(el.height) - t)
        .stroke('black')
        .restore();
      return;
    }
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
