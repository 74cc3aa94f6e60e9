import {
  bundleValues,
  cultures,
  textBundles,
  type BundleKey,
  type Culture,
  type TextBundle,
  type TextKeyOf,
  type TextResource,
} from '@sp/contracts';
import { withInheritedTexts } from './inheritance.js';

/** Resources and keys come from the contracts' text bundles: a wrong key in `L(...)` does not compile. */
export type ResourceName = TextResource;
export type TextKey<R extends ResourceName> = TextKeyOf<R>;

type Values = Record<string, Record<string, string>>;

// Every text lives in a module's bundle (`packages/contracts/src/<area>/texts.ts`); the contracts'
// bundles are known from the start, so the framework's own messages render even before the module
// list is loaded.
const bundles: TextBundle[] = [...textBundles];
let merged: Record<Culture, Values> | null = null;

/**
 * Adds text bundles (each key a `[en, zh-Hans, zh-Hant]` tuple) to their resources: the module list
 * (`modules/texts.ts`) registers every bundle once, before any text is rendered.
 */
export function registerTextBundles(...added: readonly TextBundle[]): void {
  for (const b of added) if (!bundles.includes(b)) bundles.push(b);
  merged = null;
}

function values(): Record<Culture, Values> {
  if (merged) return merged;
  const out = {} as Record<Culture, Values>;
  for (const culture of cultures) {
    const copy: Values = {};
    for (const b of bundles) Object.assign((copy[b.resource] ??= {}), bundleValues(b, culture));
    out[culture] = withInheritedTexts(copy);
  }
  return (merged = out);
}

/** A text to be rendered later in the request's language (errors are built before it is known). */
export interface LocalizableText {
  readonly resource: string;
  readonly key: string;
  readonly args: readonly unknown[];
}

export function L<R extends ResourceName>(resource: R, key: TextKey<R>, ...args: unknown[]): LocalizableText {
  return { resource, key, args };
}

/** A module's text, typed by its bundle: `T(supplierTexts, 'Supplier:InUse', name)`. */
export function T<B extends TextBundle>(bundle: B, key: BundleKey<B>, ...args: unknown[]): LocalizableText {
  return { resource: bundle.resource, key, args };
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
  const all = values();
  const resource = all[culture][text.resource];
  const fallback = all.en[text.resource];
  const template = resource?.[text.key] ?? fallback?.[text.key] ?? text.key;
  // Arguments may be texts themselves (a status name inside a message): rendered in the same language.
  return format(
    template,
    text.args.map((a) => (isLocalizable(a) ? translate(culture, a) : a)),
  );
}

/** Every resource in one language, as application-configuration's `localization.values`. */
export function allTexts(culture: Culture): Values {
  return values()[culture];
}
