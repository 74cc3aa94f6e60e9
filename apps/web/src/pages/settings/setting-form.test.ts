import { describe, expect, it } from 'vitest';
import type { SettingGroup, SettingInfo, SettingProperties } from '../../api/settings';
import {
  changedValues,
  defaultText,
  differsFromDefault,
  initialValues,
  selectOptions,
  subGroups,
  toFormValue,
  toWireValue,
} from './setting-form';

const setting = (name: string, value: string, p: Partial<SettingProperties>): SettingInfo => ({
  name,
  displayName: name,
  description: '',
  value,
  permission: 'SettingUi.Tenant',
  properties: { Group1: 'G', Group2: 'A', Type: 'text', ...p },
});

const group: SettingGroup = {
  groupName: 'G',
  groupDisplayName: 'General',
  permission: 'SettingUi.Tenant',
  settingInfos: [
    setting('lang', 'zh-Hans', {
      Type: 'select',
      Options: 'en|zh-Hans',
      OptionDisplayNames: 'English|简体中文',
      DefaultValue: 'zh-Hans',
      Group2DisplayName: 'Language',
    }),
    setting('reg', 'True', {
      Type: 'checkbox',
      DefaultValue: 'true',
      Group2: 'B',
      Group2DisplayName: 'Account',
    }),
    setting('len', '6', { Type: 'number', Min: '1', Max: '128', DefaultValue: '6', Group2: 'B' }),
    setting('pwd', '', { Type: 'password', HasValue: 'true', Group2: 'B' }),
    setting('from', 'a@b.c', { Type: 'email', DefaultValue: 'x@y.z' }),
  ],
};

describe('settings form', () => {
  it('makes one card per Group2, in order, titled by its display name', () => {
    expect(subGroups(group).map((g) => [g.key, g.title, g.settings.map((s) => s.name)])).toEqual([
      ['A', 'Language', ['lang', 'from']],
      ['B', 'Account', ['reg', 'len', 'pwd']],
    ]);
  });

  it('converts between the server text and the controls', () => {
    expect(initialValues(group)).toEqual({ lang: 'zh-Hans', reg: true, len: 6, pwd: '', from: 'a@b.c' });
    expect(toFormValue(group.settingInfos[2]!, '')).toBeNull();
    expect(toWireValue(group.settingInfos[1]!, false)).toBe('false');
    expect(toWireValue(group.settingInfos[2]!, 8)).toBe('8');
  });

  it('sends only what changed; a secret only when typed', () => {
    const base = initialValues(group);
    expect(changedValues(group, base, base)).toEqual({});
    expect(changedValues(group, base, { ...base, reg: false, len: 8, pwd: '' })).toEqual({
      reg: 'false',
      len: '8',
    });
    expect(changedValues(group, base, { ...base, pwd: 'secret' })).toEqual({ pwd: 'secret' });
  });

  it('reads options, defaults and whether a reset is worth offering', () => {
    const [lang, reg, len, pwd, from] = group.settingInfos as [
      SettingInfo,
      SettingInfo,
      SettingInfo,
      SettingInfo,
      SettingInfo,
    ];
    expect(selectOptions(lang)).toEqual([
      { value: 'en', label: 'English' },
      { value: 'zh-Hans', label: '简体中文' },
    ]);
    expect(defaultText(lang, String)).toBe('简体中文');
    expect(defaultText(reg, (on) => (on ? 'Yes' : 'No'))).toBe('Yes');
    expect([lang, reg, len, pwd, from].map(differsFromDefault)).toEqual([false, false, false, true, true]);
  });
});
