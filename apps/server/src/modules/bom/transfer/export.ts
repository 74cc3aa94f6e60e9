import {
  bomWorkflow,
  type BomLineDto,
  type BomListItemDto,
  type BomTreeDto,
  type BomTreeNodeDto,
  type Culture,
} from '@sp/contracts';
import type ExcelJS from 'exceljs';
import { exceljs, type CellValue } from '../../../platform/documents/excel-export.js';
import { translate } from '../../../platform/localization/localizer.js';
import {
  HEADER_COLUMNS,
  headerHeader,
  LINE_COLUMNS,
  lineCells,
  lineHeader,
  MATERIAL_SOURCE_CODES,
  REQUIRED_LINE_COLUMNS,
  sourceName,
  tt,
  WIDTHS,
  type HeaderColumn,
} from './columns.js';

/**
 * The BOM workbooks: the import template, the single-level export (the template filled in: the
 * lines sheet first, then the header sheet, so it imports again) and the multi-level export (the
 * indented tree with the level and the quantity per top parent). Written in memory: a BOM holds at
 * most 5,000 lines and a tree 20,000 nodes.
 */

type Book = ExcelJS.Workbook;
type Sheet = ExcelJS.Worksheet;

/** Excel refuses sheet names over 31 characters or with `[]:*?/\`. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

function addSheet(book: Book, name: string, headers: { header: string; width?: number }[]): Sheet {
  const sheet = book.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((h) => ({ header: h.header, width: h.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** The lines sheet's header row; a required column is starred (the import reads it without the star). */
function linesSheet(book: Book, culture: Culture): Sheet {
  const sheet = addSheet(
    book,
    translate(culture, tt('BomTransfer:LinesSheet')),
    LINE_COLUMNS.map((c) => ({
      header: (REQUIRED_LINE_COLUMNS.has(c) ? '*' : '') + translate(culture, lineHeader(c)),
      width: WIDTHS[c] ?? 14,
    })),
  );
  // Part numbers stay text in Excel (leading zeros).
  sheet.getColumn(LINE_COLUMNS.indexOf('childPartNo') + 1).numFmt = '@';
  return sheet;
}

/** The header sheet: its field names in the first row, one row of values under them. */
function headerSheet(book: Book, culture: Culture, values: Record<HeaderColumn, CellValue>): Sheet {
  const sheet = addSheet(
    book,
    translate(culture, tt('BomTransfer:HeaderSheet')),
    HEADER_COLUMNS.map((c) => ({ header: translate(culture, headerHeader(c)), width: 18 })),
  );
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(2).numFmt = '@';
  sheet.addRow(HEADER_COLUMNS.map((c) => values[c] ?? null));
  return sheet;
}

const toBuffer = async (book: Book) => Buffer.from(await book.xlsx.writeBuffer());

/**
 * The import template: the lines sheet (its header row only), the header sheet with an example
 * row, and the material sources in the reader's language (any language is read back).
 */
export async function bomImportTemplate(culture: Culture): Promise<Buffer> {
  const book = new (exceljs().Workbook)();
  linesSheet(book, culture);
  headerSheet(book, culture, {
    parentPartNo: '301-000789-00',
    revision: 'A',
    baseQty: 1,
    uom: 'PCS',
    effectiveFrom: new Date().toISOString().slice(0, 10),
    effectiveTo: null,
    ecnNo: 'ECN-2026-001',
    remark: null,
  });
  const codes = addSheet(book, translate(culture, tt('BomTransfer:CodesSheet')), [
    { header: translate(culture, lineHeader('materialSource')), width: 24 },
    { header: translate(culture, tt('BomTransfer:Code')), width: 22 },
  ]);
  for (const code of MATERIAL_SOURCE_CODES) codes.addRow([sourceName(culture, code), code]);
  return toBuffer(book);
}

/** The header sheet's values of a BOM (what the import reads back). */
const headerValues = (bom: BomListItemDto & { remark?: string | null }): Record<HeaderColumn, CellValue> => ({
  parentPartNo: bom.parentPartNo,
  revision: bom.revision,
  baseQty: bom.baseQty,
  uom: bom.uom,
  effectiveFrom: bom.effectiveFrom,
  effectiveTo: bom.effectiveTo,
  ecnNo: bom.ecnNo,
  remark: bom.remark ?? null,
});

/** Single level: the BOM's own lines exactly as the template has them, and its header. */
export async function singleLevelWorkbook(
  bom: BomListItemDto & { remark?: string | null },
  lines: readonly BomLineDto[],
  culture: Culture,
): Promise<Buffer> {
  const book = new (exceljs().Workbook)();
  const sheet = linesSheet(book, culture);
  for (const l of lines) {
    const cells = lineCells(l, culture);
    sheet.addRow(LINE_COLUMNS.map((c) => cells[c] ?? null));
  }
  headerSheet(book, culture, headerValues(bom));
  return toBuffer(book);
}

const TREE_COLUMNS = [
  'level',
  'lineNo',
  'childPartNo',
  'childName',
  'childSpec',
  'qtyPer',
  'uom',
  'extendedQty',
  'scrapRate',
  'materialSource',
  'altGroup',
  'usageProbability',
  'isAlternate',
  'childBom',
] as const;

/**
 * Multi level: every node of the tree depth-first, its child part indented by its level, with the
 * quantity per one top parent; then the header sheet. Not meant to import (the levels would flatten).
 */
export async function multiLevelWorkbook(tree: BomTreeDto, culture: Culture): Promise<Buffer> {
  const book = new (exceljs().Workbook)();
  const header = (c: (typeof TREE_COLUMNS)[number]) => translate(culture, tt(`BomTransfer:Field:${c}`));
  const sheet = addSheet(
    book,
    translate(culture, tt('BomTransfer:TreeSheet')),
    TREE_COLUMNS.map((c) => ({
      header: header(c),
      width: c === 'childPartNo' ? 26 : c === 'childName' || c === 'childSpec' ? 24 : c === 'level' ? 7 : 12,
    })),
  );
  const partCol = TREE_COLUMNS.indexOf('childPartNo') + 1;
  sheet.getColumn(partCol).numFmt = '@';
  const write = (n: BomTreeNodeDto) => {
    const row = sheet.addRow([
      n.level,
      n.lineNo,
      n.childPartNo,
      n.childName,
      n.childSpec,
      n.qtyPer,
      n.uom,
      n.extendedQty,
      n.scrapRate,
      sourceName(culture, n.materialSource),
      n.altGroup,
      n.usageProbability,
      n.isAlternate ? 'Y' : 'N',
      n.childBomNo ? `${n.childBomNo} (${n.childRevision ?? ''})` : null,
    ]);
    row.getCell(partCol).alignment = { indent: Math.min(n.level - 1, 15) };
    if (n.childBomId) row.font = { bold: true };
    n.children?.forEach(write);
  };
  tree.nodes.forEach(write);
  headerSheet(book, culture, headerValues(tree.bom));
  return toBuffer(book);
}

/** The file name of an export: `BOM-301-000789-00-A.xlsx`, `…-multi.xlsx`. */
export const exportFileName = (bom: BomListItemDto, levels: 'single' | 'multi') =>
  `${bom.bomNo}${levels === 'multi' ? '-multi' : ''}.xlsx`;

/** The status in the reader's language. */
export const statusName = (culture: Culture, status: number) => {
  const key = (bomWorkflow.statuses as Record<number, { text: string } | undefined>)[status]?.text;
  return key ? translate(culture, { resource: 'SupplierPortal', key, args: [] }) : String(status);
};
