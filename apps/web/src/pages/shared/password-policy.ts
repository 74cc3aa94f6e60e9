import type { TextKeyOf } from '@sp/contracts';

/**
 * The server's password rules (ABP Identity's settings, sent to the browser in the application
 * configuration), checked before a form is sent so that the user sees every problem at once,
 * in the server's own words. The server checks again; its message is shown if it still refuses.
 */
export interface PasswordCheck {
  /** A key of the AbpIdentity resource. */
  key: TextKeyOf<'AbpIdentity'>;
  args: unknown[];
  /** True when the password meets this rule. */
  passes(password: string): boolean;
}

export type PasswordProblem = Pick<PasswordCheck, 'key' | 'args'>;

const Settings = {
  length: 'Abp.Identity.Password.RequiredLength',
  digit: 'Abp.Identity.Password.RequireDigit',
  lower: 'Abp.Identity.Password.RequireLowercase',
  upper: 'Abp.Identity.Password.RequireUppercase',
  nonAlphanumeric: 'Abp.Identity.Password.RequireNonAlphanumeric',
} as const;

const flag = (settings: Record<string, string>, name: string) => settings[name]?.toLowerCase() === 'true';

/** The rules the settings ask for, in the order the server reports them. */
export function passwordChecks(settings: Record<string, string>): PasswordCheck[] {
  const checks: PasswordCheck[] = [];
  const length = Number(settings[Settings.length] ?? 0) || 0;
  if (length > 0)
    checks.push({
      key: 'Volo.Abp.Identity:PasswordTooShort',
      args: [length],
      passes: (p) => p.length >= length,
    });
  if (flag(settings, Settings.nonAlphanumeric))
    checks.push({
      key: 'Volo.Abp.Identity:PasswordRequiresNonAlphanumeric',
      args: [],
      passes: (p) => /[^\p{L}\p{N}]/u.test(p),
    });
  if (flag(settings, Settings.digit))
    checks.push({ key: 'Volo.Abp.Identity:PasswordRequiresDigit', args: [], passes: (p) => /\d/.test(p) });
  if (flag(settings, Settings.lower))
    checks.push({ key: 'Volo.Abp.Identity:PasswordRequiresLower', args: [], passes: (p) => /[a-z]/.test(p) });
  if (flag(settings, Settings.upper))
    checks.push({ key: 'Volo.Abp.Identity:PasswordRequiresUpper', args: [], passes: (p) => /[A-Z]/.test(p) });
  return checks;
}

export function passwordProblems(password: string, settings: Record<string, string>): PasswordProblem[] {
  return passwordChecks(settings)
    .filter((c) => !c.passes(password))
    .map(({ key, args }) => ({ key, args }));
}
