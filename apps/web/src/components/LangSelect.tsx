import { TranslationOutlined } from '@ant-design/icons';
import { cultures, languageDisplayNames, type Culture } from '@sp/contracts';
import { useL } from '../locales/i18n';
import { useAppStore } from '../stores/app';
import { useConfigStore } from '../stores/config';
import { NavbarMenu } from './NavbarMenu';

const isCulture = (name: string): name is Culture => (cultures as readonly string[]).includes(name);

/** The interface language: en / 简体中文 / 繁體中文 from the configuration's language list. */
export function LangSelect() {
  const L = useL();
  const language = useAppStore((s) => s.language);
  const configured = useConfigStore((s) => s.config?.localization.languages);
  const languages = (
    configured?.length ? configured : cultures.map((c) => ({ cultureName: c, displayName: '' }))
  ).filter((l) => isCulture(l.cultureName));

  return (
    <NavbarMenu<Culture>
      label={L('Navbar:Language')}
      icon={<TranslationOutlined />}
      testId="lang-select"
      selected={language}
      options={languages.map(({ cultureName, displayName }) => ({
        key: cultureName as Culture,
        label: (
          <span lang={cultureName} data-testid={`lang-${cultureName}`}>
            {displayName || languageDisplayNames[cultureName as Culture]}
          </span>
        ),
      }))}
      onChoose={(next) => useAppStore.getState().setLanguage(next)}
      switched={() => L('Language:Switched')}
    />
  );
}
