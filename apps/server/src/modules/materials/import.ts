import {
  MATERIAL_IMPORT_COLUMNS,
  MaterialLimits,
  MaterialSupplierStatus,
  materialImportRowSchema,
  materialTexts,
  MSL_LEVELS,
  splitSupplierCodes,
  type Culture,
  type MaterialImportColumn,
  type MaterialImportKnown,
} from '@sp/contracts';
import type { z } from 'zod';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../platform/db/client.js';
import { importWorkbook, type ImportColumn } from '../../platform/documents/index.js';
import { T, translate } from '../../platform/localization/localizer.js';
import { normalizeVendorCode } from '../suppliers/service.js';
import { materialCodes, supplierIdsByCode } from './codes.js';
import { materialValues } from './service.js';
import { upsertMaterials, type UpsertResult } from './upsert.js';
import { exceljs } from '../../platform/documents/excel-export.js';

const KINDS: Partial<Record<MaterialImportColumn, ImportColumn['kind']>> = {
  rohs: 'boolean',
  halogenFree: 'boolean',
  shelfLifeDays: 'number',
};
const REQUIRED = new Set<MaterialImportColumn>(['partNo', 'name', 'unit']);

const header = (key: MaterialImportColumn) => T(materialTexts, `Materials:Field:${key}`);

/** The sheet's columns: recognised by their header in any of the three languages. */
export const importColumns: ImportColumn[] = MATERIAL_IMPORT_COLUMNS.map((key) => ({
  key,
  header: header(key),
  required: REQUIRED.has(key),
  ...(KINDS[key] ? { kind: KINDS[key] } : {}),
}));

/** What the rows are checked against: the tenant's units, categories and supplier codes. */
export async function importKnown(
  tx: Queryable,
): Promise<MaterialImportKnown & { supplierIds: Map<string, string> }> {
  const { units, categories } = await materialCodes(tx);
  const supplierIds = await supplierIdsByCode(tx);
  return { units, categories, supplierCodes: new Set(supplierIds.keys()), supplierIds };
}

export type ImportRow = z.output<ReturnType<typeof materialImportRowSchema>>;

/** Parses and checks every row of the workbook (no writes): the rows, or every problem found. */
export function parseMaterialWorkbook(buffer: Buffer, known: MaterialImportKnown, culture: Culture) {
  return importWorkbook(
    buffer,
    {
      columns: importColumns,
      schema: materialImportRowSchema(known),
      maxRows: MaterialLimits.importRows,
      unique: ['partNo'],
    },
    culture,
  );
}

/** Writes the checked rows in the caller's transaction: new part numbers created, known ones updated. */
export async function writeImportedMaterials(
  tx: Tx,
  audit: AuditCollector,
  rows: readonly ImportRow[],
  supplierIds: ReadonlyMap<string, string>,
  actorId: string | null,
): Promise<UpsertResult> {
  return upsertMaterials(
    tx,
    audit,
    rows.map((row) => {
      const codes = splitSupplierCodes(row.suppliers);
      return {
        values: materialValues({ ...row, status: row.status as number }),
        ...(codes.length > 0
          ? {
              suppliers: {
                mode: 'add' as const,
                list: codes.map((code) => ({
                  supplierId: supplierIds.get(normalizeVendorCode(code))!,
                  supplierPartNo: null,
                  manufacturer: null,
                  mpn: null,
                  status: MaterialSupplierStatus.Approved,
                })),
              },
            }
          : {}),
      };
    }),
    actorId,
  );
}

/**
 * The import template: the header row in the caller's language (any language is accepted back),
 * and a second sheet listing the codes the columns take.
 */
export async function importTemplate(known: MaterialImportKnown, culture: Culture): Promise<Buffer> {
  const t = (key: Parameters<typeof T<typeof materialTexts>>[1]) => translate(culture, T(materialTexts, key));
  const workbook = new (exceljs().Workbook)();
  const sheet = workbook.addWorksheet(t('Materials:Import:TemplateSheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = MATERIAL_IMPORT_COLUMNS.map((key) => ({
    header: (REQUIRED.has(key) ? '*' : '') + translate(culture, header(key)),
    width: key === 'name' || key === 'spec' ? 28 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  // The part number stays text in Excel (leading zeros, long digit strings).
  sheet.getColumn(1).numFmt = '@';
  const codes = workbook.addWorksheet('Codes');
  codes.columns = [
    { header: translate(culture, header('unit')), width: 14 },
    { header: translate(culture, header('category')), width: 16 },
    { header: translate(culture, header('msl')), width: 8 },
    { header: translate(culture, header('status')), width: 12 },
  ];
  codes.getRow(1).font = { bold: true };
  const columns: string[][] = [
    [...known.units],
    [...known.categories],
    [...MSL_LEVELS],
    [t('Materials:Import:StatusActive'), t('Materials:Import:StatusBlocked')],
  ];
  const height = Math.max(...columns.map((c) => c.length));
  for (let i = 0; i < height; i++) codes.addRow(columns.map((c) => c[i] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
