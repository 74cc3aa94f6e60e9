import {
  CheckResult,
  judgementNeedsComment,
  LetterLimits,
  type CheckResultValue,
  type LetterItemDto,
} from '@sp/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { toastSaved } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { enumText } from './letter-format';
import { judgeLetterItem, updateLetterItem } from './letters-api';

/**
 * The vendor's comment on an item (Draft / Returned). Test ids: `comment-dialog`, `comment-text`,
 * `comment-ok`.
 */
export function CommentDialog({
  letterId,
  open,
  item,
  onClose,
  onDone,
}: {
  letterId: string;
  open: boolean;
  item: LetterItemDto | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const [form] = Form.useForm<{ vendorComment: string }>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!item) return;
    const { vendorComment } = await form.validateFields();
    setBusy(true);
    try {
      await updateLetterItem(letterId, item.itemCode, vendorComment?.trim() || null);
      toastSaved();
      await onDone();
      onClose();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={item ? L('SupplierPortal', 'LetterPage:CommentTitle', item.name) : ''}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'comment-ok' } as object) }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        data-testid="comment-dialog"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ vendorComment: item?.vendorComment ?? '' }}
      >
        <Form.Item name="vendorComment" label={L('LetterPage:VendorComment')}>
          <Input.TextArea
            autoFocus
            rows={4}
            maxLength={LetterLimits.vendorComment}
            showCount
            data-testid="comment-text"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A buyer's per-item result: the initial check (`check`, Submitted) or the review (`review`,
 * UnderReview): OK / NG / N/A, a comment that an NG must have. Test ids: `judge-dialog`,
 * `judge-result-${value}`, `judge-comment`, `judge-ok`.
 */
export function JudgementDialog({
  letterId,
  open,
  dialog,
  onClose,
  onDone,
}: {
  letterId: string;
  open: boolean;
  dialog: { kind: 'check' | 'review'; item: LetterItemDto } | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const L = useL();
  const [form] = Form.useForm<{ result: CheckResultValue; comment: string }>();
  const [busy, setBusy] = useState(false);
  const item = dialog?.item;
  const current =
    dialog?.kind === 'review'
      ? { result: item?.reviewResult, comment: item?.reviewComment }
      : { result: item?.initialCheck, comment: item?.initialComment };

  const save = async () => {
    if (!dialog) return;
    let values: { result: CheckResultValue; comment: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await judgeLetterItem(letterId, dialog.item.itemCode, dialog.kind, {
        result: values.result,
        comment: values.comment?.trim() || null,
      });
      toastSaved();
      await onDone();
      onClose();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        dialog
          ? L(
              'SupplierPortal',
              dialog.kind === 'check' ? 'LetterPage:CheckTitle' : 'LetterPage:ReviewTitle',
              dialog.item.name,
            )
          : ''
      }
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'judge-ok' } as object) }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        data-testid="judge-dialog"
        form={form}
        layout="vertical"
        preserve={false}
        // A comment left from a round whose result was reset (a resubmission) does not carry over.
        initialValues={{
          result: current.result ?? undefined,
          comment: current.result ? (current.comment ?? '') : '',
        }}
      >
        <Form.Item
          name="result"
          label={L('LetterPage:Result')}
          rules={[{ required: true, message: L('LetterPage:ResultRequired') }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={CheckResult.map((v) => ({
              value: v,
              label: <span data-testid={`judge-result-${v}`}>{enumText('CheckResult', v)}</span>,
            }))}
            onChange={() => void form.validateFields(['comment']).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label={L('Field:Comment')}
          dependencies={['result']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                judgementNeedsComment(getFieldValue('result') as CheckResultValue, v)
                  ? Promise.reject(new Error(L('LetterPage:NgNeedsComment')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={LetterLimits.judgementComment}
            showCount
            data-testid="judge-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
