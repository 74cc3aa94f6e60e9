import {
  commonTexts,
  noticeAckWorkflow,
  noticeReplyWorkflow,
  noticeRuleTexts,
  noticeTexts,
  type NoticeRecipientDto,
  type NoticeRecipientFilter,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { anyContains } from '../../../platform/db/search.js';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
} from '../../../platform/documents/index.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import { supplierNoticeRecipients } from '../schema.js';
import { toRecipientDto } from '../shared/dto.js';
import { findNotice, noticeFiles, REPLY_OWNER_TYPE } from '../shared/lookups.js';

const r = supplierNoticeRecipients;

const sorting = {
  vendorCode: r.vendorCode,
  vendorName: r.vendorName,
  firstReadTime: r.firstReadTime,
  ackStatus: r.ackStatus,
  ackTime: r.ackTime,
  replyStatus: r.replyStatus,
  replyTime: r.replyTime,
  remindCount: r.remindCount,
};

function where(tenantId: string, noticeId: string, q: NoticeRecipientFilter): SQL | undefined {
  return and(
    eq(r.tenantId, tenantId),
    eq(r.noticeId, noticeId),
    anyContains(q.filter, r.vendorCode, r.vendorName),
    q.ackStatus !== undefined ? eq(r.ackStatus, q.ackStatus) : undefined,
    q.replyStatus !== undefined ? eq(r.replyStatus, q.replyStatus) : undefined,
    q.readStatus === 'Read' ? isNotNull(r.firstReadTime) : undefined,
    q.readStatus === 'Unread' ? isNull(r.firstReadTime) : undefined,
  );
}

/** A notice's recipient rows (the buyer's), with each reply's files. */
export async function listRecipients(
  tx: Tx,
  tenantId: string,
  noticeId: string,
  query: Partial<PagedQuery> & NoticeRecipientFilter,
  caller: WorkflowCaller,
  limit?: number,
): Promise<PagedResult<NoticeRecipientDto>> {
  const notice = await findNotice(tx, tenantId, noticeId);
  const filter = where(tenantId, noticeId, query);
  const order = orderBy(query.sorting, sorting, [asc(r.vendorCode)], r.id);
  const rows = await tx
    .select()
    .from(r)
    .where(filter)
    .orderBy(...order)
    .limit(limit ?? query.maxResultCount ?? 10)
    .offset(query.skipCount ?? 0);
  const [total] = await tx
    .select({ c: sql<number>`count(*)::int` })
    .from(r)
    .where(filter);
  const files = await noticeFiles(
    tx,
    tenantId,
    REPLY_OWNER_TYPE,
    rows.map((x) => x.id),
  );
  return {
    totalCount: Number(total?.c ?? 0),
    items: rows.map((x) => toRecipientDto(x, files.get(x.id) ?? [], notice.status, caller)),
  };
}

const s = (key: Parameters<typeof T<typeof noticeRuleTexts>>[1]): LocalizableText => T(noticeRuleTexts, key);

/** The recipient sheet (one row per supplier: read, acknowledgement, reply, reminders) in the reader's language. */
export async function recipientWorkbook(
  noticeNo: string,
  rows: readonly NoticeRecipientDto[],
  locale: WorkbookLocale,
) {
  const { culture } = locale;
  const tr = (resource: string, key: string) => translate(culture, { resource, key, args: [] });
  const ack = (v: number) => {
    const key = noticeAckWorkflow.statuses[v as keyof typeof noticeAckWorkflow.statuses]?.text;
    return key ? tr(key.startsWith('Status:') ? commonTexts.resource : noticeTexts.resource, key) : String(v);
  };
  const reply = (v: number) => {
    const key = noticeReplyWorkflow.statuses[v as keyof typeof noticeReplyWorkflow.statuses]?.text;
    return key ? tr(key.startsWith('Status:') ? commonTexts.resource : noticeTexts.resource, key) : String(v);
  };
  const time = (iso: string | null) => (iso ? new Date(iso) : null);
  const columns: WorkbookColumn<NoticeRecipientDto>[] = [
    { header: T(commonTexts, 'Field:SupplierCode'), value: (x) => x.vendorCode, width: 12 },
    { header: T(commonTexts, 'Field:SupplierName'), value: (x) => x.vendorName, width: 28 },
    {
      header: s('NoticeSheet:Read'),
      value: (x) => tr(noticeTexts.resource, `Enum:NoticeReadStatus.${x.readStatus}`),
      width: 8,
    },
    { header: s('NoticeSheet:FirstReadTime'), value: (x) => time(x.firstReadTime), width: 18 },
    { header: s('NoticeSheet:ReadBy'), value: (x) => x.readByName, width: 14 },
    { header: s('NoticeSheet:Ack'), value: (x) => ack(x.ackStatus), width: 12 },
    { header: s('NoticeSheet:AckTime'), value: (x) => time(x.ackTime), width: 18 },
    { header: s('NoticeSheet:AckBy'), value: (x) => x.ackByName, width: 14 },
    { header: s('NoticeSheet:AckNote'), value: (x) => x.ackNote, width: 24 },
    { header: s('NoticeSheet:Reply'), value: (x) => reply(x.replyStatus), width: 12 },
    { header: s('NoticeSheet:ReplyContent'), value: (x) => x.replyContent, width: 40 },
    { header: s('NoticeSheet:ReplyTime'), value: (x) => time(x.replyTime), width: 18 },
    { header: s('NoticeSheet:ReviewComment'), value: (x) => x.reviewComment, width: 24 },
    { header: s('NoticeSheet:RemindCount'), value: (x) => x.remindCount, width: 8 },
    { header: s('NoticeSheet:LastRemindTime'), value: (x) => time(x.lastRemindTime), width: 18 },
  ];
  const title = translate(culture, s('NoticeSheet:Title'));
  return {
    fileName: `${noticeNo}-${title}.xlsx`,
    bytes: await writeWorkbook(columns, rows, { ...locale, sheetName: title }),
  };
}
