import { useMutation } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal } from 'antd';
import {
  createDictionary,
  updateDictionary,
  type Dictionary,
  type DictionaryInput,
} from '../../api/dictionary';
import { toastSaved } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { DESCRIPTION_MAX, NAME_MAX, SORT_MAX, SORT_MIN } from './limits';

interface Props {
  /** null: closed; 'new': create; a dictionary: edit it. */
  target: Dictionary | 'new' | null;
  onClose: () => void;
  onSaved: (saved: Dictionary) => void;
}

interface Values {
  name: string;
  sort: number | null;
  description: string;
}

/** "New dictionary" / "Edit - {name}": name (required, 50), sort, description (256). */
export function DictionaryFormModal({ target, onClose, onSaved }: Props) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>, ...args: unknown[]) => L('AbpDataDictionary', key, ...args);
  const [form] = Form.useForm<Values>();
  const editing = target !== null && target !== 'new' ? target : null;

  const initial: Values = editing
    ? { name: editing.name, sort: editing.sort, description: editing.description ?? '' }
    : { name: '', sort: 0, description: '' };

  const save = useMutation({
    mutationFn: (v: Values) => {
      const input: DictionaryInput = {
        name: v.name.trim(),
        sort: v.sort ?? 0,
        description: v.description?.trim() || null,
      };
      return editing ? updateDictionary(editing.id, input) : createDictionary(input);
    },
    onSuccess: (saved) => {
      toastSaved();
      onSaved(saved);
    },
  });

  return (
    <Modal
      open={target !== null}
      title={editing ? D('EditDataDic', editing.name) : D('NewDataDic')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ ...({ 'data-testid': 'modal-ok' } as Record<string, string>) }}
      destroyOnHidden
    >
      <Form<Values>
        key={editing?.id ?? 'new'}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => save.mutate(v)}
        data-testid="dictionary-form"
      >
        <Form.Item
          name="name"
          label={D('Name')}
          rules={[
            { required: true, whitespace: true, message: L('AbpUi', 'FieldIsRequired', D('Name')) },
            {
              max: NAME_MAX,
              message: L(
                'AbpValidation',
                'The field {0} must be a string with a maximum length of {1}.',
                D('Name'),
                NAME_MAX,
              ),
            },
          ]}
        >
          <Input maxLength={NAME_MAX} showCount autoFocus data-testid="dictionary-name" />
        </Form.Item>
        <Form.Item name="sort" label={D('Sort')}>
          <InputNumber min={SORT_MIN} max={SORT_MAX} precision={0} data-testid="dictionary-sort" />
        </Form.Item>
        <Form.Item name="description" label={D('Description')}>
          <Input.TextArea
            rows={3}
            maxLength={DESCRIPTION_MAX}
            showCount
            data-testid="dictionary-description"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
