/**
 * The label engine's writers: what the vendor-labels module calls to print. Pure functions of
 * `LabelData[]` and a `LabelTemplate` (both from @sp/contracts), no database.
 *
 *   const pdf = await renderLabelsPdf(labels, template, { culture });        // one page per label
 *   const zpl = renderLabelsZpl(labels, template, { culture, dpi, cjkFont }); // one ^XA..^XZ per label
 *   const png = await renderLabelPreviewPng(sampleLabels.Outer, template, { culture });
 */
export { labelsPdfDocument, renderLabelsPdf, type LabelPdfOptions } from './label-pdf.js';
export { DEFAULT_ZPL_FONT, labelZpl, renderLabelsZpl, zplText, type LabelZplOptions } from './label-zpl.js';
export {
  LabelPreviewUnavailable,
  rasterisePdf,
  renderLabelPreviewPng,
  type LabelPreviewOptions,
  type RasteriseOptions,
} from './label-preview.js';
export { resolveLabel, type ResolvedElement } from './resolve.js';
export { SAMPLE_SSCC, sampleLabels, sampleOuterLabels } from './samples.js';
