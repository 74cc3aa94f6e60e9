import { get, put } from './request';

/** The input a setting takes on the settings page (`properties.Type`). */
export type SettingType = 'text' | 'number' | 'checkbox' | 'select' | 'password' | 'email';

/**
 * What the server says about one setting beside its value (EasyAbp SettingUi's `properties`):
 * where it sits (Group1/Group2 and their display names), its input type, select options
 * (`|`-joined, with OptionDisplayNames), number range, text length, default value, and for a
 * write-only secret whether one is stored (`HasValue`).
 */
export interface SettingProperties {
  Group1: string;
  Group2: string;
  Group1DisplayName?: string;
  Group2DisplayName?: string;
  Type: SettingType;
  Options?: string;
  OptionDisplayNames?: string;
  Min?: string;
  Max?: string;
  MaxLength?: string;
  DefaultValue?: string;
  HasValue?: 'true' | 'false';
  IsHostOnly?: 'true';
  [key: string]: string | undefined;
}

export interface SettingInfo {
  name: string;
  displayName: string;
  description: string;
  /** Always text; a secret comes back empty. */
  value: string;
  properties: SettingProperties;
  /** The policy that changes it (SettingUi.Host for the host's values). */
  permission: string;
}

export interface SettingGroup {
  groupName: string;
  groupDisplayName: string;
  permission: string;
  settingInfos: SettingInfo[];
}

/** Contract §7.2: the settings of the caller's tenant (the host's for the host), grouped. */
export const getSettingGroups = () => get<SettingGroup[]>('/api/setting-ui');

/** Stores the given values (setting name -> text); an empty secret keeps the stored one. */
export const setSettingValues = (values: Record<string, string>) =>
  put<void>('/api/setting-ui/set-setting-values', values);

/** Drops the caller's own values of these settings: the default (or the host's value) applies again. */
export const resetSettingValues = (names: string[]) =>
  put<void>('/api/setting-ui/reset-setting-values', names);
