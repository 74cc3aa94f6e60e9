import Fuse, { type IFuseOptions } from 'fuse.js';
import { isExternal } from '../router/access';
import type { AppRoute } from '../router/types';

/**
 * The navbar's menu search (spec §9, VEA's HeaderSearch): a fuzzy search over the permitted menu
 * entries by translated title path, by its pinyin (Chinese interfaces, when the setting allows) and
 * by path. Pure functions, so the logic is tested without a browser.
 */

/** One searchable page: where it goes and what it is called along its menu path. */
export interface MenuSearchEntry {
  path: string;
  /** Translated titles from the top menu entry down, e.g. ['身份认证管理', '用户管理']. */
  title: string[];
  /** The title path as shown: the titles joined with ' > '. */
  label: string;
  /**
   * Pinyin of the whole title path, only when pinyin search is on: each title written together
   * ('shenfenrenzhengguanli yonghuguanli'), then syllable by syllable ('shen fen … yong hu guan li').
   */
  pinyinTitle?: string;
}

/** Spec §9: fuzzy threshold 0.4; weights title 0.7, pinyin 0.3, path 0.3 (VEA's Fuse options). */
export const SEARCH_THRESHOLD = 0.4;
export const SEARCH_LOCATION = 0;
export const SEARCH_DISTANCE = 100;
export const SEARCH_MIN_MATCH_CHAR_LENGTH = 1;
export const SEARCH_WEIGHTS = { title: 0.7, pinyinTitle: 0.3, path: 0.3 } as const;

export const FUSE_OPTIONS: IFuseOptions<MenuSearchEntry> = {
  shouldSort: true,
  threshold: SEARCH_THRESHOLD,
  location: SEARCH_LOCATION,
  distance: SEARCH_DISTANCE,
  minMatchCharLength: SEARCH_MIN_MATCH_CHAR_LENGTH,
  // Fuse's field-length norm would punish the long pinyin string of a deep entry, so that 'yonghu'
  // ranked 使用文档 (shi-yong-wen-dang) above 用户管理. Weights and threshold still decide alone.
  ignoreFieldNorm: true,
  keys: [
    { name: 'title', weight: SEARCH_WEIGHTS.title },
    { name: 'pinyinTitle', weight: SEARCH_WEIGHTS.pinyinTitle },
    { name: 'path', weight: SEARCH_WEIGHTS.path },
  ],
};

/** Pinyin search applies to the Chinese interfaces only, and only while the setting is on. */
export function pinyinSearchActive(language: string, supportPinyinSearch: boolean): boolean {
  return supportPinyinSearch && (language === 'zh-Hans' || language === 'zh-Hant');
}

/**
 * The entries of a (permitted) route tree: every route with a title that is not hidden, titled by
 * its path of titles. Parents whose redirect is 'noRedirect' are not entries of their own (their
 * page is only a menu group) but still prefix their children's titles, as in VEA.
 */
export function buildSearchPool(
  routes: AppRoute[],
  translate: (key: string) => string,
  prefix: string[] = [],
): MenuSearchEntry[] {
  const pool: MenuSearchEntry[] = [];
  for (const route of routes) {
    if (route.meta.hidden) continue;
    const title = route.meta.title ? [...prefix, translate(route.meta.title)] : prefix;
    if (route.meta.title && route.redirect !== 'noRedirect') {
      pool.push({ path: route.path, title, label: title.join(' > ') });
    }
    if (route.children) pool.push(...buildSearchPool(route.children, translate, title));
  }
  return pool;
}

/** Turns a text into pinyin syllables without tones; other characters pass through as words. */
export type ToSyllables = (text: string) => string[];

/** pinyin-pro is big: it is only loaded when pinyin search is actually on. */
export async function loadPinyin(): Promise<ToSyllables> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
}

/** The pinyin string of a title path: titles written together, then every syllable spaced. */
export function pinyinOfTitle(title: string[], toSyllables: ToSyllables): string {
  const perTitle = title.map((t) =>
    toSyllables(t)
      .flatMap((s) => s.toLowerCase().split(/\s+/))
      .filter(Boolean),
  );
  const together = perTitle.map((s) => s.join('')).join(' ');
  const spaced = perTitle.flat().join(' ');
  return `${together} ${spaced}`;
}

export function withPinyin(pool: MenuSearchEntry[], toSyllables: ToSyllables): MenuSearchEntry[] {
  return pool.map((entry) => ({ ...entry, pinyinTitle: pinyinOfTitle(entry.title, toSyllables) }));
}

export interface MenuSearchInput {
  /** The permitted routes (`usePermittedRoutes`): only they get into the pool. */
  routes: AppRoute[];
  translate: (key: string) => string;
  language: string;
  supportPinyinSearch: boolean;
}

/** The pool for the current user, language and settings (pinyin loaded on demand). */
export async function createMenuSearchPool(input: MenuSearchInput): Promise<MenuSearchEntry[]> {
  const pool = buildSearchPool(input.routes, input.translate);
  if (!pinyinSearchActive(input.language, input.supportPinyinSearch)) return pool;
  return withPinyin(pool, await loadPinyin());
}

export const createMenuSearch = (pool: MenuSearchEntry[]) => new Fuse(pool, FUSE_OPTIONS);

/** The best matches of a query, best first (an empty query finds nothing). */
export function searchMenu(fuse: Fuse<MenuSearchEntry>, query: string, limit = 20): MenuSearchEntry[] {
  const q = query.trim();
  if (!q) return [];
  return fuse.search(q, { limit }).map((r) => r.item);
}

/** External menu paths open in a new tab; the others are routes of the app. */
export const opensNewTab = (path: string) => isExternal(path);
