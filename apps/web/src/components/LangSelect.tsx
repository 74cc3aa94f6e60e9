import { TranslationOutlined } from '@ant-design/icons';
import { cultures, languageDisplayNames, type Culture } from '@sp/contracts';
import { App, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { useL } from '../locales/i18n';
import { useAppStore } from '../stores/app';
import { useConfigStore } from '../stores/config';

const isCulture = (name: string): name is Culture => (cultures as readonly string[]).includes(name);

/** The interface language: en / 简体中文 / 繁體中文 from the configuration's language list. */
export function LangSelect() {
  const L = useL();
  const { message } = App.useApp();
  // The tooltip would cover the menu's first entry: hidden while the menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  const language = useAppStore((s) => s.language);
  const configured = useConfigStore((s) => s.config?.localization.languages);
  const languages = (
    configured?.length ? configured : cultures.map((c) => ({ cultureName: c, displayName: '' }))
  )
    .filter((l) => isCulture(l.cultureName))
    .map((l) => ({
      culture: l.cultureName as Culture,
      name: l.displayName || languageDisplayNames[l.cultureName as Culture],
    }));

  const choose = async (next: Culture) => {
    if (next === language) return;
    await useAppStore.getState().setLanguage(next);
    void message.success(L('Language:Switched'));
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottom"
      onOpenChange={setMenuOpen}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languages.map((l) => ({
          key: l.culture,
          label: (
            <span lang={l.culture} data-testid={`lang-${l.culture}`}>
              {l.name}
            </span>
          ),
        })),
        onClick: ({ key }) => void choose(key as Culture),
      }}
    >
      <span>
        <Tooltip title={L('Navbar:Language')} placement="bottom" {...(menuOpen ? { open: false } : {})}>
          <button
            type="button"
            className="right-menu-item hover-effect"
            data-testid="lang-select"
            aria-label={L('Navbar:Language')}
          >
            <TranslationOutlined />
          </button>
        </Tooltip>
      </span>
    </Dropdown>
  );
}
