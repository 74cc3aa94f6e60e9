/**
 * The settings the platform defines, with their defaults. `visibleToClients` settings are sent to
 * the browser in application-configuration; the others (secrets, limits) stay on the server.
 * Later modules add their own definitions beside these.
 */
export interface SettingDefinition {
  name: string;
  defaultValue: string;
  visibleToClients: boolean;
  /** Host-wide only: a tenant cannot override it. */
  hostOnly?: boolean;
  /** Stored sealed (SecretBox under SECRET_KEY); whoever reads it opens it. Never sent to a browser. */
  isEncrypted?: boolean;
}

export const SettingNames = {
  DefaultLanguage: 'Abp.Localization.DefaultLanguage',
  TimeZone: 'Abp.Timing.TimeZone',
  IsSelfRegistrationEnabled: 'Abp.Account.IsSelfRegistrationEnabled',
  EnableLocalLogin: 'Abp.Account.EnableLocalLogin',
  PasswordRequiredLength: 'Abp.Identity.Password.RequiredLength',
  PasswordRequireDigit: 'Abp.Identity.Password.RequireDigit',
  PasswordRequireLowercase: 'Abp.Identity.Password.RequireLowercase',
  PasswordRequireUppercase: 'Abp.Identity.Password.RequireUppercase',
  PasswordRequireNonAlphanumeric: 'Abp.Identity.Password.RequireNonAlphanumeric',
  LockoutAllowedForNewUsers: 'Abp.Identity.Lockout.AllowedForNewUsers',
  LockoutDuration: 'Abp.Identity.Lockout.LockoutDuration',
  LockoutMaxFailedAccessAttempts: 'Abp.Identity.Lockout.MaxFailedAccessAttempts',
  IsUserNameUpdateEnabled: 'Abp.Identity.User.IsUserNameUpdateEnabled',
  IsEmailUpdateEnabled: 'Abp.Identity.User.IsEmailUpdateEnabled',
  SmtpHost: 'Abp.Mailing.Smtp.Host',
  SmtpPort: 'Abp.Mailing.Smtp.Port',
  SmtpUserName: 'Abp.Mailing.Smtp.UserName',
  SmtpPassword: 'Abp.Mailing.Smtp.Password',
  SmtpEnableSsl: 'Abp.Mailing.Smtp.EnableSsl',
  DefaultFromAddress: 'Abp.Mailing.DefaultFromAddress',
  DefaultFromDisplayName: 'Abp.Mailing.DefaultFromDisplayName',
  AllowedMaxFileSize: 'FileManagement.AllowedMaxFileSize',
  AllowedUploadFormats: 'FileManagement.AllowedUploadFormats',
  GS1CompanyPrefix: 'SupplierPortal.VendorLabel.GS1CompanyPrefix',
  InspectionReceiveGate: 'SupplierPortal.Inspection.ReceiveGate',
} as const;

export type SettingName = (typeof SettingNames)[keyof typeof SettingNames];

export const settingDefinitions: readonly SettingDefinition[] = [
  { name: SettingNames.DefaultLanguage, defaultValue: 'zh-Hans', visibleToClients: true },
  { name: SettingNames.TimeZone, defaultValue: 'Asia/Shanghai', visibleToClients: true },
  // Off until an administrator opens it: a stranger cannot make an account on a fresh install.
  { name: SettingNames.IsSelfRegistrationEnabled, defaultValue: 'false', visibleToClients: true },
  { name: SettingNames.EnableLocalLogin, defaultValue: 'true', visibleToClients: true },
  { name: SettingNames.PasswordRequiredLength, defaultValue: '6', visibleToClients: true },
  { name: SettingNames.PasswordRequireDigit, defaultValue: 'true', visibleToClients: true },
  { name: SettingNames.PasswordRequireLowercase, defaultValue: 'true', visibleToClients: true },
  { name: SettingNames.PasswordRequireUppercase, defaultValue: 'true', visibleToClients: true },
  { name: SettingNames.PasswordRequireNonAlphanumeric, defaultValue: 'true', visibleToClients: true },
  { name: SettingNames.LockoutAllowedForNewUsers, defaultValue: 'true', visibleToClients: false },
  { name: SettingNames.LockoutDuration, defaultValue: '300', visibleToClients: false },
  { name: SettingNames.LockoutMaxFailedAccessAttempts, defaultValue: '5', visibleToClients: false },
  { name: SettingNames.IsUserNameUpdateEnabled, defaultValue: 'true', visibleToClients: true },
  { name: SettingNames.IsEmailUpdateEnabled, defaultValue: 'true', visibleToClients: true },
  // No host until an administrator sets one: mails wait in the outbox instead of failing.
  { name: SettingNames.SmtpHost, defaultValue: '', visibleToClients: false },
  { name: SettingNames.SmtpPort, defaultValue: '25', visibleToClients: false },
  { name: SettingNames.SmtpUserName, defaultValue: '', visibleToClients: false },
  { name: SettingNames.SmtpPassword, defaultValue: '', visibleToClients: false, isEncrypted: true },
  { name: SettingNames.SmtpEnableSsl, defaultValue: 'false', visibleToClients: false },
  {
    name: SettingNames.DefaultFromAddress,
    defaultValue: 'noreply@supplier-portal.local',
    visibleToClients: false,
  },
  { name: SettingNames.DefaultFromDisplayName, defaultValue: 'Supplier Portal', visibleToClients: false },
  // ABP's FileManagement defaults (KB), with the office and PDF formats suppliers send. The size is
  // the host's to set: storage is the installation's.
  {
    name: SettingNames.AllowedMaxFileSize,
    defaultValue: '1024',
    visibleToClients: true,
    hostOnly: true,
  },
  {
    name: SettingNames.AllowedUploadFormats,
    defaultValue: '.jpg,.jpeg,.png,.gif,.txt,.pdf,.xlsx,.docx',
    visibleToClients: true,
  },
  // The tenant's GS1 company prefix, the heart of every pallet's SSCC. The default is GS1's own
  // example prefix, so a new tenant's pallets work out of the box; a real tenant sets theirs.
  { name: SettingNames.GS1CompanyPrefix, defaultValue: '0614141', visibleToClients: false },
  // Receiving a delivery whose lines' inspection forms are not accepted: Off, Warn or Stop
  // (contracts ReceiveGate). Warn by default: the warehouse sees it, nothing is held up.
  { name: SettingNames.InspectionReceiveGate, defaultValue: 'Warn', visibleToClients: true },
];
