import {
  NOTICE_CATEGORY_DICTIONARY,
  NoticeAckStatus,
  NoticeReplyStatus,
  NoticeStatus,
  noticeRuleTexts,
  noticeWorkflow,
  type NoticeCreateInput,
  type NoticeListFilter,
  type NoticeUpdateInput,
  type SupplierNoticeDto,
  type SupplierNoticeListItemDto,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, desc, eq, gte, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { newId, newStamp } from '../../../platform/db/columns.js';
import { atStamp, deletedBy, modifiedBy } from '../../../platform/db/modification.js';
import { anyContains } from '../../../platform/db/search.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { invalidField } from '../../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { L, T } from '../../../platform/localization/localizer.js';
import { nextNumber } from '../../../platform/numbering/next-number.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { assertOperation, recordCreation } from '../../../platform/workflow/transition.js';
import { hasVisibleContent, sanitizeContent } from '../../announcements/sanitize.js';
import { dictionaryCodes } from '../../materials/codes.js';
import { DictionaryNames } from '../../dictionary/seed.js';
import { suppliers } from '../../suppliers/schema.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';
import type { NoticeContext } from '../shared/context.js';
import {
  auditedNotice,
  NOTICE_ENTITY_TYPE,
  toListItemDto,
  toNoticeDto,
  type NoticeRow,
} from '../shared/dto.js';
import {
  countsFor,
  findNotice,
  NOTICE_OWNER_TYPE,
  noticeCategoryNames,
  noticeCounts,
  noticeFiles,
} from '../shared/lookups.js';

const n = supplierNotices;
const r = supplierNoticeRecipients;

export const NOTICE_SEQUENCE = 'SupplierNotice';
export const NOTICE_NUMBER = 'SN-{yyyyMM}{seq4}';

const sorting = {
  noticeNo: n.noticeNo,
  title: n.title,
  category: n.category,
  priority: n.priority,
  status: n.status,
  ackDeadline: n.ackDeadline,
  publishTime: n.publishTime,
  creationTime: n.creationTime,
};

/** A day's start in the tenant's zone, as a timestamp (`yyyy-MM-dd` at 00:00 there). */
const dayStart = (day: string, zone: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;

/**
 * A live notice with at least one reply Submitted, waiting for the buyer's review (what the
 * buyer's To-do "replies to review" counts).
 */
const awaitsReview = sql`(${n.status} = ${NoticeStatus.Published} and exists (select 1 from ${r}
  where ${r.tenantId} = ${n.tenantId} and ${r.noticeId} = ${n.id}
  and ${r.replyStatus} = ${NoticeReplyStatus.Submitted}))`;

function where(tenantId: string, q: NoticeListFilter, zone: string): SQL | undefined {
  return and(
    eq(n.tenantId, tenantId),
    eq(n.isDeleted, false),
    q.status !== undefined ? eq(n.status, q.status) : undefined,
    q.category ? eq(n.category, q.category) : undefined,
    anyContains(q.filter, n.noticeNo, n.title),
    q.publishFrom ? gte(n.publishTime, dayStart(q.publishFrom, zone)) : undefined,
    q.publishTo ? lt(n.publishTime, sql`${dayStart(q.publishTo, zone)} + interval '1 day'`) : undefined,
    q.hasOverdue === true
      ? sql`exists (select 1 from ${r} where ${r.tenantId} = ${n.tenantId} and ${r.noticeId} = ${n.id}
          and ${r.ackStatus} = ${NoticeAckStatus.Overdue})`
      : undefined,
    q.hasOverdue === false
      ? sql`not exists (select 1 from ${r} where ${r.tenantId} = ${n.tenantId} and ${r.noticeId} = ${n.id}
          and ${r.ackStatus} = ${NoticeAckStatus.Overdue})`
      : undefined,
    q.pendingReview === undefined ? undefined : q.pendingReview ? awaitsReview : not(awaitsReview),
  );
}

/** The buyer's overview: notices with their progress figures (one grouped query for the page). */
export async function listNotices(
  tx: Tx,
  tenantId: string,
  query: PagedQuery & NoticeListFilter,
): Promise<PagedResult<SupplierNoticeListItemDto>> {
  const zone = (await tenantSetting(tx, SettingNames.TimeZone)) || 'UTC';
  const filter = where(tenantId, query, zone);
  const order = orderBy(query.sorting, sorting, [desc(n.creationTime)], n.id);
  const rows = await tx
    .select()
    .from(n)
    .where(filter)
    .orderBy(...order)
    .limit(query.maxResultCount)
    .offset(query.skipCount);
  const [total] = await tx
    .select({ c: sql<number>`count(*)::int` })
    .from(n)
    .where(filter);
  const counts = await noticeCounts(
    tx,
    tenantId,
    rows.map((x) => x.id),
  );
  const names = await noticeCategoryNames(tx);
  return {
    totalCount: Number(total?.c ?? 0),
    items: rows.map((x) => toListItemDto(x, countsFor(counts, x.id), names)),
  };
}

/** The overview's rows for the Excel export: the list's filters and order, at most `limit` rows. */
export async function exportNotices(
  tx: Tx,
  tenantId: string,
  query: NoticeListFilter & { sorting?: string | undefined },
  limit: number,
): Promise<SupplierNoticeListItemDto[]> {
  const page = await listNotices(tx, tenantId, { ...query, skipCount: 0, maxResultCount: limit });
  return page.items;
}

/** The whole notice for the buyer: counts, the picked suppliers, its files, the caller's actions. */
export async function noticeDto(tx: Tx, row: NoticeRow, caller: WorkflowCaller): Promise<SupplierNoticeDto> {
  const counts = await noticeCounts(tx, row.tenantId, [row.id]);
  const names = await noticeCategoryNames(tx);
  const picked =
    row.supplierIds.length === 0
      ? []
      : await tx
          .select({ id: suppliers.id, vendorCode: suppliers.vendorCode, name: suppliers.name })
          .from(suppliers)
          .where(and(eq(suppliers.tenantId, row.tenantId), inArray(suppliers.id, row.supplierIds)))
          .orderBy(suppliers.vendorCode);
  const files = await noticeFiles(tx, row.tenantId, NOTICE_OWNER_TYPE, [row.id]);
  return toNoticeDto(
    row,
    {
      counts: countsFor(counts, row.id),
      categoryNames: names,
      suppliers: picked,
      attachments: files.get(row.id) ?? [],
    },
    caller,
  );
}

export async function getNotice(tx: Tx, tenantId: string, id: string, caller: WorkflowCaller) {
  return noticeDto(tx, await findNotice(tx, tenantId, id), caller);
}

const rule = (member: string, key: Parameters<typeof T<typeof noticeRuleTexts>>[1], ...args: unknown[]) =>
  invalidField(member, T(noticeRuleTexts, key, ...args));

/**
 * Checks an input against the tenant's data and normalises it: the category and material
 * categories are codes of the tenant's dictionaries, the picked suppliers exist, the content is
 * sanitised HTML with something to show; fields the scope does not use are emptied.
 */
async function prepare(tx: Tx, input: NoticeCreateInput) {
  const content = sanitizeContent(input.content);
  if (!hasVisibleContent(content))
    throw invalidField('content', L('SupplierPortal', 'SystemInform:ContentRequired'));
  const categories = await dictionaryCodes(tx, NOTICE_CATEGORY_DICTIONARY);
  if (!categories.has(input.category)) throw rule('category', 'NoticeRule:UnknownCategory', input.category);
  const supplierIds = input.targetScope === 'Selected' ? [...new Set(input.supplierIds)] : [];
  if (supplierIds.length > 0) {
    const [found] = await tx
      .select({ c: sql<number>`count(*)::int` })
      .from(suppliers)
      .where(and(inArray(suppliers.id, supplierIds), eq(suppliers.isDeleted, false)));
    const missing = supplierIds.length - Number(found?.c ?? 0);
    if (missing > 0) throw rule('supplierIds', 'NoticeRule:UnknownSuppliers', missing);
  }
  const materialCategories = input.targetScope === 'ByCategory' ? [...new Set(input.materialCategories)] : [];
  if (materialCategories.length > 0) {
    const known = await dictionaryCodes(tx, DictionaryNames.MaterialCategory);
    const unknown = materialCategories.find((c) => !known.has(c));
    if (unknown !== undefined)
      throw rule('materialCategories', 'NoticeRule:UnknownMaterialCategory', unknown);
  }
  return {
    title: input.title,
    category: input.category,
    content,
    priority: input.priority,
    targetScope: input.targetScope,
    supplierIds,
    materialCategories,
    requireAck: input.requireAck,
    ackDeadline: input.requireAck && input.ackDeadline ? new Date(input.ackDeadline) : null,
    requireReply: input.requireReply,
    replyTemplate: input.requireReply ? (input.replyTemplate ?? null) : null,
    problemType: input.problemType ?? null,
    fineAmount: input.fineAmount ?? null,
    basis: input.basis ?? null,
  };
}

/** A new draft, numbered `SN-{yyyyMM}{seq4}`, with its first history row. */
export async function createNotice(c: NoticeContext, input: NoticeCreateInput): Promise<SupplierNoticeDto> {
  const values = await prepare(c.tx, input);
  const noticeNo = await nextNumber(c.tx, NOTICE_SEQUENCE, NOTICE_NUMBER);
  const [row] = await c.tx
    .insert(n)
    .values({ id: newId(), noticeNo, ...values, status: NoticeStatus.Draft, creatorId: c.actor.id })
    .returning();
  await recordCreation(c.tx, noticeWorkflow, { id: row!.id, status: row!.status, supplierId: null }, c.actor);
  c.audit.created(NOTICE_ENTITY_TYPE, row!.id, auditedNotice(row!));
  return noticeDto(c.tx, row!, c.actor);
}

/** Edits a draft (the stamp read must still be current). */
export async function updateNotice(
  c: NoticeContext,
  id: string,
  input: NoticeUpdateInput,
): Promise<SupplierNoticeDto> {
  const before = await findNotice(c.tx, c.tenantId, id, true);
  assertOperation(noticeWorkflow, 'update', { ...before, supplierId: null }, c.actor, 'Action:Edit');
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const values = await prepare(c.tx, input);
  const after = expectUpdated(
    await c.tx
      .update(n)
      .set({ ...values, ...modifiedBy(c.actor.id, newStamp()) })
      .where(atStamp(n, c.tenantId, id, before.concurrencyStamp))
      .returning(),
  );
  c.audit.updated(NOTICE_ENTITY_TYPE, id, auditedNotice(before), auditedNotice(after));
  return noticeDto(c.tx, after, c.actor);
}

/** Deletes a draft (soft: the number stays taken). */
export async function deleteNotice(c: NoticeContext, id: string): Promise<void> {
  const before = await findNotice(c.tx, c.tenantId, id, true);
  assertOperation(noticeWorkflow, 'delete', { ...before, supplierId: null }, c.actor, 'Action:Delete');
  await c.tx
    .update(n)
    .set(deletedBy(c.actor.id))
    .where(and(eq(n.tenantId, c.tenantId), eq(n.id, id)));
  c.audit.deleted(NOTICE_ENTITY_TYPE, id, auditedNotice(before));
}
