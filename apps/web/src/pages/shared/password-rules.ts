import type { Rule } from 'antd/es/form';
import type { Localize } from '../../locales/i18n';
import { passwordChecks } from './password-policy';

/**
 * antd Form rules for a new password: one rule per server password rule, so that every unmet rule
 * shows as its own line under the field (an empty field is left to the "required" rule).
 */
export function passwordRules(settings: Record<string, string>, L: Localize): Rule[] {
  return passwordChecks(settings).map((check) => ({
    validator: async (_: unknown, value: string | undefined) => {
      if (value && !check.passes(value)) throw new Error(L('AbpIdentity', check.key, ...check.args));
    },
  }));
}
