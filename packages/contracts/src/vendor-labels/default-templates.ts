import type { LabelType } from './label-data.js';
import {
  labelTemplateSchema,
  type LabelCaptionKey,
  type LabelTemplate,
  type LabelTemplateInput,
} from './template.js';

/**
 * The three templates a tenant starts with, laid out like the supplier labels warehouses see
 * (business-domain §1.2/§1.6): a framed grid of captioned fields (caption small above its value),
 * the 2D symbol top right, Code 128 of the label id across the bottom; the pallet label in GS1's
 * three sections with the SSCC barcode lowest. Sizes: inner 80 x 50 mm, outer 100 x 70 mm, pallet
 * A6 landscape 148 x 105 mm; 203 dpi, ISO/IEC 15434 payload, QR.
 */

type Cell = [x: number, y: number, width: number, height: number];

/** A captioned field: caption top-left in small type, the value under it. */
const field = (
  [x, y, width, height]: Cell,
  caption: LabelCaptionKey,
  text: string,
  options: { size?: number; bold?: boolean; multiline?: boolean } = {},
) => ({ kind: 'text' as const, x, y, width, height, caption, text, ...options });

const hline = (y: number, x1: number, x2: number) => ({
  kind: 'line' as const,
  x1,
  y1: y,
  x2,
  y2: y,
  thickness: 0.25,
});
const vline = (x: number, y1: number, y2: number) => ({
  kind: 'line' as const,
  x1: x,
  y1,
  x2: x,
  y2,
  thickness: 0.25,
});

const inner: LabelTemplateInput = {
  labelType: 'Inner',
  widthMm: 80,
  heightMm: 50,
  elements: [
    { kind: 'box', x: 1, y: 1, width: 78, height: 48, thickness: 0.4 },
    {
      kind: 'caption',
      x: 1,
      y: 1,
      width: 22,
      height: 5,
      caption: 'Label:Title.Inner',
      size: 7,
      inverse: true,
      align: 'center',
    },
    {
      kind: 'text',
      x: 24,
      y: 1.4,
      width: 32,
      height: 4.2,
      text: '{{vendorCode}} {{vendorName}}',
      size: 6.5,
      bold: true,
    },
    hline(6, 1, 57),
    field([2, 6.3, 33, 7], 'Label:PartNo', '{{partNo}}', { size: 9.5, bold: true }),
    vline(35.5, 6, 20.5),
    field([36, 6.3, 21, 7], 'Label:Qty', '{{qtyText}}', { size: 9.5, bold: true }),
    hline(13.5, 1, 57),
    field([2, 13.8, 33, 6.7], 'Label:PartName', '{{partName}}{{#spec}} {{spec}}{{/spec}}', { size: 6.5 }),
    field([36, 13.8, 21, 6.7], 'Label:BoxNo', '{{seqText}}', { size: 8, bold: true }),
    hline(20.5, 1, 79),
    field([2, 20.8, 24, 6.7], 'Label:LotNo', '{{lotNo}}', { size: 8, bold: true }),
    vline(26.5, 20.5, 27.5),
    field([27, 20.8, 13, 6.7], 'Label:DateCode', '{{dateCode}}', { size: 8 }),
    vline(40.5, 20.5, 34.5),
    field(
      [41, 20.8, 37, 6.7],
      'Label:SupplierPartNo',
      '{{supplierPartNo}}{{^supplierPartNo}}{{mpn}}{{/supplierPartNo}}',
      { size: 6.5 },
    ),
    hline(27.5, 1, 79),
    field([2, 27.8, 38, 6.7], 'Label:PoNo', '{{poNo}}{{#poLine}} / {{poLine}}{{/poLine}}', { size: 7 }),
    field([41, 27.8, 37, 6.7], 'Label:Compliance', '{{mslText}}{{#rohsText}}  {{rohsText}}{{/rohsText}}', {
      size: 7,
    }),
    hline(34.5, 1, 79),
    vline(57, 1, 20.5),
    { kind: 'symbol2d', x: 57.5, y: 1.5, width: 21, height: 19 },
    { kind: 'code128', x: 2, y: 35.3, width: 76, height: 13.2 },
  ],
};

const outer: LabelTemplateInput = {
  labelType: 'Outer',
  widthMm: 100,
  heightMm: 70,
  elements: [
    { kind: 'box', x: 1.5, y: 1.5, width: 97, height: 67, thickness: 0.5 },
    {
      kind: 'caption',
      x: 1.5,
      y: 1.5,
      width: 24,
      height: 6.5,
      caption: 'Label:Title.Outer',
      size: 9,
      inverse: true,
      align: 'center',
    },
    {
      kind: 'text',
      x: 27,
      y: 2,
      width: 44,
      height: 5.5,
      text: '{{vendorCode}} {{vendorName}}',
      size: 8,
      bold: true,
    },
    hline(8, 1.5, 71.5),
    field([3, 8.3, 40, 8.2], 'Label:PartNo', '{{partNo}}', { size: 12, bold: true }),
    vline(43.5, 8, 41),
    field([44.5, 8.3, 26.5, 8.2], 'Label:Qty', '{{qtyText}}', { size: 11, bold: true }),
    hline(16.5, 1.5, 71.5),
    field([3, 16.8, 40, 8], 'Label:PartName', '{{partName}}{{#spec}} {{spec}}{{/spec}}', { size: 8 }),
    field([44.5, 16.8, 26.5, 8], 'Label:CartonNo', '{{seqText}}', { size: 11, bold: true }),
    hline(25, 1.5, 98.5),
    field([3, 25.3, 40, 7.7], 'Label:LotNo', '{{lotNo}}', { size: 10, bold: true }),
    field([44.5, 25.3, 26.5, 7.7], 'Label:DateCode', '{{dateCode}}', { size: 10 }),
    vline(71.5, 25, 49),
    field([72.5, 25.3, 25.5, 7.7], 'Label:MfgDate', '{{mfgDate}}', { size: 8 }),
    hline(33, 1.5, 98.5),
    field(
      [3, 33.3, 40, 7.7],
      'Label:SupplierPartNo',
      '{{supplierPartNo}}{{^supplierPartNo}}{{mpn}}{{/supplierPartNo}}',
      { size: 8 },
    ),
    field([44.5, 33.3, 26.5, 7.7], 'Label:InnerCount', '{{contentsCount}}', { size: 9 }),
    field(
      [72.5, 33.3, 25.5, 7.7],
      'Label:Compliance',
      '{{mslText}}{{#rohsText}}  {{rohsText}}{{/rohsText}}',
      { size: 8 },
    ),
    hline(41, 1.5, 98.5),
    field([3, 41.3, 40, 7.7], 'Label:PoNo', '{{poNo}}{{#poLine}} / {{poLine}}{{/poLine}}', { size: 9 }),
    vline(43.5, 41, 49),
    field([44.5, 41.3, 26.5, 7.7], 'Label:DeliveryNo', '{{deliveryNo}}', { size: 7 }),
    field([72.5, 41.3, 25.5, 7.7], 'Label:GrossWeight', '{{grossWeightKg}}', { size: 8 }),
    hline(49, 1.5, 98.5),
    vline(71.5, 1.5, 25),
    { kind: 'symbol2d', x: 72, y: 2, width: 26, height: 22.5 },
    { kind: 'code128', x: 4, y: 50, width: 92, height: 17.5 },
  ],
};

const pallet: LabelTemplateInput = {
  labelType: 'Pallet',
  widthMm: 148,
  heightMm: 105,
  elements: [
    { kind: 'box', x: 2, y: 2, width: 144, height: 101, thickness: 0.5 },
    // Top section: the company's own text.
    {
      kind: 'caption',
      x: 2,
      y: 2,
      width: 30,
      height: 8,
      caption: 'Label:Title.Pallet',
      size: 12,
      inverse: true,
      align: 'center',
    },
    field([34, 2.5, 80, 9], 'Label:ShipFrom', '{{vendorCode}} {{vendorName}}', { size: 10, bold: true }),
    hline(12, 2, 116),
    // Middle section: human-readable data.
    field([4, 12.3, 54, 9], 'Label:Sscc', '{{sscc}}', { size: 11, bold: true }),
    vline(58.5, 12, 48),
    field([59.5, 12.3, 56, 9], 'Label:DeliveryNo', '{{deliveryNo}}', { size: 10, bold: true }),
    hline(21.5, 2, 116),
    field([4, 21.8, 54, 8.5], 'Label:PartNo', '{{partNo}}', { size: 11, bold: true }),
    field([59.5, 21.8, 27, 8.5], 'Label:Qty', '{{qtyText}}', { size: 10, bold: true }),
    vline(87, 21.5, 48),
    field([88, 21.8, 27, 8.5], 'Label:Contents', '{{contentsCount}}', { size: 11, bold: true }),
    hline(30.5, 2, 146),
    field([4, 30.8, 54, 8.5], 'Label:PoNo', '{{poNo}}{{#poLine}} / {{poLine}}{{/poLine}}', { size: 10 }),
    field([59.5, 30.8, 27, 8.5], 'Label:DeliveryDate', '{{deliveryDate}}', { size: 9 }),
    field([88, 30.8, 27, 8.5], 'Label:PalletNo', '{{seqText}}', { size: 11, bold: true }),
    vline(116, 2, 48),
    field([117, 30.8, 28, 8.5], 'Label:GrossWeight', '{{grossWeightKg}}', { size: 9 }),
    hline(39.5, 2, 146),
    field([4, 39.8, 54, 8], 'Label:PartName', '{{partName}}', { size: 8 }),
    field([59.5, 39.8, 27, 8], 'Label:LotNo', '{{lotNo}}', { size: 9 }),
    field([88, 39.8, 27, 8], 'Label:Origin', '{{countryOfOrigin}}', { size: 9 }),
    field([117, 39.8, 28, 8], 'Label:DateCode', '{{dateCode}}', { size: 9 }),
    hline(48, 2, 146),
    { kind: 'symbol2d', x: 117, y: 2.5, width: 28, height: 27.5 },
    // Bottom section: GS1-128, the SSCC lowest.
    { kind: 'gs1-128', x: 24, y: 50, width: 100, height: 19, content: 'extra' },
    { kind: 'gs1-128', x: 8, y: 71, width: 132, height: 30, content: 'sscc' },
  ],
};

/** The default template of each label type, defaults filled in (checked against the schema at load). */
export const defaultTemplates: Readonly<Record<LabelType, LabelTemplate>> = {
  Inner: labelTemplateSchema.parse(inner),
  Outer: labelTemplateSchema.parse(outer),
  Pallet: labelTemplateSchema.parse(pallet),
};
