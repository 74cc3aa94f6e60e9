import { bundleValues, cultures, type BundleKey, type Culture, type TextBundle } from '@sp/contracts';
import { en, type LocaleTexts } from './texts/en.js';
import { zhHans } from './texts/zh-Hans.js';
import { zhHant } from './texts/zh-Hant.js';

export type ResourceName = keyof typeof en;
export type TextKey<R extends ResourceName> = keyof (typeof en)[R] & string;

type Values = Record<string, Record<string, string>>;

const base: Record<Culture, LocaleTexts> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
const bundles: TextBundle[] = [];
let merged: Record<Culture, Values> | null = null;

/**
 * Adds modules' own text bundles (each key a `[en, zh-Hans, zh-Hant]` tuple) to their resources.
 * Called once, when the module list is loaded (`modules/texts.ts`), before any text is rendered.
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
    for (const [resource, entries] of Object.entries(base[culture])) copy[resource] = { ...entries };
    for (const b of bundles) Object.assign((copy[b.resource] ??= {}), bundleValues(b, culture));
    out[culture] = copy;
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
  return format(template, text.args);
}

/** Every resource in one language, as application-configuration's `localization.values`. */
export function allTexts(culture: Culture): Values {
  return values()[culture];
}
