import { cultures, pickText, type Culture, type Texts } from './i18n.js';

/**
 * A module's own texts: one `[en, zh-Hans, zh-Hant]` tuple per key, so a missing translation is a
 * compile error where the key is written, not a blank on a page. Every bundle belongs to an ABP
 * resource (the product's texts are `SupplierPortal`); the server merges the bundles into the
 * application configuration's `localization.values`, and the web's typed lookup (`useTexts`)
 * accepts only the keys of the bundle it is given.
 */
export interface TextBundle<K extends string = string, R extends string = string> {
  readonly resource: R;
  readonly texts: Readonly<Record<K, Texts>>;
}

export type BundleKey<B extends TextBundle> = B extends TextBundle<infer K> ? K : never;

/** The keys that the bundles of a list define for one resource (several bundles may share one). */
export type ResourceKeysIn<B extends TextBundle, R extends string> =
  B extends TextBundle<infer K, infer BR> ? (BR extends R ? K : never) : never;

export function defineTexts<const R extends string, const K extends string>(
  resource: R,
  texts: Readonly<Record<K, Texts>>,
): TextBundle<K, R> {
  return { resource, texts };
}

/** One culture's values of a bundle, as `{ key: text }`. */
export function bundleValues(bundle: TextBundle, culture: Culture): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, tuple] of Object.entries<Texts>(bundle.texts)) out[key] = pickText(tuple, culture);
  return out;
}

/** Keys defined by more than one bundle of the same resource: a bug the registry test reports. */
export function duplicateKeys(bundles: readonly TextBundle[]): string[] {
  const seen = new Set<string>();
  const dupes: string[] = [];
  for (const b of bundles)
    for (const key of Object.keys(b.texts)) {
      const id = `${b.resource}:${key}`;
      if (seen.has(id)) dupes.push(id);
      seen.add(id);
    }
  return dupes;
}

export { cultures };
