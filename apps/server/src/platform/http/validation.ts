import { pickText, ruleMessage, type Culture, type Texts } from '@sp/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { format } from '../localization/localizer.js';

/** What the validator reports per problem; the error handler renders it in the request's language. */
export interface FieldProblem {
  readonly member: string;
  readonly code: string;
  readonly missing: boolean;
  readonly expected?: string;
  readonly origin?: string;
  readonly limit?: number | string;
  readonly format?: string;
  readonly values?: readonly unknown[];
  /** A custom rule's own text in the three languages (`ruleMessage`), with its arguments. */
  readonly rule?: { readonly texts: Texts; readonly args: readonly unknown[] };
  readonly message: string;
  readonly isFieldProblem: true;
}

export function isFieldProblemList(value: unknown): value is FieldProblem[] {
  return Array.isArray(value) && value.length > 0 && (value[0] as FieldProblem)?.isFieldProblem === true;
}

/**
 * Fastify's validator for zod schemas. Unlike the stock one it asks zod whether the input was
 * missing, so "required" reads as "required" and not as "expected string, received undefined".
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const problem = inputProblem(data);
    if (problem) return { error: [problem] as unknown as Error };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map(toProblem) as unknown as Error };
  };

/** Deeper than any input of the API: refused before a schema, a mapper or a serializer recurses into it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * What no route accepts, whatever its schema: U+0000 (PostgreSQL text cannot hold it: refused at the
 * door rather than failing in the database) and nesting deeper than `MAX_INPUT_DEPTH` (10,000
 * levels of `{"a":…}` would overflow the stack of whatever walks it). The walk itself stops there.
 */
export function inputProblem(value: unknown): FieldProblem | undefined {
  const walk = (v: unknown, path: string[], depth: number): FieldProblem | undefined => {
    if (typeof v === 'string') return v.includes('\u0000') ? nulProblem(path.join('.')) : undefined;
    if (typeof v !== 'object' || v === null) return undefined;
    // The member is the outermost property: the full path of a hostile value is as long as the value.
    if (depth >= MAX_INPUT_DEPTH) return tooDeepProblem(path.slice(0, 3).join('.'));
    for (const [key, child] of Object.entries(v)) {
      if (key.includes('\u0000')) return nulProblem(path.join('.'));
      const found = walk(child, [...path, key], depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return walk(value, [], 0);
}

function tooDeepProblem(member: string): FieldProblem {
  return {
    member,
    code: 'custom',
    missing: false,
    rule: {
      texts: t(
        'The field {0} is nested too deeply (at most {1} levels).',
        '字段 {0} 嵌套层级过深（最多 {1} 层）。',
        '欄位 {0} 巢狀層級過深（最多 {1} 層）。',
      ),
      args: [member || 'body', MAX_INPUT_DEPTH],
    },
    message: 'Nested too deeply',
    isFieldProblem: true,
  };
}

function nulProblem(member: string): FieldProblem {
  return {
    member,
    code: 'invalid_format',
    missing: false,
    format: 'text',
    message: 'NUL character',
    isFieldProblem: true,
  };
}

export function toProblem(issue: z.core.$ZodIssue): FieldProblem {
  const i = issue as z.core.$ZodIssue & {
    input?: unknown;
    expected?: string;
    origin?: string;
    maximum?: number | bigint;
    minimum?: number | bigint;
    format?: string;
    values?: unknown[];
    keys?: string[];
    params?: { ruleTexts?: unknown; ruleArgs?: unknown };
  };
  const limit = i.maximum ?? i.minimum;
  const rule = isTexts(i.params?.ruleTexts)
    ? { texts: i.params.ruleTexts, args: Array.isArray(i.params.ruleArgs) ? i.params.ruleArgs : [] }
    : undefined;
  return {
    member: issue.path.map(String).join('.') || (i.keys?.join(', ') ?? ''),
    code: issue.code,
    missing: issue.code === 'invalid_type' && i.input === undefined,
    ...(i.expected ? { expected: i.expected } : {}),
    ...(i.origin ? { origin: i.origin } : {}),
    ...(limit !== undefined ? { limit: typeof limit === 'bigint' ? limit.toString() : limit } : {}),
    ...(i.format ? { format: i.format } : {}),
    ...(i.values ? { values: i.values } : {}),
    ...(rule ? { rule } : {}),
    message: issue.message,
    isFieldProblem: true,
  };
}

const isTexts = (value: unknown): value is Texts =>
  Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === 'string');

const t = (en: string, zhHans: string, zhHant: string): Texts => [en, zhHans, zhHant];

/** A date the database and JavaScript both hold (the date filters and fields of the API). */
export const yearRangeMessage = ruleMessage([
  'The date must fall between the years 1900 and 9999.',
  '日期必须在 1900 年至 9999 年之间。',
  '日期必須在 1900 年至 9999 年之間。',
]);

const messages = {
  required: t('The {0} field is required.', '{0} 字段是必填项。', '{0} 欄位為必填。'),
  type: t('The field {0} must be a {1}.', '字段 {0} 必须是{1}。', '欄位 {0} 必須是{1}。'),
  maxLength: t(
    'The field {0} must be a string with a maximum length of {1}.',
    '字段 {0} 的长度不能超过 {1} 个字符。',
    '欄位 {0} 的長度不能超過 {1} 個字元。',
  ),
  minLength: t(
    'The field {0} must be a string with a minimum length of {1}.',
    '字段 {0} 的长度不能少于 {1} 个字符。',
    '欄位 {0} 的長度不能少於 {1} 個字元。',
  ),
  max: t('The field {0} must be at most {1}.', '字段 {0} 不能大于 {1}。', '欄位 {0} 不能大於 {1}。'),
  min: t('The field {0} must be at least {1}.', '字段 {0} 不能小于 {1}。', '欄位 {0} 不能小於 {1}。'),
  maxItems: t(
    'The field {0} must have at most {1} items.',
    '字段 {0} 最多只能有 {1} 项。',
    '欄位 {0} 最多只能有 {1} 項。',
  ),
  minItems: t(
    'The field {0} must have at least {1} items.',
    '字段 {0} 至少需要 {1} 项。',
    '欄位 {0} 至少需要 {1} 項。',
  ),
  email: t(
    'The {0} field is not a valid e-mail address.',
    '{0} 不是有效的电子邮件地址。',
    '{0} 不是有效的電子郵件地址。',
  ),
  format: t('The field {0} has an invalid format.', '字段 {0} 的格式无效。', '欄位 {0} 的格式無效。'),
  oneOf: t(
    'The field {0} must be one of: {1}.',
    '字段 {0} 必须是以下值之一：{1}。',
    '欄位 {0} 必須是下列值之一：{1}。',
  ),
  unknownKeys: t('Unknown field(s): {0}.', '未知字段：{0}。', '未知欄位：{0}。'),
  invalid: t('The field {0} is not valid.', '字段 {0} 无效。', '欄位 {0} 無效。'),
} as const;

const typeNames: Record<string, Texts> = {
  string: t('text', '文本', '文字'),
  number: t('number', '数字', '數字'),
  int: t('whole number', '整数', '整數'),
  boolean: t('true/false value', '布尔值', '布林值'),
  array: t('list', '列表', '清單'),
  object: t('object', '对象', '物件'),
  date: t('date', '日期', '日期'),
};

export function describeProblem(p: FieldProblem, culture: Culture): string {
  const say = (texts: Texts, ...args: unknown[]) => format(pickText(texts, culture), args);
  const field = p.member || 'body';
  switch (p.code) {
    case 'invalid_type':
      if (p.missing) return say(messages.required, field);
      return say(
        messages.type,
        field,
        typeNames[p.expected ?? '']?.[0] ? pickText(typeNames[p.expected ?? '']!, culture) : p.expected,
      );
    case 'too_big':
      if (p.origin === 'string') return say(messages.maxLength, field, p.limit);
      if (p.origin === 'array' || p.origin === 'set') return say(messages.maxItems, field, p.limit);
      return say(messages.max, field, p.limit);
    case 'too_small':
      if (p.origin === 'string')
        return p.limit === 1 ? say(messages.required, field) : say(messages.minLength, field, p.limit);
      if (p.origin === 'array' || p.origin === 'set') return say(messages.minItems, field, p.limit);
      return say(messages.min, field, p.limit);
    case 'invalid_format':
      return p.format === 'email' ? say(messages.email, field) : say(messages.format, field);
    case 'invalid_value':
      return say(messages.oneOf, field, (p.values ?? []).map(String).join(', '));
    case 'unrecognized_keys':
      return say(messages.unknownKeys, field);
    case 'custom':
      // A rule's own text in the request's language; a bare message only where it is the language
      // asked for (English), else the general sentence, so one answer never mixes two languages.
      if (p.rule) return say(p.rule.texts, ...p.rule.args);
      return culture === 'en' && p.message ? p.message : say(messages.invalid, field);
    default:
      return say(messages.invalid, field);
  }
}
