import {
  commonTexts,
  letterFileTexts,
  letterTexts,
  letterWorkflow,
  type Culture,
  type LetterFileFilter,
  type LetterFileListItemDto,
  type letterFileSortFields,
} from '@sp/contracts';
import { and, desc, eq, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import { suppliers } from '../../suppliers/schema.js';
import { letterCheckItems, letterFiles, letters } from '../schema.js';
import { toLetterFileListItem } from './dto.js';
import { tenantToday } from './service.js';

const f = letterFiles;

const sorting = {
  letterNo: letters.letterNo,
  partNo: letters.partNo,
  supplierCode: suppliers.vendorCode,
  itemCode: f.itemCode,
  fileName: f.fileName,
  version: f.version,
  docValidTo: f.docValidTo,
  status: f.status,
  creationTime: f.creationTime,
} satisfies Record<(typeof letterFileSortFields)[number], SortWhitelist[string]>;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(scope: DataScope, q: LetterFileFilter, today: string): SQL | undefined {
  const keyword = q.filter?.trim();
  const like = keyword ? `%${likeEscape(keyword)}%` : '';
  return and(
    eq(f.tenantId, scope.tenantId),
    eq(f.isDeleted, false),
    eq(letters.isDeleted, false),
    // Row-level security narrows a vendor already; spelled out so the (tenant, supplier) index serves.
    scope.supplierId ? eq(f.supplierId, scope.supplierId) : undefined,
    q.supplierId ? eq(f.supplierId, q.supplierId) : undefined,
    q.letterId ? eq(f.letterId, q.letterId) : undefined,
    q.partNo ? ilike(letters.partNo, `%${likeEscape(q.partNo)}%`) : undefined,
    q.itemCode ? eq(f.itemCode, q.itemCode) : undefined,
    q.status ? eq(f.status, q.status) : undefined,
    q.expiringWithinDays !== undefined
      ? and(
          ne(f.status, 'Superseded'),
          lte(f.docValidTo, sql`(${today}::date + ${q.expiringWithinDays}::int)`),
        )
      : undefined,
    keyword
      ? or(ilike(f.fileName, like), ilike(letters.letterNo, like), ilike(letters.partNo, like))
      : undefined,
  );
}

const rowsOf = (tx: Queryable) =>
  tx
    .select({
      file: f,
      letterNo: letters.letterNo,
      letterType: letters.letterType,
      letterStatus: letters.status,
      partNo: letters.partNo,
      partName: letters.partName,
      supplierCode: suppliers.vendorCode,
      supplierName: suppliers.name,
      nameEn: letterCheckItems.nameEn,
      nameZhHans: letterCheckItems.nameZhHans,
      nameZhHant: letterCheckItems.nameZhHant,
    })
    .from(f)
    .innerJoin(letters, and(eq(letters.tenantId, f.tenantId), eq(letters.id, f.letterId)))
    .leftJoin(suppliers, and(eq(suppliers.tenantId, f.tenantId), eq(suppliers.id, f.supplierId)))
    .leftJoin(
      letterCheckItems,
      and(
        eq(letterCheckItems.tenantId, f.tenantId),
        eq(letterCheckItems.code, f.itemCode),
        eq(letterCheckItems.isDeleted, false),
      ),
    );

const fallbackOrder = [desc(f.creationTime)];

/**
 * The file overviews (`partno-confirm-file-overview`, `vendor-partno-confirm-file-overview`):
 * every file of every letter the caller can see (a vendor: their supplier's, by row-level
 * security), newest first, with its letter, part, supplier and item.
 */
export async function listLetterFiles(
  tx: Tx,
  scope: DataScope,
  query: PagedQuery & LetterFileFilter,
  culture: Culture,
): Promise<PagedResult<LetterFileListItemDto>> {
  const today = await tenantToday(tx);
  const filter = where(scope, query, today);
  const order = orderBy(query.sorting, sorting, fallbackOrder, f.id);
  const rows = await rowsOf(tx)
    .where(filter)
    .orderBy(...order)
    .limit(query.maxResultCount)
    .offset(query.skipCount);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(f)
    .innerJoin(letters, and(eq(letters.tenantId, f.tenantId), eq(letters.id, f.letterId)))
    .where(filter);
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r) => toLetterFileListItem(r, culture, today)),
  };
}

/** The export's rows: the list's filters and order, up to `limit`. */
export async function exportLetterFiles(
  tx: Tx,
  scope: DataScope,
  query: LetterFileFilter & { sorting?: string | undefined },
  culture: Culture,
  limit: number,
): Promise<LetterFileListItemDto[]> {
  const today = await tenantToday(tx);
  const order = orderBy(query.sorting, sorting, fallbackOrder, f.id);
  const rows = await rowsOf(tx)
    .where(where(scope, query, today))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toLetterFileListItem(r, culture, today));
}

type FileKey = Parameters<typeof T<typeof letterFileTexts>>[1];
type LetterKey = Parameters<typeof T<typeof letterTexts>>[1];
const h = (key: FileKey): LocalizableText => T(letterFileTexts, key);
const lt = (key: LetterKey): LocalizableText => T(letterTexts, key);
const c = (key: Parameters<typeof T<typeof commonTexts>>[1]): LocalizableText => T(commonTexts, key);

/** The overview as a workbook: statuses and item names in the reader's language. */
export async function letterFilesWorkbook(rows: readonly LetterFileListItemDto[], locale: WorkbookLocale) {
  const { culture } = locale;
  const say = (key: string) => translate(culture, { resource: commonTexts.resource, key, args: [] });
  const letterStatus = (s: number) => {
    const key = letterWorkflow.statuses[s as keyof typeof letterWorkflow.statuses]?.text;
    return key ? say(key) : String(s);
  };
  const columns: WorkbookColumn<LetterFileListItemDto>[] = [
    { header: lt('Letter:LetterNo'), value: (r) => r.letterNo, width: 18 },
    { header: h('LetterFile:LetterStatus'), value: (r) => letterStatus(r.letterStatus), width: 12 },
    { header: c('Field:PartNo'), value: (r) => r.partNo, width: 18 },
    { header: c('Field:PartName'), value: (r) => r.partName, width: 22 },
    { header: c('Field:SupplierCode'), value: (r) => r.supplierCode, width: 12 },
    { header: c('Field:SupplierName'), value: (r) => r.supplierName, width: 24 },
    { header: h('LetterFile:ItemCode'), value: (r) => r.itemCode, width: 16 },
    { header: lt('Letter:CheckItem'), value: (r) => r.itemName, width: 24 },
    { header: c('Field:FileName'), value: (r) => r.fileName, width: 30 },
    { header: c('Field:Version'), value: (r) => r.version, width: 8 },
    { header: lt('Letter:ValidFrom'), value: (r) => r.docValidFrom, width: 12 },
    { header: lt('Letter:ValidTo'), value: (r) => r.docValidTo, width: 12 },
    { header: h('LetterFile:ExpiresIn'), value: (r) => r.expiresInDays, width: 10 },
    { header: h('LetterFile:FileStatus'), value: (r) => say(`Enum:LetterFileStatus.${r.status}`), width: 10 },
    { header: h('LetterFile:UploadedBy'), value: (r) => r.creatorName, width: 16 },
    { header: h('LetterFile:UploadedTime'), value: (r) => new Date(r.creationTime), width: 18 },
    { header: c('Field:Size'), value: (r) => r.size, width: 12 },
    { header: h('LetterFile:Sha256'), value: (r) => r.sha256, width: 66 },
  ];
  const title = translate(culture, h('LetterFile:Files'));
  const date = workbookDay(locale);
  return {
    fileName: `${title}-${date}.xlsx`,
    bytes: await writeWorkbook(columns, rows, { ...locale, sheetName: title }),
  };
}
