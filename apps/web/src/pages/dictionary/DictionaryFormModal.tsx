import { Form, Input, InputNumber } from 'antd';
import { createDictionary, updateDictionary, type Dictionary } from '../../api/dictionary';
import { FormModal, useFormRules, useSave, type DialogProps } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { DESCRIPTION_MAX, NAME_MAX, SORT_MAX, SORT_MIN } from './limits';

interface Props extends DialogProps<Dictionary> {
  /** null: a new dictionary. */
  dictionary: Dictionary | null;
}

interface Values {
  name: string;
  sort: number | null;
  description: string;
}

/** "New dictionary" / "Edit - {name}": name (required, 50), sort, description (256). */
export function DictionaryFormModal({ open, dictionary, onClose, onSaved }: Props) {
  const L = useL();
  const D = (key: TextKey<'AbpDataDictionary'>, ...args: unknown[]) => L('AbpDataDictionary', key, ...args);
  const rules = useFormRules();
  const save = useSave((v: Values) => {
    const input = { name: v.name.trim(), sort: v.sort ?? 0, description: v.description?.trim() || null };
    return dictionary ? updateDictionary(dictionary.id, input) : createDictionary(input);
  }, onSaved);

  return (
    <FormModal<Values>
      open={open}
      title={dictionary ? D('EditDataDic', dictionary.name) : D('NewDataDic')}
      onClose={onClose}
      save={save}
      testId="dictionary-form"
      initialValues={{
        name: dictionary?.name ?? '',
        sort: dictionary?.sort ?? 0,
        description: dictionary?.description ?? '',
      }}
    >
      <Form.Item
        name="name"
        label={D('Name')}
        rules={[rules.required(D('Name')), rules.max(D('Name'), NAME_MAX)]}
      >
        <Input maxLength={NAME_MAX} showCount autoFocus data-testid="dictionary-name" />
      </Form.Item>
      <Form.Item name="sort" label={D('Sort')}>
        <InputNumber min={SORT_MIN} max={SORT_MAX} precision={0} data-testid="dictionary-sort" />
      </Form.Item>
      <Form.Item name="description" label={D('Description')}>
        <Input.TextArea rows={3} maxLength={DESCRIPTION_MAX} showCount data-testid="dictionary-description" />
      </Form.Item>
    </FormModal>
  );
}
