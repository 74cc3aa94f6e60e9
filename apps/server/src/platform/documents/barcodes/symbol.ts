/**
 * What every encoder returns: the modules of a symbol, independent of any output (PDF today, a
 * ZPL or SVG writer later). Geometry is in modules (the narrowest bar or one matrix cell).
 */

/** A one-dimensional symbol: alternating bar and space widths in modules, starting with a bar. */
export interface LinearSymbol {
  readonly kind: 'linear';
  readonly type: 'code128' | 'gs1-128';
  readonly widths: readonly number[];
  /** Human-readable interpretation (GS1-128: the "(00)…" form). */
  readonly text: string;
  /** Light modules either side (Code 128: 10X). */
  readonly quietZone: number;
}

/** A two-dimensional symbol: `rows` x `columns` cells, dark where `cells[r * columns + c]` is 1. */
export interface MatrixSymbol {
  readonly kind: 'matrix';
  readonly type: 'qr' | 'datamatrix' | 'gs1-datamatrix';
  readonly rows: number;
  readonly columns: number;
  readonly cells: Uint8Array;
  readonly text: string;
  /** Light modules around the symbol (QR: 4, DataMatrix: 1). */
  readonly quietZone: number;
}

export type BarcodeSymbol = LinearSymbol | MatrixSymbol;

/** Input an encoder cannot encode (a character outside its sets, a wrong GS1 check digit). */
export class BarcodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BarcodeError';
  }
}

/** The dark rectangles of a symbol in module units (adjacent dark modules merged into runs). */
export interface ModuleRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Total width of a linear symbol in modules, without its quiet zones. */
export function linearLength(symbol: LinearSymbol): number {
  let n = 0;
  for (const w of symbol.widths) n += w;
  return n;
}

/**
 * The dark parts of a symbol as rectangles in module units, one per bar or per horizontal run of
 * dark cells: what a vector writer draws (PDF path, ZPL ^GB boxes, SVG rects).
 * Linear bars have height 1 (the writer stretches them).
 */
export function darkRects(symbol: BarcodeSymbol): ModuleRect[] {
  const out: ModuleRect[] = [];
  if (symbol.kind === 'linear') {
    let x = 0;
    symbol.widths.forEach((w, i) => {
      if (i % 2 === 0) out.push({ x, y: 0, w, h: 1 });
      x += w;
    });
    return out;
  }
  const { rows, columns, cells } = symbol;
  for (let r = 0; r < rows; r++) {
    let c = 0;
    while (c < columns) {
      if (!cells[r * columns + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < columns && cells[r * columns + c]) c++;
      out.push({ x: start, y: r, w: c - start, h: 1 });
    }
  }
  return out;
}
