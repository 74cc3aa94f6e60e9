import { cultures, duplicateKeys, type TextBundle } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { allTexts, L, translate } from '../platform/localization/localizer.js';
import { textBundles } from './texts.js';

const registered: readonly TextBundle[] = textBundles;
const placeholders = (text: string) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();

describe('the registered text bundles', () => {
  it('define every key once per resource', () => {
    expect(duplicateKeys(registered)).toEqual([]);
  });

  it('give every key a text in all three languages, with the same placeholders', () => {
    const problems: string[] = [];
    for (const b of registered)
      for (const [key, tuple] of Object.entries(b.texts)) {
        if (tuple.length !== cultures.length || tuple.some((t) => t.trim() === ''))
          problems.push(`${b.resource}:${key} has an empty or missing translation`);
        else if (tuple.some((t) => placeholders(t).join() !== placeholders(tuple[0]).join()))
          problems.push(`${b.resource}:${key} has different placeholders per language`);
      }
    expect(problems).toEqual([]);
  });

  it('serve the same resources and keys in every culture', () => {
    const shape = (culture: (typeof cultures)[number]) =>
      Object.fromEntries(
        Object.entries(allTexts(culture)).map(([r, texts]) => [r, Object.keys(texts).sort()]),
      );
    const english = shape('en');
    expect(Object.keys(english)).toEqual(expect.arrayContaining(['AbpUi', 'AbpIdentity', 'SupplierPortal']));
    for (const culture of cultures) expect(shape(culture)).toEqual(english);
  });

  it('render the reviewed wording of the shared statuses and fall back to the key for an unknown one', () => {
    expect(translate('zh-Hant', L('SupplierPortal', 'Status:Closed'))).toBe('已結案');
    expect(translate('zh-Hans', L('SupplierPortal', 'Status:Rejected'))).toBe('已驳回');
    expect(translate('en', L('AbpIdentity', 'Volo.Abp.Identity:DuplicateSupplierCode', 'V001'))).toBe(
      "Supplier code 'V001' is already taken.",
    );
    // @ts-expect-error a key that no bundle defines does not compile
    expect(translate('en', L('AbpUi', 'NoSuchKey'))).toBe('NoSuchKey');
  });
});
