import type { Culture, LabelTestPrintInput, LabelType } from '@sp/contracts';
import { AppError } from '../../../platform/http/errors.js';
import { L } from '../../../platform/localization/localizer.js';
import {
  LabelPreviewUnavailable,
  renderLabelPreviewPng,
  renderLabelsPdf,
  renderLabelsZpl,
  sampleLabels,
} from '../render/index.js';
import type { LabelTemplateRow } from './dto.js';

type Printable = Pick<LabelTemplateRow, 'labelType' | 'definition' | 'copies'>;

/** The sample label of the template's type: realistic data, Chinese part name and supplier. */
const sampleOf = (t: Printable) => sampleLabels[t.labelType as LabelType];

/**
 * The PNG of the template's sample label, as it prints (the PDF writer, rasterised). A server
 * without the rasteriser answers 501 with a text saying so (the page offers the PDF instead).
 */
export async function previewPng(t: Printable, culture: Culture): Promise<Buffer> {
  try {
    return await renderLabelPreviewPng(sampleOf(t), t.definition, { culture });
  } catch (err) {
    if (err instanceof LabelPreviewUnavailable)
      throw new AppError(501, L('SupplierPortal', 'LabelTemplate:PreviewUnavailable'), {
        code: 'SupplierPortal:LabelPreviewUnavailable',
      });
    throw err;
  }
}

/** A one-label sample file: PDF for an office printer, ZPL (with the template's copies) for a Zebra. */
export async function testPrint(
  t: Printable,
  input: LabelTestPrintInput,
  culture: Culture,
): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
  if (input.format === 'pdf')
    return {
      bytes: await renderLabelsPdf([sampleOf(t)], t.definition, { culture }),
      contentType: 'application/pdf',
      extension: '.pdf',
    };
  const zpl = renderLabelsZpl([sampleOf(t)], t.definition, {
    culture,
    ...(input.dpi ? { dpi: input.dpi } : {}),
    copies: t.copies,
  });
  return { bytes: Buffer.from(zpl, 'utf8'), contentType: 'text/plain; charset=utf-8', extension: '.zpl' };
}
