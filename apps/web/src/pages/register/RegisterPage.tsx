import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { register } from '../../api/account';
import { errorMessage } from '../../api/request';
import { liteMessage } from '../../app/lite-message';
import { useL } from '../../locales/i18n';
import { useConfigStore } from '../../stores/config';
import { PasswordFields } from '../shared/PasswordFields';
import { AuthFooter } from '../shared/AuthFooter';
import { AuthLayout } from '../shared/AuthLayout';
import { TenantSwitch } from '../shared/TenantSwitch';
import { Notice } from '../../components/Notice';

interface RegisterForm {
  userName: string;
  emailAddress: string;
  password: string;
  confirmPassword: string;
}

const SelfRegistration = 'Abp.Account.IsSelfRegistrationEnabled';
const noSettings: Record<string, string> = {};

/**
 * /register: self-registration in the current tenant (contract §6.2). The password is checked
 * against the server's policy before sending; whatever the server still refuses is shown above the
 * form. Success leads to the login page with the user name filled in. The page is antd's (the
 * router gives it the antd providers); the frame, language and tenant switch are the login page's
 * plain ones.
 */
export default function RegisterPage() {
  const L = useL();
  const navigate = useNavigate();
  const settings = useConfigStore((s) => s.config?.setting.values ?? noSettings);
  const disabled = settings[SelfRegistration]?.toLowerCase() === 'false';
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onFinish = async ({ userName, emailAddress, password }: RegisterForm) => {
    setError(null);
    setLoading(true);
    try {
      await register(
        { userName: userName.trim(), emailAddress: emailAddress.trim(), password },
        { silent: true },
      );
    } catch (e) {
      setError(await errorMessage(e));
      setLoading(false);
      return;
    }
    // The plain toast, not antd's: it must stay on screen on /login, where antd is not mounted.
    void liteMessage.success(L('AbpAccount', 'RegisterSuccess'));
    await navigate(`/login?username=${encodeURIComponent(userName.trim())}`, { replace: true });
  };

  return (
    <AuthLayout heading={L('AbpAccount', 'RegisterTitle')}>
      {disabled && (
        <Notice
          className="auth-alert"
          type="warning"
          text={L('AbpAccount', 'SelfRegistrationDisabledMessage')}
          testId="register-disabled"
        />
      )}
      {error && (
        <Alert
          className="auth-alert"
          type="error"
          showIcon
          title={error}
          data-testid="register-error"
          closable={{ onClose: () => setError(null) }}
        />
      )}
      <TenantSwitch testIdPrefix="register" />
      <Form<RegisterForm>
        data-testid="register-form"
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={disabled}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="userName"
          label={L('AbpAccount', 'UserName')}
          rules={[{ required: true, whitespace: true, message: L('AbpAccount', 'PleaseEnterUserName') }]}
        >
          <Input data-testid="register-username" autoComplete="username" maxLength={256} />
        </Form.Item>
        <Form.Item
          name="emailAddress"
          label={L('AbpAccount', 'EmailAddress')}
          rules={[
            { required: true, whitespace: true, message: L('AbpAccount', 'PleaseEnterEmailAddress') },
            { type: 'email', message: L('AbpAccount', 'InvalidEmailAddress') },
          ]}
        >
          <Input data-testid="register-email" inputMode="email" autoComplete="email" maxLength={256} />
        </Form.Item>
        <PasswordFields
          password={{
            name: 'password',
            label: L('AbpAccount', 'Password'),
            requiredMessage: L('AbpAccount', 'PleaseEnterPassword'),
            testId: 'register-password',
          }}
          confirm={{
            name: 'confirmPassword',
            label: L('AbpAccount', 'ConfirmPassword'),
            requiredMessage: L('AbpUi', 'FieldIsRequired', L('AbpAccount', 'ConfirmPassword')),
            testId: 'register-confirm',
          }}
        />
        <Form.Item style={{ marginBottom: 16 }}>
          <Button data-testid="register-submit" type="primary" htmlType="submit" block loading={loading}>
            {loading ? L('AbpAccount', 'Registering') : L('AbpAccount', 'Register')}
          </Button>
        </Form.Item>
      </Form>
      <AuthFooter
        text={L('AbpAccount', 'AlreadyRegistered')}
        to="/login"
        linkText={L('AbpAccount', 'Login')}
        testId="register-login-link"
      />
    </AuthLayout>
  );
}
