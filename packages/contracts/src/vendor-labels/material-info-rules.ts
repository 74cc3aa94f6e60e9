import { z } from 'zod';
import { blankable } from '../common/schemas.js';
import { MSL_LEVELS, mslSchema, partNoSchema } from '../materials/rules.js';
import { LabelDataLimits } from './label-data.js';
import { LabelMaterialInfoStatus } from './material-info-workflow.js';
import { packingProblem, type PackingProblemCode } from './packing.js';

/**
 * Label material info: the packing data of one part from one supplier (MPQ, inner box quantity,
 * inners per outer carton, cartons per pallet, carton size and weight) and what its labels print
 * (supplier and customer part numbers, manufacturer, MSL, RoHS, origin), plus the templates its
 * labels default to. Shared by the form, the API and the Excel import.
 */

export const LabelMaterialInfoLimits = {
  partNo: 64,
  code: LabelDataLimits.code,
  manufacturer: 128,
  unit: LabelDataLimits.unit,
  /** Pieces in one pack or box. */
  qtyMax: 100_000_000,
  /** Boxes in a carton, cartons on a pallet. */
  countMax: 10_000,
  dimensionMm: 5_000,
  weightKg: 10_000,
  shelfLifeDays: 36_500,
  storageCondition: 128,
  /** Rows of one Excel import (one transaction). */
  importRows: 5_000,
} as const;

const L = LabelMaterialInfoLimits;

const pieces = z.number().int().positive().max(L.qtyMax);
const count = z.number().int().positive().max(L.countMax);
const dimension = z.number().int().positive().max(L.dimensionMm);

/** ISO 3166 alpha-2, as labels print it (`4L`): "cn" is CN. */
export const countrySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v),
  z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullish(),
);

const fields = {
  partNo: partNoSchema,
  customerPartNo: blankable(z.string().max(L.code)),
  vendorPartNo: blankable(z.string().max(L.code)),
  manufacturer: blankable(z.string().max(L.manufacturer)),
  mpn: blankable(z.string().max(L.code)),
  /** Absent: the material's unit. */
  unit: blankable(z.string().max(L.unit)),
  mpq: pieces.nullish(),
  innerQty: pieces.nullish(),
  innersPerOuter: count,
  outersPerPallet: count.nullish(),
  cartonLengthMm: dimension.nullish(),
  cartonWidthMm: dimension.nullish(),
  cartonHeightMm: dimension.nullish(),
  grossWeightKg: z.number().positive().max(L.weightKg).nullish(),
  msl: mslSchema,
  rohs: z.boolean().nullish(),
  halogenFree: z.boolean().nullish(),
  shelfLifeDays: z.number().int().min(0).max(L.shelfLifeDays).nullish(),
  storageCondition: blankable(z.string().max(L.storageCondition)),
  countryOfOrigin: countrySchema,
  innerTemplateId: z.uuid().nullish(),
  outerTemplateId: z.uuid().nullish(),
  palletTemplateId: z.uuid().nullish(),
};

/**
 * The body of create: `supplierId` is the buyer's choice; a vendor's rows are always their own
 * supplier's (the server takes it from the user, and refuses another).
 */
export const labelMaterialInfoInputSchema = z.object({ supplierId: z.uuid().optional(), ...fields });
export type LabelMaterialInfoInput = z.output<typeof labelMaterialInfoInputSchema>;

/** The body of update (the supplier and part stay; a different part is a new row). */
export const labelMaterialInfoUpdateSchema = z.object({
  ...fields,
  concurrencyStamp: z.string().max(40).nullish(),
});
export type LabelMaterialInfoUpdate = z.output<typeof labelMaterialInfoUpdateSchema>;

/** The list's (and the export's) filters. */
export const labelMaterialInfoFilterSchema = z.object({
  filter: z.string().max(256).optional(),
  partNo: z.string().max(L.partNo).optional(),
  supplierId: z.uuid().optional(),
  status: z.coerce
    .number()
    .int()
    .refine((v) => (Object.values(LabelMaterialInfoStatus) as number[]).includes(v))
    .optional(),
  msl: z.enum(MSL_LEVELS).optional(),
});
export type LabelMaterialInfoFilter = z.output<typeof labelMaterialInfoFilterSchema>;

/** The columns the list may be sorted by. */
export const LABEL_MATERIAL_INFO_SORTING = [
  'partNo',
  'mpq',
  'innerQty',
  'innersPerOuter',
  'outersPerPallet',
  'msl',
  'status',
  'creationTime',
  'lastModificationTime',
] as const;

/** The packing fields a problem can be reported on. */
export type PackingField = 'mpq' | 'innerQty' | 'innersPerOuter' | 'outersPerPallet';

export interface MaterialInfoProblem {
  field: PackingField;
  /** A text key of the vendor-label texts (`VendorLabel:Packing…`). */
  key: `VendorLabel:${PackingProblemCode}`;
}

/**
 * The packing rule of one row, the same as the delivery's packing plan applies (packing.ts): the
 * inner box quantity is a whole number of minimum packs, and one of the two is given. Null when
 * the row is fine. The form shows it on the field, the server and the import refuse with it.
 */
export function materialInfoProblem(v: {
  mpq?: number | null;
  innerQty?: number | null;
  innersPerOuter: number;
  outersPerPallet?: number | null;
}): MaterialInfoProblem | null {
  const p = packingProblem({
    quantity: 1,
    mpq: v.mpq ?? null,
    innerQty: v.innerQty ?? null,
    innersPerOuter: v.innersPerOuter,
    outersPerPallet: v.outersPerPallet ?? null,
  });
  if (!p || p.field === 'quantity' || p.field === 'mode') return null;
  return { field: p.field, key: `VendorLabel:${p.code}` };
}

/** The columns of the import sheet and its template, in order (the headers are `LabelMaterialInfo:Field:*`). */
export const MATERIAL_INFO_IMPORT_COLUMNS = [
  'supplierCode',
  'partNo',
  'customerPartNo',
  'vendorPartNo',
  'manufacturer',
  'mpn',
  'unit',
  'mpq',
  'innerQty',
  'innersPerOuter',
  'outersPerPallet',
  'cartonLengthMm',
  'cartonWidthMm',
  'cartonHeightMm',
  'grossWeightKg',
  'msl',
  'rohs',
  'halogenFree',
  'shelfLifeDays',
  'storageCondition',
  'countryOfOrigin',
] as const;
export type MaterialInfoImportColumn = (typeof MATERIAL_INFO_IMPORT_COLUMNS)[number];

/** A problem text as the server's localizer renders it (`SupplierPortal` resource). */
const problem = (key: string, ...args: unknown[]) => ({ resource: 'SupplierPortal', key, args });

/**
 * One row of the Excel import: the form's fields (no template ids) and the supplier's code, which a
 * buyer's file must give and a vendor's may leave out. The packing rule is checked in the same pass,
 * so that a file's every problem is reported at once; parts and suppliers are checked by the server
 * against the database afterwards.
 */
export function materialInfoImportRowSchema(options: { supplierRequired: boolean }) {
  const { innerTemplateId: _i, outerTemplateId: _o, palletTemplateId: _p, ...rest } = fields;
  return z
    .object({
      ...rest,
      supplierCode: options.supplierRequired
        ? z.string().trim().min(1).max(32)
        : blankable(z.string().max(32)),
    })
    .superRefine((row, ctx) => {
      const p = materialInfoProblem(row);
      if (p) ctx.addIssue({ code: 'custom', path: [p.field], params: { text: problem(p.key) } });
    });
}
export type MaterialInfoImportRow = z.output<ReturnType<typeof materialInfoImportRowSchema>>;

/** What an import answers when every row was written. */
export interface MaterialInfoImportResult {
  rowCount: number;
  created: number;
  updated: number;
}
