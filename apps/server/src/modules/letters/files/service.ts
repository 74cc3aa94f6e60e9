import {
  allowedExtsOf,
  extOf,
  letterFileTexts,
  letterWorkflow,
  uploadValidityProblem,
  type LetterFileDto,
  type LetterFileUploadFields,
} from '@sp/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { AppError, BusinessError, EntityNotFoundError, fieldProblem } from '../../../platform/http/errors.js';
import { L, T } from '../../../platform/localization/localizer.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation } from '../../../platform/workflow/transition.js';
import { FILE_ENTITY, findFile, type FileRow, type UploadLimits } from '../../files/service.js';
import { letterFiles, letterItems, letters } from '../schema.js';
import { auditedLetterFile, toLetterFileDto, type LetterFileRow } from './dto.js';

export type LetterRow = typeof letters.$inferSelect;
export type LetterItemRow = typeof letterItems.$inferSelect;

export const LETTER_ENTITY = letterWorkflow.entity;
export const LETTER_FILE_ENTITY = 'SupplierPortal.LetterOfRecognition.LetterFile';

const refuse = (key: Parameters<typeof T<typeof letterFileTexts>>[1], code: string, ...args: unknown[]) =>
  new BusinessError(T(letterFileTexts, key, ...args), { code: `SupplierPortal:${code}` });

/** Today in the tenant's time zone (`yyyy-MM-dd`): what valid-to dates are compared with. */
export async function tenantToday(tx: Tx, now: Date = new Date()): Promise<string> {
  const zone = await tenantSetting(tx, SettingNames.TimeZone);
  for (const timeZone of [zone, 'UTC']) {
    try {
      // en-CA writes ISO days (2026-03-01).
      return new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now);
    } catch {
      // An unknown zone: UTC.
    }
  }
  return now.toISOString().slice(0, 10);
}

/**
 * A letter as the caller's scope sees it (row-level security: another supplier's or tenant's is a
 * 404), locked `for share` when asked, so its status cannot change before the caller's change
 * commits (the letter's own transitions lock it `for update`).
 */
export async function findLetter(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock: 'share' | 'update' | null = null,
): Promise<LetterRow> {
  const q = tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id), eq(letters.isDeleted, false)));
  const [row] = lock ? await q.for(lock) : await q;
  if (!row) throw new EntityNotFoundError(LETTER_ENTITY, id);
  return row;
}

export async function findItem(
  tx: Queryable,
  tenantId: string,
  letterId: string,
  itemCode: string,
): Promise<LetterItemRow> {
  const [row] = await tx
    .select()
    .from(letterItems)
    .where(
      and(
        eq(letterItems.tenantId, tenantId),
        eq(letterItems.letterId, letterId),
        eq(letterItems.itemCode, itemCode),
      ),
    );
  if (!row)
    throw new AppError(404, T(letterFileTexts, 'LetterFile:ItemNotFound', itemCode.slice(0, 64)), {
      code: 'SupplierPortal:LetterItemNotFound',
    });
  return row;
}

/**
 * Before a byte is stored: the letter is the caller's to edit now (the workflow's `update`
 * operation: the vendor, in Draft or Returned) and the item takes files. Answers the limits the
 * upload streams under: the item's extensions (none listed: the tenant's upload formats) and the
 * tenant's size limit.
 */
export async function checkUploadTarget(
  tx: Queryable,
  tenantId: string,
  letterId: string,
  itemCode: string,
  actor: WorkflowActor,
  tenantLimits: UploadLimits,
): Promise<{ letter: LetterRow; item: LetterItemRow; limits: UploadLimits }> {
  const letter = await findLetter(tx, tenantId, letterId);
  assertOperation(letterWorkflow, 'update', letter, actor, 'LetterFile:UploadAction');
  const item = await findItem(tx, tenantId, letterId, itemCode);
  if (!item.needsFile) throw refuse('LetterFile:ItemTakesNoFile', 'LetterItemTakesNoFile', itemCode);
  const exts = allowedExtsOf(item.allowedExts);
  return {
    letter,
    item,
    limits: {
      maxBytes: tenantLimits.maxBytes,
      formats: exts.length ? exts.map((e) => `.${e}`) : tenantLimits.formats,
    },
  };
}

/** The item's own extension rule, in the item's words (the files module's refusal names no item). */
export function checkItemExtension(item: LetterItemRow, fileName: string, limits: UploadLimits): void {
  const ext = extOf(fileName);
  if (!ext || !limits.formats.includes(`.${ext}`))
    throw refuse(
      'LetterFile:ExtNotAllowed',
      'LetterFileTypeNotAllowed',
      item.itemCode,
      ext ? `.${ext}` : fileName.slice(0, 64),
      limits.formats.join(', '),
    );
}

/** The validity dates of an upload for this item (400 on the field), with the from-date defaulted. */
export function checkValidity(
  item: LetterItemRow,
  fields: LetterFileUploadFields,
  today: string,
): { docValidFrom: string; docValidTo: string | null } {
  const problem = uploadValidityProblem(item.needsValidity, fields, today);
  if (problem) throw fieldProblem(problem.field, T(letterFileTexts, problem.key));
  return { docValidFrom: fields.docValidFrom || today, docValidTo: fields.docValidTo ?? null };
}

/** What a stored upload (or generated file) brings to the letter. */
export interface StoredLetterFile {
  fileId: string;
  fileName: string;
  size: number;
  contentType: string;
  sha256: string;
}

export const storedFrom = (row: FileRow): StoredLetterFile => ({
  fileId: row.id,
  fileName: row.fileName,
  size: row.size,
  contentType: row.contentType,
  sha256: row.sha256,
});

/** The files an item holds now: not replaced, not deleted (Active or Expired). */
const currentOf = (tenantId: string, letterId: string, itemCode: string) =>
  and(
    eq(letterFiles.tenantId, tenantId),
    eq(letterFiles.letterId, letterId),
    eq(letterFiles.itemCode, itemCode),
    eq(letterFiles.isDeleted, false),
    inArray(letterFiles.status, ['Active', 'Expired']),
  );

/**
 * Records a stored file as the item's file, in the caller's transaction. The rules are checked
 * again here, under the letter's share lock and a lock per item (two uploads cannot both take the
 * last place, and the letter cannot be submitted meanwhile): the caller may still edit the letter;
 * a file of the same name replaces the current one (which becomes Superseded) as its next version;
 * otherwise the item must have room (`maxFiles` Active files); a validity item needs a valid-to
 * after the valid-from.
 */
export async function recordLetterFile(
  tx: Tx,
  audit: AuditCollector | null,
  tenantId: string,
  letterId: string,
  itemCode: string,
  file: StoredLetterFile,
  fields: LetterFileUploadFields,
  actor: WorkflowActor,
  options: { today?: string; system?: boolean } = {},
): Promise<LetterFileDto> {
  const letter = await findLetter(tx, tenantId, letterId, 'share');
  if (!options.system) assertOperation(letterWorkflow, 'update', letter, actor, 'LetterFile:UploadAction');
  const item = await findItem(tx, tenantId, letterId, itemCode);
  if (!item.needsFile) throw refuse('LetterFile:ItemTakesNoFile', 'LetterItemTakesNoFile', itemCode);
  const validity = checkValidity(item, fields, options.today ?? (await tenantToday(tx)));
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`letter-files:${tenantId}:${letterId}:${itemCode}`}))`,
  );
  const [previous] = await tx
    .select()
    .from(letterFiles)
    .where(and(currentOf(tenantId, letterId, itemCode), eq(letterFiles.fileName, file.fileName)))
    .orderBy(sql`${letterFiles.version} desc`)
    .limit(1);
  if (previous) {
    await tx
      .update(letterFiles)
      .set({ status: 'Superseded' })
      .where(and(eq(letterFiles.tenantId, tenantId), eq(letterFiles.id, previous.id)));
    audit?.updated(LETTER_FILE_ENTITY, previous.id, { status: previous.status }, { status: 'Superseded' });
  } else {
    const [active] = await tx
      .select({ n: count() })
      .from(letterFiles)
      .where(and(currentOf(tenantId, letterId, itemCode), eq(letterFiles.status, 'Active')));
    if ((active?.n ?? 0) >= item.maxFiles)
      throw refuse('LetterFile:TooMany', 'TooManyLetterFiles', itemCode, item.maxFiles);
  }
  const [created] = await tx
    .insert(letterFiles)
    .values({
      tenantId,
      id: newId(),
      supplierId: letter.supplierId,
      letterId,
      itemCode,
      fileId: file.fileId,
      fileName: file.fileName,
      ext: extOf(file.fileName),
      size: file.size,
      contentType: file.contentType,
      sha256: file.sha256,
      docValidFrom: validity.docValidFrom,
      docValidTo: validity.docValidTo,
      version: (previous?.version ?? 0) + 1,
      status: 'Active',
      creatorId: actor.id,
      creatorName: actor.name,
    })
    .returning();
  audit?.created(LETTER_FILE_ENTITY, created!.id, auditedLetterFile(created!));
  return toLetterFileDto(created!);
}

/** A file of the letter (any status, not deleted); another letter's or supplier's is a 404. */
export async function findLetterFile(
  tx: Queryable,
  tenantId: string,
  letterId: string,
  id: string,
): Promise<LetterFileRow> {
  const [row] = await tx
    .select()
    .from(letterFiles)
    .where(
      and(
        eq(letterFiles.tenantId, tenantId),
        eq(letterFiles.letterId, letterId),
        eq(letterFiles.id, id),
        eq(letterFiles.isDeleted, false),
      ),
    );
  if (!row) throw new EntityNotFoundError(LETTER_FILE_ENTITY, id);
  return row;
}

/**
 * Removes a current file from its item (soft: the row and the bytes stay for the record). Only in
 * the states the vendor edits, and only a current file: replaced versions are history.
 */
export async function removeLetterFile(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  letterId: string,
  id: string,
  actor: WorkflowActor,
): Promise<void> {
  const letter = await findLetter(tx, tenantId, letterId, 'share');
  const row = await findLetterFile(tx, tenantId, letterId, id);
  assertOperation(letterWorkflow, 'update', letter, actor, 'LetterFile:DeleteAction');
  if (row.status === 'Superseded') throw refuse('LetterFile:NotCurrent', 'LetterFileNotCurrent');
  await tx
    .update(letterFiles)
    .set({ isDeleted: true })
    .where(and(eq(letterFiles.tenantId, tenantId), eq(letterFiles.id, id)));
  audit.deleted(LETTER_FILE_ENTITY, id, auditedLetterFile(row));
}

/** The stored bytes' row behind a letter file the caller may read (through the letter's rights). */
export async function downloadableFile(
  tx: Queryable,
  tenantId: string,
  letterId: string,
  id: string,
): Promise<FileRow> {
  await findLetter(tx, tenantId, letterId);
  const row = await findLetterFile(tx, tenantId, letterId, id);
  const stored = await findFile(tx, tenantId, row.fileId);
  if (!stored) throw new EntityNotFoundError(FILE_ENTITY, row.fileId);
  return stored;
}

/** The approved PDF of a letter: a 404 until it is sealed (and for whoever cannot see the letter). */
export async function approvedPdfFile(
  tx: Queryable,
  tenantId: string,
  letterId: string,
): Promise<{ letter: LetterRow; file: FileRow }> {
  const letter = await findLetter(tx, tenantId, letterId);
  const stored = letter.approvedPdfFileId
    ? await findFile(tx, tenantId, letter.approvedPdfFileId)
    : undefined;
  if (!stored)
    throw new AppError(404, T(letterFileTexts, 'LetterFile:NotApproved'), {
      code: 'SupplierPortal:LetterNotApproved',
      details: L('AbpExceptionHandling', 'EntityNotFoundErrorMessage', LETTER_ENTITY, letterId),
    });
  return { letter, file: stored };
}
