import {
  commonTexts,
  inspectionFormTexts,
  inspectionFormWorkflow,
  inspectionTexts,
  type InspectionFormListItemDto,
} from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';

const h = (key: Parameters<typeof T<typeof inspectionFormTexts>>[1]): LocalizableText =>
  T(inspectionFormTexts, key);

/**
 * The form export (business-domain §5.2, admin-form-overview): the list's columns with the
 * supplier, reviewer, days waiting and the missing-documents flag; enums and statuses in the
 * reader's language.
 */
export async function exportFormWorkbook(rows: readonly InspectionFormListItemDto[], locale: WorkbookLocale) {
  const { culture } = locale;
  const tr = (resource: string, key: string) => translate(culture, { resource, key, args: [] });
  const status = (s: number) => {
    const key = inspectionFormWorkflow.statuses[s as keyof typeof inspectionFormWorkflow.statuses]?.text;
    return key ? tr(commonTexts.resource, key) : String(s);
  };
  const enumText = (name: string, value: string | null) =>
    value ? tr(inspectionTexts.resource, `Enum:${name}.${value}`) : null;
  const time = (iso: string | null) => (iso ? new Date(iso) : null);
  const columns: WorkbookColumn<InspectionFormListItemDto>[] = [
    { header: T(commonTexts, 'Field:FormNo'), value: (r) => r.formNo, width: 18 },
    { header: T(commonTexts, 'Field:Version'), value: (r) => r.version, width: 8 },
    { header: T(commonTexts, 'Field:SupplierCode'), value: (r) => r.supplierCode, width: 12 },
    { header: T(commonTexts, 'Field:SupplierName'), value: (r) => r.supplierName, width: 26 },
    { header: T(commonTexts, 'Field:DeliveryNo'), value: (r) => r.deliveryNo, width: 22 },
    { header: h('InspectionForm:Field.DeliveryLineNo'), value: (r) => r.deliveryLineNo, width: 6 },
    { header: T(commonTexts, 'Field:PoNo'), value: (r) => r.poNo, width: 16 },
    { header: T(commonTexts, 'Field:PartNo'), value: (r) => r.partNo, width: 18 },
    { header: T(commonTexts, 'Field:PartName'), value: (r) => r.partName, width: 24 },
    { header: T(commonTexts, 'Field:LotNo'), value: (r) => r.lotNo, width: 14 },
    { header: h('InspectionForm:Field.LotQty'), value: (r) => r.lotQty, width: 10 },
    {
      header: h('InspectionForm:Field.InspectionMode'),
      value: (r) => enumText('InspectionMode', r.inspectionMode),
      width: 12,
    },
    { header: h('InspectionForm:Field.SampleSize'), value: (r) => r.sampleSize, width: 8 },
    {
      header: h('InspectionForm:Field.VendorConclusion'),
      value: (r) => enumText('VendorConclusion', r.vendorConclusion),
      width: 10,
    },
    { header: T(commonTexts, 'Field:Status'), value: (r) => status(r.status), width: 14 },
    {
      header: h('InspectionForm:Field.ReviewResult'),
      value: (r) => enumText('ReviewResult', r.reviewResult),
      width: 14,
    },
    {
      header: h('InspectionForm:Field.Disposition'),
      value: (r) => enumText('Disposition', r.disposition),
      width: 14,
    },
    { header: h('InspectionForm:Field.Reviewer'), value: (r) => r.reviewerName, width: 14 },
    { header: h('InspectionForm:Field.SubmittedTime'), value: (r) => time(r.submittedTime), width: 18 },
    { header: h('InspectionForm:Field.ReviewTime'), value: (r) => time(r.reviewTime), width: 18 },
    { header: h('InspectionForm:Field.DaysWaiting'), value: (r) => r.daysWaiting, width: 8 },
    { header: h('InspectionForm:Field.MissingDocs'), value: (r) => r.missingDocs, width: 10 },
  ];
  const title = translate(culture, h('InspectionForm:ExportTitle'));
  return {
    fileName: `${title}-${workbookDay(locale)}.xlsx`,
    bytes: await writeWorkbook(columns, rows, { ...locale, sheetName: title }),
  };
}
