import {
  daysFrom,
  letterFileDownloadUrl,
  type Culture,
  type LetterFileDto,
  type LetterFileListItemDto,
  type LetterFileStatusValue,
  type LetterStatusValue,
  type LetterTypeValue,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { letterFiles } from '../schema.js';

export type LetterFileRow = typeof letterFiles.$inferSelect;

/** LetterFileDto (letter-dto.ts): a file as the letter's items show it. */
export function toLetterFileDto(r: LetterFileRow): LetterFileDto {
  return {
    id: r.id,
    letterId: r.letterId,
    itemCode: r.itemCode,
    fileName: r.fileName,
    ext: r.ext,
    size: r.size,
    sha256: r.sha256,
    docValidFrom: r.docValidFrom,
    docValidTo: r.docValidTo,
    version: r.version,
    status: r.status as LetterFileStatusValue,
    creatorName: r.creatorName,
    creationTime: r.creationTime.toISOString(),
    downloadUrl: letterFileDownloadUrl(r.letterId, r.id),
  };
}

/** What the file overviews read of a file's letter, supplier and item besides the file. */
export interface LetterFileListRow {
  file: LetterFileRow;
  letterNo: string;
  letterType: string;
  letterStatus: number;
  partNo: string | null;
  partName: string | null;
  supplierCode: string | null;
  supplierName: string | null;
  nameEn: string | null;
  nameZhHans: string | null;
  nameZhHant: string | null;
}

export function itemNameIn(
  culture: Culture,
  r: Pick<LetterFileListRow, 'nameEn' | 'nameZhHans' | 'nameZhHant'>,
  code: string,
): string {
  const name = culture === 'zh-Hans' ? r.nameZhHans : culture === 'zh-Hant' ? r.nameZhHant : r.nameEn;
  return name || r.nameEn || code;
}

export function toLetterFileListItem(
  r: LetterFileListRow,
  culture: Culture,
  today: string,
): LetterFileListItemDto {
  const f = toLetterFileDto(r.file);
  return {
    ...f,
    letterNo: r.letterNo,
    letterType: r.letterType as LetterTypeValue,
    letterStatus: r.letterStatus as LetterStatusValue,
    partNo: r.partNo,
    partName: r.partName,
    supplierId: r.file.supplierId,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    itemName: itemNameIn(culture, r, r.file.itemCode),
    expiresInDays: r.file.docValidTo ? daysFrom(today, r.file.docValidTo) : null,
  };
}

/** What the audit log records of a letter file. */
export const auditedLetterFile = (r: LetterFileRow) =>
  auditedFields(r, [
    'letterId',
    'itemCode',
    'fileId',
    'fileName',
    'size',
    'sha256',
    'docValidFrom',
    'docValidTo',
    'version',
    'status',
  ]);
