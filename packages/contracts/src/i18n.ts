/** The three interface languages of the product, in ABP culture names. */
export const cultures = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Culture = (typeof cultures)[number];

/** The fallback when neither a cookie nor the browser names a supported language (spec §9). */
export const defaultCulture: Culture = 'zh-Hans';

/** A text given in every interface language: [en, zh-Hans, zh-Hant]. */
export type Texts = readonly [en: string, zhHans: string, zhHant: string];

export function pickText(texts: Texts, culture: Culture): string {
  return texts[cultures.indexOf(culture)] ?? texts[0];
}

export const languageDisplayNames: Record<Culture, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};
