import { bomWorkflow, workflowStatuses } from '@sp/contracts';
import { translateDynamic } from '../../locales/i18n';

const base = '/supplier-material-control';
export const bomPaths = {
  admin: `${base}/bom`,
  vendor: `${base}/supplier-bom`,
  detail: (id: string) => `${base}/bom-detail?id=${encodeURIComponent(id)}`,
  edit: (id?: string) =>
    id ? `${base}/supplier-bom-edit?id=${encodeURIComponent(id)}` : `${base}/supplier-bom-edit`,
};

export const DAY = 'YYYY-MM-DD';

/** The status filter's options, texts from the workflow the tags use. */
export const bomStatusOptions = () =>
  workflowStatuses(bomWorkflow).map((value) => ({
    value: value,
    label: translateDynamic('SupplierPortal', bomWorkflow.statuses[value].text),
  }));

/** An action's text from the workflow (`Action:Submit`, `Bom:Release` …). */
export const bomActionText = (action: string) =>
  translateDynamic('SupplierPortal', (bomWorkflow.actionTexts as Record<string, string>)[action] ?? action);

/** An enum value's text (`Enum:<Name>.<value>`, bom/texts.ts); a blank value is a dash. */
export const enumText = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '—'
    : translateDynamic('SupplierPortal', `Enum:${name}.${value}`);

export const enumOptions = <V extends string>(name: string, values: readonly V[]) =>
  values.map((value) => ({ value, label: enumText(name, value) }));

/** A quantity as people read it (thousands separated, up to 6 decimals). */
export const formatQty = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** `2026-11-24 → 2027-03-31`, or from the first date on. */
export const effectiveText = (from: string, to: string | null) => (to ? `${from} → ${to}` : from);
