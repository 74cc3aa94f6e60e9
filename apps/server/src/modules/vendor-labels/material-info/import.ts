import {
  labelMaterialInfoTexts,
  LabelMaterialInfoStatus,
  MATERIAL_INFO_IMPORT_COLUMNS,
  LabelMaterialInfoLimits,
  materialInfoImportRowSchema,
  MSL_LEVELS,
  type Culture,
  type MaterialInfoImportColumn,
  type MaterialInfoImportResult,
  type MaterialInfoImportRow,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import { newId } from '../../../platform/db/columns.js';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { modifiedBy } from '../../../platform/db/modification.js';
import {
  importWorkbook,
  type ImportColumn,
  type ImportedRow,
  type ImportIssue,
} from '../../../platform/documents/index.js';
import { T, translate } from '../../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { recordCreation } from '../../../platform/workflow/transition.js';
import { normalizeVendorCode } from '../../suppliers/service.js';
import { supplierIdsByCode } from '../../materials/codes.js';
import { suppliers } from '../../suppliers/schema.js';
import { labelMaterialInfos } from '../schema.js';
import { approvedParts, type ApprovedPart } from './approvals.js';
import { auditedMaterialInfo, type MaterialInfoRow } from './dto.js';
import { assertEditable, MATERIAL_INFO_ENTITY, materialInfoValues } from './service.js';
import { labelMaterialInfoWorkflow } from '@sp/contracts';
import { exceljs } from '../../../platform/documents/excel-export.js';

const KINDS: Partial<Record<MaterialInfoImportColumn, ImportColumn['kind']>> = {
  mpq: 'number',
  innerQty: 'number',
  innersPerOuter: 'number',
  outersPerPallet: 'number',
  cartonLengthMm: 'number',
  cartonWidthMm: 'number',
  cartonHeightMm: 'number',
  grossWeightKg: 'number',
  shelfLifeDays: 'number',
  rohs: 'boolean',
  halogenFree: 'boolean',
};
/** Columns a sheet must have; the supplier code is required per row for a buyer (the schema says so). */
const REQUIRED = new Set<MaterialInfoImportColumn>(['partNo', 'innersPerOuter']);
type Key = Parameters<typeof T<typeof labelMaterialInfoTexts>>[1];
const header = (key: MaterialInfoImportColumn) =>
  T(labelMaterialInfoTexts, `LabelMaterialInfo:Field:${key}` as Key);

/** The sheet's columns, recognised by their header in any of the three languages. */
export const importColumns: ImportColumn[] = MATERIAL_INFO_IMPORT_COLUMNS.map((key) => ({
  key,
  header: header(key),
  required: REQUIRED.has(key),
  ...(KINDS[key] ? { kind: KINDS[key] } : {}),
}));

const text = (key: Key, ...args: unknown[]) => T(labelMaterialInfoTexts, key, ...args);

/** A checked row and where it goes: its supplier, its part, and the row it updates (if any). */
export interface PlannedRow {
  value: MaterialInfoImportRow;
  supplierId: string;
  part: ApprovedPart;
  existing: MaterialInfoRow | undefined;
}

/**
 * The database rules of an import, on rows that all parsed: each supplier code known (a vendor's
 * file names their own supplier or none), each part in the material master and approved for the
 * supplier, no row a vendor may not change (confirmed). Every such problem is reported at once
 * (the documents mechanism runs these only when every row passed the field rules).
 */
export async function planImport(
  tx: Queryable,
  rows: readonly ImportedRow<MaterialInfoImportRow>[],
  actor: WorkflowCaller,
): Promise<{ issues: ImportIssue[]; planned: PlannedRow[] }> {
  const issues: ImportIssue[] = [];
  const byCode = await supplierIdsByCode(tx, rows.map((r) => r.value.supplierCode ?? '').filter(Boolean));
  let ownCode = '';
  if (actor.supplierId) {
    const [own] = await tx
      .select({ code: suppliers.vendorCode })
      .from(suppliers)
      .where(eq(suppliers.id, actor.supplierId));
    ownCode = own?.code ?? '';
  }
  const supplierOf = new Map<number, string>();
  for (const { row, value } of rows) {
    const code = value.supplierCode ?? '';
    if (actor.supplierId) {
      if (code && normalizeVendorCode(code) !== normalizeVendorCode(ownCode))
        issues.push({ row, column: 'supplierCode', text: text('LabelMaterialInfo:OtherSupplier', ownCode) });
      else supplierOf.set(row, actor.supplierId);
    } else {
      const id = byCode.get(normalizeVendorCode(code));
      if (id) supplierOf.set(row, id);
      else
        issues.push({ row, column: 'supplierCode', text: text('LabelMaterialInfo:UnknownSupplier', code) });
    }
  }
  // Parts and existing rows, per supplier.
  const planned: PlannedRow[] = [];
  const supplierIds = [...new Set(supplierOf.values())];
  const codeOf = new Map<string, string>();
  for (const [code, id] of byCode) codeOf.set(id, code);
  if (actor.supplierId) codeOf.set(actor.supplierId, ownCode);
  for (const supplierId of supplierIds) {
    const mine = rows.filter((r) => supplierOf.get(r.row) === supplierId);
    const partNos = mine.map((r) => r.value.partNo.trim());
    const parts = await approvedParts(tx, supplierId, partNos);
    const existing = await tx
      .select()
      .from(labelMaterialInfos)
      .where(
        and(
          eq(labelMaterialInfos.supplierId, supplierId),
          inArray(labelMaterialInfos.partNo, partNos),
          eq(labelMaterialInfos.isDeleted, false),
        ),
      );
    const existingByPart = new Map(existing.map((e) => [e.partNo, e]));
    for (const { row, value } of mine) {
      const partNo = value.partNo.trim();
      const part = parts.get(partNo);
      if (!part) {
        issues.push({ row, column: 'partNo', text: text('LabelMaterialInfo:UnknownPart', partNo) });
        continue;
      }
      if (!part.approved) {
        issues.push({
          row,
          column: 'partNo',
          text: text('LabelMaterialInfo:NotApproved', partNo, codeOf.get(supplierId) ?? ''),
        });
        continue;
      }
      const before = existingByPart.get(partNo);
      if (before && actor.supplierId && before.status !== LabelMaterialInfoStatus.Draft) {
        issues.push({ row, column: 'partNo', text: text('LabelMaterialInfo:Locked', partNo) });
        continue;
      }
      planned.push({ value, supplierId, part, existing: before });
    }
  }
  // Two rows of one supplier and part (the sheet's codes may be spelt differently).
  const seen = new Map<string, number>();
  for (const p of planned) {
    const key = `${p.supplierId}|${p.value.partNo.trim()}`;
    const row = rows.find((r) => r.value === p.value)!.row;
    if (seen.has(key))
      issues.push({
        row,
        column: 'partNo',
        text: text('LabelMaterialInfo:Duplicate', p.value.partNo.trim(), codeOf.get(p.supplierId) ?? ''),
      });
    else seen.set(key, row);
  }
  return { issues, planned };
}

/** Parses the workbook and checks every row (reads only): the plan, or every problem in `culture`. */
export async function parseMaterialInfoWorkbook(
  buffer: Buffer,
  actor: WorkflowCaller,
  culture: Culture,
  read: <R>(work: (tx: Queryable) => Promise<R>) => Promise<R>,
) {
  let planned: PlannedRow[] = [];
  const result = await importWorkbook(
    buffer,
    {
      columns: importColumns,
      schema: materialInfoImportRowSchema({ supplierRequired: !actor.supplierId }),
      maxRows: LabelMaterialInfoLimits.importRows,
      check: async (rows) => {
        const plan = await read((tx) => planImport(tx, rows, actor));
        planned = plan.planned;
        return plan.issues;
      },
    },
    culture,
  );
  return result.ok ? { ok: true as const, planned } : { ok: false as const, problems: result.problems };
}

/**
 * Writes a checked plan in the caller's transaction: known rows updated (each still editable by the
 * caller, rechecked under its row lock), new ones created as drafts with their history row.
 */
export async function writeImport(
  tx: Tx,
  audit: AuditCollector,
  planned: readonly PlannedRow[],
  actor: WorkflowActor,
): Promise<MaterialInfoImportResult> {
  let created = 0;
  let updated = 0;
  for (const p of planned) {
    const values = materialInfoValues({ ...p.value, partNo: p.value.partNo.trim() }, p.part);
    if (p.existing) {
      const [before] = await tx
        .select()
        .from(labelMaterialInfos)
        .where(and(eq(labelMaterialInfos.id, p.existing.id), eq(labelMaterialInfos.isDeleted, false)))
        .for('update');
      if (!before) continue;
      assertEditable(before, actor);
      // The import has no template columns: the row keeps its chosen templates.
      const [after] = await tx
        .update(labelMaterialInfos)
        .set({
          ...values,
          innerTemplateId: before.innerTemplateId,
          outerTemplateId: before.outerTemplateId,
          palletTemplateId: before.palletTemplateId,
          ...modifiedBy(actor.id),
        })
        .where(and(eq(labelMaterialInfos.tenantId, before.tenantId), eq(labelMaterialInfos.id, before.id)))
        .returning();
      audit.updated(
        MATERIAL_INFO_ENTITY,
        before.id,
        auditedMaterialInfo(before),
        auditedMaterialInfo(after!),
      );
      updated++;
    } else {
      const [row] = await tx
        .insert(labelMaterialInfos)
        .values({
          id: newId(),
          supplierId: p.supplierId,
          ...values,
          vendorPartNo: values.vendorPartNo ?? p.part.supplierPartNo,
          manufacturer: values.manufacturer ?? p.part.manufacturer,
          mpn: values.mpn ?? p.part.mpn,
          status: LabelMaterialInfoStatus.Draft,
          creatorId: actor.id,
        })
        .returning();
      audit.created(MATERIAL_INFO_ENTITY, row!.id, auditedMaterialInfo(row!));
      await recordCreation(tx, labelMaterialInfoWorkflow, row!, actor);
      created++;
    }
  }
  return { rowCount: planned.length, created, updated };
}

/** The import template: headers in the caller's language (any language is read back), MSL codes beside. */
export async function importTemplate(culture: Culture, vendor: boolean): Promise<Buffer> {
  const t = (key: Key) => translate(culture, text(key));
  const workbook = new (exceljs().Workbook)();
  const sheet = workbook.addWorksheet(t('LabelMaterialInfo:Import:TemplateSheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = MATERIAL_INFO_IMPORT_COLUMNS.map((key) => ({
    header:
      (REQUIRED.has(key) || (key === 'supplierCode' && !vendor) ? '*' : '') + translate(culture, header(key)),
    width: key === 'storageCondition' ? 22 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  // Codes stay text in Excel (leading zeros, long digit strings).
  for (const key of ['supplierCode', 'partNo', 'customerPartNo', 'vendorPartNo', 'mpn'] as const)
    sheet.getColumn(MATERIAL_INFO_IMPORT_COLUMNS.indexOf(key) + 1).numFmt = '@';
  const codes = workbook.addWorksheet('Codes');
  codes.columns = [{ header: translate(culture, header('msl')), width: 8 }];
  codes.getRow(1).font = { bold: true };
  for (const level of MSL_LEVELS) codes.addRow([level]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
