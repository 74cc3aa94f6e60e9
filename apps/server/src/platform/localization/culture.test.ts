import { describe, expect, it } from 'vitest';
import { cultureFromAcceptLanguage, cultureFromAspNetCookie, matchCulture } from './culture.js';
import { format } from './localizer.js';

describe('culture resolution', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['en-GB', 'en'],
    ['de', undefined],
    ['', undefined],
  ])('%s -> %s', (tag, culture) => expect(matchCulture(tag)).toBe(culture));

  it('answers a header it has read before the same, also after many others', () => {
    const header = 'fr-FR,fr;q=0.9,zh-TW;q=0.8,en;q=0.7';
    expect(cultureFromAcceptLanguage(header)).toBe('zh-Hant');
    for (let i = 0; i < 600; i++) cultureFromAcceptLanguage(`x-${i},en;q=0.${(i % 9) + 1}`);
    expect(cultureFromAcceptLanguage(header)).toBe('zh-Hant');
    expect(cultureFromAcceptLanguage('de,fr')).toBeUndefined();
    expect(cultureFromAcceptLanguage('de,fr')).toBeUndefined();
  });

  it('honours q-values and skips unsupported languages', () => {
    expect(cultureFromAcceptLanguage('fr-FR,fr;q=0.9,zh-TW;q=0.8,en;q=0.7')).toBe('zh-Hant');
    expect(cultureFromAcceptLanguage('en;q=0.5,zh-CN;q=0.9')).toBe('zh-Hans');
    expect(cultureFromAcceptLanguage('zh-CN;q=0')).toBeUndefined();
    expect(cultureFromAcceptLanguage('x'.repeat(1000))).toBeUndefined();
  });

  it('reads the ASP.NET culture cookie', () => {
    expect(cultureFromAspNetCookie('c=en|uic=zh-Hant')).toBe('zh-Hant');
    expect(cultureFromAspNetCookie('c=en')).toBe('en');
  });

  it('formats ABP placeholders', () => {
    expect(format("Username '{0}' is already taken.", ['bob'])).toBe("Username 'bob' is already taken.");
    expect(format('{1} of {0}', [1])).toBe('{1} of 1');
  });
});
