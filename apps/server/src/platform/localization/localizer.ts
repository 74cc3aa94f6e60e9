import { type Culture } from '@sp/contracts';
import { en, type LocaleTexts } from './texts/en.js';
import { zhHans } from './texts/zh-Hans.js';
import { zhHant } from './texts/zh-Hant.js';

export type ResourceName = keyof typeof en;
export type TextKey<R extends ResourceName> = keyof (typeof en)[R] & string;

const texts: Record<Culture, LocaleTexts> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** A text to be rendered later in the request's language (errors are built before it is known). */
export interface LocalizableText {
  readonly resource: ResourceName;
  readonly key: string;
  readonly args: readonly unknown[];
}

export function L<R extends ResourceName>(resource: R, key: TextKey<R>, ...args: unknown[]): LocalizableText {
  return { resource, key, args };
}

export function isLocalizable(value: unknown): value is LocalizableText {
  return typeof value === 'object' && value !== null && 'resource' in value && 'key' in value;
}

/** ABP-style `{0}` placeholders. */
export function format(template: string, args: readonly unknown[]): string {
  return args.length === 0
    ? template
    : template.replace(/\{(\d+)\}/g, (m, i: string) => {
        const v = args[Number(i)];
        if (v === undefined) return m;
        return typeof v === 'string' ? v : JSON.stringify(v);
      });
}

export function translate(culture: Culture, text: LocalizableText | string): string {
  if (typeof text === 'string') return text;
  const resource = texts[culture][text.resource] as Record<string, string> | undefined;
  const fallback = texts.en[text.resource] as Record<string, string> | undefined;
  const template = resource?.[text.key] ?? fallback?.[text.key] ?? text.key;
  return format(template, text.args);
}

/** Every resource in one language, as application-configuration's `localization.values`. */
export function allTexts(culture: Culture): LocaleTexts {
  return texts[culture];
}
