import { spawn } from 'node:child_process';
import type { Culture, LabelData, LabelTemplate } from '@sp/contracts';
import { renderLabelsPdf } from './label-pdf.js';

/**
 * A PNG preview of one label for the template page. The label is rendered by the same PDF writer
 * that prints it and rasterised by poppler's `pdftocairo` (Debian's poppler-utils), PDF on stdin,
 * PNG on stdout: the preview is exactly the printed label, Chinese text and vector barcodes
 * included, with no second layout engine to keep in step and no native Node module. The cost is a
 * system binary on the server; without it the preview is refused with `LabelPreviewUnavailable`
 * (the module can fall back to serving the PDF, which browsers show inline).
 */

export class LabelPreviewUnavailable extends Error {
  constructor(detail: string) {
    super(`Label preview unavailable: ${detail}`);
    this.name = 'LabelPreviewUnavailable';
  }
}

export interface LabelPreviewOptions {
  culture: Culture;
  /** Raster resolution: the template's printer dpi by default (what the printer would print). */
  dpi?: number;
  /** The rasteriser binary; `pdftocairo` from PATH by default. */
  command?: string;
  timeoutMs?: number;
}

export interface RasteriseOptions {
  /** Pixels per inch. */
  dpi: number;
  /** 1-based page; the first by default. */
  page?: number;
  command?: string;
  timeoutMs?: number;
}

/** One page of a PDF as PNG bytes, through pdftocairo (stdin to stdout, no temporary files). */
export function rasterisePdf(
  pdf: Buffer,
  { dpi, page = 1, command = 'pdftocairo', timeoutMs = 10_000 }: RasteriseOptions,
): Promise<Buffer> {
  const args = [
    '-png',
    '-singlefile',
    '-f',
    String(page),
    '-l',
    String(page),
    '-r',
    String(Math.round(dpi)),
    '-',
    '-',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) => reject(new LabelPreviewUnavailable(e.message)));
    child.on('close', (code, signal) => {
      const png = Buffer.concat(out);
      if (code === 0 && png.subarray(1, 4).toString('latin1') === 'PNG') resolve(png);
      else
        reject(
          new LabelPreviewUnavailable(
            signal ? `killed by ${signal}` : Buffer.concat(err).toString().trim() || `exit ${code}`,
          ),
        );
    });
    // A rasteriser that dies early closes stdin: that error is reported by 'close' above.
    child.stdin.on('error', () => {});
    child.stdin.end(pdf);
  });
}

/** The PNG of one label as it prints. */
export async function renderLabelPreviewPng(
  label: LabelData,
  template: LabelTemplate,
  options: LabelPreviewOptions,
): Promise<Buffer> {
  const pdf = await renderLabelsPdf([label], template, { culture: options.culture });
  return rasterisePdf(pdf, {
    dpi: options.dpi ?? template.dpi,
    command: options.command,
    timeoutMs: options.timeoutMs,
  });
}
