import { Form, Input, InputNumber } from 'antd';
import {
  createDictionaryItem,
  updateDictionaryItem,
  type Dictionary,
  type DictionaryItem,
} from '../../api/dictionary';
import { FormModal, useFormRules, useSave, type DialogProps } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { LABEL_MAX, SORT_MAX, SORT_MIN, VALUE_MAX } from './limits';

interface Props extends DialogProps<DictionaryItem> {
  dictionary: Dictionary;
  /** null: a new item. */
  item: DictionaryItem | null;
}

interface Values {
  label: string;
  value: string;
  sort: number | null;
}

/** "{dictionary} - new item" / "Edit - {label}": label (50), value (256), sort. */
export function ItemFormModal({ open, dictionary, item, onClose, onSaved }: Props) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>, ...args: unknown[]) => L('AbpDataDictionary', key, ...args);
  const rules = useFormRules();
  const field = (label: string, max: number) => [rules.required(label), rules.max(label, max)];
  const save = useSave((v: Values) => {
    const input = { pid: dictionary.id, label: v.label.trim(), value: v.value.trim(), sort: v.sort ?? 0 };
    return item ? updateDictionaryItem(item.id, input) : createDictionaryItem(input);
  }, onSaved);

  return (
    <FormModal<Values>
      open={open}
      title={item ? D('EditDataDic', item.label) : D('NewDataDicDetailOf', dictionary.name)}
      onClose={onClose}
      save={save}
      testId="item-form"
      initialValues={{ label: item?.label ?? '', value: item?.value ?? '', sort: item?.sort ?? 0 }}
    >
      <Form.Item name="label" label={D('Label')} rules={field(D('Label'), LABEL_MAX)}>
        <Input maxLength={LABEL_MAX} showCount autoFocus data-testid="item-label" />
      </Form.Item>
      <Form.Item name="value" label={D('Value')} rules={field(D('Value'), VALUE_MAX)}>
        <Input maxLength={VALUE_MAX} data-testid="item-value" />
      </Form.Item>
      <Form.Item name="sort" label={D('Sort')}>
        <InputNumber min={SORT_MIN} max={SORT_MAX} precision={0} data-testid="item-sort" />
      </Form.Item>
    </FormModal>
  );
}
