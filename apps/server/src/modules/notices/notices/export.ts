import {
  commonTexts,
  noticePageTexts,
  noticeTexts,
  noticeWorkflow,
  type SupplierNoticeListItemDto,
} from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';

const h = (key: Parameters<typeof T<typeof noticePageTexts>>[1]): LocalizableText => T(noticePageTexts, key);

/**
 * The buyer's overview as a workbook (admin-notice-overview's export): the list's columns, the
 * progress figures as numbers (recipients, read, acknowledged, overdue), enums and statuses in the
 * reader's language. A draft has no recipients yet: its figures are empty, its scope says how it
 * will be sent.
 */
export async function noticeOverviewWorkbook(
  rows: readonly SupplierNoticeListItemDto[],
  locale: WorkbookLocale,
) {
  const { culture } = locale;
  const tr = (resource: string, key: string) => translate(culture, { resource, key, args: [] });
  const status = (v: number) => {
    const key = noticeWorkflow.statuses[v as keyof typeof noticeWorkflow.statuses]?.text;
    return key ? tr(commonTexts.resource, key) : String(v);
  };
  const enumText = (name: string, value: string) => tr(noticeTexts.resource, `Enum:${name}.${value}`);
  const time = (iso: string | null) => (iso ? new Date(iso) : null);
  const figure = (x: SupplierNoticeListItemDto, v: number) => (x.counts.recipients > 0 ? v : null);
  const columns: WorkbookColumn<SupplierNoticeListItemDto>[] = [
    { header: T(commonTexts, 'Field:NoticeNo'), value: (x) => x.noticeNo, width: 18 },
    { header: h('NoticePage:Title'), value: (x) => x.title, width: 36 },
    { header: T(commonTexts, 'Field:Category'), value: (x) => x.categoryName || x.category, width: 16 },
    { header: h('NoticePage:Priority'), value: (x) => enumText('NoticePriority', x.priority), width: 10 },
    {
      header: h('NoticePage:TargetScope'),
      value: (x) => enumText('NoticeTargetScope', x.targetScope),
      width: 22,
    },
    { header: h('NoticePage:Recipients'), value: (x) => figure(x, x.counts.recipients), width: 10 },
    { header: h('NoticePage:Read'), value: (x) => figure(x, x.counts.read), width: 8 },
    { header: h('NoticePage:Acked'), value: (x) => figure(x, x.counts.acknowledged), width: 10 },
    { header: h('NoticePage:Overdue'), value: (x) => figure(x, x.counts.overdue), width: 8 },
    { header: T(commonTexts, 'Field:Status'), value: (x) => status(x.status), width: 12 },
    { header: h('NoticePage:PublishTime'), value: (x) => time(x.publishTime), width: 18 },
    { header: h('NoticePage:Deadline'), value: (x) => time(x.ackDeadline), width: 18 },
  ];
  const title = translate(culture, h('NoticePage:ExportName'));
  return {
    fileName: `${title}-${workbookDay(locale)}.xlsx`,
    bytes: await writeWorkbook(columns, rows, { ...locale, sheetName: title }),
  };
}
