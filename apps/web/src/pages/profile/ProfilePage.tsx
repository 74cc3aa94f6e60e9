import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Divider, Form, Input, Row, Skeleton, Tabs, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { changePassword, getProfile, updateProfile, type Profile } from '../../api/account';
import { translateDynamic, useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { useConfigStore } from '../../stores/config';
import { useUserStore } from '../../stores/user';
import { PasswordFields } from '../shared/PasswordFields';
import { phoneRules } from '../shared/phone-rule';
import { AvatarEditor, profileKey } from './AvatarEditor';
import './profile.css';
import { LoadError } from '../../components/LoadError';

const noSettings: Record<string, string> = {};
const isOff = (settings: Record<string, string>, name: string) => settings[name]?.toLowerCase() === 'false';

function useSettings() {
  return useConfigStore((s) => s.config?.setting.values ?? noSettings);
}

/** The left card: who the user is, as the user store knows it (refreshed after a save). */
function UserCard() {
  const L = useL();
  const user = useUserStore();
  return (
    <Card className="profile-card" data-testid="profile-card">
      <div className="profile-identity">
        <AvatarEditor />
        <div className="profile-name" data-testid="profile-name">
          {user.name || user.userName}
        </div>
        <div className="profile-username">@{user.userName}</div>
        <div className="profile-roles">
          {user.roles.map((r) => {
            const key = `Demo:Role.${r}`;
            const text = translateDynamic('SupplierPortal', key);
            return (
              <Tag key={r} color="blue" variant="outlined">
                {text === key ? r : text}
              </Tag>
            );
          })}
        </div>
      </div>
      <ul className="profile-contact">
        <li>
          <UserOutlined />
          <span>{user.userName}</span>
        </li>
        {user.email && (
          <li>
            <MailOutlined />
            <span>{user.email}</span>
          </li>
        )}
        {user.phoneNumber && (
          <li>
            <PhoneOutlined />
            <span>{user.phoneNumber}</span>
          </li>
        )}
      </ul>
      <Divider className="profile-divider" />
      <div className="profile-about-title">{L('Profile:AboutMe')}</div>
      <p className={user.introduction ? 'profile-about' : 'profile-about is-empty'}>
        {user.introduction || L('Profile:NoIntroduction')}
      </p>
    </Card>
  );
}

interface PersonalForm {
  userName: string;
  name: string;
  phoneNumber: string;
  email: string;
  introduction: string;
}

function PersonalSettings() {
  const L = useL();
  const language = useAppStore((s) => s.language);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const profile = useQuery({ queryKey: profileKey, queryFn: () => getProfile() });

  const save = useMutation({
    mutationFn: (values: PersonalForm) => {
      const current = profile.data!;
      return updateProfile({
        userName: values.userName.trim(),
        name: values.name.trim(),
        phoneNumber: values.phoneNumber.trim(),
        email: values.email.trim(),
        extraProperties: { ...current.extraProperties, Introduction: values.introduction ?? '' },
        concurrencyStamp: current.concurrencyStamp,
      });
    },
    onSuccess: async (updated: Profile) => {
      queryClient.setQueryData(profileKey, updated);
      void message.success(L('AbpAccount', 'ProfileUpdated'));
      await useUserStore.getState().getInfo();
    },
  });

  if (profile.isPending)
    return (
      <div aria-busy="true" aria-label={L('Profile:Loading')} data-testid="profile-loading">
        <Skeleton active paragraph={{ rows: 7 }} />
      </div>
    );
  if (profile.isError)
    return (
      <LoadError error={profile.error} retry={() => void profile.refetch()} retrying={profile.isFetching} />
    );

  const data = profile.data;
  const required = (label: string): Rule => ({
    required: true,
    whitespace: true,
    message: L('AbpUi', 'FieldIsRequired', label),
  });

  return (
    <Form<PersonalForm>
      data-testid="profile-form"
      layout="vertical"
      className="profile-form"
      initialValues={{
        userName: data.userName,
        name: data.name ?? '',
        phoneNumber: data.phoneNumber ?? '',
        email: data.email,
        introduction:
          typeof data.extraProperties?.Introduction === 'string' ? data.extraProperties.Introduction : '',
      }}
      onFinish={(values) => save.mutate(values)}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="userName"
            label={L('AbpAccount', 'UserName')}
            rules={[required(L('AbpAccount', 'UserName'))]}
          >
            <Input
              data-testid="profile-username"
              maxLength={256}
              autoComplete="username"
              disabled={isOff(settings, 'Abp.Identity.User.IsUserNameUpdateEnabled')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={L('AbpAccount', 'Name')} rules={[required(L('AbpAccount', 'Name'))]}>
            <Input data-testid="profile-name-input" maxLength={64} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phoneNumber" label={L('AbpAccount', 'PhoneNumber')} rules={phoneRules(language)}>
            <Input data-testid="profile-phone" maxLength={16} autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={L('AbpAccount', 'EmailAddress')}
            rules={[
              required(L('AbpAccount', 'EmailAddress')),
              { type: 'email', message: L('AbpAccount', 'InvalidEmailAddress') },
            ]}
          >
            <Input
              data-testid="profile-email"
              maxLength={256}
              autoComplete="email"
              disabled={isOff(settings, 'Abp.Identity.User.IsEmailUpdateEnabled')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="introduction" label={L('AbpAccount', 'Introduction')}>
        <Input.TextArea
          data-testid="profile-introduction"
          rows={4}
          maxLength={500}
          showCount
          placeholder={L('AbpAccount', 'IntroductionPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
        {L('AbpUi', 'Save')}
      </Button>
    </Form>
  );
}

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

function ChangePassword() {
  const L = useL();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const change = useMutation({
    mutationFn: (values: PasswordForm) => changePassword(values.currentPassword, values.newPassword),
    onSuccess: () => {
      void message.success(L('AbpAccount', 'PasswordChanged'));
      form.resetFields();
    },
  });

  return (
    <Form<PasswordForm>
      form={form}
      data-testid="password-form"
      layout="vertical"
      className="profile-form profile-password-form"
      onFinish={(values) => change.mutate(values)}
    >
      <Form.Item
        name="currentPassword"
        label={L('AbpAccount', 'CurrentPassword')}
        rules={[
          { required: true, message: L('AbpUi', 'FieldIsRequired', L('AbpAccount', 'CurrentPassword')) },
        ]}
      >
        <Input.Password data-testid="password-current" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <PasswordFields
        extraRules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value === getFieldValue('currentPassword'))
                throw new Error(L('AbpAccount', 'NewPasswordSameAsCurrent'));
            },
          }),
        ]}
        password={{
          name: 'newPassword',
          label: L('AbpAccount', 'NewPassword'),
          requiredMessage: L('AbpUi', 'FieldIsRequired', L('AbpAccount', 'NewPassword')),
          testId: 'password-new',
          dependencies: ['currentPassword'],
        }}
        confirm={{
          name: 'confirmNewPassword',
          label: L('AbpAccount', 'NewPasswordConfirm'),
          requiredMessage: L('AbpAccount', 'NewPasswordConfirmFailed'),
          testId: 'password-confirm',
        }}
      />
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-save">
        {L('AbpAccount', 'ChangePassword')}
      </Button>
    </Form>
  );
}

/**
 * /profile/index (not cached): the user's card, and the personal settings and password forms.
 * The profile is loaded and saved with TanStack Query; a save refreshes the user store, so the
 * navbar's name and this card follow.
 */
export default function ProfilePage() {
  const L = useL();
  return (
    <div className="profile-page">
      <Row gutter={[20, 20]}>
        <Col xs={24} md={9} lg={8} xl={7}>
          <UserCard />
        </Col>
        <Col xs={24} md={15} lg={16} xl={17}>
          <Card className="profile-tabs-card">
            <Tabs
              items={[
                {
                  key: 'settings',
                  label: (
                    <span data-testid="profile-tab-settings">{L('AbpAccount', 'PersonalSettings')}</span>
                  ),
                  children: <PersonalSettings />,
                },
                {
                  key: 'password',
                  label: <span data-testid="profile-tab-password">{L('AbpAccount', 'ChangePassword')}</span>,
                  children: <ChangePassword />,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
