import { findPermission, oauthClientTexts } from '@sp/contracts';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useEffect } from 'react';
import {
  CLIENT_ID_PATTERN,
  createOAuthClient,
  grantTypes,
  OAuthClientLimits as Limits,
  scopes,
  toUpdate,
  updateOAuthClient,
  type ClientType,
  type GrantType,
  type OAuthClientDto,
  type OAuthClientFields,
  type OAuthClientWithSecret,
} from '../../../api/oauth-clients';
import { FormModal, useFormRules, useSave, type DialogProps } from '../../../components/crud';
import { useL, useTexts } from '../../../locales/i18n';
import { PermissionSelect } from './PermissionSelect';
import { TenantSelect } from './TenantSelect';

interface FormValues {
  clientId: string;
  displayName: string;
  clientType: ClientType;
  clientSecret?: string;
  grantTypes: GrantType[];
  scopes: string[];
  tenantId: string | null;
  permissions: string[];
  accessTokenLifetime: number | null;
  enabled: boolean;
}

interface Props extends DialogProps<OAuthClientWithSecret | OAuthClientDto> {
  /** The client being edited; null for a new one. */
  client: OAuthClientDto | null;
}

const blank: FormValues = {
  clientId: '',
  displayName: '',
  clientType: 'confidential',
  grantTypes: ['client_credentials'],
  scopes: ['SupplierPortal'],
  tenantId: null,
  permissions: [],
  accessTokenLifetime: null,
  enabled: true,
};

/**
 * New client (its id, an optional secret: empty lets the server generate one) or edit client. The
 * integration fields (tenant, permissions) show when the client may use client credentials, which
 * a public client may not (it has no secret to prove).
 */
export function OAuthClientFormModal({ open, client, onClose, onSaved }: Props) {
  const L = useL();
  const t = useTexts(oauthClientTexts);
  const rules = useFormRules();
  const editing = client !== null;

  const save = useSave((v: FormValues) => {
    const integration = v.grantTypes.includes('client_credentials');
    const fields: OAuthClientFields = {
      displayName: v.displayName.trim(),
      clientType: v.clientType,
      grantTypes: v.grantTypes,
      scopes: v.scopes,
      tenantId: integration ? v.tenantId : null,
      permissions: integration ? v.permissions : [],
      accessTokenLifetime: v.accessTokenLifetime ?? null,
      enabled: v.enabled,
    };
    return client
      ? updateOAuthClient(client.id, toUpdate(client, fields))
      : createOAuthClient({
          ...fields,
          clientId: v.clientId.trim(),
          clientSecret: v.clientType === 'confidential' && v.clientSecret ? v.clientSecret : null,
        });
  }, onSaved);
  const form = save.form;
  const clientType = Form.useWatch('clientType', form) ?? client?.clientType ?? blank.clientType;
  const grants = Form.useWatch('grantTypes', form) ?? client?.grantTypes ?? blank.grantTypes;
  // undefined until the form is mounted (null is the host, chosen by clearing the field).
  const watchedTenant = Form.useWatch('tenantId', form) as string | null | undefined;
  const tenantId = watchedTenant === undefined ? (client?.tenantId ?? null) : watchedTenant;
  const integration = grants.includes('client_credentials');
  const side = tenantId ? 'tenant' : 'host';

  // Another side (host <-> a tenant): the permissions that mean nothing there go (the server refuses them).
  useEffect(() => {
    const held = (form.getFieldValue('permissions') as string[] | undefined) ?? [];
    const kept = held.filter((name) => {
      const p = findPermission(name);
      return !!p && (p.side === 'both' || p.side === side);
    });
    if (kept.length !== held.length) form.setFieldValue('permissions', kept);
  }, [form, side]);

  return (
    <FormModal<FormValues>
      open={open}
      title={editing ? t('OAuthClients:Edit') : t('OAuthClients:New')}
      onClose={onClose}
      save={save}
      testId="oauth-client-form"
      width={640}
      maskClosable={false}
      initialValues={client ?? blank}
    >
      <Form.Item
        name="clientId"
        label={t('OAuthClients:ClientId')}
        extra={editing ? undefined : t('OAuthClients:ClientIdRule')}
        rules={[
          rules.required(t('OAuthClients:ClientId')),
          rules.max(t('OAuthClients:ClientId'), Limits.clientId),
          rules.pattern(t('OAuthClients:ClientId'), CLIENT_ID_PATTERN, t('OAuthClients:ClientIdRule')),
        ]}
      >
        <Input
          data-testid="oauth-client-id"
          maxLength={Limits.clientId}
          disabled={editing}
          autoFocus={!editing}
          spellCheck={false}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={t('OAuthClients:DisplayName')}
        rules={[
          rules.required(t('OAuthClients:DisplayName')),
          rules.max(t('OAuthClients:DisplayName'), Limits.displayName),
        ]}
      >
        <Input data-testid="oauth-client-display-name" maxLength={Limits.displayName} autoFocus={editing} />
      </Form.Item>
      <Form.Item name="clientType" label={t('OAuthClients:ClientType')}>
        <Radio.Group
          data-testid="oauth-client-type"
          disabled={client?.isStatic}
          options={(['confidential', 'public'] as const).map((type) => ({
            value: type,
            label: t(`OAuthClients:Type:${type}`),
          }))}
          onChange={(e) => {
            // A public client cannot prove itself: client credentials go with the secret.
            if (e.target.value === 'public')
              form.setFieldValue(
                'grantTypes',
                (form.getFieldValue('grantTypes') as GrantType[]).filter((g) => g !== 'client_credentials'),
              );
          }}
        />
      </Form.Item>
      {!editing && clientType === 'confidential' && (
        <Form.Item
          name="clientSecret"
          label={t('OAuthClients:ClientSecret')}
          extra={t('OAuthClients:ClientSecretHint')}
          rules={[
            {
              min: Limits.secretMin,
              message: t('OAuthClients:SecretMinLength', Limits.secretMin),
            },
            rules.max(t('OAuthClients:ClientSecret'), Limits.secretMax),
          ]}
        >
          <Input.Password
            data-testid="oauth-client-secret"
            maxLength={Limits.secretMax}
            autoComplete="new-password"
          />
        </Form.Item>
      )}
      <Form.Item
        name="grantTypes"
        label={t('OAuthClients:GrantTypes')}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: L('AbpUi', 'FieldIsRequired', t('OAuthClients:GrantTypes')),
          },
        ]}
      >
        <Checkbox.Group
          data-testid="oauth-client-grants"
          options={grantTypes.map((g) => ({
            value: g,
            label: t(`OAuthClients:Grant:${g}`),
            disabled: g === 'client_credentials' && clientType === 'public',
          }))}
        />
      </Form.Item>
      <Form.Item name="scopes" label={t('OAuthClients:Scopes')}>
        <Select
          mode="multiple"
          data-testid="oauth-client-scopes"
          options={scopes.map((s) => ({ value: s, label: s }))}
          allowClear
        />
      </Form.Item>
      {integration && (
        <div className="oauth-integration" data-testid="oauth-client-integration">
          <div className="oauth-integration-hint">
            <strong>{t('OAuthClients:Integration')}</strong>
            <div>{t('OAuthClients:IntegrationHint')}</div>
          </div>
          <Form.Item name="tenantId" label={t('OAuthClients:Tenant')}>
            <TenantSelect />
          </Form.Item>
          <Form.Item name="permissions" label={t('OAuthClients:Permissions')}>
            <PermissionSelect side={side} />
          </Form.Item>
        </div>
      )}
      <Form.Item name="accessTokenLifetime" label={t('OAuthClients:AccessTokenLifetime')}>
        <InputNumber
          data-testid="oauth-client-lifetime"
          min={Limits.lifetimeMin}
          max={Limits.lifetimeMax}
          precision={0}
          step={300}
          placeholder={t('OAuthClients:LifetimeDefault')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('OAuthClients:Enabled')} valuePropName="checked">
        <Switch data-testid="oauth-client-enabled" />
      </Form.Item>
    </FormModal>
  );
}
