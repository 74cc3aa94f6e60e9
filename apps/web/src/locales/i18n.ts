import type { BundleKey, TextBundle, TextKeyOf, TextResource } from '@sp/contracts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { displayTimeZone, subscribeDisplayTimeZone } from '../utils/time-zone';
import { currentLanguage } from './language';

/**
 * Texts come from the server: application-configuration's `localization.values`, keyed by ABP
 * resource. Each resource is an i18next namespace; keys are used as they are (they contain `:` and
 * `.`), and `{0}` placeholders are filled ABP-style.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: currentLanguage(),
  fallbackLng: false,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { bindI18nStore: 'added' },
});

export type Texts = Record<string, Record<string, string>>;

export function loadTexts(language: string, values: Texts) {
  for (const [resource, texts] of Object.entries(values)) {
    i18n.addResourceBundle(language, resource, texts, true, true);
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

function fill(template: string, args: readonly unknown[]) {
  return template.replace(/\{(\d+)\}/g, (m, i: string) =>
    args[Number(i)] === undefined ? m : String(args[Number(i)]),
  );
}

/** A key of the product resource (`SupplierPortal`): `'Menu:Dashboard'`, `'Status:Draft'` … */
export type ProductTextKey = TextKeyOf<'SupplierPortal'>;

/** A key of one resource: `TextKey<'AbpIdentity'>`. */
export type TextKey<R extends TextResource = 'SupplierPortal'> = TextKeyOf<R>;

/**
 * The rest of the keys that start with a prefix, for a page's short-hand helper:
 * `const O = (key: KeySuffix<'ObjectStorage:'>) => L(`ObjectStorage:${key}`)` stays checked.
 */
export type KeySuffix<P extends string, R extends TextResource = 'SupplierPortal'> =
  TextKeyOf<R> extends infer K ? (K extends `${P}${infer S}` ? S : never) : never;

function lookup(resource: string, key: string, args: readonly unknown[]): string {
  const text = i18n.getResource(i18n.language, resource, key) as string | undefined;
  return fill(text ?? key, args);
}

/**
 * Outside React: `translate('AbpUi', 'Save')`. Only keys that the contracts' text bundles define
 * for that resource compile. Missing texts show their key, never nothing.
 */
export function translate<R extends TextResource>(
  resource: R,
  key: TextKeyOf<R>,
  ...args: unknown[]
): string {
  return lookup(resource, key, args);
}

/** `L('Menu:Dashboard')` for the product resource, `L('AbpUi', 'Save')` for another one. */
export interface Localize {
  (key: ProductTextKey): string;
  <R extends TextResource>(resource: R, key: TextKeyOf<R>, ...args: unknown[]): string;
}

/**
 * Re-renders on a change of the language or texts, and of the display time zone: the times a page
 * shows are read in the user's locale too (utils/time-zone.ts).
 */
function useLocale() {
  useTranslation();
  useSyncExternalStore(subscribeDisplayTimeZone, displayTimeZone);
}

/**
 * In components: `const L = useL(); L('Menu:Dashboard')` reads the product resource,
 * `L('AbpUi', 'Save')` another one; a key the resource does not define is a compile error.
 * Re-renders when the language, the texts or the time zone change.
 */
export function useL(): Localize {
  useLocale();
  return function L(resourceOrKey: string, key?: string, ...args: unknown[]): string {
    return key === undefined ? lookup('SupplierPortal', resourceOrKey, []) : lookup(resourceOrKey, key, args);
  };
}

/**
 * A module's texts by its bundle: `const t = useTexts(objectStorageTexts); t('ObjectStorage:Name')`
 * accepts only that bundle's keys. Re-renders when the language or texts change.
 */
export function useTexts<B extends TextBundle>(bundle: B): (key: BundleKey<B>, ...args: unknown[]) => string {
  useLocale();
  return (key, ...args) => lookup(bundle.resource, key, args);
}

/**
 * For a key made at run time (a route's title, an enum value from the server): the caller vouches
 * that it names a text; a wrong one shows the key itself.
 */
export function translateDynamic(resource: TextResource, key: string, ...args: unknown[]): string {
  return lookup(resource, key, args);
}
