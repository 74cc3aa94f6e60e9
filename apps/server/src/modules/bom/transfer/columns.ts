import {
  bomTransferTexts,
  cultures,
  MaterialSource,
  textValues,
  type BomLineDto,
  type Culture,
  type MaterialSourceValue,
} from '@sp/contracts';
import type { CellValue } from '../../../platform/documents/excel-export.js';
import type { CellKind } from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';

/**
 * The columns of the BOM workbook, shared by the import template, the single-level export and the
 * import itself: a single-level export is the template filled in, so it imports again. Headers are
 * recognised in any of the three languages; material sources are written in the reader's language
 * and read back by their code or their name in any language.
 */
export const LINE_COLUMNS = [
  'lineNo',
  'childPartNo',
  'childName',
  'qtyPer',
  'uom',
  'scrapRate',
  'refDesignators',
  'materialSource',
  'manufacturer',
  'mpn',
  'altGroup',
  'altPriority',
  'usageProbability',
  'isAlternate',
  'rohs',
  'remark',
] as const;
export type LineColumn = (typeof LINE_COLUMNS)[number];

/** The header sheet's columns (and the import's form fields, by the same names). */
export const HEADER_COLUMNS = [
  'parentPartNo',
  'revision',
  'baseQty',
  'uom',
  'effectiveFrom',
  'effectiveTo',
  'ecnNo',
  'remark',
] as const;
export type HeaderColumn = (typeof HEADER_COLUMNS)[number];

export const LINE_KIND: Partial<Record<LineColumn, CellKind>> = {
  lineNo: 'number',
  qtyPer: 'number',
  scrapRate: 'number',
  altPriority: 'number',
  usageProbability: 'number',
  isAlternate: 'boolean',
  rohs: 'boolean',
};
export const HEADER_KIND: Partial<Record<HeaderColumn, CellKind>> = {
  baseQty: 'number',
  effectiveFrom: 'date',
  effectiveTo: 'date',
};

/** The line columns a sheet must have; the others may be left out. */
export const REQUIRED_LINE_COLUMNS = new Set<LineColumn>(['lineNo', 'childPartNo', 'qtyPer']);

type TransferKey = Parameters<typeof T<typeof bomTransferTexts>>[1];
export const tt = (key: TransferKey, ...args: unknown[]): LocalizableText =>
  T(bomTransferTexts, key, ...args);

export const lineHeader = (c: LineColumn): LocalizableText => tt(`BomTransfer:Field:${c}`);
/** The header's remark has its own words, so the two sheets' "Remark" columns are not confused. */
export const headerHeader = (c: HeaderColumn): LocalizableText =>
  c === 'remark' ? tt('BomTransfer:Field:headerRemark') : tt(`BomTransfer:Field:${c}`);

export const WIDTHS: Partial<Record<LineColumn, number>> = {
  lineNo: 8,
  childPartNo: 18,
  childName: 24,
  qtyPer: 10,
  uom: 8,
  scrapRate: 10,
  refDesignators: 24,
  materialSource: 16,
  altGroup: 10,
  altPriority: 10,
  usageProbability: 10,
  isAlternate: 8,
  rohs: 8,
  remark: 24,
};

export const MATERIAL_SOURCE_CODES = MaterialSource;

/** A material source in the reader's language (`供应商自购`). */
export const sourceName = (culture: Culture, v: MaterialSourceValue) =>
  translate(culture, { resource: 'SupplierPortal', key: `Enum:MaterialSource.${v}`, args: [] });

/** Code, English, zh-Hans or zh-Hant name (any case, blanks ignored) → the code. */
const SOURCE_BY_TEXT = new Map<string, MaterialSourceValue>();
for (const v of MaterialSource) {
  SOURCE_BY_TEXT.set(v.toLowerCase(), v);
  for (const c of cultures) {
    const all = textValues(c).SupplierPortal as Record<string, string>;
    const name = all[`Enum:MaterialSource.${v}`];
    if (name) SOURCE_BY_TEXT.set(name.replace(/\s+/g, '').toLowerCase(), v);
  }
}
export const sourceOf = (text: string): MaterialSourceValue | undefined =>
  SOURCE_BY_TEXT.get(text.replace(/\s+/g, '').toLowerCase());

const yesNo = (v: boolean | null) => (v === null ? null : v ? 'Y' : 'N');

/** One line as the sheet has it (the reader's language for the source). */
export function lineCells(l: BomLineDto, culture: Culture): Record<LineColumn, CellValue> {
  return {
    lineNo: l.lineNo,
    childPartNo: l.childPartNo,
    childName: l.childName,
    qtyPer: l.qtyPer,
    uom: l.uom,
    scrapRate: l.scrapRate,
    refDesignators: l.refDesignators,
    materialSource: sourceName(culture, l.materialSource),
    manufacturer: l.manufacturer,
    mpn: l.mpn,
    altGroup: l.altGroup,
    altPriority: l.altPriority,
    usageProbability: l.usageProbability,
    isAlternate: yesNo(l.isAlternate),
    rohs: yesNo(l.rohs),
    remark: l.remark,
  };
}
