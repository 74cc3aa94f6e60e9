import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useL } from '../../locales/i18n';
import { useConfigStore } from '../../stores/config';
import { passwordRules } from './password-rules';

const noSettings: Record<string, string> = {};

/** One of the two fields: its form name, label, "required" message and test id. */
export interface PasswordFieldSpec {
  name: string;
  label: string;
  requiredMessage: string;
  testId: string;
  /** Other fields whose change re-checks this one. */
  dependencies?: string[];
}

/**
 * A new password and its confirmation, as the profile, register and set-password forms ask for
 * them: the new one is checked against the server's password policy (after any `extraRules`), the
 * confirmation must repeat it.
 */
export function PasswordFields({
  password,
  confirm,
  extraRules = [],
  autoFocus,
}: {
  password: PasswordFieldSpec;
  confirm: PasswordFieldSpec;
  extraRules?: Rule[];
  autoFocus?: boolean;
}) {
  const L = useL();
  const settings = useConfigStore((s) => s.config?.setting.values ?? noSettings);
  return (
    <>
      <Form.Item
        name={password.name}
        label={password.label}
        dependencies={password.dependencies}
        rules={[
          { required: true, message: password.requiredMessage },
          ...extraRules,
          ...passwordRules(settings, L),
        ]}
      >
        <Input.Password
          data-testid={password.testId}
          autoComplete="new-password"
          maxLength={128}
          autoFocus={autoFocus}
        />
      </Form.Item>
      <Form.Item
        name={confirm.name}
        label={confirm.label}
        dependencies={[password.name]}
        rules={[
          { required: true, message: confirm.requiredMessage },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue(password.name))
                throw new Error(L('AbpAccount', 'PasswordsDoNotMatch'));
            },
          }),
        ]}
      >
        <Input.Password data-testid={confirm.testId} autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  );
}
