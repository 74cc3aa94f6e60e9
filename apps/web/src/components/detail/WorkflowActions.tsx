import type { WorkflowDef } from '@sp/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { confirmAction, confirmed } from '../crud';
import { translateDynamic, useL } from '../../locales/i18n';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';

export interface WorkflowActionsProps {
  workflow: WorkflowDef;
  /** The record: its `allowedActions` (from the server) decide the buttons; `id` names the test ids. */
  row: { id: string; allowedActions: readonly string[] };
  /** Performs an action on the server (the module's endpoint); `comment` when the action needs one. */
  perform: (action: string, comment: string | undefined) => Promise<unknown>;
  /** After a done action: refresh the record, its list and its timeline. */
  onDone: () => unknown;
  /** The record's number (PO202600013), named in the confirmation: which record the action is for. */
  subject?: string | null | undefined;
  /** Actions the page shows elsewhere (edit, delete in the header), left out here. */
  exclude?: readonly string[];
  size?: 'small' | 'middle';
}

/**
 * One button per action the server allows the caller (text from the workflow's `actionTexts`): an
 * action that needs a reason asks for it in a dialog, the others are confirmed (naming the action
 * and the record); then the action is posted, a toast says the action is done and the page is
 * refreshed. Test ids: `wf-${action}-${id}`, the reason box `wf-comment`, its OK button
 * `wf-comment-ok`, the confirmation's `confirm-ok`.
 */
export function WorkflowActions({
  workflow,
  row,
  perform,
  onDone,
  subject,
  exclude = [],
  size,
}: WorkflowActionsProps) {
  const L = useL();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const actions = row.allowedActions.filter((a) => workflow.transitions[a] && !exclude.includes(a));
  const text = (action: string) => translateDynamic('SupplierPortal', workflow.actionTexts[action] ?? action);

  const doneToast = (action: string) => ({ text: L('SupplierPortal', 'Workflow:ActionDone', text(action)) });

  const start = (action: string) => {
    if (workflow.transitions[action]?.needsComment)
      return setAsking({
        title: text(action),
        run: (comment) => perform(action, comment),
        success: doneToast(action),
        then: onDone,
      });
    void confirmed({
      ask: () =>
        confirmAction({
          title: text(action),
          content: subject
            ? L('SupplierPortal', 'Workflow:ConfirmActionOn', text(action), subject)
            : L('SupplierPortal', 'Workflow:ConfirmAction', text(action)),
        }),
      run: () => perform(action, undefined),
      success: doneToast(action),
      then: onDone,
    });
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Space wrap size={8} data-testid={`wf-actions-${row.id}`}>
        {actions.map((action) => (
          <Button
            key={action}
            size={size}
            danger={!!workflow.transitions[action]?.needsComment}
            onClick={() => start(action)}
            data-testid={`wf-${action}-${row.id}`}
          >
            {text(action)}
          </Button>
        ))}
      </Space>
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </>
  );
}
