import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

const strict = {
  'Abp.Identity.Password.RequiredLength': '6',
  'Abp.Identity.Password.RequireDigit': 'true',
  'Abp.Identity.Password.RequireLowercase': 'True',
  'Abp.Identity.Password.RequireUppercase': 'true',
  'Abp.Identity.Password.RequireNonAlphanumeric': 'true',
};

describe('passwordProblems', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('1q2w3E*', strict)).toEqual([]);
  });

  it('reports every rule that fails, in the order the server does', () => {
    expect(passwordProblems('abc', strict).map((p) => p.key)).toEqual([
      'Volo.Abp.Identity:PasswordTooShort',
      'Volo.Abp.Identity:PasswordRequiresNonAlphanumeric',
      'Volo.Abp.Identity:PasswordRequiresDigit',
      'Volo.Abp.Identity:PasswordRequiresUpper',
    ]);
    expect(passwordProblems('abc', strict)[0]!.args).toEqual([6]);
  });

  it('checks nothing the settings do not ask for', () => {
    expect(passwordProblems('a', {})).toEqual([]);
    expect(passwordProblems('a', { ...strict, 'Abp.Identity.Password.RequireDigit': 'false' }).length).toBe(
      3,
    );
  });
});

describe('passwordRules', () => {
  it('gives one form rule per password rule, each failing with its own message', async () => {
    const { passwordRules } = await import('./password-rules');
    const L = (resource: string, key = '', ...args: unknown[]) => `${resource}:${key}:${args.join(',')}`;
    const rules = passwordRules(strict, L) as { validator: (r: unknown, v: string) => Promise<void> }[];
    expect(rules).toHaveLength(5);
    const results = await Promise.allSettled(rules.map((r) => r.validator({}, 'abc')));
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual([
      'AbpIdentity:Volo.Abp.Identity:PasswordTooShort:6',
      'AbpIdentity:Volo.Abp.Identity:PasswordRequiresNonAlphanumeric:',
      'AbpIdentity:Volo.Abp.Identity:PasswordRequiresDigit:',
      'ok',
      'AbpIdentity:Volo.Abp.Identity:PasswordRequiresUpper:',
    ]);
    // An empty value is the "required" rule's business.
    await expect(rules[0]!.validator({}, '')).resolves.toBeUndefined();
  });
});
