import { textValues } from '@sp/contracts';
import type { Language } from './fixtures.js';

const en = textValues('en');
const zhHans = textValues('zh-Hans');
const zhHant = textValues('zh-Hant');

/**
 * The interface texts as the server sends them, so that a test states "the Close others text of
 * this language" without copying translations. The few texts the spec fixes word for word are
 * also spelt out in the tests that check them.
 */
const all = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as const;

type Resources = typeof en;

/** A text of the product resource (`SupplierPortal`), `{0}` filled in. */
export function t(language: Language, key: keyof Resources['SupplierPortal'], ...args: unknown[]): string {
  return fill(all[language].SupplierPortal[key], args);
}

/** A text of another resource: `text('en', 'AbpAccount', 'Login')`. */
export function text<R extends keyof Resources>(
  language: Language,
  resource: R,
  key: keyof Resources[R],
  ...args: unknown[]
): string {
  return fill((all[language][resource] as Record<keyof Resources[R], string>)[key], args);
}

function fill(template: string, args: readonly unknown[]) {
  return template.replace(/\{(\d+)\}/g, (m, i: string) =>
    args[Number(i)] === undefined ? m : String(args[Number(i)]),
  );
}

/** The product title the document title ends with (spec §1). */
export const productTitle = {
  en: 'Supplier Platform',
  'zh-Hans': '供应商平台',
  'zh-Hant': '供應商平台',
} as const;

/** The names the language selector shows, each in its own language. */
export const languageNames = { en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' } as const;
