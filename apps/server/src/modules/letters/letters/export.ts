import {
  commonTexts,
  letterRuleTexts,
  letterTexts,
  letterWorkflow,
  type LetterListItemDto,
} from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';

const h = (key: Parameters<typeof T<typeof letterTexts>>[1]): LocalizableText => T(letterTexts, key);

/** Whole days from `since` to `now` (days in status). */
const daysSince = (since: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 86_400_000));

/**
 * The buyer's letter export (business-domain §2.3, admin-letter-overview): the list's columns with
 * the supplier, owner, days in status and the initial check's result; enums and statuses in the
 * reader's language.
 */
export async function exportLetterWorkbook(rows: readonly LetterListItemDto[], locale: WorkbookLocale) {
  const { culture } = locale;
  const tr = (resource: string, key: string) => translate(culture, { resource, key, args: [] });
  const status = (s: number) => {
    const key = letterWorkflow.statuses[s as keyof typeof letterWorkflow.statuses]?.text;
    return key ? tr(commonTexts.resource, key) : String(s);
  };
  const enumText = (name: string, value: string | null) =>
    value ? tr(letterTexts.resource, `Enum:${name}.${value}`) : null;
  const time = (iso: string | null) => (iso ? new Date(iso) : null);
  const now = new Date();
  const columns: WorkbookColumn<LetterListItemDto>[] = [
    { header: h('Letter:LetterNo'), value: (r) => r.letterNo, width: 18 },
    { header: h('Letter:LetterType'), value: (r) => enumText('LetterType', r.letterType), width: 14 },
    { header: h('Letter:OtherType'), value: (r) => enumText('OtherLetterType', r.otherType), width: 18 },
    { header: T(commonTexts, 'Field:PartNo'), value: (r) => r.partNo, width: 18 },
    { header: T(commonTexts, 'Field:PartName'), value: (r) => r.partName, width: 24 },
    { header: h('Letter:DrawingRev'), value: (r) => r.drawingRev, width: 8 },
    { header: h('Letter:Revision'), value: (r) => r.revision, width: 8 },
    { header: T(commonTexts, 'Field:SupplierCode'), value: (r) => r.supplierCode, width: 12 },
    { header: T(commonTexts, 'Field:SupplierName'), value: (r) => r.supplierName, width: 26 },
    {
      header: h('Letter:RequestType'),
      value: (r) => enumText('LetterRequestType', r.requestType),
      width: 14,
    },
    { header: T(commonTexts, 'Field:Status'), value: (r) => status(r.status), width: 14 },
    { header: h('Letter:DaysInStatus'), value: (r) => daysSince(r.statusTime, now), width: 8 },
    { header: h('Letter:OwnerEngineer'), value: (r) => r.ownerEngineerName, width: 16 },
    { header: h('Letter:DueDate'), value: (r) => r.dueDate, width: 12 },
    { header: h('Letter:SubmittedTime'), value: (r) => time(r.submittedTime), width: 18 },
    {
      header: h('Letter:InitialCheck'),
      value: (r) => enumText('CheckResult', r.initialCheckResult),
      width: 10,
    },
    { header: h('Letter:Conclusion'), value: (r) => enumText('LetterConclusion', r.conclusion), width: 16 },
    { header: h('Letter:ApprovedTime'), value: (r) => time(r.approvedTime), width: 18 },
    { header: h('Letter:ValidTo'), value: (r) => r.validTo, width: 12 },
  ];
  const title = translate(culture, T(letterRuleTexts, 'Letter:ExportTitle'));
  return {
    fileName: `${title}-${workbookDay(locale, now)}.xlsx`,
    bytes: await writeWorkbook(columns, rows, { ...locale, sheetName: title }),
  };
}
