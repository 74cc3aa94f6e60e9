import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/request';
import { useL } from '../../locales/i18n';
import { useUserStore } from '../../stores/user';
import { AuthFooter } from '../shared/AuthFooter';
import { AuthLayout } from '../shared/AuthLayout';
import { Alert, Button, Input, PasswordInput } from '../shared/controls';
import { LockOutlined, UserOutlined } from '../shared/icons';
import { TenantSwitch } from '../shared/TenantSwitch';
import { AuthField } from './AuthField';
import { safeRedirect } from './redirect';

/**
 * /login. The token request is silent: its error (the server's error_description) is shown above
 * the form. On success the guard loads the profile while navigating to `redirect` (or /).
 *
 * Kept light on purpose: the entry and this page must stay within the /login JavaScript budget
 * (<= 250 KB gzip), so the page uses no antd at all: its controls are plain elements styled like
 * antd's (../shared/controls) and the two fields are checked by hand.
 */
export default function LoginPage() {
  const L = useL();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefilled = params.get('username') ?? '';
  const [username, setUsername] = useState(prefilled);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [capsLock, setCapsLock] = useState(false);

  const usernameError = submitted && !username.trim() ? L('AbpAccount', 'PleaseEnterUserName') : null;
  const passwordError = submitted && !password ? L('AbpAccount', 'PleaseEnterPassword') : null;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    if (loading || !username.trim() || !password) return;
    setError(null);
    setLoading(true);
    try {
      await useUserStore.getState().login(username.trim(), password);
    } catch (err) {
      setError(await errorMessage(err));
      setLoading(false);
      return;
    }
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const watchCapsLock = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));

  return (
    <AuthLayout heading={L('AbpAccount', 'LoginTitle')}>
      {error && (
        <Alert
          className="auth-alert"
          type="error"
          title={error}
          data-testid="login-error"
          role="alert"
          onClose={() => setError(null)}
        />
      )}
      <TenantSwitch testIdPrefix="login" />
      <form data-testid="login-form" className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <AuthField
          id="login-username"
          label={L('AbpAccount', 'UserName')}
          error={usernameError}
          control={(field) => (
            <Input
              {...field}
              size="large"
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus={!prefilled}
              placeholder={L('AbpAccount', 'UserNameOrEmailAddress')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          )}
        />
        <AuthField
          id="login-password"
          label={L('AbpAccount', 'Password')}
          error={passwordError}
          message={capsLock ? <span className="auth-caps">{L('AbpAccount', 'CapsLockOn')}</span> : null}
          control={(field) => (
            <PasswordInput
              {...field}
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              autoFocus={!!prefilled}
              placeholder={L('AbpAccount', 'Password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onKeyUp={watchCapsLock}
              onBlur={() => setCapsLock(false)}
            />
          )}
        />
        <Button
          data-testid="login-submit"
          className="auth-submit"
          variant="primary"
          type="submit"
          size="large"
          block
          loading={loading}
        >
          {loading ? L('AbpAccount', 'LoggingIn') : L('AbpAccount', 'Login')}
        </Button>
      </form>
      <AuthFooter
        text={L('AbpAccount', 'AreYouANewUser')}
        to="/register"
        linkText={L('AbpAccount', 'Register')}
        testId="login-register-link"
      />
    </AuthLayout>
  );
}
