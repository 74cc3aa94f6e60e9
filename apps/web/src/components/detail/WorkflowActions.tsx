import { WORKFLOW_COMMENT_MAX, type WorkflowDef } from '@sp/contracts';
import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { confirmAction, confirmed } from '../crud';
import { translateDynamic, useL } from '../../locales/i18n';

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
  const [asking, setAsking] = useState<{ action: string; comment: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = row.allowedActions.filter((a) => workflow.transitions[a] && !exclude.includes(a));
  const text = (action: string) => translateDynamic('SupplierPortal', workflow.actionTexts[action] ?? action);

  const doneToast = (action: string) => ({ text: L('SupplierPortal', 'Workflow:ActionDone', text(action)) });

  const start = (action: string) => {
    if (workflow.transitions[action]?.needsComment) return setAsking({ action, comment: '' });
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

  const submitComment = async () => {
    if (!asking?.comment.trim()) return;
    setBusy(true);
    const done = await confirmed({
      ask: () => Promise.resolve(true),
      run: () => perform(asking.action, asking.comment.trim()),
      success: doneToast(asking.action),
      then: onDone,
    });
    setBusy(false);
    if (done) setAsking(null);
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
      <Modal
        open={asking !== null}
        title={asking ? text(asking.action) : ''}
        okText={L('AbpUi', 'Submit')}
        cancelText={L('AbpUi', 'Cancel')}
        confirmLoading={busy}
        okButtonProps={{
          disabled: !asking?.comment.trim(),
          ...({ 'data-testid': 'wf-comment-ok' } as object),
        }}
        onOk={() => void submitComment()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <Input.TextArea
          autoFocus
          rows={4}
          maxLength={WORKFLOW_COMMENT_MAX}
          showCount
          placeholder={L('Field:Reason')}
          aria-label={L('Field:Reason')}
          value={asking?.comment ?? ''}
          onChange={(e) => setAsking((a) => (a ? { ...a, comment: e.target.value } : a))}
          data-testid="wf-comment"
        />
      </Modal>
    </>
  );
}
