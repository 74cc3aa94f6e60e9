import { z } from 'zod';
import { blankable, oneOfNumbers } from '../common/schemas.js';
import { MaterialStatus, MaterialSupplierStatus } from './workflow.js';

/** The limits of a material's fields: the server validates with them, the form shows them. */
export const MaterialLimits = {
  partNo: 64,
  name: 128,
  spec: 256,
  unit: 32,
  category: 64,
  drawingNo: 64,
  drawingRev: 16,
  remark: 1024,
  shelfLifeDays: 36_500,
  suppliersPerMaterial: 20,
  supplierPartNo: 64,
  manufacturer: 128,
  mpn: 64,
  /** Rows of one Excel import (one transaction). */
  importRows: 5_000,
  /** Items of one sync call. */
  syncItems: 2_000,
} as const;

/** J-STD-020 moisture sensitivity levels, in order. */
export const MSL_LEVELS = ['1', '2', '2a', '3', '4', '5', '5a', '6'] as const;
export type MslLevel = (typeof MSL_LEVELS)[number];

/**
 * Letters, digits and `-_./#+`, starting with a letter or digit: part numbers travel in barcodes,
 * labels and file names.
 */
export const PART_NO = /^[A-Za-z0-9][A-Za-z0-9._/#+-]*$/;

/** The columns a material list may be sorted by (anything else is refused, not passed to SQL). */
export const MATERIAL_SORTING = [
  'partNo',
  'name',
  'category',
  'unit',
  'status',
  'msl',
  'creationTime',
  'lastModificationTime',
] as const;

const L = MaterialLimits;

const oneOf = oneOfNumbers;

export const materialStatusSchema = oneOf(Object.values(MaterialStatus));
export const materialSupplierStatusSchema = oneOf(Object.values(MaterialSupplierStatus));

/** "2A" and " 2a " are level 2a; the levels are compared in lower case. */
export const mslSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase() || null : v),
  z.enum(MSL_LEVELS).nullish(),
);

/** Empty passes the pattern so that it is reported as "required", not as a bad pattern. */
export const partNoSchema = z
  .string()
  .trim()
  .min(1)
  .max(L.partNo)
  .regex(/^(?:[A-Za-z0-9][A-Za-z0-9._/#+-]*)?$/);

/** The body of create and update (update adds the concurrency stamp). */
export const materialInputSchema = z.object({
  partNo: partNoSchema,
  name: z.string().trim().min(1).max(L.name),
  spec: blankable(z.string().max(L.spec)),
  unit: z.string().trim().min(1).max(L.unit),
  category: blankable(z.string().max(L.category)),
  drawingNo: blankable(z.string().max(L.drawingNo)),
  drawingRev: blankable(z.string().max(L.drawingRev)),
  msl: mslSchema,
  rohs: z.boolean().optional(),
  halogenFree: z.boolean().optional(),
  shelfLifeDays: z.number().int().min(0).max(L.shelfLifeDays).nullish(),
  status: materialStatusSchema.optional(),
  remark: blankable(z.string().max(L.remark)),
});
export type MaterialInput = z.infer<typeof materialInputSchema>;

export const materialUpdateSchema = materialInputSchema.extend({
  concurrencyStamp: z.string().max(40).nullish(),
});
export type MaterialUpdate = z.infer<typeof materialUpdateSchema>;

/** One approved supplier of a material, as the page adds or edits it. */
export const materialSupplierInputSchema = z.object({
  supplierId: z.uuid(),
  supplierPartNo: blankable(z.string().max(L.supplierPartNo)),
  manufacturer: blankable(z.string().max(L.manufacturer)),
  mpn: blankable(z.string().max(L.mpn)),
  status: materialSupplierStatusSchema.optional(),
});
export type MaterialSupplierInput = z.infer<typeof materialSupplierInputSchema>;

export const materialSupplierUpdateSchema = materialSupplierInputSchema
  .omit({ supplierId: true })
  .extend({ concurrencyStamp: z.string().max(40).nullish() });
export type MaterialSupplierUpdate = z.infer<typeof materialSupplierUpdateSchema>;

/** The list's (and the export's) filters. */
export const materialFilterSchema = z.object({
  filter: z.string().max(256).optional(),
  partNo: z.string().max(L.partNo).optional(),
  category: z.string().max(L.category).optional(),
  status: z.coerce.number().pipe(materialStatusSchema).optional(),
  /** Materials this supplier is approved for. */
  supplierId: z.uuid().optional(),
});
export type MaterialFilter = z.infer<typeof materialFilterSchema>;

/** One approved supplier in a sync item: named by the supplier's code, as the ERP knows it. */
export const materialSyncSupplierSchema = z.object({
  supplierCode: z.string().trim().min(1).max(32),
  supplierPartNo: blankable(z.string().max(L.supplierPartNo)),
  manufacturer: blankable(z.string().max(L.manufacturer)),
  mpn: blankable(z.string().max(L.mpn)),
  status: materialSupplierStatusSchema.optional(),
});

/**
 * One material of `POST /api/app/material/sync`. The ERP sends the whole record: fields it
 * leaves out are cleared (false, null), and when `suppliers` is present it is the complete list
 * of approved suppliers (absent: the approvals are left as they are).
 */
export const materialSyncItemSchema = materialInputSchema.extend({
  suppliers: z.array(materialSyncSupplierSchema).max(L.suppliersPerMaterial).optional(),
});
export type MaterialSyncItem = z.infer<typeof materialSyncItemSchema>;

export const materialSyncBodySchema = z.object({
  items: z.array(materialSyncItemSchema).min(1).max(L.syncItems),
});
export type MaterialSyncBody = z.infer<typeof materialSyncBodySchema>;

/** What a sync did, by part number counts. */
export interface MaterialSyncResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** The columns of the import sheet and its template, in order (the header texts are `Materials:Field:*`). */
export const MATERIAL_IMPORT_COLUMNS = [
  'partNo',
  'name',
  'spec',
  'unit',
  'category',
  'drawingNo',
  'drawingRev',
  'msl',
  'rohs',
  'halogenFree',
  'shelfLifeDays',
  'status',
  'suppliers',
] as const;
export type MaterialImportColumn = (typeof MATERIAL_IMPORT_COLUMNS)[number];

/** A status cell: its name in any of the three languages, or its number. */
const STATUS_WORDS: Record<string, number> = {
  active: MaterialStatus.Active,
  正常: MaterialStatus.Active,
  blocked: MaterialStatus.Blocked,
  冻结: MaterialStatus.Blocked,
  凍結: MaterialStatus.Blocked,
  '0': MaterialStatus.Active,
  '1': MaterialStatus.Blocked,
};

/** The words a status cell may hold (for the template's hint and the "one of" message). */
export const MATERIAL_STATUS_WORDS = Object.keys(STATUS_WORDS);

/** Supplier codes in one cell, separated by commas, semicolons or spaces (either width). */
export const splitSupplierCodes = (cell: string | null | undefined): string[] =>
  (cell ?? '')
    .split(/[\s,;，；、]+/)
    .map((c) => c.trim())
    .filter(Boolean);

/** A problem text as the server's localizer renders it (`SupplierPortal` resource). */
const problem = (key: string, ...args: unknown[]) => ({ resource: 'SupplierPortal', key, args });

/** The codes an import checks against: the tenant's dictionaries and supplier directory. */
export interface MaterialImportKnown {
  units: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** Supplier codes, upper case. */
  supplierCodes: ReadonlySet<string>;
}

/**
 * One row of the Excel import, checked against the tenant's codes in the same pass as the field
 * rules, so that a file's every problem (an unknown unit beside a bad MSL) is reported at once.
 */
export function materialImportRowSchema(known: MaterialImportKnown) {
  return materialInputSchema
    .omit({ status: true })
    .extend({
      status: z.preprocess(
        (v) => {
          if (v === undefined || v === null) return MaterialStatus.Active;
          if (typeof v !== 'string' && typeof v !== 'number') return v;
          const word = String(v).trim().toLowerCase();
          return word in STATUS_WORDS ? STATUS_WORDS[word] : String(v);
        },
        z.union([materialStatusSchema, z.string()]),
      ),
      suppliers: blankable(z.string().max(512)),
    })
    .superRefine((row, ctx) => {
      if (typeof row.status === 'string')
        ctx.addIssue({
          code: 'custom',
          path: ['status'],
          params: { text: problem('Materials:Import:BadStatus', row.status) },
        });
      if (row.unit && !known.units.has(row.unit))
        ctx.addIssue({
          code: 'custom',
          path: ['unit'],
          params: { text: problem('Materials:Import:UnknownUnit', row.unit) },
        });
      if (row.category && !known.categories.has(row.category))
        ctx.addIssue({
          code: 'custom',
          path: ['category'],
          params: { text: problem('Materials:Import:UnknownCategory', row.category) },
        });
      const unknown = splitSupplierCodes(row.suppliers).filter(
        (c) => !known.supplierCodes.has(c.toUpperCase()),
      );
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['suppliers'],
          params: { text: problem('Materials:Import:UnknownSupplier', unknown.join(', ')) },
        });
    });
}

/** What an import answers when every row was written. */
export interface MaterialImportResult {
  created: number;
  updated: number;
}
