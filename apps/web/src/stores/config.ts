import { create } from 'zustand';
import { fetchApplicationConfiguration, type ApplicationConfiguration } from '../api/abp';
import { loadTexts } from '../locales/i18n';
import { currentLanguage } from '../locales/language';
import { getToken } from '../utils/cookies';
import { setDisplayTimeZone } from '../utils/time-zone';
import { takeBootConfiguration } from './boot';

interface ConfigState {
  config: ApplicationConfiguration | null;
  /** Fetches the configuration and loads its texts (after login, logout, language or tenant change). */
  load(): Promise<ApplicationConfiguration>;
  /**
   * Re-reads the user's policies and roles without the texts, at most every REFRESH_MS: a role's
   * permissions changed by an administrator reach the menu on the user's next navigation.
   */
  refresh(): void;
}

const REFRESH_MS = 15_000;
let lastLoaded = 0;

let inFlight: Promise<ApplicationConfiguration> | null = null;

export const useConfigStore = create<ConfigState>((set, get) => ({
  config: null,
  load() {
    // The first load of a page takes what index.html brought (stores/boot.ts), if it fits.
    const inlined = inFlight ? undefined : takeBootConfiguration(currentLanguage(), !!getToken());
    inFlight ??= (inlined ? Promise.resolve(inlined) : fetchApplicationConfiguration())
      .then((config) => {
        loadTexts(
          config.localization.currentCulture.cultureName || currentLanguage(),
          config.localization.values,
        );
        set({ config });
        lastLoaded = Date.now();
        return config;
      })
      .finally(() => (inFlight = null));
    return inFlight;
  },
  refresh() {
    const current = get().config;
    if (!current || inFlight || Date.now() - lastLoaded < REFRESH_MS) return;
    lastLoaded = Date.now();
    void fetchApplicationConfiguration(false)
      .then((fresh) => set({ config: { ...fresh, localization: current.localization } }))
      .catch(() => {
        // Offline or signed out meanwhile: the next request says so; the menu keeps what it had.
      });
  },
}));

// Times are shown on the clock of the tenant's zone (utils/time-zone.ts), however the configuration
// arrives (index.html, a load, a refresh, a language switch).
useConfigStore.subscribe((s) => setDisplayTimeZone(s.config?.setting.values['Abp.Timing.TimeZone']));

export const grantedPolicies = () => useConfigStore.getState().config?.auth.grantedPolicies ?? {};
export const useGrantedPolicies = () => useConfigStore((s) => s.config?.auth.grantedPolicies ?? emptyGrants);
const emptyGrants: Record<string, boolean> = {};
