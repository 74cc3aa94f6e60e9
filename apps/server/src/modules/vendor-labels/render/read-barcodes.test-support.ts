import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import { rasterisePdf } from './label-preview.js';

/**
 * Tests only: reads the barcodes a printed page really carries. The page is rasterised by poppler
 * (the preview's own path, `pdftocairo`) and read by ZXing-C++ (zxing-wasm), an independent decoder
 * used in production scanners: what it reads is what a warehouse scanner would read.
 */
const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

/** Loads the WebAssembly from node_modules (never from a CDN). */
function prepare() {
  ready ??= (() => {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    return prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
      fireImmediately: true,
    });
  })();
  return ready;
}

export interface ReadBarcode {
  format: string;
  text: string;
  /** AIM symbology identifier: `]C0` Code 128, `]C1` GS1-128, `]Q1` QR, `]d1` DataMatrix … */
  symbology: string;
  /** Top edge in pixels (for "the SSCC is the lowest barcode"). */
  top: number;
}

/** Every barcode on page `page` (1-based) of a PDF, at `dpi`. */
export async function readPdfBarcodes(pdf: Buffer, page = 1, dpi = 300): Promise<ReadBarcode[]> {
  await prepare();
  const png = await rasterisePdf(pdf, { dpi, page });
  const results: ReadResult[] = await readBarcodes(new Uint8Array(png), {
    formats: [],
    maxNumberOfSymbols: 16,
    textMode: 'Plain',
    tryHarder: true,
  });
  return results
    .filter((r) => r.isValid)
    .map((r) => ({
      format: r.format,
      text: r.text,
      symbology: r.symbologyIdentifier,
      top: Math.min(r.position.topLeft.y, r.position.topRight.y),
    }));
}
