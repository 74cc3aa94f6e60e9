import type { Rule } from 'antd/es/form';
import { useL } from '../../locales/i18n';

/**
 * antd Form rules with the server's own validation texts (ABP's AbpValidation resource), in the
 * current language: `const rules = useFormRules(); rules.required(label)`.
 */
export function useFormRules() {
  const L = useL();
  return {
    required: (label: string): Rule => ({
      required: true,
      whitespace: true,
      message: L('AbpUi', 'FieldIsRequired', label),
    }),
    max: (label: string, max: number): Rule => ({
      max,
      message: L('AbpValidation', 'The field {0} must be a string with a maximum length of {1}.', label, max),
    }),
    email: (label: string): Rule => ({
      type: 'email',
      message: L('AbpValidation', 'The {0} field is not a valid e-mail address.', label),
    }),
    pattern: (label: string, pattern: RegExp, message?: string): Rule => ({
      pattern,
      message: message ?? L('AbpValidation', 'The field {0} is invalid.', label),
    }),
  };
}
