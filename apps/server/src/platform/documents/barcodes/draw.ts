import type PDFKit from 'pdfkit';
import { darkRects, linearLength, type BarcodeSymbol } from './symbol.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawOptions {
  /** Print the human-readable text under a linear symbol (GS1-128: the "(AI)" form). */
  humanReadable?: boolean;
  /** Font size of that text, in points. */
  fontSize?: number;
  /** Where a square symbol sits in a wider box. */
  align?: 'left' | 'center' | 'right';
}

/** PDF numbers: short, and never in exponent form. */
const num = (v: number) => (Math.round(v * 1000) / 1000).toString();

/**
 * The path of a symbol's dark modules in module units, computed once per symbol: the same string
 * is drawn under a scaling transform wherever the symbol goes, so a page costs one `re` per bar
 * or run and no per-call formatting.
 */
const paths = new WeakMap<BarcodeSymbol, string>();
function modulePath(symbol: BarcodeSymbol): string {
  let path = paths.get(symbol);
  if (path === undefined) {
    path = darkRects(symbol)
      .map((r) => `${r.x} ${r.y} ${r.w} ${r.h} re`)
      .join('\n');
    paths.set(symbol, path);
  }
  return path;
}

/**
 * Draws any symbol as vector rectangles (never an image) inside `box`, quiet zones included: a
 * linear symbol fills the box's width (bars stretched to its height, less the text line), a matrix
 * symbol is the largest square that fits. Returns the area the symbol (with quiet zones) took.
 */
export function drawBarcode(
  doc: PDFKit.PDFDocument,
  symbol: BarcodeSymbol,
  box: Box,
  options: DrawOptions = {},
): Box {
  const q = symbol.quietZone;
  let moduleW: number;
  let moduleH: number;
  let x: number;
  let y: number;
  let used: Box;
  if (symbol.kind === 'linear') {
    const fontSize = options.fontSize ?? Math.min(9, box.height / 4);
    const textH = options.humanReadable ? fontSize * 1.3 : 0;
    moduleW = box.width / (linearLength(symbol) + 2 * q);
    moduleH = box.height - textH;
    x = box.x + q * moduleW;
    y = box.y;
    used = { ...box };
    paint(doc, symbol, x, y, moduleW, moduleH);
    if (options.humanReadable)
      doc.fontSize(fontSize).text(symbol.text, box.x, box.y + moduleH + fontSize * 0.15, {
        width: box.width,
        align: 'center',
        lineBreak: false,
      });
    return used;
  }
  const cellsW = symbol.columns + 2 * q;
  const cellsH = symbol.rows + 2 * q;
  const module = Math.min(box.width / cellsW, box.height / cellsH);
  moduleW = moduleH = module;
  const w = cellsW * module;
  const free = box.width - w;
  const left = options.align === 'left' ? 0 : options.align === 'right' ? free : free / 2;
  x = box.x + left + q * module;
  y = box.y + q * module;
  used = { x: box.x + left, y: box.y, width: w, height: cellsH * module };
  paint(doc, symbol, x, y, moduleW, moduleH);
  return used;
}

function paint(doc: PDFKit.PDFDocument, symbol: BarcodeSymbol, x: number, y: number, sx: number, sy: number) {
  doc.save();
  doc.fillColor('black');
  // In module units under one transform: the path is the symbol's cached string.
  doc.addContent(`${num(sx)} 0 0 ${num(sy)} ${num(x)} ${num(y)} cm`);
  doc.addContent(modulePath(symbol));
  doc.addContent('f');
  doc.restore();
}
