import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const DEFAULT_THEME = '#1890ff';
export const themePresets = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

export interface Settings {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

interface SettingsState extends Settings {
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
}

/** The right-hand panel's settings (spec §3): every switch on by default, kept across reloads. */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME,
      showSettings: true,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      supportPinyinSearch: true,
      change: (key, value) => set({ [key]: value } as Partial<Settings>),
    }),
    { name: 'supplier-portal-settings', version: 1 },
  ),
);
