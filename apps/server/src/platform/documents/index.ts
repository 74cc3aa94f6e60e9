/**
 * Documents: printed PDFs (A4 and label stocks, Chinese text in an embedded Noto Sans SC subset,
 * vector barcodes) and Excel workbooks (typed exports; imports that validate every row and answer
 * with a downloadable error report). No business words: the modules bring their own layouts.
 *
 * PDF:     const doc = createPdf({ size: 'label100x70' }); textBox(doc, '物料', box, { size: 12 });
 *          drawBarcode(doc, code128('M-1'), box); const bytes = await pdfBuffer(doc);
 * Import:  const file = await readUpload(req); const r = await importWorkbook(file.buffer, spec, req.culture);
 *          if (!r.ok) → errorReport(r.problems, req.culture) or throw importRejected(r.problems, req.culture)
 */
export * from './barcodes/index.js';
export { FONT, fontBytes } from './font.js';
export {
  createPdf,
  mm,
  PAGE,
  pdfBuffer,
  textBox,
  type PageSize,
  type Pdf,
  type PdfOptions,
  type TextBoxOptions,
} from './pdf.js';
export {
  workbookDay,
  writeWorkbook,
  XLSX_CONTENT_TYPE,
  type CellValue,
  type WorkbookColumn,
  type WorkbookLocale,
  type WorkbookOptions,
} from './excel-export.js';
export type { CellKind } from './excel-cells.js';
export {
  importRejected,
  importWorkbook,
  notAnExcelFile,
  readSheet,
  type ImportColumn,
  type ImportedRow,
  type ImportIssue,
  type ImportProblem,
  type ImportResult,
  type ImportSpec,
} from './excel-import.js';
export { errorReport } from './excel-report.js';
export { sendPdf, sendXlsxBuffer } from './reply.js';
export { DEFAULT_IMPORT_MAX_BYTES, enableUploads, readUpload, type UploadedFile } from './upload.js';
export { documentTexts } from './texts.js';
