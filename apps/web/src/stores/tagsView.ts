import { create } from 'zustand';

export interface TagView {
  /** The view key (layout/view-key.ts): the route path, with `?id=` on a detail route. The cache key. */
  path: string;
  /** Path with query, what the tab navigates back to. */
  fullPath: string;
  /** Localization key of the title. */
  title: string;
  affix: boolean;
  noCache: boolean;
  /** The record a detail tab shows (its number or name), after the title. */
  label?: string;
}

interface TagsViewState {
  visitedViews: TagView[];
  /** Paths whose pages are kept alive while their tab is open. */
  cachedViews: string[];
  addView(view: TagView): void;
  delView(path: string): void;
  delOthersViews(path: string): void;
  /** Closes every tab but the pinned ones; `includingAffix` also closes those (logout). */
  delAllViews(includingAffix?: boolean): void;
  delCachedView(path: string): void;
  delAllCachedViews(): void;
  /** Names the record of a detail tab (DetailPage sets it once the record is loaded). */
  setLabel(path: string, label: string): void;
}

/** The tab strip of visited pages (VEA's tagsView module). */
export const useTagsViewStore = create<TagsViewState>((set) => ({
  visitedViews: [],
  cachedViews: [],
  addView: (view) =>
    set((s) => {
      const existing = s.visitedViews.find((v) => v.path === view.path);
      const visitedViews = existing
        ? s.visitedViews.map((v) => (v.path === view.path ? { ...v, fullPath: view.fullPath } : v))
        : [...s.visitedViews, view];
      const cachedViews =
        view.noCache || s.cachedViews.includes(view.path) ? s.cachedViews : [...s.cachedViews, view.path];
      return { visitedViews, cachedViews };
    }),
  delView: (path) =>
    set((s) => ({
      visitedViews: s.visitedViews.filter((v) => v.path !== path || v.affix),
      cachedViews: s.cachedViews.filter((p) => p !== path),
    })),
  delOthersViews: (path) =>
    set((s) => ({
      visitedViews: s.visitedViews.filter((v) => v.affix || v.path === path),
      cachedViews: s.cachedViews.filter((p) => p === path),
    })),
  delAllViews: (includingAffix = false) =>
    set((s) => {
      const kept = includingAffix ? [] : s.visitedViews.filter((v) => v.affix);
      return { visitedViews: kept, cachedViews: s.cachedViews.filter((p) => kept.some((v) => v.path === p)) };
    }),
  delCachedView: (path) => set((s) => ({ cachedViews: s.cachedViews.filter((p) => p !== path) })),
  delAllCachedViews: () => set({ cachedViews: [] }),
  setLabel: (path, label) =>
    set((s) => ({ visitedViews: s.visitedViews.map((v) => (v.path === path ? { ...v, label } : v)) })),
}));
