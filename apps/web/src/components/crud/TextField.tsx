import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useFormRules } from './useFormRules';

interface TextFieldProps {
  name: string | (string | number)[];
  label: string;
  /** The contract's limit: the input stops there and the rule explains it if a paste goes over. */
  max: number;
  required?: boolean;
  /** Rules beyond required and length (a pattern, a uniqueness check). */
  rules?: Rule[];
  /** A text area of this many rows with a character count, for remarks and descriptions. */
  rows?: number;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * A form's text field with the house's validation: required and maximum length from the contracts,
 * in the server's own wording (useFormRules), so every form states a limit once.
 */
export function TextField({
  name,
  label,
  max,
  required,
  rules = [],
  rows,
  autoFocus,
  testId,
}: TextFieldProps) {
  const formRules = useFormRules();
  const all = [...(required ? [formRules.required(label)] : []), formRules.max(label, max), ...rules];
  return (
    <Form.Item name={name} label={label} rules={all}>
      {rows ? (
        <Input.TextArea rows={rows} maxLength={max} showCount data-testid={testId} />
      ) : (
        <Input autoFocus={autoFocus} maxLength={max} data-testid={testId} />
      )}
    </Form.Item>
  );
}
