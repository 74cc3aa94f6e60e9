import { z } from 'zod';
import { blankable, daySchema, oneOfValues, optionalQuery, queryBoolean } from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import { BomType, MaterialSource } from './enums.js';
import { BomStatus } from './workflow.js';

/**
 * Supplier BOMs (`/api/app/bom`): limits and input schemas. The rules across lines (alternate
 * groups, duplicate positions) are `bomLineProblems` in line-rules.ts, shared by the grid and the
 * server; the rules that need the database (the material master, cycles, one released default)
 * are the server's.
 */
export const BomLimits = {
  partNo: 64,
  revision: 16,
  ecnNo: 32,
  uom: 16,
  remark: 1000,
  lines: 5000,
  lineNoMax: 999_999,
  qtyMax: 1_000_000_000,
  /** qtyPer is numeric(18,6). */
  qtyDecimals: 6,
  refDesignators: 4000,
  manufacturer: 128,
  mpn: 64,
  altGroup: 16,
  altPriorityMax: 99,
  letterNo: 64,
  filterText: 64,
} as const;

const L = BomLimits;

const qty = z.number().finite().gt(0).max(L.qtyMax);

export const bomLineInputSchema = z.object({
  lineNo: z.number().int().min(1).max(L.lineNoMax),
  childPartNo: z.string().trim().min(1).max(L.partNo),
  qtyPer: qty,
  /** From the child's material master when absent. */
  uom: blankable(z.string().max(L.uom)),
  scrapRate: z.number().finite().min(0).max(100).nullish(),
  refDesignators: blankable(z.string().max(L.refDesignators)),
  materialSource: z.enum(MaterialSource).default('SupplierPurchased'),
  manufacturer: blankable(z.string().max(L.manufacturer)),
  mpn: blankable(z.string().max(L.mpn)),
  altGroup: blankable(z.string().max(L.altGroup)),
  altPriority: z.number().int().min(1).max(L.altPriorityMax).nullish(),
  usageProbability: z.number().finite().min(0).max(100).nullish(),
  isAlternate: z.boolean().default(false),
  rohs: z.boolean().nullish(),
  remark: blankable(z.string().max(L.remark)),
});
export type BomLineInput = z.output<typeof bomLineInputSchema>;

const headerFields = {
  baseQty: qty.default(1),
  /** From the parent's material master when absent. */
  uom: blankable(z.string().max(L.uom)),
  effectiveFrom: daySchema,
  effectiveTo: daySchema.nullish(),
  ecnNo: blankable(z.string().max(L.ecnNo)),
  remark: blankable(z.string().max(L.remark)),
  lines: z.array(bomLineInputSchema).max(L.lines).default([]),
};

/**
 * `POST /api/app/bom`: a Draft revision. A vendor's is always their supplier's `Supplier` BOM;
 * engineering names the supplier (or none, for a standard BOM). The revision defaults to the next
 * after the newest of the same parent and supplier (A, B, … Z, AA).
 */
export const bomCreateSchema = z.object({
  parentPartNo: z.string().trim().min(1).max(L.partNo),
  bomType: z.enum(BomType).default('Supplier'),
  supplierId: z.uuid().nullish(),
  revision: blankable(z.string().max(L.revision)),
  ...headerFields,
});
export type BomCreateInput = z.output<typeof bomCreateSchema>;

/** `PUT /api/app/bom/{id}` (Draft or Rejected): the header's editable fields and all lines. */
export const bomUpdateSchema = z.object({
  ...headerFields,
  concurrencyStamp: z.string().max(64).nullish(),
});
export type BomUpdateInput = z.output<typeof bomUpdateSchema>;

/** The overview's filters (plus paging and `sorting`); `childPartNo` is "where used" at level 1. */
export const bomListFilterSchema = z.object({
  filter: blankable(z.string().max(L.filterText)),
  parentPartNo: blankable(z.string().max(L.partNo)),
  childPartNo: blankable(z.string().max(L.partNo)),
  supplierId: optionalQuery(z.uuid()),
  status: optionalQuery(z.coerce.number().pipe(oneOfValues(BomStatus))),
  bomType: optionalQuery(z.enum(BomType)),
  /** Revisions engineering asked to update (after an ECN): the supplier's To-do link. */
  updateRequested: queryBoolean,
});
export type BomListFilter = z.output<typeof bomListFilterSchema>;

/** `POST …/reject` (reason required), `…/request-update` (ECN and what to change). */
export const bomReasonSchema = z.object({
  reason: z.string().trim().min(1).max(WORKFLOW_COMMENT_MAX),
  ecnNo: blankable(z.string().max(L.ecnNo)),
  concurrencyStamp: z.string().max(64).nullish(),
});

/** `POST …/copy`: the new revision's code (default: the next) and its ECN. */
export const bomCopySchema = z.object({
  revision: blankable(z.string().max(L.revision)),
  ecnNo: blankable(z.string().max(L.ecnNo)),
  effectiveFrom: daySchema.optional(),
});

/** `POST …/confirm-supply`: the customer-supplied lines the buyer confirms. */
export const bomConfirmSupplySchema = z.object({
  lineIds: z.array(z.uuid()).min(1).max(L.lines),
  concurrencyStamp: z.string().max(64).nullish(),
});
