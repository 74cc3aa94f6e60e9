import { ColorPicker } from 'antd';
import { useL } from '../locales/i18n';
import { DEFAULT_THEME, themePresets, useSettingsStore } from '../stores/settings';

/**
 * The theme colour (spec §3, §9: default #1890ff and the eight predefined colours). antd 6 applies
 * it at once through ConfigProvider's colorPrimary, no stylesheet rewriting as in VEA.
 */
export function ThemePicker() {
  const L = useL();
  const theme = useSettingsStore((s) => s.theme);
  return (
    <ColorPicker
      data-testid="theme-picker"
      value={theme || DEFAULT_THEME}
      disabledAlpha
      presets={[{ label: L('Settings:Theme'), colors: themePresets, defaultOpen: true }]}
      onChangeComplete={(color) => useSettingsStore.getState().change('theme', color.toHexString())}
    />
  );
}
