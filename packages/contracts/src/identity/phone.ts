import { z } from 'zod';
import { ruleMessage } from '../common/schemas.js';

/** The longest phone number a user record keeps (ABP's IdentityUser). */
export const PHONE_NUMBER_MAX = 16;

/**
 * A phone number as people write it: digits, an optional leading `+`, spaces, dashes and
 * parentheses, at least three digits' worth ("abc" is not a phone number).
 */
export const PHONE_NUMBER_PATTERN = /^\+?[0-9][0-9 ()-]{2,15}$/;

export const phoneNumberMessage = ruleMessage([
  'Enter a phone number: digits, with an optional leading +, spaces, dashes or parentheses.',
  '请输入电话号码：数字，可以 + 开头，可含空格、连字符或括号。',
  '請輸入電話號碼：數字，可以 + 開頭，可含空格、連字號或括號。',
]);

/**
 * An optional phone number: blank means none (null); anything else must look like a phone number.
 * The profile and the users page share it, so neither requires one and both refuse "abc".
 */
export const optionalPhoneNumber = z
  .string()
  .max(PHONE_NUMBER_MAX)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v?.trim() ? v.trim() : null))
  .refine((v) => v == null || PHONE_NUMBER_PATTERN.test(v), phoneNumberMessage);
