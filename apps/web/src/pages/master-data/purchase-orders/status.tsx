import {
  purchaseOrderAckWorkflow,
  purchaseOrderStatusTable,
  workflowStatuses,
  type WorkflowDef,
} from '@sp/contracts';
import { StatusTag } from '../../../components/crud';
import { translateDynamic } from '../../../locales/i18n';

/** The options of a status filter, texts from the status table the tags use. */
export const statusOptions = (wf: WorkflowDef) =>
  workflowStatuses(wf).map((value) => ({
    value,
    label: translateDynamic('SupplierPortal', wf.statuses[value]!.text),
  }));

/** The ERP status (open, closed, cancelled) of an order or a line. */
export const OrderStatusTag = ({ status, testId }: { status: number; testId?: string }) => (
  <StatusTag workflow={purchaseOrderStatusTable} status={status} {...(testId ? { testId } : {})} />
);

/** The vendor's acknowledgement (awaiting, acknowledged, rejected, changed). */
export const AckStatusTag = ({ status, testId }: { status: number; testId?: string }) => (
  <StatusTag workflow={purchaseOrderAckWorkflow} status={status} {...(testId ? { testId } : {})} />
);

/** Quantities as the ERP keeps them: up to three decimals, grouped. */
export const formatQty = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 3 });
