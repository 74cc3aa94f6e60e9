import { useMutation } from '@tanstack/react-query';
import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useL } from '../../locales/i18n';
import { toastSaved } from './confirm';
import { showServerErrors } from './server-errors';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** From `useSave`: the form instance, the request and its busy state. */
  save: SaveState<V>;
  /** The form's test id (`…-form`); the OK button is `modal-ok`. */
  testId: string;
  initialValues?: Partial<V>;
  width?: number;
  okText?: string;
  /** `false` where much is typed: a click beside the dialog then does not close it. */
  maskClosable?: boolean;
  /** antd's `preserve`: `false` drops the values of fields that are no longer shown. */
  preserve?: boolean;
  children: ReactNode;
}

export interface SaveState<V> {
  form: FormInstance<V>;
  submit: (values: V) => void;
  saving: boolean;
}

/**
 * A form's request: `submit(values)` runs `request`, then toasts (saved, or `success` as text)
 * and calls `onSaved` with the answer. The HTTP client has toasted a failure; its field errors
 * also show on the fields.
 */
export function useSave<V, R = unknown>(
  request: (values: V) => Promise<R>,
  onSaved: (saved: R) => unknown,
  success?: () => void,
): SaveState<V> {
  const [form] = Form.useForm<V>();
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: async (saved) => {
      (success ?? toastSaved)();
      await onSaved(saved);
    },
    onError: (error) => showServerErrors(form, error),
  });
  return { form, submit: (values) => mutation.mutate(values), saving: mutation.isPending };
}

/**
 * The create/edit dialog of every list: Save and Cancel, OK submits the vertical form (its
 * validation first), busy while saving, a fresh form at every opening (`destroyOnHidden`).
 */
export function FormModal<V>(p: FormModalProps<V>) {
  const L = useL();
  return (
    <Modal
      open={p.open}
      title={p.title}
      onCancel={p.onClose}
      onOk={() => p.save.form.submit()}
      okText={p.okText ?? L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={p.save.saving}
      okButtonProps={{ ...({ 'data-testid': 'modal-ok' } as Record<string, string>) }}
      maskClosable={p.maskClosable}
      destroyOnHidden
      width={p.width}
    >
      <Form<V>
        form={p.save.form}
        layout="vertical"
        initialValues={p.initialValues}
        preserve={p.preserve}
        onFinish={p.save.submit}
        data-testid={p.testId}
      >
        {p.children}
      </Form>
    </Modal>
  );
}
