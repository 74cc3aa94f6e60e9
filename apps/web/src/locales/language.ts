import { cultures, defaultCulture, type Culture } from '@sp/contracts';
import { CookieNames, getCookie, setCookie } from '../utils/cookies';

/** Maps a browser language tag onto an interface language. */
export function matchLanguage(tag: string | undefined): Culture | undefined {
  if (!tag) return undefined;
  const t = tag.toLowerCase();
  const exact = cultures.find((c) => c.toLowerCase() === t);
  if (exact) return exact;
  if (t.startsWith('zh')) return t.includes('hant') || /^zh-(tw|hk|mo)/.test(t) ? 'zh-Hant' : 'zh-Hans';
  if (t.startsWith('en')) return 'en';
  return undefined;
}

/** The language: the cookie, else the browser's, else zh-Hans (spec §9). */
export function initialLanguage(): Culture {
  const fromCookie = matchLanguage(getCookie(CookieNames.language));
  if (fromCookie) return fromCookie;
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of browser) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return defaultCulture;
}

let language: Culture = typeof document === 'undefined' ? defaultCulture : initialLanguage();

export const currentLanguage = () => language;

export function setLanguage(next: Culture) {
  language = next;
  setCookie(CookieNames.language, next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}
