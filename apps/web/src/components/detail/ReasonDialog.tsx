import { WORKFLOW_COMMENT_MAX } from '@sp/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { confirmed, type ConfirmedOptions } from '../crud';
import { useL } from '../../locales/i18n';

export interface ReasonRequest {
  title: string;
  run: (reason: string) => Promise<unknown>;
  then: () => unknown;
  /** The toast once done (default: saved). */
  success?: ConfirmedOptions['success'];
}

/**
 * Asks for the reason of a reject, cancel, refuse or close, from a detail page's WorkflowActions or
 * a list row: a labelled, required field; Submit stays disabled until it holds a reason. Test ids:
 * `wf-comment`, `wf-comment-ok`.
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
      success: request.success ?? 'saved',
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
      {/* The form item's margin also keeps the character count clear of the buttons. */}
      <Form layout="vertical" component="div">
        <Form.Item label={L('Field:Reason')} htmlFor="wf-comment" required>
          <Input.TextArea
            id="wf-comment"
            autoFocus
            rows={4}
            maxLength={WORKFLOW_COMMENT_MAX}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="wf-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
