import {
  AQL_VALUES,
  DefectSeverity,
  InspectionDocType,
  InspectionLevel,
  InspectionMode,
  InspectionValueType,
  iqcConfigWorkflow,
  type IqcMaterialConfigDto,
} from '@sp/contracts';
import { translateDynamic } from '../../../locales/i18n';

/** The texts of the area's small vocabularies (`Enum:<Name>.<value>`, contracts inspection/texts.ts). */
export const enumText = (name: string, value: string | null | undefined) =>
  value ? translateDynamic('SupplierPortal', `Enum:${name}.${value}`) : '—';

const options = (name: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: enumText(name, value) }));

export const modeOptions = () => options('InspectionMode', InspectionMode);
export const docOptions = () => options('InspectionDocType', InspectionDocType);
export const valueTypeOptions = () => options('InspectionValueType', InspectionValueType);
export const severityOptions = () => options('DefectSeverity', DefectSeverity);
/** Levels are the standard's own names (S-1 … III) in every language. */
export const levelOptions = InspectionLevel.map((value) => ({ value, label: value }));
export const aqlOptions = AQL_VALUES.map((value) => ({ value, label: String(value) }));

export const statusOptions = () =>
  Object.entries(iqcConfigWorkflow.statuses).map(([value, s]) => ({
    value: Number(value),
    label: translateDynamic('SupplierPortal', s.text),
  }));

/** A workflow action's button text. */
export const actionText = (action: string) =>
  translateDynamic('SupplierPortal', iqcConfigWorkflow.actionTexts[action as 'confirm'] ?? action);

/** "— / 0.65 / 2.5": the three AQLs, critical first; blank when the mode draws no sample. */
export const aqlSummary = (c: Pick<IqcMaterialConfigDto, 'aqlCritical' | 'aqlMajor' | 'aqlMinor'>) =>
  c.aqlCritical === null && c.aqlMajor === null && c.aqlMinor === null
    ? '—'
    : [c.aqlCritical, c.aqlMajor, c.aqlMinor].map((v) => (v === null ? '—' : String(v))).join(' / ');

/** A measured item's limits as read on a drawing: "9.9 – 10.1 mm", "≥ 5 N", "≤ 0.2". */
export function limitsText(lsl: number | null, usl: number | null, unit: string | null) {
  const u = unit ? ` ${unit}` : '';
  if (lsl !== null && usl !== null) return `${lsl} – ${usl}${u}`;
  if (lsl !== null) return `≥ ${lsl}${u}`;
  if (usl !== null) return `≤ ${usl}${u}`;
  return '—';
}
