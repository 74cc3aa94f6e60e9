import { z } from 'zod';
import { blankable, daySchema } from '../common/schemas.js';
import {
  LETTER_FILE_WARN_DAYS,
  LetterFileStatus,
  type LetterFileStatusValue,
  type LetterTypeValue,
} from './enums.js';
import type { LetterStatusValue } from './letter-workflow.js';

/**
 * The files of a letter's items (business-domain §2.2 "LetterFile"): what an upload must carry,
 * the file overviews' filters and rows, and the few pure rules server and pages share.
 */
export const LetterFileLimits = {
  itemCode: 32,
  /** The longest "expiring within N days" a filter may ask. */
  expiringWithinDaysMax: 3660,
  keyword: 100,
} as const;

/** Files the approved PDF merges: PDFs, and images fitted on an A4 page. */
export const MERGEABLE_EXTS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** The lower-case extension of a file name without its dot (`Report.PDF` → `pdf`); '' when none. */
export function extOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** An item's `allowedExts` (`pdf, JPG;png`) as a list of lower-case extensions without dots. */
export function allowedExtsOf(allowedExts: string | readonly string[] | null | undefined): string[] {
  const raw = typeof allowedExts === 'string' ? allowedExts.split(/[,，;\s]+/) : (allowedExts ?? []);
  return [...new Set(raw.map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean))];
}

export const isMergeable = (ext: string) => (MERGEABLE_EXTS as readonly string[]).includes(ext.toLowerCase());

/** Whole days from `today` to `day` (both `yyyy-MM-dd`): negative once past, 0 on the day itself. */
export function daysFrom(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A valid-to the overviews show in red: past, or within LETTER_FILE_WARN_DAYS. */
export const validToWarns = (expiresInDays: number | null | undefined) =>
  expiresInDays !== null && expiresInDays !== undefined && expiresInDays <= LETTER_FILE_WARN_DAYS;

/**
 * The validity fields of an upload (multipart fields `docValidFrom`, `docValidTo`). The from-date
 * defaults to today; an item that needs validity needs the to-date, and it must be after the
 * from-date (`uploadValidityProblem`).
 */
export const letterFileUploadFieldsSchema = z.object({
  docValidFrom: blankable(daySchema),
  docValidTo: blankable(daySchema),
});
export type LetterFileUploadFields = z.output<typeof letterFileUploadFieldsSchema>;

/** What is wrong with an upload's validity dates for an item, as a text key of letter-file-texts; null: fine. */
export function uploadValidityProblem(
  needsValidity: boolean,
  fields: { docValidFrom?: string | null | undefined; docValidTo?: string | null | undefined },
  today: string,
): {
  field: 'docValidFrom' | 'docValidTo';
  key: 'LetterFile:ValidToRequired' | 'LetterFile:ValidToBeforeFrom';
} | null {
  const from = fields.docValidFrom || today;
  if (needsValidity && !fields.docValidTo) return { field: 'docValidTo', key: 'LetterFile:ValidToRequired' };
  if (fields.docValidTo && fields.docValidTo <= from)
    return { field: 'docValidTo', key: 'LetterFile:ValidToBeforeFrom' };
  return null;
}

/**
 * The file overviews' filters (`GET /api/app/letterFile`, also `/export`). `expiringWithinDays`: files
 * not superseded whose valid-to is at most that many days ahead (already past included: they need a
 * new report as much).
 */
export const letterFileFilterSchema = z.object({
  filter: blankable(z.string().max(LetterFileLimits.keyword)),
  supplierId: blankable(z.uuid()),
  letterId: blankable(z.uuid()),
  partNo: blankable(z.string().max(64)),
  itemCode: blankable(z.string().max(LetterFileLimits.itemCode)),
  status: blankable(z.enum(LetterFileStatus)),
  expiringWithinDays: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(0).max(LetterFileLimits.expiringWithinDaysMax).optional(),
  ),
});
export type LetterFileFilter = z.output<typeof letterFileFilterSchema>;

/** The sortable columns of the file overviews. */
export const letterFileSortFields = [
  'letterNo',
  'partNo',
  'supplierCode',
  'itemCode',
  'fileName',
  'version',
  'docValidTo',
  'status',
  'creationTime',
] as const;

/** A row of the file overviews: the file with its letter, part, supplier and item. */
export interface LetterFileListItemDto {
  id: string;
  letterId: string;
  letterNo: string;
  letterType: LetterTypeValue;
  letterStatus: LetterStatusValue;
  partNo: string | null;
  partName: string | null;
  supplierId: string;
  supplierCode: string | null;
  supplierName: string | null;
  itemCode: string;
  /** The item's name in the caller's language (the code when the library has no such item). */
  itemName: string;
  fileName: string;
  ext: string;
  size: number;
  sha256: string;
  version: number;
  docValidFrom: string | null;
  docValidTo: string | null;
  /** Days from today (the tenant's time zone) to docValidTo; negative once past; null without one. */
  expiresInDays: number | null;
  status: LetterFileStatusValue;
  creatorName: string | null;
  creationTime: string;
  downloadUrl: string;
}

/** Where a letter file's bytes download (the letter's rights apply). */
export const letterFileDownloadUrl = (letterId: string, fileId: string) =>
  `/api/app/letter/${letterId}/files/${fileId}`;

/** Where an approved letter's merged, stamped PDF downloads. */
export const letterApprovedPdfUrl = (letterId: string) => `/api/app/letter/${letterId}/approved.pdf`;
