import { Drawer, Switch } from 'antd';
import { useEffect } from 'react';
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

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The right-hand settings panel (spec §2): theme colour and the layout switches, kept across
 * reloads. It slides in from the right; its handle is the navbar's gear (so that nothing floats over
 * a page's pager or buttons), and Escape, the mask or the close button put it away.
 */
export default function Settings({ open, onClose }: Props) {
  const L = useL();
  const language = useAppStore((s) => s.language);
  const chinese = language === 'zh-Hans' || language === 'zh-Hant';
  // Escape closes the panel wherever the focus is (antd's Drawer hears it only from inside, and the
  // focus may still be on the navbar's gear or the page).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <Drawer
      open={open}
      title={L('Settings:Title')}
      placement="right"
      size={280}
      onClose={onClose}
      zIndex={2000}
      data-testid="settings-drawer"
    >
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
    </Drawer>
  );
}
