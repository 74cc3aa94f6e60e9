import type { CSSProperties, ReactNode } from 'react';
import { useL } from '../../locales/i18n';
import { useSettingsStore } from '../../stores/settings';
import './controls.css';
import './auth.css';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The frame of the sign-in and registration pages: a calm background, the language switch in the
 * top corner and one centred card with the product's name. No antd here: the theme colour comes
 * from the settings store, as the layout's own CSS takes it.
 */
export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const L = useL();
  const primary = useSettingsStore((s) => s.theme);
  return (
    <div className="auth-page lite-page" style={{ '--lite-primary': primary } as CSSProperties}>
      <div className="auth-corner">
        <LanguageSwitch />
      </div>
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="auth-heading">
          <header className="auth-brand">
            <img className="auth-logo" src="/favicon.svg" alt="" width={44} height={44} />
            <div>
              <div className="auth-title">{L('AppTitle')}</div>
              <div className="auth-description">{L('AppDescription')}</div>
            </div>
          </header>
          <h1 id="auth-heading" className="auth-heading">
            {heading}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
