import { cultures, languageDisplayNames, type Culture } from '@sp/contracts';
import { useId, useState } from 'react';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import './controls.css';

/**
 * The language switch of the pages outside the layout (login, register): the three interface
 * languages, each named in itself. Switching reloads the configuration, which brings the texts.
 * Native radio buttons (arrow keys move between them), drawn as antd's small Segmented.
 */
export function LanguageSwitch() {
  const L = useL();
  const language = useAppStore((s) => s.language);
  const [busy, setBusy] = useState(false);
  const name = useId();

  const change = async (next: Culture) => {
    setBusy(true);
    try {
      await useAppStore.getState().setLanguage(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={busy ? 'lite-segmented is-disabled' : 'lite-segmented'}
      role="radiogroup"
      aria-label={L('AbpUi', 'Language')}
      data-testid="lang-switch"
    >
      {cultures.map((c) => (
        <label key={c} className={c === language ? 'lite-segmented-item is-selected' : 'lite-segmented-item'}>
          <input
            type="radio"
            className="lite-segmented-input"
            name={name}
            value={c}
            checked={c === language}
            disabled={busy}
            onChange={() => void change(c)}
          />
          <span className="lite-segmented-label" lang={c}>
            {languageDisplayNames[c]}
          </span>
        </label>
      ))}
    </div>
  );
}
