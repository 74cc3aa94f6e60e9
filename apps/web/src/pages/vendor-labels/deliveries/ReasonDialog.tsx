import { WORKFLOW_COMMENT_MAX } from '@sp/contracts';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { confirmed } from '../../../components/crud';
import { useL } from '../../../locales/i18n';

export interface ReasonRequest {
  title: string;
  run: (reason: string) => Promise<unknown>;
  then: () => unknown;
}

/**
 * Asks for the reason of a reject, cancel or close from a list row (the detail page's
 * WorkflowActions does the same in its header). The same test ids: `wf-comment`, `wf-comment-ok`.
 */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const L = useL();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!request || !reason.trim()) return;
    setBusy(true);
    const done = await confirmed({
      ask: () => Promise.resolve(true),
      run: () => request.run(reason.trim()),
      success: 'saved',
      then: request.then,
    });
    setBusy(false);
    if (done) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal
      open={request !== null}
      title={request?.title}
      okText={L('AbpUi', 'Submit')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !reason.trim(), ...({ 'data-testid': 'wf-comment-ok' } as object) }}
      onOk={() => void submit()}
      onCancel={() => {
        setReason('');
        onClose();
      }}
      destroyOnHidden
    >
      <Input.TextArea
        autoFocus
        rows={4}
        maxLength={WORKFLOW_COMMENT_MAX}
        showCount
        placeholder={L('Field:Reason')}
        aria-label={L('Field:Reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-testid="wf-comment"
      />
    </Modal>
  );
}
