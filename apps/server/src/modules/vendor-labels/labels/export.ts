import {
  commonTexts,
  labelRecordTexts,
  labelStatusTexts,
  vendorLabelTexts,
  type Culture,
  type LabelType,
} from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import type { EditLogDto, LabelRecordDto, PrintLogDto } from './dto.js';

type Key = Parameters<typeof T<typeof labelRecordTexts>>[1];
const h = (key: Key): LocalizableText => T(labelRecordTexts, key);
const QTY = '#,##0.###';

/** Text of a key of any SupplierPortal bundle, in the workbook's language. */
const say = (culture: Culture, key: string) =>
  translate(culture, { resource: commonTexts.resource, key, args: [] });

async function workbook<T>(
  columns: WorkbookColumn<T>[],
  rows: readonly T[],
  locale: WorkbookLocale,
  title: Key,
) {
  const name = translate(locale.culture, h(title));
  const bytes = await writeWorkbook(columns, rows, { ...locale, sheetName: name });
  return { fileName: `${name}-${workbookDay(locale)}.xlsx`, bytes };
}

const TITLES: Record<LabelType, Key> = {
  Inner: 'LabelRecord:InnerLabels',
  Outer: 'LabelRecord:OuterLabels',
  Pallet: 'LabelRecord:PalletLabels',
};

/** The label list as the page shows it (§1.4 columns), with the status in words. */
export function labelWorkbook(rows: readonly LabelRecordDto[], labelType: LabelType, locale: WorkbookLocale) {
  const { culture } = locale;
  const columns: WorkbookColumn<LabelRecordDto>[] = [
    { header: h('LabelRecord:LabelNo'), value: (r) => r.labelNo, width: 20 },
    { header: h('LabelRecord:DeliveryNo'), value: (r) => r.deliveryNo, width: 24 },
    { header: h('LabelRecord:Supplier'), value: (r) => r.vendorCode, width: 12 },
    { header: h('LabelRecord:PartNo'), value: (r) => r.partNo, width: 18 },
    { header: h('LabelRecord:LotNo'), value: (r) => r.lotNo, width: 14 },
    { header: h('LabelRecord:DateCode'), value: (r) => r.dateCode, width: 8 },
    { header: h('LabelRecord:Qty'), value: (r) => r.qty, numFmt: QTY, width: 12 },
    { header: h('LabelRecord:Unit'), value: (r) => r.unit, width: 8 },
    { header: h('LabelRecord:SeqTotal'), value: (r) => `${r.seq}/${r.total}`, width: 8 },
    {
      header: labelType === 'Pallet' ? h('Pallet:Cartons') : h('LabelRecord:Parent'),
      value: (r) => (labelType === 'Pallet' ? r.contentsCount : r.parentLabelNo),
      width: 20,
    },
    { header: h('LabelRecord:PrintCount'), value: (r) => r.printCount, width: 8 },
    { header: h('LabelRecord:LastPrintTime'), value: (r) => r.lastPrintTime },
    { header: h('LabelRecord:LastPrinter'), value: (r) => r.lastPrinter, width: 14 },
    {
      header: h('LabelRecord:Status'),
      value: (r) => {
        const key = labelStatusTexts[r.status as keyof typeof labelStatusTexts]?.text;
        return key ? say(culture, key) : String(r.status);
      },
      width: 12,
    },
    { header: h('LabelRecord:VoidReason'), value: (r) => r.voidReason, width: 20 },
    { header: h('LabelRecord:CreationTime'), value: (r) => r.creationTime },
  ];
  return workbook(columns, rows, locale, TITLES[labelType]);
}

export function printLogWorkbook(rows: readonly PrintLogDto[], locale: WorkbookLocale) {
  const { culture } = locale;
  const enumText = (key: string) =>
    translate(culture, { resource: vendorLabelTexts.resource, key, args: [] });
  const columns: WorkbookColumn<PrintLogDto>[] = [
    { header: h('PrintLog:PrintTime'), value: (r) => r.printTime },
    { header: h('PrintLog:PrintedBy'), value: (r) => r.printedByName, width: 14 },
    { header: h('PrintLog:Supplier'), value: (r) => r.vendorCode, width: 12 },
    { header: h('PrintLog:LabelType'), value: (r) => enumText(`Enum:LabelType.${r.labelType}`), width: 12 },
    { header: h('PrintLog:LabelCount'), value: (r) => r.labelCount, width: 8 },
    { header: h('PrintLog:LabelRange'), value: (r) => r.labelRange, width: 30 },
    { header: h('PrintLog:DeliveryNo'), value: (r) => r.deliveryNo, width: 24 },
    { header: h('PrintLog:PartNo'), value: (r) => r.partNo, width: 18 },
    { header: h('PrintLog:LotNo'), value: (r) => r.lotNo, width: 14 },
    { header: h('PrintLog:Template'), value: (r) => r.templateCode, width: 20 },
    { header: h('PrintLog:TemplateVersion'), value: (r) => r.templateVersion, width: 8 },
    { header: h('PrintLog:Format'), value: (r) => r.format.toUpperCase(), width: 8 },
    { header: h('PrintLog:Printer'), value: (r) => r.printerName, width: 14 },
    { header: h('PrintLog:Dpi'), value: (r) => r.dpi, width: 6 },
    { header: h('PrintLog:Copies'), value: (r) => r.copies, width: 6 },
    { header: h('PrintLog:PrintKind'), value: (r) => enumText(`Enum:PrintKind.${r.printKind}`), width: 12 },
    { header: h('PrintLog:Reason'), value: (r) => r.reprintReason, width: 24 },
    { header: h('PrintLog:Result'), value: (r) => say(culture, `PrintLog:Result.${r.result}`), width: 10 },
  ];
  return workbook(columns, rows, locale, 'PrintLog:Title');
}

export function editLogWorkbook(
  rows: readonly EditLogDto[],
  labelType: 'Inner' | 'Outer',
  locale: WorkbookLocale,
) {
  const { culture } = locale;
  const columns: WorkbookColumn<EditLogDto>[] = [
    { header: h('LabelEditLog:LabelNo'), value: (r) => r.labelNo, width: 20 },
    { header: h('LabelEditLog:DeliveryNo'), value: (r) => r.deliveryNo, width: 24 },
    {
      header: h('LabelEditLog:Field'),
      value: (r) => say(culture, `LabelEditLog:Field.${r.fieldName}`),
      width: 14,
    },
    { header: h('LabelEditLog:OldValue'), value: (r) => r.oldValue, width: 14 },
    { header: h('LabelEditLog:NewValue'), value: (r) => r.newValue, width: 14 },
    { header: h('LabelEditLog:Reason'), value: (r) => r.reason, width: 30 },
    { header: h('LabelEditLog:EditedBy'), value: (r) => r.editedByName, width: 14 },
    { header: h('LabelEditLog:EditedTime'), value: (r) => r.editedTime },
    { header: h('LabelEditLog:ReprintRequired'), value: (r) => r.reprintRequired, width: 10 },
  ];
  return workbook(
    columns,
    rows,
    locale,
    labelType === 'Inner' ? 'LabelEditLog:InnerTitle' : 'LabelEditLog:OuterTitle',
  );
}
