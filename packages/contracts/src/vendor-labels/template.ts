import { z } from 'zod';
import { labelFieldNames, labelTypes } from './label-data.js';
import { payloadStyles } from './payload.js';
import { textTemplateProblem } from './text-template.js';
import { vendorLabelTexts } from './texts.js';

/**
 * The label-template model: page size in mm, printer resolution, 2D payload style and symbology,
 * and the elements with their positions in mm from the top-left corner. The PDF, ZPL and preview
 * writers draw exactly this; the module stores it as JSON with a version (a saved change is a new
 * version, print records keep the one they used).
 *
 * Elements:
 * - `text`: a text template over the label's fields (text-template.ts), with an optional caption
 *   (a `Label:*` text, printed small above the value in the user's language);
 * - `caption`: a fixed text in the user's language (`Label:Title.Outer` …), e.g. the label's title;
 * - `code128`: Code 128 of the label id (human-readable line optional);
 * - `symbol2d`: the QR or DataMatrix of the payload, the largest square that fits the box;
 * - `gs1-128`: pallets only: `sscc` ((00), the lowest barcode on the label) or `extra`
 *   ((02)(37)(400) from the data present; skipped when none is);
 * - `line` and `box`: rules and frames, `thickness` in mm.
 */

export const Symbology = { Qr: 'QR', DataMatrix: 'DataMatrix' } as const;
export type Symbology = (typeof Symbology)[keyof typeof Symbology];
export const symbologies = Object.values(Symbology);

export const labelDpis = [203, 300] as const;
export type LabelDpi = (typeof labelDpis)[number];

/** The `Label:*` texts a template may print: captions and titles. */
export type LabelCaptionKey = Extract<keyof (typeof vendorLabelTexts)['texts'], `Label:${string}`>;
export const labelCaptionKeys = Object.keys(vendorLabelTexts.texts).filter((k) =>
  k.startsWith('Label:'),
) as LabelCaptionKey[];

export const TemplateLimits = {
  minMm: 20,
  maxWidthMm: 210,
  maxHeightMm: 297,
  elements: 80,
  text: 300,
} as const;

const mm = z.number().min(0).max(TemplateLimits.maxHeightMm);
const extent = z.number().positive().max(TemplateLimits.maxHeightMm);
const rect = { x: mm, y: mm, width: extent, height: extent };
const captionKey = z.enum(labelCaptionKeys as [LabelCaptionKey, ...LabelCaptionKey[]]);
/** Font sizes in points. */
const fontSize = z.number().min(4).max(72);

export const textElementSchema = z.object({
  kind: z.literal('text'),
  ...rect,
  text: z.string().max(TemplateLimits.text),
  caption: captionKey.optional(),
  size: fontSize.default(9),
  bold: z.boolean().default(false),
  align: z.enum(['left', 'center', 'right']).default('left'),
  /** Wrap onto more lines (shrinking to fit) instead of one line shrunk to the width. */
  multiline: z.boolean().default(false),
});

export const captionElementSchema = z.object({
  kind: z.literal('caption'),
  ...rect,
  caption: captionKey,
  size: fontSize.default(9),
  bold: z.boolean().default(true),
  align: z.enum(['left', 'center', 'right']).default('left'),
  /** White text on a black band (titles). */
  inverse: z.boolean().default(false),
});

export const code128ElementSchema = z.object({
  kind: z.literal('code128'),
  ...rect,
  humanReadable: z.boolean().default(true),
});

export const symbol2dElementSchema = z.object({ kind: z.literal('symbol2d'), ...rect });

export const gs1ElementSchema = z.object({
  kind: z.literal('gs1-128'),
  ...rect,
  content: z.enum(['sscc', 'extra']),
  humanReadable: z.boolean().default(true),
});

export const lineElementSchema = z.object({
  kind: z.literal('line'),
  x1: mm,
  y1: mm,
  x2: mm,
  y2: mm,
  thickness: z.number().positive().max(5).default(0.3),
});

export const boxElementSchema = z.object({
  kind: z.literal('box'),
  ...rect,
  thickness: z.number().positive().max(5).default(0.3),
});

export const labelElementSchema = z.discriminatedUnion('kind', [
  textElementSchema,
  captionElementSchema,
  code128ElementSchema,
  symbol2dElementSchema,
  gs1ElementSchema,
  lineElementSchema,
  boxElementSchema,
]);

export type LabelElement = z.infer<typeof labelElementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type CaptionElement = z.infer<typeof captionElementSchema>;
export type Code128Element = z.infer<typeof code128ElementSchema>;
export type Symbol2dElement = z.infer<typeof symbol2dElementSchema>;
export type Gs1Element128 = z.infer<typeof gs1ElementSchema>;
export type LineElement = z.infer<typeof lineElementSchema>;
export type BoxElement = z.infer<typeof boxElementSchema>;

/** The problems of a template, as text keys (`VendorLabel:<code>`) with the element's index. */
export type TemplateProblemCode =
  | 'TemplateElementOutside'
  | 'TemplateUnknownField'
  | 'TemplateBadText'
  | 'TemplateGs1NotPallet'
  | 'TemplateSsccMissing'
  | 'TemplateSsccNotLowest';

const knownFields: ReadonlySet<string> = new Set(labelFieldNames);
/** Rounding slack: positions typed to 0.1 mm may overhang by a hair. */
const SLACK = 0.05;

const bounds = (e: LabelElement) =>
  e.kind === 'line'
    ? {
        left: Math.min(e.x1, e.x2),
        top: Math.min(e.y1, e.y2),
        right: Math.max(e.x1, e.x2),
        bottom: Math.max(e.y1, e.y2),
      }
    : { left: e.x, top: e.y, right: e.x + e.width, bottom: e.y + e.height };

export const labelTemplateSchema = z
  .object({
    labelType: z.enum(labelTypes),
    widthMm: z.number().min(TemplateLimits.minMm).max(TemplateLimits.maxWidthMm),
    heightMm: z.number().min(TemplateLimits.minMm).max(TemplateLimits.maxHeightMm),
    dpi: z.union([z.literal(203), z.literal(300)]).default(203),
    payloadStyle: z.enum(payloadStyles).default('ISO15434_06'),
    symbology: z.enum(symbologies).default('QR'),
    elements: z.array(labelElementSchema).max(TemplateLimits.elements),
  })
  .superRefine((t, ctx) => {
    const problem = (code: TemplateProblemCode, index: number | null, params?: Record<string, string>) =>
      ctx.addIssue({
        code: 'custom',
        message: code,
        path: index === null ? ['elements'] : ['elements', index],
        // The text of the code, in the request's language (see ruleMessage).
        params: {
          code,
          ...params,
          ruleTexts: vendorLabelTexts.texts[`VendorLabel:${code}`],
          ruleArgs: params?.field === undefined ? [] : [params.field],
        },
      });
    t.elements.forEach((e, i) => {
      const b = bounds(e);
      if (b.right > t.widthMm + SLACK || b.bottom > t.heightMm + SLACK) problem('TemplateElementOutside', i);
      if (e.kind === 'text') {
        const p = textTemplateProblem(e.text, knownFields);
        if (p?.code === 'TemplateUnknownField') problem(p.code, i, { field: p.field });
        else if (p) problem(p.code, i);
      }
      if (e.kind === 'gs1-128' && t.labelType !== 'Pallet') problem('TemplateGs1NotPallet', i);
    });
    if (t.labelType !== 'Pallet') return;
    const ssccAt = t.elements.findIndex((e) => e.kind === 'gs1-128' && e.content === 'sscc');
    if (ssccAt < 0) return problem('TemplateSsccMissing', null);
    const ssccTop = bounds(t.elements[ssccAt]!).top;
    t.elements.forEach((e, i) => {
      const barcode = e.kind === 'code128' || e.kind === 'symbol2d' || e.kind === 'gs1-128';
      if (barcode && i !== ssccAt && bounds(e).bottom > ssccTop + SLACK)
        problem('TemplateSsccNotLowest', ssccAt);
    });
  });

/** A template as stored and drawn (defaults filled in). */
export type LabelTemplate = z.output<typeof labelTemplateSchema>;
/** A template as a client sends it (defaults may be left out). */
export type LabelTemplateInput = z.input<typeof labelTemplateSchema>;

/** Template dots per millimetre: 203 dpi is 8 dots/mm, 300 dpi 11.81. */
export const dotsPerMm = (dpi: LabelDpi): number => (dpi === 203 ? 8 : dpi / 25.4);
