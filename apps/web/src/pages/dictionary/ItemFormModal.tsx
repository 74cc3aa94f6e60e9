import { useMutation } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal } from 'antd';
import {
  createDictionaryItem,
  updateDictionaryItem,
  type Dictionary,
  type DictionaryItem,
} from '../../api/dictionary';
import { toastSaved } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { LABEL_MAX, SORT_MAX, SORT_MIN, VALUE_MAX } from './limits';

interface Props {
  dictionary: Dictionary;
  /** null: closed; 'new': add an item; an item: edit it. */
  target: DictionaryItem | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  label: string;
  value: string;
  sort: number | null;
}

/** "{dictionary} - new item" / "Edit - {label}": label (50), value (256), sort. */
export function ItemFormModal({ dictionary, target, onClose, onSaved }: Props) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>, ...args: unknown[]) => L('AbpDataDictionary', key, ...args);
  const [form] = Form.useForm<Values>();
  const editing = target !== null && target !== 'new' ? target : null;
  const initial: Values = editing
    ? { label: editing.label, value: editing.value, sort: editing.sort }
    : { label: '', value: '', sort: 0 };

  const tooLong = (field: string, max: number) => ({
    max,
    message: L('AbpValidation', 'The field {0} must be a string with a maximum length of {1}.', field, max),
  });
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: L('AbpUi', 'FieldIsRequired', field),
  });

  const save = useMutation({
    mutationFn: (v: Values) => {
      const input = {
        pid: dictionary.id,
        label: v.label.trim(),
        value: v.value.trim(),
        sort: v.sort ?? 0,
      };
      return editing ? updateDictionaryItem(editing.id, input) : createDictionaryItem(input);
    },
    onSuccess: () => {
      toastSaved();
      onSaved();
    },
  });

  return (
    <Modal
      open={target !== null}
      title={editing ? D('EditDataDic', editing.label) : D('NewDataDicDetailOf', dictionary.name)}
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
        data-testid="item-form"
      >
        <Form.Item
          name="label"
          label={D('Label')}
          rules={[required(D('Label')), tooLong(D('Label'), LABEL_MAX)]}
        >
          <Input maxLength={LABEL_MAX} showCount autoFocus data-testid="item-label" />
        </Form.Item>
        <Form.Item
          name="value"
          label={D('Value')}
          rules={[required(D('Value')), tooLong(D('Value'), VALUE_MAX)]}
        >
          <Input maxLength={VALUE_MAX} data-testid="item-value" />
        </Form.Item>
        <Form.Item name="sort" label={D('Sort')}>
          <InputNumber min={SORT_MIN} max={SORT_MAX} precision={0} data-testid="item-sort" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
