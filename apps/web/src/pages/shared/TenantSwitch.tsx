import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../api/request';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { useConfigStore } from '../../stores/config';
import { Alert, Button, Dialog, Input } from './controls';

/**
 * "Tenant: demo · Switch" above the sign-in and registration forms. The dialog takes a tenant name;
 * an empty name goes back to the host, an unknown one is refused with the server's words.
 * Plain controls, no antd: the login page must stay light.
 */
export function TenantSwitch({ testIdPrefix }: { testIdPrefix: 'login' | 'register' }) {
  const L = useL();
  const tenant = useAppStore((s) => s.tenant);
  const serverName = useConfigStore((s) => s.config?.currentTenant.name);
  const current = tenant?.name || (tenant ? serverName : '') || '';
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const show = () => {
    setName(current);
    setError(null);
    setOpen(true);
  };

  const apply = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await useAppStore.getState().setTenant(name);
      if (result === 'ok') dialogRef.current?.close();
      else if (result === 'inactive') setError(L('AbpExceptionHandling', 'TenantInactive', name.trim()));
      else setError(L('AbpAccount', 'GivenTenantIsNotAvailable', name.trim()));
    } catch (e) {
      setError(await errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-tenant">
      <span className="auth-tenant-label">{L('AbpAccount', 'Tenant')}</span>
      <span
        className={current ? 'auth-tenant-name' : 'auth-tenant-name is-empty'}
        data-testid={`${testIdPrefix}-tenant`}
      >
        {current || L('AbpAccount', 'NotSelected')}
      </span>
      <Button
        variant="link"
        size="small"
        className="auth-tenant-switch"
        data-testid={`${testIdPrefix}-switch-tenant`}
        aria-haspopup="dialog"
        onClick={show}
      >
        {L('Login:SwitchTenant')}
      </Button>
      {open && (
        <Dialog
          dialogRef={dialogRef}
          initialFocus={inputRef}
          title={L('AbpAccount', 'SwitchTenant')}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button onClick={() => dialogRef.current?.close()}>{L('AbpUi', 'Cancel')}</Button>
              <Button variant="primary" loading={busy} onClick={() => void apply()}>
                {L('AbpUi', 'Save')}
              </Button>
            </>
          }
        >
          <p className="auth-tenant-hint" id={hintId}>
            {L('AbpAccount', 'SwitchTenantHint')}
          </p>
          <Input
            inputRef={inputRef}
            data-testid="tenant-modal-input"
            maxLength={64}
            value={name}
            placeholder={L('AbpAccount', 'TenantName')}
            aria-label={L('AbpAccount', 'TenantName')}
            aria-describedby={hintId}
            aria-invalid={!!error}
            onChange={(e) => setName(e.target.value)}
            onClear={() => setName('')}
            onKeyDown={(e) => {
              // Enter applies (antd's onPressEnter); not while an IME is composing a character.
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void apply();
              }
            }}
          />
          {error && (
            <Alert
              className="auth-tenant-error"
              type="error"
              role="alert"
              title={error}
              data-testid="tenant-modal-error"
            />
          )}
        </Dialog>
      )}
    </div>
  );
}
