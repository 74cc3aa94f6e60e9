import { z } from 'zod';

/** The three levels of the packing hierarchy a label is printed for (business-domain §1.3). */
export const LabelType = { Inner: 'Inner', Outer: 'Outer', Pallet: 'Pallet' } as const;
export type LabelType = (typeof LabelType)[keyof typeof LabelType];
export const labelTypes = Object.values(LabelType);

/** Limits of the printed fields: long enough for real part and lot numbers, short enough for a label. */
export const LabelDataLimits = { code: 64, text: 200, unit: 16 } as const;

const code = z.string().trim().min(1).max(LabelDataLimits.code);
const optionalCode = code.optional();
const optionalText = z.string().trim().max(LabelDataLimits.text).optional();

/**
 * Everything one label is rendered from: the PDF and ZPL writers, the 2D payload and the text
 * elements of a template read only this. The module fills it from the label record (and keeps it as
 * the record's render snapshot, so a reprint prints the same label). Optional fields are simply
 * left off the label and the payload when absent.
 */
export const labelDataSchema = z.object({
  /** The label's own number, the content of its Code 128 (a pallet's is its SSCC). */
  labelId: code,
  labelType: z.enum(labelTypes),
  /** The buyer's part number (ANSI MH10.8.2 `P`). */
  partNo: code,
  partName: optionalText,
  spec: optionalText,
  /** The supplier's own part number (`1P`). */
  supplierPartNo: optionalCode,
  manufacturer: optionalText,
  /** Manufacturer part number, printed; `1P` falls back to it when no supplier part number is set. */
  mpn: optionalCode,
  /** Pieces on this label (a pallet: the sum of its cartons). A positive integer. */
  qty: z.number().int().positive(),
  unit: z.string().trim().min(1).max(LabelDataLimits.unit),
  lotNo: optionalCode,
  /** Year and week, YYWW (`10D`). */
  dateCode: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  /** ISO date `YYYY-MM-DD`. */
  mfgDate: z.iso.date().optional(),
  poNo: optionalCode,
  poLine: z.union([z.number().int().nonnegative(), code]).optional(),
  vendorCode: code,
  vendorName: optionalText,
  deliveryNo: optionalCode,
  /** ISO date `YYYY-MM-DD`. */
  deliveryDate: z.iso.date().optional(),
  /** ISO 3166 alpha-2 (`4L`). */
  countryOfOrigin: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Moisture sensitivity level (J-STD-020): 1, 2, 2a, 3, 4, 5, 5a, 6. */
  msl: z.enum(['1', '2', '2a', '3', '4', '5', '5a', '6']).optional(),
  rohs: z.boolean().optional(),
  /** This label's place among the labels of its level in the delivery line: "3/5". */
  seq: z.number().int().positive(),
  total: z.number().int().positive(),
  /** The label one level up (inner → outer → pallet), when packed. */
  parentLabelId: optionalCode,
  /** What the label holds one level down: inner boxes in a carton, cartons on a pallet. */
  contentsCount: z.number().int().nonnegative().optional(),
  grossWeightKg: z.number().nonnegative().optional(),
  /** Pallets: the 18-digit SSCC (GS1 AI 00), printed as the lowest GS1-128 barcode. */
  sscc: z
    .string()
    .regex(/^\d{18}$/)
    .optional(),
  /** Pallets, optional: GTIN of the contents (AI 02, 14 digits, needs `contentsCount` for AI 37). */
  gtin: z
    .string()
    .regex(/^\d{14}$/)
    .optional(),
});

export type LabelData = z.infer<typeof labelDataSchema>;

/** The names a template's text may use: `{{partNo}}`, plus the derived ones of `labelFieldValues`. */
export const labelFieldNames = [
  ...(Object.keys(labelDataSchema.shape) as (keyof LabelData)[]),
  'seqText',
  'qtyText',
  'rohsText',
  'mslText',
  'ssccText',
] as const;
export type LabelFieldName = (typeof labelFieldNames)[number];

/** Thousands separators, as labels print quantities: 12,345. Same in the three languages. */
export const formatQty = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The printable value of every field of a label, as text: what `{{field}}` in a template becomes.
 * Absent fields are empty strings. Derived: `seqText` "3/5", `qtyText` "12,345 PCS",
 * `rohsText` "RoHS" when compliant, `mslText` "MSL 3", `ssccText` "(00)0069…".
 */
export function labelFieldValues(data: LabelData): Record<LabelFieldName, string> {
  const out = {} as Record<LabelFieldName, string>;
  for (const name of labelFieldNames) out[name] = '';
  for (const [key, value] of Object.entries(data))
    if (value !== undefined && value !== null)
      out[key as keyof LabelData] =
        typeof value === 'number' && key === 'qty' ? formatQty(value) : String(value);
  out.seqText = `${data.seq}/${data.total}`;
  out.qtyText = `${formatQty(data.qty)} ${data.unit}`;
  out.rohsText = data.rohs ? 'RoHS' : '';
  out.mslText = data.msl ? `MSL ${data.msl}` : '';
  out.ssccText = data.sscc ? `(00)${data.sscc}` : '';
  return out;
}
