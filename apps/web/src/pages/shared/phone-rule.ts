import {
  phoneNumberMessage,
  PHONE_NUMBER_MAX,
  PHONE_NUMBER_PATTERN,
  pickText,
  type Culture,
} from '@sp/contracts';
import type { Rule } from 'antd/es/form';

/**
 * The form rules of an optional phone number, the server's own (contracts `optionalPhoneNumber`):
 * blank is fine, anything else must look like a phone number; the message in the user's language.
 */
export const phoneRules = (language: Culture): Rule[] => [
  { max: PHONE_NUMBER_MAX },
  {
    pattern: PHONE_NUMBER_PATTERN,
    transform: (v: string | undefined) => v?.trim() || undefined,
    message: pickText(phoneNumberMessage.params.ruleTexts, language),
  },
];
