import {
  LETTER_APPROVED,
  LETTER_OVERDUE_STATUSES,
  Policies,
  type Culture,
  type LetterDto,
  type LetterFileDto,
  type LetterListFilter,
  type LetterListItemDto,
  type LetterStatusValue,
  type letterSortFields,
  type WorkflowCaller,
} from '@sp/contracts';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { addDays, dayIn } from '../expiry/clock.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { anyContains } from '../../../platform/db/search.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { users } from '../../identity/schema.js';
import { suppliers } from '../../suppliers/schema.js';
import {
  letterApprovals,
  letterCheckItems,
  letterCheckTemplates,
  letterFiles,
  letterItems,
  letters,
  partNoConfirms,
} from '../schema.js';
import {
  toLetterApprovalDto,
  toLetterDto,
  toLetterFileDto,
  toLetterItemDto,
  toLetterListItemDto,
  type ItemLibraryFacts,
  type LetterFileRow,
  type LetterItemRow,
  type LetterListExtras,
  type LetterRow,
} from './dto.js';
import { LETTER_ENTITY_TYPE, LETTER_ITEM_ENTITY_TYPE } from './entity.js';

const l = letters;
const P = Policies.LetterOfRecognition;

/** The tenant's calendar: its time zone and today there (the day the letter rules compare with). */
export interface LetterClock {
  zone: string;
  today: string;
}

/**
 * Today in the transaction's tenant's time zone (`Abp.Timing.TimeZone`), as the expiry job counts:
 * a report valid to 2026-03-31 is valid all of that day where the tenant works.
 */
export async function letterClock(tx: Tx, now: Date = new Date()): Promise<LetterClock> {
  const zone = await tenantSetting(tx, SettingNames.TimeZone);
  return { zone, today: dayIn(zone, now) };
}

/**
 * A caller who reads letters only through the other-letter pages (`OtherLetterOverview` without a
 * part-letter page) sees the other letters alone.
 */
export const onlyOtherLetters = (caller: WorkflowCaller | null) =>
  !!caller && !caller.isGranted(P.VendorLetterOverview.name) && !caller.isGranted(P.AdminLetterOverview.name);

const sorting = {
  letterNo: l.letterNo,
  partNo: l.partNo,
  revision: l.revision,
  status: l.status,
  statusTime: l.statusTime,
  submittedTime: l.submittedTime,
  approvedTime: l.approvedTime,
  dueDate: l.dueDate,
  validTo: l.validTo,
  creationTime: l.creationTime,
} satisfies Record<(typeof letterSortFields)[number], SortWhitelist[string]>;

function where(
  scope: DataScope,
  f: LetterListFilter,
  caller: WorkflowCaller | null,
  clock: LetterClock,
): SQL | undefined {
  const { today, zone } = clock;
  // A submission's day is the day where the tenant works.
  const submittedDay = sql`(${l.submittedTime} at time zone ${zone || 'UTC'})::date`;
  return and(
    eq(l.tenantId, scope.tenantId),
    eq(l.isDeleted, false),
    // Row-level security narrows a vendor already; spelled here so the (tenant, supplier) index is used.
    scope.supplierId ? eq(l.supplierId, scope.supplierId) : undefined,
    onlyOtherLetters(caller) ? eq(l.letterType, 'Other') : undefined,
    f.letterType ? eq(l.letterType, f.letterType) : undefined,
    f.otherType ? eq(l.otherType, f.otherType) : undefined,
    f.status?.length ? inArray(l.status, f.status) : undefined,
    anyContains(f.partNo, l.partNo),
    anyContains(f.letterNo, l.letterNo),
    anyContains(f.filter, l.letterNo, l.partNo, l.partName),
    f.supplierId ? eq(l.supplierId, f.supplierId) : undefined,
    f.ownerEngineerId ? eq(l.ownerEngineerId, f.ownerEngineerId) : undefined,
    f.overdueOnly ? and(inArray(l.status, [...LETTER_OVERDUE_STATUSES]), lt(l.dueDate, today)) : undefined,
    f.expiringWithinDays !== undefined
      ? and(
          inArray(l.status, [...LETTER_APPROVED]),
          isNotNull(l.validTo),
          lte(l.validTo, addDays(today, f.expiringWithinDays)),
        )
      : undefined,
    f.submittedFrom ? gte(submittedDay, f.submittedFrom) : undefined,
    f.submittedTo ? lte(submittedDay, f.submittedTo) : undefined,
  );
}

/** NG when any item is NG, OK when every item is judged (the contracts' `initialCheckResultOf`). */
const initialCheckResult = sql<string | null>`(select case
    when bool_or(i.initial_check = 'NG') then 'NG'
    when count(*) > 0 and bool_and(i.initial_check is not null) then 'OK'
  end
  from letter_items i where i.tenant_id = ${l.tenantId} and i.letter_id = ${l.id})`;

/** A user's display name as the workflow actor names them: name and surname, else the user name. */
const ownerName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), '')`;

const withExtras = (tx: Queryable) =>
  tx
    .select({
      row: l,
      supplierCode: suppliers.vendorCode,
      supplierName: suppliers.name,
      requestType: partNoConfirms.requestType,
      requestNo: partNoConfirms.requestNo,
      ownerName,
      ownerUserName: users.userName,
      initialCheckResult,
    })
    .from(l)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, l.tenantId), eq(suppliers.id, l.supplierId)))
    .leftJoin(
      partNoConfirms,
      and(eq(partNoConfirms.tenantId, l.tenantId), eq(partNoConfirms.id, l.partNoConfirmId)),
    )
    // A vendor cannot see buyer-side users (row-level security): the owner's name is then empty.
    .leftJoin(users, and(eq(users.tenantId, l.tenantId), eq(users.id, l.ownerEngineerId)));

type Joined = Awaited<ReturnType<ReturnType<typeof withExtras>['execute']>>[number];

const extrasOf = (r: Joined): LetterListExtras => ({
  supplierCode: r.supplierCode,
  supplierName: r.supplierName,
  requestType: r.requestType,
  ownerEngineerName: r.ownerName || r.ownerUserName || null,
  initialCheckResult: r.initialCheckResult,
});

/** The list: the buyer's across suppliers, a vendor's own (row-level security). */
export async function listLetters(
  tx: Tx,
  scope: DataScope,
  query: PagedQuery & LetterListFilter,
  caller: WorkflowCaller | null,
  clock?: LetterClock,
): Promise<PagedResult<LetterListItemDto>> {
  const filter = where(scope, query, caller, clock ?? (await letterClock(tx)));
  const order = orderBy(query.sorting, sorting, [desc(l.creationTime)], l.id);
  // One after the other: a transaction is one connection.
  const rows = await withExtras(tx)
    .where(filter)
    .orderBy(...order)
    .limit(query.maxResultCount)
    .offset(query.skipCount);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .where(filter);
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r) => toLetterListItemDto(r.row, extrasOf(r), caller)),
  };
}

/** The export's rows: the list's, unpaged (up to `limit`). */
export async function exportLetters(
  tx: Tx,
  scope: DataScope,
  query: LetterListFilter & { sorting?: string | undefined },
  caller: WorkflowCaller | null,
  limit: number,
): Promise<LetterListItemDto[]> {
  const order = orderBy(query.sorting, sorting, [desc(l.creationTime)], l.id);
  const clock = await letterClock(tx);
  const rows = await withExtras(tx)
    .where(where(scope, query, caller, clock))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toLetterListItemDto(r.row, extrasOf(r), null));
}

/**
 * A letter (locked for the rest of the transaction when `lock`); another supplier's is a 404, and so
 * is a part letter for a caller who reads other letters only.
 */
export async function findLetter(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
  caller: WorkflowCaller | null = null,
): Promise<LetterRow> {
  const q = tx
    .select()
    .from(l)
    .where(and(eq(l.tenantId, tenantId), eq(l.id, id), eq(l.isDeleted, false)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found || (onlyOtherLetters(caller) && found.letterType !== 'Other'))
    throw new EntityNotFoundError(LETTER_ENTITY_TYPE, id);
  return found;
}

/** A letter's items in their order. */
export async function itemsOf(tx: Queryable, tenantId: string, letterId: string): Promise<LetterItemRow[]> {
  return tx
    .select()
    .from(letterItems)
    .where(and(eq(letterItems.tenantId, tenantId), eq(letterItems.letterId, letterId)))
    .orderBy(asc(letterItems.sort), asc(letterItems.itemCode));
}

/** One item of a letter (locked with it when `lock`); unknown codes are a 404. */
export async function findItem(
  tx: Queryable,
  tenantId: string,
  letterId: string,
  itemCode: string,
  lock = false,
): Promise<LetterItemRow> {
  const q = tx
    .select()
    .from(letterItems)
    .where(
      and(
        eq(letterItems.tenantId, tenantId),
        eq(letterItems.letterId, letterId),
        eq(letterItems.itemCode, itemCode),
      ),
    );
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(LETTER_ITEM_ENTITY_TYPE, `${letterId}/${itemCode}`);
  return found;
}

/** A letter's current files (Active or Expired; superseded versions are the file overview's). */
export async function currentFilesOf(
  tx: Queryable,
  tenantId: string,
  letterId: string,
): Promise<LetterFileRow[]> {
  return tx
    .select()
    .from(letterFiles)
    .where(
      and(
        eq(letterFiles.tenantId, tenantId),
        eq(letterFiles.letterId, letterId),
        eq(letterFiles.isDeleted, false),
        ne(letterFiles.status, 'Superseded'),
      ),
    )
    .orderBy(asc(letterFiles.itemCode), asc(letterFiles.creationTime), asc(letterFiles.id));
}

/** The library's names and criteria of `codes`, in `culture` (a live item wins over a deleted one). */
export async function libraryFacts(
  tx: Queryable,
  tenantId: string,
  codes: readonly string[],
  culture: Culture,
): Promise<Map<string, ItemLibraryFacts>> {
  if (codes.length === 0) return new Map();
  const c = letterCheckItems;
  const rows = await tx
    .select({
      code: c.code,
      en: c.nameEn,
      hans: c.nameZhHans,
      hant: c.nameZhHant,
      criteria: c.acceptanceCriteria,
    })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), inArray(c.code, [...codes])))
    .orderBy(desc(c.isDeleted));
  const out = new Map<string, ItemLibraryFacts>();
  for (const r of rows) {
    const name = culture === 'zh-Hans' ? r.hans : culture === 'zh-Hant' ? r.hant : r.en;
    out.set(r.code, { name: name || r.en, acceptanceCriteria: r.criteria });
  }
  return out;
}

const previous = alias(letters, 'previous_letter');

export async function getLetter(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: WorkflowCaller | null,
  culture: Culture,
): Promise<LetterDto> {
  const [found] = await withExtras(tx).where(
    and(eq(l.tenantId, tenantId), eq(l.id, id), eq(l.isDeleted, false)),
  );
  if (!found || (onlyOtherLetters(caller) && found.row.letterType !== 'Other'))
    throw new EntityNotFoundError(LETTER_ENTITY_TYPE, id);
  const r = found.row;
  const items = await itemsOf(tx, tenantId, id);
  const files = await currentFilesOf(tx, tenantId, id);
  const approvals = await tx
    .select()
    .from(letterApprovals)
    .where(and(eq(letterApprovals.tenantId, tenantId), eq(letterApprovals.letterId, id)))
    .orderBy(asc(letterApprovals.time), asc(letterApprovals.id));
  const [template] = await tx
    .select({ name: letterCheckTemplates.name })
    .from(letterCheckTemplates)
    .where(and(eq(letterCheckTemplates.tenantId, tenantId), eq(letterCheckTemplates.id, r.checkTemplateId)));
  const [prev] = r.previousLetterId
    ? await tx
        .select({ letterNo: previous.letterNo })
        .from(previous)
        .where(and(eq(previous.tenantId, tenantId), eq(previous.id, r.previousLetterId)))
    : [];
  const library = await libraryFacts(
    tx,
    tenantId,
    items.map((i) => i.itemCode),
    culture,
  );
  const filesByItem = new Map<string, LetterFileDto[]>();
  for (const f of files) {
    const list = filesByItem.get(f.itemCode) ?? [];
    list.push(toLetterFileDto(f));
    filesByItem.set(f.itemCode, list);
  }
  return toLetterDto(
    r,
    {
      ...extrasOf(found),
      requestNo: found.requestNo,
      checkTemplateName: template?.name ?? null,
      previousLetterNo: prev?.letterNo ?? null,
      items: items.map((i) => toLetterItemDto(i, library.get(i.itemCode), filesByItem.get(i.itemCode) ?? [])),
      approvals: approvals.map(toLetterApprovalDto),
    },
    caller,
  );
}

/** To-do counts: letters waiting in `statuses` (a vendor's own when `supplierId`). */
export async function countLetters(
  tx: Queryable,
  tenantId: string,
  statuses: readonly LetterStatusValue[],
  supplierId: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .where(
      and(
        eq(l.tenantId, tenantId),
        eq(l.isDeleted, false),
        inArray(l.status, [...statuses]),
        supplierId ? eq(l.supplierId, supplierId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
