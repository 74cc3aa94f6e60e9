import type { SettingGroup, SettingInfo } from '../../api/settings';

/** A setting's value as its form control holds it. */
export type FormValue = string | number | boolean | null;

export interface SubGroup {
  key: string;
  title: string;
  settings: SettingInfo[];
}

/** The cards of a group: one per `Group2`, in the server's order. */
export function subGroups(group: SettingGroup): SubGroup[] {
  const byKey = new Map<string, SubGroup>();
  for (const s of group.settingInfos) {
    const key = s.properties.Group2 || group.groupName;
    let sub = byKey.get(key);
    if (!sub) {
      sub = { key, title: s.properties.Group2DisplayName || key, settings: [] };
      byKey.set(key, sub);
    }
    sub.settings.push(s);
  }
  return [...byKey.values()];
}

const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/** The server's text as the control's value: a boolean for a switch, a number, '' for a secret. */
export function toFormValue(setting: SettingInfo, value = setting.value): FormValue {
  switch (setting.properties.Type) {
    case 'checkbox':
      return isTrue(value);
    case 'number': {
      if (value.trim() === '') return null;
      const n = Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'password':
      return '';
    default:
      return value;
  }
}

/** The control's value as the text the server stores. */
export function toWireValue(setting: SettingInfo, value: FormValue | undefined): string {
  if (setting.properties.Type === 'checkbox') return value === true ? 'true' : 'false';
  if (value === null || value === undefined) return '';
  return String(value);
}

export const initialValues = (group: SettingGroup): Record<string, FormValue> =>
  Object.fromEntries(group.settingInfos.map((s) => [s.name, toFormValue(s)]));

/**
 * The values to send on Save: only the settings whose value differs from the one loaded
 * (`baseline`). A secret is sent only when something was typed (empty means "keep the stored one").
 */
export function changedValues(
  group: SettingGroup,
  baseline: Record<string, FormValue | undefined>,
  current: Record<string, FormValue | undefined>,
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const s of group.settingInfos) {
    if (!(s.name in current)) continue;
    const value = toWireValue(s, current[s.name]);
    if (s.properties.Type === 'password') {
      if (value !== '') changes[s.name] = value;
    } else if (value !== toWireValue(s, baseline[s.name])) changes[s.name] = value;
  }
  return changes;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options: `Options` and `OptionDisplayNames`, both `|`-joined, side by side. */
export function selectOptions(setting: SettingInfo): SelectOption[] {
  const values = setting.properties.Options?.split('|') ?? [];
  const labels = setting.properties.OptionDisplayNames?.split('|') ?? [];
  return values.map((value, i) => ({ value, label: labels[i] || value }));
}

/** The default as a person reads it: the option's label, Yes/No for a switch. */
export function defaultText(setting: SettingInfo, yesNo: (on: boolean) => string): string | undefined {
  const d = setting.properties.DefaultValue;
  if (d === undefined) return undefined;
  switch (setting.properties.Type) {
    case 'checkbox':
      return yesNo(isTrue(d));
    case 'select':
      return selectOptions(setting).find((o) => o.value === d)?.label ?? d;
    default:
      return d;
  }
}

/** Whether the value shown differs from the default (the reset link is worth offering). */
export function differsFromDefault(setting: SettingInfo): boolean {
  if (setting.properties.Type === 'password') return setting.properties.HasValue === 'true';
  const d = setting.properties.DefaultValue;
  if (d === undefined) return true;
  return toWireValue(setting, toFormValue(setting)) !== toWireValue(setting, toFormValue(setting, d));
}

export const numberProp = (value: string | undefined) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
