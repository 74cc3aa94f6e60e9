import { Checkbox, Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { type TextKey, useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { useConfigStore } from '../../../stores/config';
import { passwordRules } from '../../shared/password-rules';
import { phoneRules } from '../../shared/phone-rule';
import { SupplierSelect } from './SupplierSelect';
import { VENDOR_ROLE, type UserForm } from './user-form';

const noSettings: Record<string, string> = {};
/** The server's user name characters (ABP's default AllowedUserNameCharacters). */
const USER_NAME_PATTERN = /^[A-Za-z0-9\-._@+]+$/;

/** The "user information" tab: identity, contact, password, flags and the supplier binding. */
export function UserInfoFields({ isNew, maySelectSupplier }: { isNew: boolean; maySelectSupplier: boolean }) {
  const L = useL();
  const language = useAppStore((s) => s.language);
  const settings = useConfigStore((s) => s.config?.setting.values ?? noSettings);
  const label = (key: TextKey<'AbpIdentity'>) => L('AbpIdentity', key);
  const required = (key: TextKey<'AbpIdentity'>): Rule => ({
    required: true,
    whitespace: true,
    message: L('AbpUi', 'FieldIsRequired', label(key)),
  });

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item<UserForm>
          name="userName"
          label={label('DisplayName:UserName')}
          rules={[
            required('DisplayName:UserName'),
            { max: 256 },
            {
              validator: async (_, v: string | undefined) => {
                if (v?.trim() && !USER_NAME_PATTERN.test(v.trim()))
                  throw new Error(L('AbpIdentity', 'Volo.Abp.Identity:InvalidUserName', v.trim()));
              },
            },
          ]}
        >
          <Input data-testid="user-username" maxLength={256} autoComplete="off" autoFocus />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item<UserForm>
          name="email"
          label={label('DisplayName:Email')}
          rules={[
            required('DisplayName:Email'),
            { type: 'email', message: L('AbpAccount', 'InvalidEmailAddress') },
            { max: 256 },
          ]}
        >
          <Input data-testid="user-email" maxLength={256} autoComplete="off" inputMode="email" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item<UserForm> name="name" label={label('DisplayName:Name')} rules={[{ max: 64 }]}>
          <Input data-testid="user-name" maxLength={64} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item<UserForm> name="surname" label={label('DisplayName:Surname')} rules={[{ max: 64 }]}>
          <Input data-testid="user-surname" maxLength={64} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item<UserForm>
          name="phoneNumber"
          label={label('DisplayName:PhoneNumber')}
          rules={phoneRules(language)}
        >
          <Input data-testid="user-phone" maxLength={16} autoComplete="off" inputMode="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item<UserForm>
          name="password"
          label={label('DisplayName:Password')}
          extra={isNew ? undefined : label('PasswordHintOnEdit')}
          rules={[
            ...(isNew ? [required('DisplayName:Password')] : []),
            { max: 128 },
            ...passwordRules(settings, L),
          ]}
        >
          <Input.Password data-testid="user-password" maxLength={128} autoComplete="new-password" />
        </Form.Item>
      </Col>
      {maySelectSupplier && (
        <Col xs={24}>
          <Form.Item<UserForm>
            name="supplierId"
            label={label('LinkedSupplier')}
            extra={label('LinkedSupplierHint')}
            dependencies={['roleNames']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, v: string | null | undefined) => {
                  const roles = (getFieldValue('roleNames') as string[] | undefined) ?? [];
                  if (!v && roles.some((r) => r.toLowerCase() === VENDOR_ROLE))
                    throw new Error(L('AbpIdentity', 'Volo.Abp.Identity:VendorUserNeedsSupplier'));
                },
              }),
            ]}
          >
            <SupplierSelect />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item<UserForm> name="isActive" valuePropName="checked" className="user-flag">
          <Checkbox data-testid="user-is-active">{label('DisplayName:IsActive')}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item<UserForm> name="lockoutEnabled" valuePropName="checked" className="user-flag">
          <Checkbox data-testid="user-lockout-enabled">{label('DisplayName:LockoutEnabled')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
