import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { setUserPassword, type IdentityUserDto } from '../../../api/identity';
import { useL } from '../../../locales/i18n';
import { useConfigStore } from '../../../stores/config';
import { ui } from '../../../utils/ui';
import { passwordRules } from '../../shared/password-rules';
import { testId } from '../shared/testid';

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
  const [form] = Form.useForm<PasswordForm>();
  const settings = useConfigStore((s) => s.config?.setting.values ?? noSettings);
  const save = useMutation({
    mutationFn: (v: PasswordForm) => setUserPassword(user!.id, v.newPassword),
    onSuccess: () => {
      ui.message?.success(L('AbpIdentity', 'PasswordSetMessage'));
      onClose();
    },
  });
  const newLabel = L('AbpIdentity', 'DisplayName:NewPassword');

  return (
    <Modal
      open={open}
      title={L('AbpIdentity', 'SetPasswordOf', user?.userName ?? '')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={L('AbpUi', 'Save')}
      cancelText={L('AbpUi', 'Cancel')}
      confirmLoading={save.isPending}
      okButtonProps={testId('modal-ok')}
      maskClosable={false}
      destroyOnHidden
      width={440}
    >
      <Form<PasswordForm>
        form={form}
        layout="vertical"
        data-testid="set-password-form"
        onFinish={(v) => save.mutate(v)}
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
      </Form>
    </Modal>
  );
}
