import {
  bomPageTexts,
  bomTexts,
  bomWorkflow,
  commonTexts,
  uiTexts,
  type BomListItemDto,
} from '@sp/contracts';
import {
  writeWorkbook,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import { tt } from '../transfer/columns.js';

const p = (key: Parameters<typeof T<typeof bomPageTexts>>[1]): LocalizableText => T(bomPageTexts, key);

/** A `yyyy-MM-dd` day as a date cell (midnight UTC, shown as a day). */
const day = (v: string | null) => (v ? new Date(`${v}T00:00:00Z`) : null);

/**
 * The BOM overview as a workbook (the `bom` and `supplier-bom` lists' export): one row per revision
 * with the list's columns, the supplier, approval and the update-requested flag; types, statuses and
 * flags in the reader's language. A vendor's rows are their own (row-level security).
 */
export async function bomOverviewWorkbook(rows: readonly BomListItemDto[], locale: WorkbookLocale) {
  const { culture } = locale;
  const tr = (resource: string, key: string) => translate(culture, { resource, key, args: [] });
  const status = (v: number) => {
    const key = bomWorkflow.statuses[v as keyof typeof bomWorkflow.statuses]?.text;
    return key ? tr(commonTexts.resource, key) : String(v);
  };
  const yes = translate(culture, T(uiTexts, 'Yes'));
  const flag = (v: boolean) => (v ? yes : null);
  const time = (iso: string | null) => (iso ? new Date(iso) : null);
  const columns: WorkbookColumn<BomListItemDto>[] = [
    { header: T(commonTexts, 'Field:BomNo'), value: (b) => b.bomNo, width: 18 },
    { header: tt('BomTransfer:Field:parentPartNo'), value: (b) => b.parentPartNo, width: 18 },
    { header: tt('BomTransfer:Field:parentName'), value: (b) => b.parentName, width: 26 },
    {
      header: p('BomPage:Type'),
      value: (b) => tr(bomTexts.resource, `Enum:BomType.${b.bomType}`),
      width: 12,
    },
    { header: T(commonTexts, 'Field:SupplierCode'), value: (b) => b.vendorCode, width: 12 },
    { header: T(commonTexts, 'Field:SupplierName'), value: (b) => b.vendorName, width: 26 },
    { header: T(commonTexts, 'Field:Revision'), value: (b) => b.revision, width: 8 },
    { header: p('BomPage:Default'), value: (b) => flag(b.isDefault), width: 8 },
    { header: T(commonTexts, 'Field:Status'), value: (b) => status(b.status), width: 12 },
    { header: p('BomPage:UpdateRequested'), value: (b) => flag(b.updateRequested), width: 12 },
    {
      header: p('BomPage:EffectiveFrom'),
      value: (b) => day(b.effectiveFrom),
      width: 12,
      numFmt: 'yyyy-mm-dd',
    },
    { header: p('BomPage:EffectiveTo'), value: (b) => day(b.effectiveTo), width: 12, numFmt: 'yyyy-mm-dd' },
    { header: p('BomPage:Lines'), value: (b) => b.lineCount, width: 8 },
    { header: p('BomPage:Ecn'), value: (b) => b.ecnNo, width: 14 },
    { header: p('BomPage:Submitted'), value: (b) => time(b.submittedTime), width: 18 },
    { header: p('BomPage:ApprovedBy'), value: (b) => b.approvedByName, width: 14 },
    { header: p('BomPage:ApprovedTime'), value: (b) => time(b.approvedTime), width: 18 },
  ];
  const title = translate(culture, p('BomPage:ExportName'));
  return {
    fileName: `${title}-${workbookDay(locale)}.xlsx`,
    bytes: await writeWorkbook(columns, rows, { ...locale, sheetName: title }),
  };
}
