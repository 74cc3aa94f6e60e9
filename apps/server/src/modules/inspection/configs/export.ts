import {
  commonTexts,
  iqcConfigTexts,
  iqcConfigWorkflow,
  type InspectionItemDef,
  type IqcConfigImportColumn,
  type IqcMaterialConfigDto,
} from '@sp/contracts';
import {
  writeWorkbook,
  type CellValue,
  type WorkbookColumn,
  type WorkbookLocale,
  workbookDay,
} from '../../../platform/documents/index.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';

/** A configuration with one of its items (or none): one line of the sheet. */
interface Line {
  config: IqcMaterialConfigDto;
  item: InspectionItemDef | null;
}

export const fieldHeader = (
  key: IqcConfigImportColumn | 'vendorConfirmed' | 'confirmed' | 'letter',
): LocalizableText => T(iqcConfigTexts, `IqcConfig:Field:${key}`);

const list = (values: readonly string[]) => values.join(', ');

/**
 * The columns of the import sheet, in its order: what `GET /export` writes first, so an exported
 * file, edited, imports back (enum values as their codes, which the import reads).
 */
export const sheetColumns: Record<IqcConfigImportColumn, (l: Line) => CellValue> = {
  supplierCode: (l) => l.config.supplierCode,
  partNo: (l) => l.config.partNo,
  partName: (l) => l.config.partName,
  inspectionMode: (l) => l.config.inspectionMode,
  inspectionLevel: (l) => l.config.inspectionLevel,
  aqlCritical: (l) => l.config.aqlCritical,
  aqlMajor: (l) => l.config.aqlMajor,
  aqlMinor: (l) => l.config.aqlMinor,
  requiredDocs: (l) => list(l.config.requiredDocs),
  remark: (l) => l.config.remark,
  itemCode: (l) => l.item?.itemCode,
  itemName: (l) => l.item?.name,
  method: (l) => l.item?.method,
  itemSpec: (l) => l.item?.spec,
  valueType: (l) => l.item?.valueType,
  lsl: (l) => l.item?.lsl,
  usl: (l) => l.item?.usl,
  unit: (l) => l.item?.unit,
  choices: (l) => (l.item ? list(l.item.choices) : null),
  okChoices: (l) => (l.item ? list(l.item.okChoices) : null),
  severity: (l) => l.item?.severity,
  sampleOverride: (l) => l.item?.sampleOverride,
};

const WIDTHS: Partial<Record<IqcConfigImportColumn, number>> = {
  partName: 24,
  requiredDocs: 24,
  remark: 28,
  itemName: 22,
  itemSpec: 24,
  aqlCritical: 10,
  aqlMajor: 10,
  aqlMinor: 10,
  lsl: 10,
  usl: 10,
  unit: 8,
};

/**
 * IQC's export of the list: one line per inspection item (a configuration without items has one
 * line), the import's columns first, then the supplier's name, the letter, the status and who
 * confirmed when, in the reader's language.
 */
export async function exportIqcConfigWorkbook(rows: readonly IqcMaterialConfigDto[], locale: WorkbookLocale) {
  const { culture } = locale;
  const tr = (key: string) => translate(culture, { resource: commonTexts.resource, key, args: [] });
  const status = (s: number) => {
    const key = iqcConfigWorkflow.statuses[s as keyof typeof iqcConfigWorkflow.statuses]?.text;
    return key ? tr(key) : String(s);
  };
  const time = (iso: string | null) => (iso ? new Date(iso) : null);
  const columns: WorkbookColumn<Line>[] = [
    ...Object.entries(sheetColumns).map(([key, value]) => ({
      header: fieldHeader(key as IqcConfigImportColumn),
      value,
      width: WIDTHS[key as IqcConfigImportColumn] ?? 14,
    })),
    { header: T(commonTexts, 'Field:SupplierName'), value: (l) => l.config.supplierName, width: 24 },
    { header: T(commonTexts, 'Field:Spec'), value: (l) => l.config.spec, width: 20 },
    { header: T(commonTexts, 'Field:MaterialCategory'), value: (l) => l.config.materialCategory, width: 14 },
    { header: fieldHeader('letter'), value: (l) => l.config.letterNo, width: 18 },
    { header: T(commonTexts, 'Field:Status'), value: (l) => status(l.config.status), width: 14 },
    { header: fieldHeader('vendorConfirmed'), value: (l) => l.config.vendorConfirmedByName, width: 14 },
    { header: T(commonTexts, 'Field:Time'), value: (l) => time(l.config.vendorConfirmedTime), width: 18 },
    { header: fieldHeader('confirmed'), value: (l) => l.config.confirmedByName, width: 14 },
    { header: T(commonTexts, 'Field:Time'), value: (l) => time(l.config.confirmedTime), width: 18 },
  ];
  const lines = rows.flatMap((config): Line[] =>
    config.items.length ? config.items.map((item) => ({ config, item })) : [{ config, item: null }],
  );
  const title = translate(culture, T(iqcConfigTexts, 'IqcConfig:ExportTitle'));
  return {
    fileName: `${title}-${workbookDay(locale)}.xlsx`,
    bytes: await writeWorkbook(columns, lines, { ...locale, sheetName: title }),
  };
}
