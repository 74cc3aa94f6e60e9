import type { StatusTone, WorkflowDef } from '@sp/contracts';
import { Tag } from 'antd';
import { translateDynamic, useL } from '../../locales/i18n';

/** antd Tag colours for the contracts' status tones. */
const toneColor: Record<StatusTone, string> = {
  default: 'default',
  processing: 'processing',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/**
 * A document's status as a coloured tag: text and tone from the workflow definition the server
 * enforces (`statuses[s]`), so a status looks the same on every page. An unknown status shows its
 * number, plainly.
 */
export function StatusTag({
  workflow,
  status,
  testId,
}: {
  workflow: WorkflowDef;
  status: number;
  testId?: string;
}) {
  useL(); // re-render on a language change
  const def = workflow.statuses[status];
  return (
    <Tag color={def ? toneColor[def.tone] : 'default'} data-testid={testId} data-status={status}>
      {statusText(workflow, status)}
    </Tag>
  );
}

/** A status's text in the current language, as its tag shows it (an unknown status: its number). */
export function statusText(workflow: WorkflowDef, status: number): string {
  const def = workflow.statuses[status];
  return def ? translateDynamic('SupplierPortal', def.text) : String(status);
}
