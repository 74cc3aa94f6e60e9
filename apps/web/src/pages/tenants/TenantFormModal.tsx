import { Form, Input, Switch } from 'antd';
import { useMemo } from 'react';
import { createTenant, updateTenant, type Tenant } from '../../api/tenants';
import { FormModal, useFormRules, useSave, type DialogProps } from '../../components/crud';
import { type TextKey, useL } from '../../locales/i18n';
import { useConfigStore } from '../../stores/config';
import { passwordChecks } from '../shared/password-policy';
import { PasswordRulesList } from './PasswordRulesList';
import { Notice } from '../../components/Notice';

/** ABP's TenantConsts.MaxNameLength and the server's body limits. */
const MAX_NAME = 64;
const MAX_EMAIL = 256;
const MAX_PASSWORD = 128;
const noSettings: Record<string, string> = {};

interface FormValues {
  name: string;
  adminEmailAddress?: string;
  adminPassword?: string;
  isActive?: boolean;
}

interface Props extends DialogProps<Tenant> {
  /** The tenant being edited; null for a new one. */
  tenant: Tenant | null;
}

/**
 * New tenant (name, the admin's email and password, with the password rules listed and checked as
 * they are typed) or edit tenant (name, active). The new tenant's admin signs in as `admin`.
 */
export function TenantFormModal({ open, tenant, onClose, onSaved }: Props) {
  const L = useL();
  const rules = useFormRules();
  const settings = useConfigStore((s) => s.config?.setting.values ?? noSettings);
  const checks = useMemo(() => passwordChecks(settings), [settings]);
  const editing = tenant !== null;

  const save = useSave(
    (v: FormValues) =>
      tenant
        ? updateTenant(tenant.id, {
            name: v.name.trim(),
            isActive: v.isActive ?? true,
            concurrencyStamp: tenant.concurrencyStamp,
          })
        : createTenant({
            name: v.name.trim(),
            adminEmailAddress: v.adminEmailAddress!.trim(),
            adminPassword: v.adminPassword!,
          }),
    onSaved,
  );
  const form = save.form;
  const password = Form.useWatch('adminPassword', form) ?? '';
  const isActive = Form.useWatch('isActive', form);

  const T = (key: TextKey<'AbpTenantManagement'>) => L('AbpTenantManagement', key);

  return (
    <FormModal<FormValues>
      open={open}
      title={editing ? T('EditTenant') : T('NewTenant')}
      onClose={onClose}
      save={save}
      testId="tenant-form"
      width={520}
      preserve={false}
      initialValues={tenant ? { name: tenant.name, isActive: tenant.isActive } : { name: '' }}
    >
      <Form.Item
        name="name"
        label={T('TenantName')}
        rules={[rules.required(T('TenantName')), rules.max(T('TenantName'), MAX_NAME)]}
      >
        <Input autoFocus maxLength={MAX_NAME} data-testid="tenant-name" />
      </Form.Item>
      {!editing && (
        <>
          <Form.Item
            name="adminEmailAddress"
            label={T('AdminEmailAddress')}
            extra={T('TenantAdminHint')}
            rules={[
              rules.required(T('AdminEmailAddress')),
              rules.email(T('AdminEmailAddress')),
              rules.max(T('AdminEmailAddress'), MAX_EMAIL),
            ]}
          >
            <Input type="email" autoComplete="off" maxLength={MAX_EMAIL} data-testid="tenant-admin-email" />
          </Form.Item>
          <Form.Item
            name="adminPassword"
            label={T('AdminPassword')}
            rules={[
              { required: true, message: L('AbpUi', 'FieldIsRequired', T('AdminPassword')) },
              // The list below shows every rule; the field names the first one still unmet.
              {
                validator: async (_, value: string | undefined) => {
                  const unmet = value ? checks.find((c) => !c.passes(value)) : undefined;
                  if (unmet) throw new Error(L('AbpIdentity', unmet.key, ...unmet.args));
                },
              },
            ]}
          >
            <Input.Password
              autoComplete="new-password"
              maxLength={MAX_PASSWORD}
              data-testid="tenant-admin-password"
            />
          </Form.Item>
          <PasswordRulesList checks={checks} password={password} />
        </>
      )}
      {editing && (
        <>
          <Form.Item name="isActive" label={T('DisplayName:IsActive')} valuePropName="checked">
            <Switch data-testid="tenant-active" />
          </Form.Item>
          {isActive === false && (
            <Notice type="warning" text={T('TenantInactiveHint')} testId="tenant-inactive-hint" />
          )}
        </>
      )}
    </FormModal>
  );
}
