import { deliveryWorkflow, workflowStatuses } from '@sp/contracts';
import { translateDynamic } from '../../../locales/i18n';

/** The status filter's options, texts from the workflow the tags use. */
export const deliveryStatusOptions = () =>
  workflowStatuses(deliveryWorkflow).map((value) => ({
    value,
    label: translateDynamic('SupplierPortal', deliveryWorkflow.statuses[value].text),
  }));

/** A workflow action's button text (`Action:Submit`, `Delivery:Action.Ship` …). */
export const actionText = (action: string) =>
  translateDynamic(
    'SupplierPortal',
    (deliveryWorkflow.actionTexts as Record<string, string>)[action] ?? action,
  );

/** Pieces, grouped; up to three decimals as the ERP keeps them. */
export const formatQty = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString(undefined, { maximumFractionDigits: 3 });

export const DAY = 'YYYY-MM-DD';

/**
 * The actions to offer: the server's `allowedActions`, less submit while the labels do not match
 * the lines (the server would refuse it; the packing card says to generate them first).
 */
export const offeredActions = (d: { allowedActions: string[]; labelsCurrent: boolean }) =>
  d.labelsCurrent ? d.allowedActions : d.allowedActions.filter((a) => a !== 'submit');

/** Where a delivery note opens. */
export const deliveryDetailPath = (id: string) => `/vendor-label/delivery-detail?id=${id}`;
