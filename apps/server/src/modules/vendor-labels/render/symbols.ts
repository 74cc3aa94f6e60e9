import type QRCode from 'qrcode';
import { lazyModule } from '../../../platform/lazy-module.js';
import { BarcodeError, dataMatrix, type MatrixSymbol } from '../../../platform/documents/index.js';
import type { Symbology } from '@sp/contracts';
import { bestMasked } from './qr-mask.js';

/** qrcode, loaded by the first label's symbol (issue 17 #6). */
const qrcode = lazyModule<typeof QRCode>('qrcode');

/**
 * The 2D symbol of a label payload. QR in byte mode (UTF-8) at error correction M, given to
 * `qrcode` as one byte segment: a label payload is mixed case with GS/RS separators, byte mode is
 * what the optimiser would choose for nearly all of it, and skipping its segment search halves
 * the cost of a symbol (1,000 labels print 1,000 different QR codes). The mask is chosen by the
 * standard's penalty rules in qr-mask.ts (the same choice as `qrcode`'s, several times faster). DataMatrix through the platform's BWIPP encoder.
 */
export function labelQr(payload: string): MatrixSymbol {
  if (payload.length === 0) throw new BarcodeError('A QR code needs data');
  let code: QRCode.QRCode;
  try {
    code = qrcode().create([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], {
      errorCorrectionLevel: 'M',
      maskPattern: 0,
    });
  } catch (err) {
    throw new BarcodeError(err instanceof Error ? err.message : String(err));
  }
  const { size, data, reservedBit } = code.modules;
  const { cells } = bestMasked(data, reservedBit, size);
  return {
    kind: 'matrix',
    type: 'qr',
    rows: size,
    columns: size,
    cells,
    text: payload,
    quietZone: 4,
  };
}

export const labelSymbol = (payload: string, symbology: Symbology): MatrixSymbol =>
  symbology === 'DataMatrix' ? dataMatrix(payload) : labelQr(payload);

/** Byte capacity of QR versions 1–40 at error correction M (ISO/IEC 18004, table 7). */
const QR_M_BYTES = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779,
  857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

/**
 * Modules per side of the QR a printer makes from `payload` at level M, at most: the version that
 * holds its UTF-8 bytes in byte mode (a printer's automatic mode is never larger). ZPL sizes the
 * symbol from this without encoding it.
 */
export function qrSideModules(payload: string): number {
  const bytes = Buffer.byteLength(payload, 'utf8');
  const version = QR_M_BYTES.findIndex((capacity) => capacity >= bytes) + 1;
  if (version === 0) throw new BarcodeError('Too much data for a QR code');
  return 17 + 4 * version;
}
