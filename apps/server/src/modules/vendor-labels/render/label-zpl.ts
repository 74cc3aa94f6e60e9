import {
  dotsPerMm,
  gs1HumanText,
  type Culture,
  type LabelData,
  type LabelDpi,
  type LabelTemplate,
} from '@sp/contracts';
import { dataMatrix } from '../../../platform/documents/index.js';
import { resolveLabel, type ResolvedElement } from './resolve.js';
import { qrSideModules } from './symbols.js';
import { zplCode128, zplGs1_128, type ZplLinear } from './zpl-code128.js';

/** Code 128's quiet zone: 10 modules each side. */
const QUIET_ZONE = 10;

/**
 * Labels as ZPL II for Zebra (and compatible) printers: one `^XA … ^XZ` block per label, `^PW`/`^LL`
 * from the template's size at its dpi (203: 8 dots/mm, 300: 11.81), `^CI28` so field data is UTF-8,
 * text in a scalable font named by path with `^A@` (Chinese needs a CJK TrueType font on the
 * printer; `cjkFont`, default `E:SIMSUN.TTF`: load it once with Zebra's font tools or `~DY`, or name
 * the one the printer has), `^BC` Code 128 (our encoder's exact symbol values, so ZPL and PDF print
 * the same bars), `^BQ` QR or `^BX` DataMatrix (ECC 200) for the 2D symbol, GS1-128 via `^BC` with
 * `>;>8` (start C, FNC1). Every field's data goes through `^FH_`, so `^`, `~` and `_` in data are hex
 * escapes and can never be read as commands.
 *
 * ZPL cannot measure text: a field's font shrinks from an estimate of its width (CJK characters a
 * full em, others 0.6 em) so it stays inside its box, and `^FB` clips what is left.
 */

export interface LabelZplOptions {
  culture: Culture;
  /** Printer resolution; the template's by default. */
  dpi?: LabelDpi;
  /** Path of the CJK-capable TrueType font on the printer, as `^A@` names it. */
  cjkFont?: string;
  /** `^PQ` copies of each label (pallets: 2, one per side). */
  copies?: number;
}

export const DEFAULT_ZPL_FONT = 'E:SIMSUN.TTF';

/** Field data under `^FH_`: the ZPL syntax characters and control characters as hex escapes. */
export function zplText(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /[\^~_\x00-\x1f\x7f]/g,
    (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** Width of a text in em, estimated: CJK and full-width forms 1 em, others 0.6 em. */
const emWidth = (text: string) => {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.6;
  return w;
};

interface Ctx {
  d: number;
  font: string;
}

const dots = (ctx: Ctx, value: number) => Math.round(value * ctx.d);

/** A text field: font height from points, shrunk so the estimated width fits, clipped by ^FB. */
function textField(
  ctx: Ctx,
  text: string,
  box: { x: number; y: number; width: number; height: number },
  opts: {
    pt: number;
    align: 'left' | 'center' | 'right';
    lines?: number;
    valign?: 'top' | 'middle';
    reverse?: boolean;
  },
): string {
  const w = dots(ctx, box.width);
  const h = dots(ctx, box.height);
  const lines = opts.lines ?? 1;
  let font = Math.round((opts.pt / 72) * 25.4 * ctx.d);
  const est = emWidth(text) * font;
  if (lines === 1 && est > w) font = Math.max(10, Math.floor((font * w) / est));
  font = Math.max(10, Math.min(font, Math.floor(h / lines)));
  const y =
    dots(ctx, box.y) + (opts.valign === 'middle' ? Math.max(0, Math.floor((h - font * lines) / 2)) : 0);
  const align = opts.align === 'center' ? 'C' : opts.align === 'right' ? 'R' : 'L';
  return (
    `^FO${dots(ctx, box.x)},${y}^A@N,${font},${font},${ctx.font}^FB${w},${lines},0,${align}` +
    `${opts.reverse ? '^FR' : ''}^FH_^FD${zplText(text)}^FS`
  );
}

/** Module size in dots for a symbol `modules` wide in a box `available` dots wide (1 to 10). */
const moduleDots = (available: number, modules: number) =>
  Math.max(1, Math.min(10, Math.floor(available / modules)));

function linearField(
  ctx: Ctx,
  symbol: ZplLinear,
  el: { x: number; y: number; width: number; height: number },
  human: string | null,
): string {
  const w = dots(ctx, el.width);
  const h = dots(ctx, el.height);
  const m = moduleDots(w, symbol.modules + 2 * QUIET_ZONE);
  const left = dots(ctx, el.x) + Math.floor((w - m * symbol.modules) / 2);
  // The human-readable line under the bars: about a fifth of the element's height, at most 9 pt.
  const textMm = human ? Math.min((9 / 72) * 25.4, el.height / 5) : 0;
  const barH = Math.max(1, h - dots(ctx, textMm + (human ? 0.6 : 0)));
  let out = `^FO${left},${dots(ctx, el.y)}^BY${m}^BCN,${barH},N,N,N,N^FH_^FD${symbol.data}^FS`;
  if (human)
    out += textField(
      ctx,
      human,
      { x: el.x, y: el.y + el.height - textMm, width: el.width, height: textMm },
      { pt: (textMm / 25.4) * 72, align: 'center' },
    );
  return out;
}

function field(ctx: Ctx, r: ResolvedElement): string {
  switch (r.kind) {
    case 'text': {
      const { el } = r;
      let out = '';
      const box = { x: el.x, y: el.y, width: el.width, height: el.height };
      if (r.caption) {
        const capH = Math.min(2.4, el.height / 3);
        out += textField(ctx, r.caption, { ...box, height: capH }, { pt: 5.5, align: 'left' });
        box.y += capH;
        box.height -= capH;
      }
      if (r.value)
        out += textField(ctx, r.value, box, {
          pt: el.size,
          align: el.align,
          lines: el.multiline ? Math.max(1, Math.floor(box.height / ((el.size / 72) * 25.4 * 1.2))) : 1,
          valign: 'middle',
        });
      return out;
    }
    case 'caption': {
      const { el } = r;
      let out = '';
      if (el.inverse) {
        const w = dots(ctx, el.width);
        const h = dots(ctx, el.height);
        out += `^FO${dots(ctx, el.x)},${dots(ctx, el.y)}^GB${w},${h},${Math.min(w, h)}^FS`;
      }
      return (
        out +
        textField(
          ctx,
          r.text,
          { ...el, x: el.x + 0.7, width: el.width - 1.4 },
          { pt: el.size, align: el.align, valign: 'middle', reverse: el.inverse },
        )
      );
    }
    case 'code128':
      return linearField(ctx, zplCode128(r.value), r.el, r.el.humanReadable ? r.value : null);
    case 'gs1-128': {
      const human = gs1HumanText(r.elements);
      return linearField(ctx, zplGs1_128(human), r.el, r.el.humanReadable ? human : null);
    }
    case 'symbol2d': {
      const { el } = r;
      const side = dots(ctx, Math.min(el.width, el.height));
      if (r.symbology === 'DataMatrix') {
        const dm = dataMatrix(r.payload);
        const m = moduleDots(side, dm.columns + 2 * dm.quietZone);
        const x = dots(ctx, el.x) + Math.floor((dots(ctx, el.width) - m * dm.columns) / 2);
        // `~` is ^BX's escape character: a literal one is doubled (after ^FH turns _7E into ~).
        return `^FO${x},${dots(ctx, el.y) + m}^BXN,${m},200,,,,~^FH_^FD${zplText(r.payload).replaceAll('_7E', '_7E_7E')}^FS`;
      }
      const modules = qrSideModules(r.payload);
      const m = moduleDots(side, modules + 2);
      const x = dots(ctx, el.x) + Math.floor((dots(ctx, el.width) - m * modules) / 2);
      return `^FO${x},${dots(ctx, el.y)}^BQN,2,${m}^FH_^FDMA,${zplText(r.payload)}^FS`;
    }
    case 'line': {
      const { el } = r;
      const t = Math.max(1, dots(ctx, el.thickness));
      const x = dots(ctx, Math.min(el.x1, el.x2));
      const y = dots(ctx, Math.min(el.y1, el.y2));
      const w = Math.abs(dots(ctx, el.x2) - dots(ctx, el.x1));
      const h = Math.abs(dots(ctx, el.y2) - dots(ctx, el.y1));
      if (h === 0) return `^FO${x},${y - Math.floor(t / 2)}^GB${w},${t},${t}^FS`;
      if (w === 0) return `^FO${x - Math.floor(t / 2)},${y}^GB${t},${h},${t}^FS`;
      const rising = (el.x2 - el.x1) * (el.y2 - el.y1) < 0;
      return `^FO${x},${y}^GD${w},${h},${t},B,${rising ? 'R' : 'L'}^FS`;
    }
    case 'box': {
      const { el } = r;
      const t = Math.max(1, dots(ctx, el.thickness));
      return `^FO${dots(ctx, el.x)},${dots(ctx, el.y)}^GB${dots(ctx, el.width)},${dots(ctx, el.height)},${t}^FS`;
    }
  }
}

/** One label's `^XA … ^XZ` block. */
export function labelZpl(label: LabelData, template: LabelTemplate, options: LabelZplOptions): string {
  const dpi = options.dpi ?? template.dpi;
  const ctx: Ctx = { d: dotsPerMm(dpi), font: options.cjkFont ?? DEFAULT_ZPL_FONT };
  const pw = dots(ctx, template.widthMm);
  const ll = dots(ctx, template.heightMm);
  const body = resolveLabel(label, template, options.culture)
    .map((r) => field(ctx, r))
    .join('\n');
  const copies = options.copies && options.copies > 1 ? `^PQ${options.copies}\n` : '';
  return `^XA\n^CI28\n^PW${pw}\n^LL${ll}\n^LH0,0\n${body}\n${copies}^XZ\n`;
}

/** All labels, one block each, as one printable file (`.zpl`; sent raw to the printer). */
export function renderLabelsZpl(
  labels: readonly LabelData[],
  template: LabelTemplate,
  options: LabelZplOptions,
): string {
  return labels.map((label) => labelZpl(label, template, options)).join('');
}
