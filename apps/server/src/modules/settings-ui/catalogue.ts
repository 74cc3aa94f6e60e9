import { cultures, languageDisplayNames, ReceiveGate, type Culture } from '@sp/contracts';
import { L, translate } from '../../platform/localization/localizer.js';
import { SettingNames, type SettingName } from '../../platform/settings/definitions.js';

/** EasyAbp SettingUi's input types (`properties.Type`), plus the two this product adds. */
export type SettingUiType = 'text' | 'number' | 'checkbox' | 'select' | 'password' | 'email';

/** How one setting appears on the settings page and what values it takes. */
export interface SettingUiItem {
  name: SettingName;
  /** The left-hand tab (SettingGroup.groupName). */
  group1: string;
  /** The tab inside the group. */
  group2: string;
  type: SettingUiType;
  /** Select values; the labels come from `optionLabels` (in the caller's language) or are the values themselves. */
  options?: () => readonly string[];
  optionLabels?: (culture: Culture) => readonly string[];
  /** Whole-number range of a `number`. */
  min?: number;
  max?: number;
  /** Longest text a `text`, `email` or `password` takes. */
  maxLength?: number;
  /** A text's canonical form, or undefined when it is not acceptable (`invalidText` says why). */
  normalize?: (value: string) => string | undefined;
  invalidText?: 'InvalidUploadFormats';
}

/**
 * Time zones offered: China's and its neighbours' first (where an electronics maker and its
 * suppliers sit), then the usual business zones of customers abroad, then UTC.
 */
export const TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Macau',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Bangkok',
  'Asia/Ho_Chi_Minh',
  'Asia/Jakarta',
  'Asia/Manila',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

/** "(UTC+08:00) Asia/Shanghai": the offset of today, so daylight saving shows as it is. */
export function timeZoneLabel(zone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = !part || part === 'GMT' ? '+00:00' : part.replace('GMT', '');
  return `(UTC${offset}) ${zone}`;
}

const EXTENSION = /^\.[a-z0-9]{1,16}$/;

/** ".PDF, .xlsx,.pdf" -> ".pdf,.xlsx"; anything that is not a list of extensions -> undefined. */
export function normalizeUploadFormats(value: string): string | undefined {
  const parts = value
    .split(/[,，;\s]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => EXTENSION.test(p))) return undefined;
  return [...new Set(parts)].join(',');
}

/**
 * The settings page, in order. Groups follow the translations of the AbpSettingManagement
 * resource (`Group:<name>`); display names and descriptions are `DisplayName:<setting>` and
 * `Description:<setting>` there.
 */
export const settingUiItems: readonly SettingUiItem[] = [
  {
    name: SettingNames.DefaultLanguage,
    group1: 'General',
    group2: 'Localization',
    type: 'select',
    options: () => cultures,
    optionLabels: () => cultures.map((c) => languageDisplayNames[c]),
  },
  {
    name: SettingNames.TimeZone,
    group1: 'General',
    group2: 'Localization',
    type: 'select',
    options: () => TIME_ZONES,
    optionLabels: () => TIME_ZONES.map((z) => timeZoneLabel(z)),
  },
  {
    name: SettingNames.PasswordRequiredLength,
    group1: 'Identity',
    group2: 'Password',
    type: 'number',
    min: 1,
    max: 128,
  },
  { name: SettingNames.PasswordRequireDigit, group1: 'Identity', group2: 'Password', type: 'checkbox' },
  { name: SettingNames.PasswordRequireLowercase, group1: 'Identity', group2: 'Password', type: 'checkbox' },
  { name: SettingNames.PasswordRequireUppercase, group1: 'Identity', group2: 'Password', type: 'checkbox' },
  {
    name: SettingNames.PasswordRequireNonAlphanumeric,
    group1: 'Identity',
    group2: 'Password',
    type: 'checkbox',
  },
  { name: SettingNames.LockoutAllowedForNewUsers, group1: 'Identity', group2: 'Lockout', type: 'checkbox' },
  {
    name: SettingNames.LockoutMaxFailedAccessAttempts,
    group1: 'Identity',
    group2: 'Lockout',
    type: 'number',
    min: 1,
    max: 100,
  },
  {
    name: SettingNames.LockoutDuration,
    group1: 'Identity',
    group2: 'Lockout',
    type: 'number',
    min: 1,
    max: 365 * 24 * 3600,
  },
  { name: SettingNames.IsSelfRegistrationEnabled, group1: 'Identity', group2: 'Account', type: 'checkbox' },
  { name: SettingNames.IsUserNameUpdateEnabled, group1: 'Identity', group2: 'Account', type: 'checkbox' },
  { name: SettingNames.IsEmailUpdateEnabled, group1: 'Identity', group2: 'Account', type: 'checkbox' },
  { name: SettingNames.SmtpHost, group1: 'Emailing', group2: 'Smtp', type: 'text', maxLength: 256 },
  { name: SettingNames.SmtpPort, group1: 'Emailing', group2: 'Smtp', type: 'number', min: 1, max: 65535 },
  { name: SettingNames.SmtpUserName, group1: 'Emailing', group2: 'Smtp', type: 'text', maxLength: 256 },
  { name: SettingNames.SmtpPassword, group1: 'Emailing', group2: 'Smtp', type: 'password', maxLength: 256 },
  { name: SettingNames.SmtpEnableSsl, group1: 'Emailing', group2: 'Smtp', type: 'checkbox' },
  {
    name: SettingNames.DefaultFromAddress,
    group1: 'Emailing',
    group2: 'Sender',
    type: 'email',
    maxLength: 256,
  },
  {
    name: SettingNames.DefaultFromDisplayName,
    group1: 'Emailing',
    group2: 'Sender',
    type: 'text',
    maxLength: 128,
  },
  {
    name: SettingNames.AllowedMaxFileSize,
    group1: 'FileManagement',
    group2: 'Upload',
    type: 'number',
    min: 1,
    max: 1024 * 1024,
  },
  {
    name: SettingNames.AllowedUploadFormats,
    group1: 'FileManagement',
    group2: 'Upload',
    type: 'text',
    maxLength: 1024,
    normalize: normalizeUploadFormats,
    invalidText: 'InvalidUploadFormats',
  },
  {
    // Incoming inspection: receiving a delivery whose lines' forms are not accepted (Off, Warn, Stop).
    name: SettingNames.InspectionReceiveGate,
    group1: 'Business',
    group2: 'Inspection',
    type: 'select',
    options: () => ReceiveGate,
    optionLabels: (culture) =>
      ReceiveGate.map((g) => translate(culture, L('SupplierPortal', `Enum:ReceiveGate.${g}`))),
  },
];
