import { Policies, textValues } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { filterRoutes, type GrantedPolicies } from '../router/access';
import { layoutRoutes } from '../router/routes';
import type { AppRoute } from '../router/types';
import {
  buildSearchPool,
  createMenuSearch,
  createMenuSearchPool,
  FUSE_OPTIONS,
  loadPinyin,
  pinyinOfTitle,
  pinyinSearchActive,
  searchMenu,
  type MenuSearchInput,
} from './menu-search';

const texts = {
  en: textValues('en'),
  'zh-Hans': textValues('zh-Hans'),
  'zh-Hant': textValues('zh-Hant'),
} as const;
type Language = keyof typeof texts;

/** The server's own texts, as the application configuration delivers them. */
const translator = (language: Language) => (key: string) =>
  (texts[language].SupplierPortal as Record<string, string>)[key] ?? key;

/** Every policy of the contracts granted: an admin. */
const everything: Record<string, boolean> = new Proxy({}, { get: () => true });
const usersOnly = { [Policies.AbpIdentity.Users.name]: true };

type Overrides = Partial<MenuSearchInput> & { granted?: GrantedPolicies };

/** The input as HeaderSearch builds it: the routes permitted by `granted` (an admin by default). */
function input(language: Language, { granted = everything, ...overrides }: Overrides = {}): MenuSearchInput {
  return {
    routes: filterRoutes(layoutRoutes, granted),
    translate: translator(language),
    language,
    supportPinyinSearch: true,
    ...overrides,
  };
}

async function search(query: string, language: Language, overrides: Overrides = {}) {
  const pool = await createMenuSearchPool(input(language, overrides));
  return searchMenu(createMenuSearch(pool), query).map((e) => e.path);
}

describe('menu search constants (spec §9)', () => {
  it('uses the fuzzy threshold 0.4 and the weights title 0.7, pinyin 0.3, path 0.3', () => {
    expect(FUSE_OPTIONS).toMatchObject({ threshold: 0.4, location: 0, distance: 100, minMatchCharLength: 1 });
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'pinyinTitle', weight: 0.3 },
      { name: 'path', weight: 0.3 },
    ]);
  });
});

describe('the pool', () => {
  it('holds the permitted, titled, visible pages with their translated title path', () => {
    const pool = buildSearchPool(layoutRoutes, translator('zh-Hans'));
    const users = pool.find((e) => e.path === '/identity/users');
    expect(users).toMatchObject({ title: ['身份认证管理', '用户管理'], label: '身份认证管理 > 用户管理' });
    expect(users?.pinyinTitle).toBeUndefined();
  });

  it('never holds hidden pages, nor groups whose page is only a menu group', () => {
    const paths = buildSearchPool(layoutRoutes, translator('en')).map((e) => e.path);
    expect(paths).not.toContain('/profile/index');
    expect(paths).not.toContain('/letter-of-recognition/vendor-letter-detail');
    expect(paths).not.toContain('/identity');
    // A group with a real redirect is a page of its own, as in VEA.
    expect(paths).toContain('/tenant');
    expect(paths).toContain('/dashboard');
  });

  it('never holds a route whose policy is not granted', async () => {
    const pool = await createMenuSearchPool(input('en', { granted: usersOnly }));
    const paths = pool.map((e) => e.path);
    expect(paths).toContain('/identity/users');
    expect(paths).not.toContain('/identity/roles');
    expect(paths).not.toContain('/tenant/tenants');
    expect(paths.some((p) => p.startsWith('/vendor-label'))).toBe(false);
    expect(await search('roles', 'en', { granted: usersOnly })).toEqual([]);
  });

  it('adds pinyin only for Chinese interfaces with the setting on', async () => {
    expect(pinyinSearchActive('zh-Hans', true)).toBe(true);
    expect(pinyinSearchActive('zh-Hant', true)).toBe(true);
    expect(pinyinSearchActive('zh-Hans', false)).toBe(false);
    expect(pinyinSearchActive('en', true)).toBe(false);
    const english = await createMenuSearchPool(input('en'));
    expect(english.every((e) => e.pinyinTitle === undefined)).toBe(true);
    const off = await createMenuSearchPool(input('zh-Hans', { supportPinyinSearch: false }));
    expect(off.every((e) => e.pinyinTitle === undefined)).toBe(true);
  });
});

describe('pinyin', () => {
  it('covers the whole title path, written together and syllable by syllable', async () => {
    const toSyllables = await loadPinyin();
    expect(pinyinOfTitle(['身份认证管理', '用户管理'], toSyllables)).toBe(
      'shenfenrenzhengguanli yonghuguanli shen fen ren zheng guan li yong hu guan li',
    );
    expect(pinyinOfTitle(['供应商物料管控', 'BOM 总览'], toSyllables)).toBe(
      'gongyingshangwuliaoguankong bomzonglan gong ying shang wu liao guan kong bom zong lan',
    );
  });
});

describe('searching', () => {
  it("finds the users page by pinyin in simplified Chinese ('yonghu', 'yong hu')", async () => {
    expect((await search('yonghu', 'zh-Hans'))[0]).toBe('/identity/users');
    expect((await search('yong hu', 'zh-Hans'))[0]).toBe('/identity/users');
  });

  it('finds the pages of a group by the pinyin of the group title', async () => {
    const found = await search('shenfen', 'zh-Hans');
    expect(found).toEqual(
      expect.arrayContaining(['/identity/organizations', '/identity/roles', '/identity/users']),
    );
  });

  it('finds traditional-Chinese titles by their pinyin (使用者管理 → shiyongzhe)', async () => {
    expect((await search('shiyongzhe', 'zh-Hant'))[0]).toBe('/identity/users');
  });

  it('does not search pinyin when the setting is off', async () => {
    expect(await search('yonghu', 'zh-Hans', { supportPinyinSearch: false })).not.toContain(
      '/identity/users',
    );
  });

  it("finds the users page by its English title ('users') and by Chinese characters", async () => {
    expect((await search('users', 'en'))[0]).toBe('/identity/users');
    expect((await search('用户', 'zh-Hans'))[0]).toBe('/identity/users');
    expect((await search('字典', 'zh-Hans'))[0]).toBe('/dictionaries/index');
  });

  it('finds pages by path', async () => {
    expect(await search('/supplier-material-control/bom', 'en')).toContain('/supplier-material-control/bom');
  });

  it('finds nothing for an empty query', async () => {
    expect(await search('   ', 'en')).toEqual([]);
  });

  it('keeps external menu links as they are', () => {
    const routes: AppRoute[] = [{ path: 'https://example.com/help', meta: { title: 'Help' } }];
    expect(buildSearchPool(routes, (k) => k)).toEqual([
      { path: 'https://example.com/help', title: ['Help'], label: 'Help' },
    ]);
  });
});
