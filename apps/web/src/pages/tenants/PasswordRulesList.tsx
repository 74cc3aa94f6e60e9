import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { useL } from '../../locales/i18n';
import type { PasswordCheck } from '../shared/password-policy';

/** The password rules the server enforces, each ticked off as the typed password meets it. */
export function PasswordRulesList({ checks, password }: { checks: PasswordCheck[]; password: string }) {
  const L = useL();
  if (checks.length === 0) return null;
  return (
    <div className="tenant-password-rules" data-testid="password-rules">
      <div className="tenant-password-rules-title">{L('AbpTenantManagement', 'PasswordRulesTitle')}</div>
      <ul>
        {checks.map((c) => {
          const met = password !== '' && c.passes(password);
          return (
            <li key={c.key} className={met ? 'is-met' : undefined} data-met={met}>
              {met ? <CheckCircleFilled /> : <MinusCircleOutlined />}
              <span>{L('AbpIdentity', c.key, ...c.args)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
