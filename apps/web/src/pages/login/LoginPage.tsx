import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/request';
import { useL } from '../../locales/i18n';
import { useUserStore } from '../../stores/user';
import { AuthLayout } from '../shared/AuthLayout';
import { Alert, Button, Input, PasswordInput } from '../shared/controls';
import { LockOutlined, UserOutlined } from '../shared/icons';
import { TenantSwitch } from '../shared/TenantSwitch';
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
        <div className="auth-field">
          <label className="auth-label" htmlFor="login-username">
            {L('AbpAccount', 'UserName')}
          </label>
          <Input
            id="login-username"
            data-testid="login-username"
            size="large"
            prefix={<UserOutlined />}
            autoComplete="username"
            autoFocus={!prefilled}
            placeholder={L('AbpAccount', 'UserNameOrEmailAddress')}
            status={usernameError ? 'error' : undefined}
            aria-invalid={!!usernameError}
            aria-describedby={usernameError ? 'login-username-error' : undefined}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <div className="auth-field-error" id="login-username-error" role="alert">
            {usernameError}
          </div>
        </div>
        <div className="auth-field">
          <label className="auth-label" htmlFor="login-password">
            {L('AbpAccount', 'Password')}
          </label>
          <PasswordInput
            id="login-password"
            data-testid="login-password"
            size="large"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            autoFocus={!!prefilled}
            placeholder={L('AbpAccount', 'Password')}
            status={passwordError ? 'error' : undefined}
            aria-invalid={!!passwordError}
            aria-describedby={passwordError ? 'login-password-error' : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onKeyUp={watchCapsLock}
            onBlur={() => setCapsLock(false)}
          />
          <div className="auth-field-error" id="login-password-error" role="alert">
            {passwordError ??
              (capsLock ? <span className="auth-caps">{L('AbpAccount', 'CapsLockOn')}</span> : null)}
          </div>
        </div>
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
      <div className="auth-footer">
        {L('AbpAccount', 'AreYouANewUser')}
        <Link to="/register" data-testid="login-register-link">
          {L('AbpAccount', 'Register')}
        </Link>
      </div>
    </AuthLayout>
  );
}
