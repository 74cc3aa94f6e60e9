import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Culture } from '@sp/contracts';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { loadAntdLocale } from '../locales/antd-locale';
import { useAppStore, type Size } from '../stores/app';
import { useSettingsStore } from '../stores/settings';
import { useReducedMotion } from '../utils/reduced-motion';
import { ui } from '../utils/ui';
import { liteMessage } from './lite-message';

/**
 * The antd side of the app: ConfigProvider (theme colour, size, locale), antd's App (message and
 * modal), the bridge that hands those to code outside React, and TanStack Query. Not in the entry:
 * the layout wraps itself in it and the public antd pages get it from the router (`withAntd`), so
 * /login, which uses no antd, does not download antd at all.
 */

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** The spec's four sizes on antd's three: mini is small with the compact algorithm. */
const componentSize: Record<Size, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/** The last antd locale loaded (it also sets dayjs's). */
let loaded: { language: Culture; locale: Locale } | undefined;

async function loadLocale(language: Culture): Promise<Locale> {
  if (loaded?.language === language) return loaded.locale;
  const locale = await loadAntdLocale(language);
  loaded = { language, locale };
  return locale;
}

/**
 * Loads the antd locale of the current language; the router awaits it together with an antd
 * page's code, so AntdProviders renders with its locale at once. (Adding the locale later changes
 * ConfigProvider's tree, which remounts the whole page below it and loses its state and toasts.)
 */
export async function preloadAntdLocale(): Promise<void> {
  try {
    await loadLocale(useAppStore.getState().language);
  } catch {
    // AntdProviders tries again; without a locale antd shows English.
  }
}

/** Lets code outside React (the request client) use message and modal with the app's theme. */
function AntdBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => {
    ui.message = message;
    ui.modal = modal;
    // Leaving antd (to /login): toasts go to the plain ones again, dialogs to their fallbacks.
    return () => {
      if (ui.message === message) ui.message = liteMessage;
      if (ui.modal === modal) ui.modal = null;
    };
  }, [message, modal]);
  return null;
}

export function AntdProviders({ children }: { children: ReactNode }) {
  const color = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);
  const language = useAppStore((s) => s.language);
  const reducedMotion = useReducedMotion();
  const [locale, setLocale] = useState<Locale | undefined>(() =>
    loaded?.language === language ? loaded.locale : undefined,
  );

  useEffect(() => {
    let current = true;
    void loadLocale(language).then((l) => current && setLocale(l));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <ConfigProvider
      locale={locale}
      componentSize={componentSize[size]}
      // "登录", not "登 录": antd's space between two Chinese characters reads as a typo here.
      button={{ autoInsertSpace: false }}
      theme={{
        // The styles come from antd's own stylesheet (./antd-styles.ts), not generated here.
        zeroRuntime: true,
        token: { colorPrimary: color, motion: !reducedMotion },
        algorithm:
          size === 'mini'
            ? [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm]
            : antdTheme.defaultAlgorithm,
      }}
    >
      <AntdApp message={{ maxCount: 3 }}>
        <AntdBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
