import type bwipjsType from 'bwip-js/node';
import { lazyModule } from '../../lazy-module.js';
import type QRCode from 'qrcode';
import { parseGs1 } from './gs1.js';
import { BarcodeError, type MatrixSymbol } from './symbol.js';

/** bwip-js (its PostScript emulation, about 2 MB of source) and qrcode, loaded by the first symbol. */
const bwipjs = lazyModule<typeof bwipjsType>('bwip-js/node');
const qrcode = lazyModule<typeof QRCode>('qrcode');

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** A QR code (byte mode is UTF-8, so Chinese text is fine); `qrcode` computes the module matrix. */
export function qr(text: string, errorCorrection: QrErrorCorrection = 'M'): MatrixSymbol {
  if (text.length === 0) throw new BarcodeError('A QR code needs data');
  let code: QRCode.QRCode;
  try {
    code = qrcode().create(text, { errorCorrectionLevel: errorCorrection });
  } catch (err) {
    throw new BarcodeError(err instanceof Error ? err.message : String(err));
  }
  const { size, data } = code.modules;
  return {
    kind: 'matrix',
    type: 'qr',
    rows: size,
    columns: size,
    cells: Uint8Array.from(data),
    text,
    quietZone: 4,
  };
}

interface RawMatrix {
  pixs: number[];
  pixx: number;
  pixy: number;
}

/** bwip-js (BWIPP) encodes DataMatrix; `raw` gives its cells without rendering any image. */
function bwippMatrix(bcid: string, text: string): RawMatrix {
  let raw: unknown;
  try {
    raw = bwipjs().raw(bcid, text, {});
  } catch (err) {
    throw new BarcodeError(err instanceof Error ? err.message : String(err));
  }
  const first = (raw as RawMatrix[])[0];
  if (!first?.pixs) throw new BarcodeError(`No matrix for ${bcid}`);
  return first;
}

/** Same payload, same symbol: labels reprint the same DataMatrix often, and BWIPP is not cheap. */
const cache = new Map<string, MatrixSymbol>();
const CACHE_LIMIT = 2000;

function cached(key: string, make: () => MatrixSymbol): MatrixSymbol {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = make();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, made);
  return made;
}

function fromRaw(type: MatrixSymbol['type'], raw: RawMatrix, text: string): MatrixSymbol {
  return {
    kind: 'matrix',
    type,
    rows: raw.pixy,
    columns: raw.pixx,
    cells: Uint8Array.from(raw.pixs),
    text,
    quietZone: 1,
  };
}

/** A DataMatrix (ECC 200) of text. */
export function dataMatrix(text: string): MatrixSymbol {
  if (text.length === 0) throw new BarcodeError('A DataMatrix needs data');
  return cached(`d:${text}`, () => fromRaw('datamatrix', bwippMatrix('datamatrix', text), text));
}

/** A GS1 DataMatrix (FNC1 first, separators handled by BWIPP) from the "(01)…(10)…" form. */
export function gs1DataMatrix(human: string): MatrixSymbol {
  parseGs1(human); // our own checks (lengths, check digits) first, with our messages
  return cached(`g:${human}`, () => fromRaw('gs1-datamatrix', bwippMatrix('gs1datamatrix', human), human));
}
