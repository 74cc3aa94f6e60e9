import {
  commonTexts,
  letterTexts,
  letterWorkflow,
  partNoConfirmTexts,
  partNoConfirmWorkflow,
  type PartNoConfirmDto,
} from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';

const key = (k: string): LocalizableText => ({ resource: letterTexts.resource, key: k, args: [] });
const l = (k: Parameters<typeof T<typeof letterTexts>>[1]) => T(letterTexts, k);
const p = (k: Parameters<typeof T<typeof partNoConfirmTexts>>[1]) => T(partNoConfirmTexts, k);
const c = (k: Parameters<typeof T<typeof commonTexts>>[1]) => T(commonTexts, k);

/** The request export: the list's columns and the answer, enums and statuses in the reader's language. */
export async function exportWorkbook(rows: readonly PartNoConfirmDto[], locale: WorkbookLocale) {
  const { culture } = locale;
  const tr = (k: string | undefined | null) => (k ? translate(culture, key(k)) : '');
  const requestStatus = (s: number) =>
    tr(partNoConfirmWorkflow.statuses[s as keyof typeof partNoConfirmWorkflow.statuses]?.text);
  const letterStatus = (s: number | null) =>
    s === null ? '' : tr(letterWorkflow.statuses[s as keyof typeof letterWorkflow.statuses]?.text);
  const kind = (r: PartNoConfirmDto) =>
    r.letterType === 'Other' && r.otherType
      ? tr(`Enum:OtherLetterType.${r.otherType}`)
      : tr(`Enum:LetterType.${r.letterType}`);
  const columns: WorkbookColumn<PartNoConfirmDto>[] = [
    { header: l('Letter:RequestNo'), value: (r) => r.requestNo, width: 16 },
    { header: c('Field:SupplierCode'), value: (r) => r.supplierCode, width: 12 },
    { header: c('Field:SupplierName'), value: (r) => r.supplierName, width: 26 },
    {
      header: l('Letter:RequestType'),
      value: (r) => tr(`Enum:LetterRequestType.${r.requestType}`),
      width: 14,
    },
    { header: l('Letter:LetterType'), value: kind, width: 16 },
    { header: c('Field:PartNo'), value: (r) => r.partNo, width: 18 },
    { header: c('Field:PartName'), value: (r) => r.partName, width: 24 },
    { header: c('Field:Spec'), value: (r) => r.spec, width: 20 },
    { header: l('Letter:DrawingNo'), value: (r) => r.drawingNo, width: 14 },
    { header: l('Letter:DrawingRev'), value: (r) => r.drawingRev, width: 8 },
    { header: c('Field:MaterialCategory'), value: (r) => r.materialCategory, width: 14 },
    { header: c('Field:Manufacturer'), value: (r) => r.manufacturer, width: 18 },
    { header: c('Field:Mpn'), value: (r) => r.mpn, width: 16 },
    { header: l('Letter:CheckTemplate'), value: (r) => r.checkTemplateName, width: 22 },
    { header: l('Letter:SubmissionLevel'), value: (r) => r.submissionLevel, width: 8 },
    { header: l('Letter:SampleQty'), value: (r) => r.sampleQty, width: 8 },
    { header: l('Letter:DueDate'), value: (r) => r.dueDate, width: 12 },
    { header: l('Letter:OwnerEngineer'), value: (r) => r.ownerEngineerName, width: 16 },
    { header: l('Letter:Buyer'), value: (r) => r.buyerName, width: 16 },
    { header: p('PartNoConfirm:AckStatus'), value: (r) => requestStatus(r.status), width: 14 },
    { header: l('Letter:PromisedDate'), value: (r) => r.promisedDate, width: 12 },
    { header: p('PartNoConfirm:AckComment'), value: (r) => r.ackComment, width: 30 },
    { header: l('Letter:LetterNo'), value: (r) => r.letterNo, width: 16 },
    { header: p('PartNoConfirm:LetterStatus'), value: (r) => letterStatus(r.letterStatus), width: 14 },
    { header: c('Field:CreationTime'), value: (r) => new Date(r.creationTime), width: 20 },
  ];
  const title = translate(culture, p('PartNoConfirm:Export'));
  const date = workbookDay(locale);
  return {
    fileName: `${title}-${date}.xlsx`,
    bytes: await writeWorkbook(columns, rows, { ...locale, sheetName: title }),
  };
}
