import { Form, Input } from 'antd';
import { setUserPassword, type IdentityUserDto } from '../../../api/identity';
import { useL } from '../../../locales/i18n';
import { useConfigStore } from '../../../stores/config';
import { ui } from '../../../utils/ui';
import { passwordRules } from '../../shared/password-rules';
import { FormModal, useSave } from '../../../components/crud';

const noSettings: Record<string, string> = {};

interface PasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/** An administrator sets a user's password (the user's other sessions end on the server). */
export function SetPasswordModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: IdentityUserDto | null;
  onClose: () => void;
}) {
  const L = useL();
  const settings = useConfigStore((s) => s.config?.setting.values ?? noSettings);
  const save = useSave(
    (v: PasswordForm) => setUserPassword(user!.id, v.newPassword),
    onClose,
    () => void ui.message?.success(L('AbpIdentity', 'PasswordSetMessage')),
  );
  const newLabel = L('AbpIdentity', 'DisplayName:NewPassword');

  return (
    <FormModal<PasswordForm>
      open={open}
      title={L('AbpIdentity', 'SetPasswordOf', user?.userName ?? '')}
      onClose={onClose}
      save={save}
      testId="set-password-form"
      maskClosable={false}
      width={440}
    >
      <Form.Item
        name="newPassword"
        label={newLabel}
        rules={[
          { required: true, message: L('AbpUi', 'FieldIsRequired', newLabel) },
          { max: 128 },
          ...passwordRules(settings, L),
        ]}
      >
        <Input.Password
          data-testid="set-password-new"
          autoComplete="new-password"
          maxLength={128}
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={L('AbpIdentity', 'DisplayName:NewPasswordConfirm')}
        dependencies={['newPassword']}
        rules={[
          {
            required: true,
            message: L('AbpUi', 'FieldIsRequired', L('AbpIdentity', 'DisplayName:NewPasswordConfirm')),
          },
          ({ getFieldValue }) => ({
            validator: async (_, v: string | undefined) => {
              if (v && v !== getFieldValue('newPassword'))
                throw new Error(L('AbpAccount', 'PasswordsDoNotMatch'));
            },
          }),
        ]}
      >
        <Input.Password data-testid="set-password-confirm" autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </FormModal>
  );
}
