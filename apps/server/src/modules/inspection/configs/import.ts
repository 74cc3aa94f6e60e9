import {
  AQL_VALUES,
  DefectSeverity,
  IQC_CONFIG_IMPORT_COLUMNS,
  IQC_CONFIG_IMPORT_MAX_ROWS,
  InspectionDocType,
  InspectionLevel,
  InspectionMode,
  InspectionValueType,
  IqcConfigLimits as L,
  iqcConfigProblems,
  iqcConfigTexts,
  iqcConfigWorkflow,
  splitListCell,
  type Culture,
  type InspectionDocTypeValue,
  type IqcConfigCreateInput,
  type IqcConfigImportColumn,
} from '@sp/contracts';
import { z } from 'zod';
import {
  importWorkbook,
  type ImportColumn,
  type ImportedRow,
  type ImportIssue,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import { normalizeVendorCode } from '../../suppliers/service.js';
import { assertOperation } from '../../../platform/workflow/transition.js';
import { createIqcConfig, saveContent, type ConfigContext } from './actions.js';
import { fieldHeader } from './export.js';
import { findIqcConfig, findLiveConfig } from './service.js';
import { exceljs } from '../../../platform/documents/excel-export.js';

/**
 * The Excel import of configurations (IQC): one row per inspection item, the rows of one supplier
 * code and part number making one configuration. Every row is checked first (cells, cross-row
 * agreement, supplier codes, the part's name, the configuration's rules); then all are written in
 * one transaction, or none.
 */

const NUMBERS = new Set<IqcConfigImportColumn>([
  'aqlCritical',
  'aqlMajor',
  'aqlMinor',
  'lsl',
  'usl',
  'sampleOverride',
]);
const REQUIRED = new Set<IqcConfigImportColumn>(['supplierCode', 'partNo', 'inspectionMode']);

/** The sheet's columns: recognised by their header in any of the three languages. */
export const importColumns: ImportColumn[] = IQC_CONFIG_IMPORT_COLUMNS.map((key) => ({
  key,
  header: fieldHeader(key),
  // Only the identity and the mode must be there; a sheet without items may leave out their columns.
  required: REQUIRED.has(key),
  ...(NUMBERS.has(key) ? { kind: 'number' as const } : {}),
}));

/** A rule's message in the sheet's problems (rendered in the reader's language by the import). */
const custom = (ctx: z.RefinementCtx, path: string, text: LocalizableText) =>
  ctx.addIssue({ code: 'custom', path: [path], message: text.key, params: { text } });

const text = (max: number) => z.string().trim().max(max).optional();
const aql = z
  .number()
  .optional()
  .superRefine((v, ctx) => {
    if (v !== undefined && !(AQL_VALUES as readonly number[]).includes(v))
      ctx.addIssue({
        code: 'custom',
        message: 'aql',
        params: { text: T(iqcConfigTexts, 'IqcConfig:ImportBadAql', v) },
      });
  });

/** One sheet row: its cells checked alone (the configuration's rules come once the rows are grouped). */
export const importRowSchema = z
  .object({
    supplierCode: z.string().trim().min(1).max(64),
    partNo: z.string().trim().min(1).max(L.partNo),
    partName: text(L.partName),
    inspectionMode: z.enum(InspectionMode),
    inspectionLevel: z.enum(InspectionLevel).optional(),
    aqlCritical: aql,
    aqlMajor: aql,
    aqlMinor: aql,
    requiredDocs: text(500),
    remark: text(L.remark),
    itemCode: text(L.itemCode),
    itemName: text(L.itemName),
    method: text(L.method),
    itemSpec: text(L.itemSpec),
    valueType: z.enum(InspectionValueType).optional(),
    lsl: z.number().finite().optional(),
    usl: z.number().finite().optional(),
    unit: text(L.unit),
    choices: text(500),
    okChoices: text(500),
    severity: z.enum(DefectSeverity).optional(),
    sampleOverride: z.number().int().min(1).max(L.sampleOverrideMax).optional(),
  })
  .superRefine((r, ctx) => {
    const docs = splitListCell(r.requiredDocs);
    const unknown = docs.find((d) => !(InspectionDocType as readonly string[]).includes(d.toUpperCase()));
    if (unknown)
      custom(
        ctx,
        'requiredDocs',
        T(iqcConfigTexts, 'IqcConfig:ImportUnknownDoc', unknown, InspectionDocType.join(', ')),
      );
    if (r.itemCode && (!r.itemName || !r.valueType || !r.severity))
      custom(
        ctx,
        !r.itemName ? 'itemName' : !r.valueType ? 'valueType' : 'severity',
        T(iqcConfigTexts, 'IqcConfig:ImportItemIncomplete'),
      );
    for (const [key, list] of [
      ['choices', splitListCell(r.choices)],
      ['okChoices', splitListCell(r.okChoices)],
    ] as const)
      if (list.length > L.choices || list.some((c) => c.length > L.choice))
        ctx.addIssue({
          code: 'too_big',
          origin: 'array',
          maximum: L.choices,
          inclusive: true,
          path: [key],
          input: list,
        });
  });
export type ImportRow = z.output<typeof importRowSchema>;

/** What the rows are checked against, read in a short transaction once the file parsed. */
export interface ImportKnown {
  /** Normalised vendor code → the live, active supplier's id. */
  supplierIds: Map<string, string>;
  /** The file's part numbers that the material master knows. */
  knownParts: Set<string>;
}

/** One configuration of the file: its key, its rows, and the input the create / update takes. */
export interface ImportGroup {
  supplierId: string;
  partNo: string;
  rows: number[];
  input: IqcConfigCreateInput;
}

/** The configuration-level columns: given on any row of a group, they must agree. */
const HEADER_COLUMNS = [
  'partName',
  'inspectionMode',
  'inspectionLevel',
  'aqlCritical',
  'aqlMajor',
  'aqlMinor',
  'requiredDocs',
  'remark',
] as const satisfies readonly IqcConfigImportColumn[];

/** The sheet column of a rule's field (`items.2.lsl` → `lsl`). */
const FIELD_COLUMN: Record<string, IqcConfigImportColumn> = {
  inspectionLevel: 'inspectionLevel',
  aqlMajor: 'aqlMajor',
  itemCode: 'itemCode',
  lsl: 'lsl',
  usl: 'usl',
  choices: 'choices',
  okChoices: 'okChoices',
};

const groupKey = (r: ImportRow) => `${normalizeVendorCode(r.supplierCode)}\u0000${r.partNo}`;

/** Rows grouped by supplier and part, in the file's order. */
function groupRows(rows: readonly ImportedRow<ImportRow>[]) {
  const groups = new Map<string, ImportedRow<ImportRow>[]>();
  for (const r of rows) {
    const key = groupKey(r.value);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()];
}

/** A group's configuration: the first given value of each header column, the items of its rows. */
function inputOf(supplierId: string, rows: readonly ImportedRow<ImportRow>[]): IqcConfigCreateInput {
  const first = <K extends (typeof HEADER_COLUMNS)[number]>(k: K) =>
    rows.map((r) => r.value[k]).find((v) => v !== undefined && v !== '');
  const head = rows[0]!.value;
  return {
    supplierId,
    partNo: head.partNo,
    partName: first('partName') ?? null,
    spec: null,
    materialCategory: null,
    letterId: null,
    inspectionMode: head.inspectionMode,
    inspectionLevel: first('inspectionLevel') ?? null,
    aqlCritical: (first('aqlCritical') as IqcConfigCreateInput['aqlCritical']) ?? null,
    aqlMajor: (first('aqlMajor') as IqcConfigCreateInput['aqlMajor']) ?? null,
    aqlMinor: (first('aqlMinor') as IqcConfigCreateInput['aqlMinor']) ?? null,
    requiredDocs: splitListCell(first('requiredDocs')).map((d) => d.toUpperCase() as InspectionDocTypeValue),
    remark: first('remark') ?? null,
    items: rows
      .map((r) => r.value)
      .filter((r) => r.itemCode)
      .map((r) => ({
        itemCode: r.itemCode!,
        name: r.itemName!,
        method: r.method ?? null,
        spec: r.itemSpec ?? null,
        valueType: r.valueType!,
        lsl: r.lsl ?? null,
        usl: r.usl ?? null,
        unit: r.unit ?? null,
        choices: splitListCell(r.choices),
        okChoices: splitListCell(r.okChoices),
        severity: r.severity!,
        sampleOverride: r.sampleOverride ?? null,
      })),
  };
}

/** Every cross-row and database problem of the parsed rows; the groups when there is none. */
function checkGroups(
  rows: readonly ImportedRow<ImportRow>[],
  known: ImportKnown,
): { issues: ImportIssue[]; groups: ImportGroup[] } {
  const issues: ImportIssue[] = [];
  const groups: ImportGroup[] = [];
  for (const group of groupRows(rows)) {
    const head = group[0]!;
    // A header cell repeated on a later row must say the same.
    for (const column of HEADER_COLUMNS) {
      const given = group.filter((r) => r.value[column] !== undefined && r.value[column] !== '');
      const firstGiven = given[0];
      for (const r of given.slice(1))
        if (String(r.value[column]) !== String(firstGiven!.value[column]))
          issues.push({
            row: r.row,
            column,
            text: T(iqcConfigTexts, 'IqcConfig:ImportConflict', firstGiven!.row),
          });
    }
    const supplierId = known.supplierIds.get(normalizeVendorCode(head.value.supplierCode));
    if (!supplierId) {
      issues.push({
        row: head.row,
        column: 'supplierCode',
        text: T(iqcConfigTexts, 'IqcConfig:ImportUnknownSupplier', head.value.supplierCode),
      });
      continue;
    }
    const input = inputOf(supplierId, group);
    if (!input.partName && !known.knownParts.has(input.partNo))
      issues.push({
        row: head.row,
        column: 'partName',
        text: T(iqcConfigTexts, 'IqcConfig:PartNameRequired'),
      });
    const itemRows = group.filter((r) => r.value.itemCode).map((r) => r.row);
    for (const p of iqcConfigProblems(input)) {
      const [, index, field] = /^items\.(\d+)\.(\w+)$/.exec(p.field) ?? [];
      issues.push({
        row: index !== undefined ? (itemRows[Number(index)] ?? head.row) : head.row,
        column: FIELD_COLUMN[field ?? p.field] ?? 'inspectionMode',
        text: T(iqcConfigTexts, p.key, ...p.args),
      });
    }
    groups.push({ supplierId, partNo: input.partNo, rows: group.map((r) => r.row), input });
  }
  return { issues, groups };
}

/**
 * Parses and checks every row (no writes): the configurations, or every problem found (row,
 * column, value, message in `culture`). `lookup` reads the suppliers and parts the file names.
 */
export async function parseIqcConfigWorkbook(
  buffer: Buffer,
  culture: Culture,
  lookup: (supplierCodes: string[], partNos: string[]) => Promise<ImportKnown>,
) {
  let groups: ImportGroup[] = [];
  const parsed = await importWorkbook(
    buffer,
    {
      columns: importColumns,
      schema: importRowSchema,
      maxRows: IQC_CONFIG_IMPORT_MAX_ROWS,
      check: async (rows) => {
        const known = await lookup(
          [...new Set(rows.map((r) => r.value.supplierCode))],
          [...new Set(rows.map((r) => r.value.partNo))],
        );
        const checked = checkGroups(rows, known);
        groups = checked.groups;
        // Two rows of one configuration with one item code are the rules' "used twice".
        return checked.issues;
      },
    },
    culture,
  );
  return parsed.ok ? { ok: true as const, groups } : { ok: false as const, problems: parsed.problems };
}

/**
 * The import template: the header row in the caller's language (any language is read back), one
 * example configuration of two items, and a sheet of the codes the columns take.
 */
export async function importTemplate(culture: Culture): Promise<Buffer> {
  const t = (key: Parameters<typeof T<typeof iqcConfigTexts>>[1]) =>
    translate(culture, T(iqcConfigTexts, key));
  const workbook = new (exceljs().Workbook)();
  const sheet = workbook.addWorksheet(t('IqcConfig:TemplateSheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = importColumns.map((c) => ({
    header: (c.required ? '*' : '') + translate(culture, c.header),
    width: 14,
  }));
  sheet.getRow(1).font = { bold: true };
  // Supplier code and part number stay text in Excel (leading zeros).
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(2).numFmt = '@';
  const example = (item: Partial<Record<IqcConfigImportColumn, string | number>>) =>
    IQC_CONFIG_IMPORT_COLUMNS.map((k) => item[k] ?? null);
  const head = { supplierCode: 'V0001', partNo: 'PN-0001', inspectionMode: 'Sampling' };
  sheet.addRow(
    example({
      ...head,
      inspectionLevel: 'II',
      aqlMajor: 0.65,
      aqlMinor: 2.5,
      requiredDocs: 'COC, OQC_REPORT',
      itemCode: 'DIM-01',
      itemName: 'Length',
      method: 'Caliper',
      itemSpec: '10.0 ± 0.1 mm',
      valueType: 'Decimal',
      lsl: 9.9,
      usl: 10.1,
      unit: 'mm',
      severity: 'Major',
    }),
  );
  sheet.addRow(
    example({
      ...head,
      itemCode: 'VIS-01',
      itemName: 'Appearance',
      valueType: 'Choice',
      choices: 'OK, Scratch, Dent',
      okChoices: 'OK',
      severity: 'Minor',
    }),
  );
  const codes = workbook.addWorksheet('Codes');
  const lists: [IqcConfigImportColumn, readonly (string | number)[]][] = [
    ['inspectionMode', InspectionMode],
    ['inspectionLevel', InspectionLevel],
    ['aqlMajor', AQL_VALUES],
    ['requiredDocs', InspectionDocType],
    ['valueType', InspectionValueType],
    ['severity', DefectSeverity],
  ];
  codes.columns = lists.map(([k]) => ({ header: translate(culture, fieldHeader(k)), width: 18 }));
  codes.getRow(1).font = { bold: true };
  const height = Math.max(...lists.map(([, l]) => l.length));
  for (let i = 0; i < height; i++) codes.addRow(lists.map(([, l]) => l[i] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Writes the checked configurations in the caller's transaction: a new one is created (Draft, to
 * the supplier); an existing live one is replaced through the update's own path (a confirmed one's
 * changed requirements go back to the supplier). Any refusal rolls the whole file back.
 */
export async function writeImportedConfigs(
  ctx: ConfigContext,
  groups: readonly ImportGroup[],
): Promise<{ created: number; replaced: number }> {
  let created = 0;
  let replaced = 0;
  for (const g of groups) {
    const existing = await findLiveConfig(ctx.tx, ctx.tenantId, g.supplierId, g.partNo);
    if (!existing) {
      await createIqcConfig(ctx, g.input);
      created++;
      continue;
    }
    const locked = await findIqcConfig(ctx.tx, ctx.tenantId, existing.id, true);
    assertOperation(iqcConfigWorkflow, 'update', locked, ctx.actor, 'Action:Edit');
    await saveContent(ctx, locked, g.input, null);
    replaced++;
  }
  return { created, replaced };
}
