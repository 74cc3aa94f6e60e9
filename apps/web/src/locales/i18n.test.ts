import { describe, expect, it } from 'vitest';
import { loadTexts, translate, translateDynamic, type KeySuffix } from './i18n';

describe('the typed text lookup', () => {
  loadTexts('en', {
    AbpUi: { Save: 'Save', PagerTotal: 'Total {0} items' },
    SupplierPortal: { 'ObjectStorage:Name': 'Name' },
  });

  it('reads a resource key and fills ABP placeholders', () => {
    expect(translate('AbpUi', 'Save')).toBe('Save');
    expect(translate('AbpUi', 'PagerTotal', 3)).toBe('Total 3 items');
  });

  it('shows the key of a text the server did not send, never nothing', () => {
    expect(translate('AbpUi', 'Cancel')).toBe('Cancel');
    expect(translateDynamic('SupplierPortal', 'Demo:Role.someone')).toBe('Demo:Role.someone');
  });

  it('accepts only keys the resource defines (checked by tsc)', () => {
    const suffix: KeySuffix<'ObjectStorage:'> = 'Name';
    expect(translateDynamic('SupplierPortal', `ObjectStorage:${suffix}`)).toBe('Name');
    // @ts-expect-error a key of another resource
    expect(translate('AbpUi', 'Menu:Dashboard')).toBe('Menu:Dashboard');
    // @ts-expect-error a key no bundle defines
    const wrong: KeySuffix<'ObjectStorage:'> = 'NoSuchKey';
    expect(wrong).toBe('NoSuchKey');
  });
});

describe('loading texts again', () => {
  it('overwrites the texts it sends, keeps the others, and keeps no link to its input', () => {
    const first = { 'Test:One': 'one', 'Test:Two': 'two' };
    loadTexts('en', { Probe: first });
    loadTexts('en', { Probe: { 'Test:Two': 'TWO', 'Test:Three': 'three' } });
    first['Test:One'] = 'changed after loading';
    const L = (key: string) => translateDynamic('Probe' as never, key);
    expect([L('Test:One'), L('Test:Two'), L('Test:Three')]).toEqual(['one', 'TWO', 'three']);
  });
});
