import { Switch } from 'antd';
import { RightPanel } from '../components/RightPanel';
import { ThemePicker } from '../components/ThemePicker';
import { useL } from '../locales/i18n';
import { useAppStore } from '../stores/app';
import { useSettingsStore, type Settings as SettingValues } from '../stores/settings';
import './Settings.css';

type SwitchKey = Exclude<keyof SettingValues, 'theme' | 'showSettings'>;

function SettingSwitch({ name, label }: { name: SwitchKey; label: string }) {
  const checked = useSettingsStore((s) => s[name]);
  return (
    <label className="drawer-item">
      <span>{label}</span>
      <Switch
        size="small"
        checked={checked}
        data-testid={`setting-${name}`}
        onChange={(value) => useSettingsStore.getState().change(name, value)}
      />
    </label>
  );
}

/** The right-hand settings panel (spec §2): theme colour and the layout switches, kept across reloads. */
export default function Settings() {
  const L = useL();
  const language = useAppStore((s) => s.language);
  const chinese = language === 'zh-Hans' || language === 'zh-Hant';
  return (
    <RightPanel title={L('Settings:Title')}>
      <div className="settings-panel">
        <div className="drawer-item">
          <span>{L('Settings:Theme')}</span>
          <ThemePicker />
        </div>
        <SettingSwitch name="tagsView" label={L('Settings:TagsView')} />
        <SettingSwitch name="fixedHeader" label={L('Settings:FixedHeader')} />
        <SettingSwitch name="sidebarLogo" label={L('Settings:SidebarLogo')} />
        {chinese && <SettingSwitch name="supportPinyinSearch" label={L('Settings:PinyinSearch')} />}
      </div>
    </RightPanel>
  );
}
