import type { BomTypeValue, MaterialSourceValue } from './enums.js';
import type { BomStatusValue } from './workflow.js';

/**
 * The wire shapes of supplier BOMs, shared by the server (modules/bom) and the web's pages. Dates
 * are `yyyy-MM-dd`, times ISO 8601, quantities numbers (qtyPer up to 6 decimals).
 */

export interface BomLineDto {
  id: string;
  /** The BOM position (10, 20 …); the lines of one alternate group share it. */
  lineNo: number;
  childPartNo: string;
  childName: string;
  childSpec: string | null;
  qtyPer: number;
  uom: string;
  /** Percent (0.3 = 0.3 %). */
  scrapRate: number | null;
  refDesignators: string | null;
  materialSource: MaterialSourceValue;
  manufacturer: string | null;
  mpn: string | null;
  /** Alternates: the group, the preference (1 first) and the usage share in percent. */
  altGroup: string | null;
  altPriority: number | null;
  usageProbability: number | null;
  isAlternate: boolean;
  /** The approved letter of recognition of this child from the BOM's supplier, when there is one. */
  letterNo: string | null;
  rohs: boolean | null;
  /** Customer-supplied lines: the buyer's confirmation. */
  supplyConfirmed: boolean;
  supplyConfirmedByName: string | null;
  remark: string | null;
}

/** One row of the overview (`GET /api/app/bom`). */
export interface BomListItemDto {
  id: string;
  bomNo: string;
  parentPartNo: string;
  parentName: string;
  parentSpec: string | null;
  bomType: BomTypeValue;
  /** Null for a standard BOM (ours). */
  supplierId: string | null;
  vendorCode: string | null;
  vendorName: string | null;
  revision: string;
  baseQty: number;
  uom: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  ecnNo: string | null;
  status: BomStatusValue;
  isDefault: boolean;
  lineCount: number;
  submittedByName: string | null;
  submittedTime: string | null;
  approvedByName: string | null;
  approvedTime: string | null;
  rejectReason: string | null;
  /** Engineering asked for a new revision (after an ECN); cleared when the next one is submitted. */
  updateRequested: boolean;
  updateRequestNote: string | null;
  creationTime: string;
  lastModificationTime: string | null;
}

/** One revision with its lines (`GET /api/app/bom/{id}`). */
export interface BomDto extends BomListItemDto {
  remark: string | null;
  /** The revision this one was copied from. */
  copiedFromId: string | null;
  lines: BomLineDto[];
  concurrencyStamp: string;
  /** bomWorkflow's transitions and operations the caller may take now. */
  allowedActions: string[];
}

/**
 * A node of the multi-level tree (`GET /api/app/bom/{id}/tree`): a line of the BOM, and under it
 * the lines of the child's own BOM (the released default one, the same supplier's first), to any
 * depth. `extendedQty` is the quantity per one top parent: the product of qtyPer / baseQty along
 * the path (an alternate's share counted as its usage probability).
 */
export interface BomTreeNodeDto {
  /** Unique in the tree: the line ids along the path, joined by `/`. */
  key: string;
  /** 1 for the top BOM's own lines. */
  level: number;
  lineNo: number;
  childPartNo: string;
  childName: string;
  childSpec: string | null;
  qtyPer: number;
  uom: string;
  scrapRate: number | null;
  materialSource: MaterialSourceValue;
  isAlternate: boolean;
  altGroup: string | null;
  usageProbability: number | null;
  extendedQty: number;
  /** The child's own BOM that the children come from, when it has one. */
  childBomId: string | null;
  childBomNo: string | null;
  childRevision: string | null;
  children?: BomTreeNodeDto[];
}

export interface BomTreeDto {
  bom: BomListItemDto;
  nodes: BomTreeNodeDto[];
  /** Deepest level reached. */
  depth: number;
  /** Every line in the tree (all levels). */
  lineCount: number;
  /** True when the tree reached its node limit (20,000) and stopped expanding: ask for fewer levels. */
  truncated?: boolean;
}

/** A line changed between two revisions: both versions and the names of the fields that differ. */
export interface BomLineChangeDto {
  childPartNo: string;
  altGroup: string | null;
  from: BomLineDto;
  to: BomLineDto;
  fields: (keyof BomLineDto)[];
}

/** `GET /api/app/bom/compare?from=&to=`: lines matched by child part and alternate group. */
export interface BomCompareDto {
  from: BomListItemDto;
  to: BomListItemDto;
  added: BomLineDto[];
  removed: BomLineDto[];
  changed: BomLineChangeDto[];
  unchanged: number;
}

/** `GET /api/app/bom/where-used?partNo=`: every BOM (at any level) above a part. */
export interface BomWhereUsedRowDto {
  bomId: string;
  bomNo: string;
  parentPartNo: string;
  parentName: string;
  revision: string;
  status: BomStatusValue;
  vendorCode: string | null;
  vendorName: string | null;
  /** 1: the part is a line of this BOM; 2: of a child's BOM … */
  level: number;
  /** The part's quantity per one of this BOM's parent (through all levels between). */
  qtyPerParent: number;
  /** The path from this BOM's parent down to the part, part numbers. */
  path: string[];
}

/** The answer of an Excel import: all rows or none (the import pattern of the house). */
export interface BomImportResultDto {
  bom: BomDto | null;
  errors: { row: number; field: string | null; message: string }[];
}
