import { inspectionFormWorkflow, workflowStatuses } from '@sp/contracts';
import { translateDynamic } from '../../../locales/i18n';

/** Which side a form page belongs to: the supplier's or IQC's. */
export type FormMode = 'vendor' | 'admin';

const base = '/incoming-inspection-file';
export const formListPath: Record<FormMode, string> = {
  vendor: `${base}/vendor-form-overview`,
  admin: `${base}/admin-form-overview`,
};
/** Where a form opens from a page of this side. */
export const formDetailPath = (mode: FormMode, id: string) =>
  `${base}/${mode}-form-detail?id=${encodeURIComponent(id)}`;

export const DAY = 'YYYY-MM-DD';

/** The status filter's options, texts from the workflow the tags use. */
export const formStatusOptions = () =>
  workflowStatuses(inspectionFormWorkflow).map((value) => ({
    value,
    label: translateDynamic('SupplierPortal', inspectionFormWorkflow.statuses[value].text),
  }));

/** A workflow action's text (`Action:Submit`, `InspectionForm:Accept` …). */
export const formActionText = (action: string) =>
  translateDynamic(
    'SupplierPortal',
    (inspectionFormWorkflow.actionTexts as Record<string, string>)[action] ?? action,
  );

/** An enum value's text (`Enum:<Name>.<value>`, inspection texts.ts); a blank value is a dash. */
export const enumText = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '—'
    : translateDynamic('SupplierPortal', `Enum:${name}.${value}`);

/** Options of an enum for a select. */
export const enumOptions = <V extends string>(name: string, values: readonly V[]) =>
  values.map((value) => ({ value, label: enumText(name, value) }));

/** A quantity as people read it (thousands separated, no trailing zeros). */
export const formatQty = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** A decimal item's limits as written: `9.9 … 10.1 mm`, `≥ 5`, `≤ 0.2`. */
export const limitsText = (lsl: number | null, usl: number | null, unit: string | null) => {
  const u = unit ? ` ${unit}` : '';
  if (lsl !== null && usl !== null) return `${lsl} … ${usl}${u}`;
  if (lsl !== null) return `≥ ${lsl}${u}`;
  if (usl !== null) return `≤ ${usl}${u}`;
  return '—';
};
