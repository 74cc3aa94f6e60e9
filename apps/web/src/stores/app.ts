import type { Culture } from '@sp/contracts';
import { create } from 'zustand';
import { findTenantByName } from '../api/abp';
import { currentLanguage, setLanguage } from '../locales/language';
import { CookieNames, getCookie, removeCookie, setCookie } from '../utils/cookies';
import { useConfigStore } from './config';

export type Size = 'default' | 'medium' | 'small' | 'mini';
export const sizes: Size[] = ['default', 'medium', 'small', 'mini'];
export type Device = 'desktop' | 'mobile';

interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  size: Size;
  language: Culture;
  tenant: { id: string; name: string } | null;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation: boolean): void;
  setDevice(device: Device): void;
  setSize(size: Size): void;
  setLanguage(language: Culture): Promise<void>;
  /** Resolves a tenant name to its id (empty clears it), then reloads the configuration. Returns false if unknown. */
  /** Chooses the tenant by name (empty: the host). Unknown and inactive tenants are refused. */
  setTenant(name: string): Promise<'ok' | 'unavailable' | 'inactive'>;
}

const initialSize = (): Size => {
  const s = getCookie(CookieNames.size) as Size | undefined;
  return s && sizes.includes(s) ? s : 'medium';
};

const initialTenant = () => {
  const id = getCookie(CookieNames.tenant);
  return id ? { id, name: getCookie(CookieNames.tenantName) ?? '' } : null;
};

/** Sidebar, device, size, language and tenant: spec §3 "persisted client state", kept in cookies. */
export const useAppStore = create<AppState>((set) => ({
  sidebar: { opened: getCookie(CookieNames.sidebarStatus) !== '0', withoutAnimation: false },
  device: 'desktop',
  size: initialSize(),
  language: currentLanguage(),
  tenant: initialTenant(),
  toggleSidebar: () =>
    set((s) => {
      const opened = !s.sidebar.opened;
      setCookie(CookieNames.sidebarStatus, opened ? '1' : '0');
      return { sidebar: { opened, withoutAnimation: false } };
    }),
  closeSidebar: (withoutAnimation) => {
    setCookie(CookieNames.sidebarStatus, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    setCookie(CookieNames.size, size);
    set({ size });
  },
  async setLanguage(language) {
    setLanguage(language);
    set({ language });
    await useConfigStore.getState().load();
  },
  async setTenant(name) {
    const trimmed = name.trim();
    if (!trimmed) {
      removeCookie(CookieNames.tenant);
      removeCookie(CookieNames.tenantName);
      set({ tenant: null });
      await useConfigStore.getState().load();
      return 'ok';
    }
    const result = await findTenantByName(trimmed);
    if (!result.success || !result.tenantId) return 'unavailable';
    // Chosen anyway, the page would say "not selected" and every login would fail: say why now.
    if (!result.isActive) return 'inactive';
    setCookie(CookieNames.tenant, result.tenantId);
    setCookie(CookieNames.tenantName, result.name ?? trimmed);
    set({ tenant: { id: result.tenantId, name: result.name ?? trimmed } });
    await useConfigStore.getState().load();
    return 'ok';
  },
}));
