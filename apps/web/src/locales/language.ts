import { defaultCulture, preferredLanguage, type Culture } from '@sp/contracts';
import { CookieNames, getCookie, setCookie } from '../utils/cookies';

/** The language: the cookie, else the browser's, else zh-Hans (spec §9). */
export function initialLanguage(): Culture {
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return preferredLanguage(getCookie(CookieNames.language), browser);
}

let language: Culture = typeof document === 'undefined' ? defaultCulture : initialLanguage();

export const currentLanguage = () => language;

export function setLanguage(next: Culture) {
  language = next;
  setCookie(CookieNames.language, next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}
