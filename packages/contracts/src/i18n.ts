/** The three interface languages of the product, in ABP culture names. */
export const cultures = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Culture = (typeof cultures)[number];

/** The fallback when neither a cookie nor the browser names a supported language (spec §9). */
export const defaultCulture: Culture = 'zh-Hans';

/** A text given in every interface language: [en, zh-Hans, zh-Hant]. */
export type Texts = readonly [en: string, zhHans: string, zhHant: string];

/** Maps a language tag (a cookie's, a browser's) onto an interface language; undefined when none fits. */
export function matchLanguage(tag: string | undefined): Culture | undefined {
  if (!tag) return undefined;
  const t = tag.trim().toLowerCase();
  const exact = cultures.find((c) => c.toLowerCase() === t);
  if (exact) return exact;
  if (t.startsWith('zh')) return t.includes('hant') || /^zh-(tw|hk|mo)/.test(t) ? 'zh-Hant' : 'zh-Hans';
  if (t.startsWith('en')) return 'en';
  return undefined;
}

/**
 * The interface language of a visitor (spec §9): the language cookie, else the first of the browser's
 * languages that fits, else zh-Hans. The web app decides with it, and so does the server that inlines
 * the first render's configuration into index.html (from the cookie and the Accept-Language tags).
 */
export function preferredLanguage(cookie: string | undefined, browserTags: readonly string[]): Culture {
  const fromCookie = matchLanguage(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of browserTags) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return defaultCulture;
}

export function pickText(texts: Texts, culture: Culture): string {
  return texts[cultures.indexOf(culture)] ?? texts[0];
}

export const languageDisplayNames: Record<Culture, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};
