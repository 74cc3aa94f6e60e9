import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
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

/** Outside React: `translate('AbpUi', 'Save')`. Missing texts show their key, never nothing. */
export function translate(resource: string, key: string, ...args: unknown[]): string {
  const text = i18n.getResource(i18n.language, resource, key) as string | undefined;
  return fill(text ?? key, args);
}

/**
 * In components: `const L = useL(); L('Menu:Dashboard')` reads the product resource,
 * `L('AbpUi', 'Save')` another one. Re-renders when the language or texts change.
 */
export function useL() {
  useTranslation();
  return function L(resourceOrKey: string, key?: string, ...args: unknown[]): string {
    return key === undefined
      ? translate('SupplierPortal', resourceOrKey)
      : translate(resourceOrKey, key, ...args);
  };
}
