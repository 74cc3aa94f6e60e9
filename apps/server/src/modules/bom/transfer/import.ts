import {
  bomCreateSchema,
  bomLineInputSchema,
  bomLineProblems,
  BomLimits,
  cultures,
  MaterialSource,
  type BomCreateInput,
  type BomImportResultDto,
  type BomLineInput,
  type Culture,
} from '@sp/contracts';
import type ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { asKind, plainValue } from '../../../platform/documents/excel-cells.js';
import {
  DEFAULT_IMPORT_MAX_BYTES,
  importWorkbook,
  readSheet,
  type ImportColumn,
  type ImportedRow,
  type ImportIssue,
  type ImportProblem,
} from '../../../platform/documents/index.js';
import { AppError, ValidationError } from '../../../platform/http/errors.js';
import { describeProblem, toProblem } from '../../../platform/http/validation.js';
import { T, translate } from '../../../platform/localization/localizer.js';
import { documentTexts } from '../../../platform/documents/texts.js';
import {
  HEADER_COLUMNS,
  HEADER_KIND,
  headerHeader,
  LINE_COLUMNS,
  LINE_KIND,
  lineHeader,
  REQUIRED_LINE_COLUMNS,
  sourceOf,
  tt,
  type HeaderColumn,
} from './columns.js';

/**
 * The Excel import of a BOM revision, for a supplier: the lines sheet (the first sheet, one row per
 * line, headers in any language) and the header (parent part, revision, base quantity, unit,
 * effective dates, ECN, remark) from the request's form fields or, for each field the form leaves
 * out, from the header sheet (a sheet whose first row names the header's columns, values in the
 * second row). Every row is checked with the API's own rules (the line schema, `bomLineProblems`,
 * the server's checks against the material master and the BOMs above) before anything is written:
 * all rows or none.
 */

/** The form fields an import may carry besides its file. */
export const IMPORT_FIELDS = [...HEADER_COLUMNS, 'bomId', 'supplierId'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface BomUpload {
  buffer: Buffer;
  fields: Partial<Record<ImportField, string>>;
}

const noFile = () => new AppError(400, T(documentTexts, 'Import:NoFile'));

/** The multipart body: its fields in whatever order the browser sends them, and the first file. */
export async function readBomUpload(
  req: FastifyRequest,
  maxBytes = DEFAULT_IMPORT_MAX_BYTES,
): Promise<BomUpload> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) throw noFile();
  const fields: BomUpload['fields'] = {};
  let buffer: Buffer | undefined;
  const tooLarge = () =>
    new AppError(
      413,
      T(documentTexts, 'Import:FileTooLarge', Math.round((maxBytes / 1024 / 1024) * 10) / 10),
    );
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        const name = IMPORT_FIELDS.find((f) => f.toLowerCase() === part.fieldname.toLowerCase());
        if (name && typeof part.value === 'string' && part.value.trim() !== '')
          fields[name] = part.value.trim();
        continue;
      }
      if (buffer) {
        part.file.resume();
        continue;
      }
      buffer = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw noFile();
  }
  if (!buffer) throw noFile();
  return { buffer, fields };
}

const normalise = (header: string) => header.replace(/[\s*＊:：]/g, '').toLowerCase();

/**
 * The header sheet's values, when the workbook has one: the first sheet after the lines whose first
 * row names the parent part column (in any language).
 */
async function headerSheetValues(buffer: Buffer): Promise<Partial<Record<HeaderColumn, string>>> {
  const first = await readSheet(buffer);
  assertSingleLevel(first);
  const byHeader = new Map<string, HeaderColumn>();
  for (const c of HEADER_COLUMNS)
    for (const culture of cultures) byHeader.set(normalise(translate(culture, headerHeader(c))), c);
  const sheet = first.workbook.worksheets.find((s) => s !== first && hasParentColumn(s, byHeader));
  if (!sheet) return {};
  const out: Partial<Record<HeaderColumn, string>> = {};
  sheet.getRow(1).eachCell((cell, col) => {
    const text = plainValue(cell.value);
    const column = text === undefined ? undefined : byHeader.get(normalise(String(text)));
    if (!column || out[column] !== undefined) return;
    const value = asKind(plainValue(sheet.getRow(2).getCell(col).value), HEADER_KIND[column] ?? 'text');
    if (value === undefined) return;
    out[column] = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  });
  return out;
}

const LEVEL_HEADERS = new Set(cultures.map((c) => normalise(translate(c, tt('BomTransfer:Field:level')))));

/** A multi-level export (its first sheet has the level column) would flatten its levels: refused. */
export function assertSingleLevel(first: ExcelJS.Worksheet): void {
  let multi = false;
  first.getRow(1).eachCell((cell) => {
    const text = plainValue(cell.value);
    if (text !== undefined && LEVEL_HEADERS.has(normalise(String(text)))) multi = true;
  });
  if (multi) throw new AppError(400, tt('BomTransfer:MultiLevelFile'));
}

function hasParentColumn(sheet: ExcelJS.Worksheet, byHeader: Map<string, HeaderColumn>): boolean {
  let found = false;
  sheet.getRow(1).eachCell((cell) => {
    const text = plainValue(cell.value);
    if (text !== undefined && byHeader.get(normalise(String(text))) === 'parentPartNo') found = true;
  });
  return found;
}

/** The header as the create takes it (form fields win over the header sheet); a 400 when it is not valid. */
export async function importHeader(
  upload: BomUpload,
  culture: Culture,
): Promise<Omit<BomCreateInput, 'lines'>> {
  const sheet = await headerSheetValues(upload.buffer);
  const given = { ...sheet, ...pick(upload.fields, HEADER_COLUMNS) };
  if (!given.parentPartNo)
    throw new AppError(
      400,
      tt('BomTransfer:HeaderMissing', translate(culture, tt('BomTransfer:HeaderSheet'))),
      {
        validationErrors: [
          {
            message: translate(
              culture,
              tt('BomTransfer:HeaderMissing', translate(culture, tt('BomTransfer:HeaderSheet'))),
            ),
            members: ['parentPartNo'],
          },
        ],
      },
    );
  const input = {
    parentPartNo: given.parentPartNo,
    revision: given.revision,
    baseQty: given.baseQty === undefined ? undefined : Number(given.baseQty),
    uom: given.uom,
    effectiveFrom: given.effectiveFrom,
    effectiveTo: given.effectiveTo,
    ecnNo: given.ecnNo,
    remark: given.remark,
    ...(upload.fields.supplierId ? { supplierId: upload.fields.supplierId } : {}),
    lines: [],
  };
  const parsed = bomCreateSchema.safeParse(input, { reportInput: true });
  if (!parsed.success)
    throw new ValidationError(
      parsed.error.issues.map((issue) => {
        const p = toProblem(issue);
        const member = String(issue.path[0] ?? '');
        const header = (HEADER_COLUMNS as readonly string[]).includes(member)
          ? translate(culture, headerHeader(member as HeaderColumn))
          : member;
        return { message: describeProblem({ ...p, member: header }, culture), members: [member] };
      }),
    );
  const { lines: _lines, ...header } = parsed.data;
  void _lines;
  return header;
}

function pick<K extends string>(from: Partial<Record<string, string>>, keys: readonly K[]) {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out;
}

/** The lines sheet's columns, recognised by their header in any of the three languages. */
export const lineColumns: ImportColumn[] = LINE_COLUMNS.map((key) => ({
  key,
  header: lineHeader(key),
  required: REQUIRED_LINE_COLUMNS.has(key),
  ...(LINE_KIND[key] ? { kind: LINE_KIND[key] } : {}),
}));

/** A material source by its code or its name in any language; blank is "bought by the supplier". */
const sourceCell = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || String(v).trim() === '') return 'SupplierPurchased' as const;
    const code = sourceOf(String(v));
    if (code) return code;
    ctx.addIssue({
      code: 'custom',
      message: 'materialSource',
      params: { text: tt('BomTransfer:UnknownSource', String(v), MaterialSource.join(', ')) },
    });
    return z.NEVER;
  });

/** One sheet row: the API's line schema, a blank cell as absent, the source read by name too. */
export const importRowSchema = bomLineInputSchema.extend({
  materialSource: sourceCell,
  isAlternate: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
});

/**
 * Parses and checks every row (no writes) with the line schema and the rules across lines
 * (`bomLineProblems`): the lines in the sheet's order with their row numbers, or every problem
 * found (row, column header, value, message in `culture`). The checks against the database (the
 * material master, cycles) are the save's own (`checkLines`), whose refusal `lineRefusal` maps back
 * to the rows.
 */
export async function parseBomLines(
  buffer: Buffer,
  culture: Culture,
): Promise<{ ok: true; lines: BomLineInput[]; rows: number[] } | { ok: false; problems: ImportProblem[] }> {
  const parsed = await importWorkbook(
    buffer,
    {
      columns: lineColumns,
      schema: importRowSchema,
      maxRows: BomLimits.lines,
      check: (rows: readonly ImportedRow<BomLineInput>[]): ImportIssue[] =>
        bomLineProblems(rows.map((r) => r.value)).map((p) => ({
          row: rows[p.index]?.row ?? rows[0]!.row,
          column: p.field,
          text: { resource: 'SupplierPortal', key: p.text, args: p.args },
        })),
    },
    culture,
  );
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  return { ok: true, lines: parsed.rows.map((r) => r.value), rows: parsed.rows.map((r) => r.row) };
}

const LINE_MEMBER = /^lines\[(\d+)\]\.(\w+)$/;

/**
 * The save's refusal of the lines (a 400 whose validation errors are `lines[i].field`: unknown or
 * blocked child, the parent as its own child, a cycle through the other BOMs) as the import's
 * problems on the sheet's rows; undefined for any other error (the caller rethrows it).
 */
export function lineRefusal(
  err: unknown,
  rows: readonly number[],
  culture: Culture,
): BomImportResultDto['errors'] | undefined {
  if (!(err instanceof AppError) || err.status !== 400) return undefined;
  const infos = err.options.validationErrors ?? [];
  const mapped = infos.map((v) => {
    const m = LINE_MEMBER.exec(v.members[0] ?? '');
    if (!m) return undefined;
    const field = m[2]!;
    const header = (LINE_COLUMNS as readonly string[]).includes(field)
      ? translate(culture, lineHeader(field as (typeof LINE_COLUMNS)[number]))
      : field;
    return { row: rows[Number(m[1])] ?? 0, field: header, message: v.message };
  });
  if (mapped.length === 0 || mapped.some((e) => e === undefined)) return undefined;
  return (mapped as BomImportResultDto['errors']).sort((a, b) => a.row - b.row);
}

/** The refused file's answer: every problem with its row, column and message, nothing written. */
export const rejected = (problems: readonly ImportProblem[]): BomImportResultDto => ({
  bom: null,
  errors: problems.map((p) => ({
    row: p.row,
    field: p.column || null,
    message: p.value ? `${p.message} (${p.value})` : p.message,
  })),
});
