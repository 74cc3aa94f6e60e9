/** Vector barcodes: encoders (no pdfkit in them, so a ZPL or SVG writer can reuse them) and one drawer. */
export { gs1CheckDigit, hasValidGs1CheckDigit, makeSscc, ssccCheckDigit } from './check-digit.js';
export { code128, code128CheckValue, code128Values, FNC1 } from './code128.js';
export { drawBarcode, type Box, type DrawOptions } from './draw.js';
export { gs1_128, gs1Items, gs1Text, parseGs1, type Gs1Element } from './gs1.js';
export { dataMatrix, gs1DataMatrix, qr, type QrErrorCorrection } from './matrix.js';
export {
  BarcodeError,
  darkRects,
  linearLength,
  type BarcodeSymbol,
  type LinearSymbol,
  type MatrixSymbol,
  type ModuleRect,
} from './symbol.js';
