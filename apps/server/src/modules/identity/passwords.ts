import { hash, verify } from '@node-rs/argon2';
import { L, type LocalizableText } from '../../platform/localization/localizer.js';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing in particular, verified when the user does not exist, so that "no such user"
 * takes as long as "wrong password" and user names cannot be probed by timing.
 */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hash('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}

export interface PasswordPolicy {
  requiredLength: number;
  requireDigit: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNonAlphanumeric: boolean;
}

/** ABP Identity's password rules; every rule that fails is reported. */
export function checkPassword(password: string, policy: PasswordPolicy): LocalizableText[] {
  const problems: LocalizableText[] = [];
  if (password.length < policy.requiredLength) {
    problems.push(L('AbpIdentity', 'Volo.Abp.Identity:PasswordTooShort', policy.requiredLength));
  }
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) {
    problems.push(L('AbpIdentity', 'Volo.Abp.Identity:PasswordRequiresNonAlphanumeric'));
  }
  if (policy.requireDigit && !/\d/.test(password)) {
    problems.push(L('AbpIdentity', 'Volo.Abp.Identity:PasswordRequiresDigit'));
  }
  if (policy.requireLowercase && !/[a-z]/.test(password)) {
    problems.push(L('AbpIdentity', 'Volo.Abp.Identity:PasswordRequiresLower'));
  }
  if (policy.requireUppercase && !/[A-Z]/.test(password)) {
    problems.push(L('AbpIdentity', 'Volo.Abp.Identity:PasswordRequiresUpper'));
  }
  return problems;
}
