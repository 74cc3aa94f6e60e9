import { setUserPassword, type IdentityUserDto } from '../../../api/identity';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { PasswordFields } from '../../shared/PasswordFields';
import { FormModal, useSave } from '../../../components/crud';

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
  const save = useSave(
    (v: PasswordForm) => setUserPassword(user!.id, v.newPassword),
    onClose,
    () => void ui.message?.success(L('AbpIdentity', 'PasswordSetMessage')),
  );
  const newLabel = L('AbpIdentity', 'DisplayName:NewPassword');
  const confirmLabel = L('AbpIdentity', 'DisplayName:NewPasswordConfirm');

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
      <PasswordFields
        autoFocus
        extraRules={[{ max: 128 }]}
        password={{
          name: 'newPassword',
          label: newLabel,
          requiredMessage: L('AbpUi', 'FieldIsRequired', newLabel),
          testId: 'set-password-new',
        }}
        confirm={{
          name: 'confirmPassword',
          label: confirmLabel,
          requiredMessage: L('AbpUi', 'FieldIsRequired', confirmLabel),
          testId: 'set-password-confirm',
        }}
      />
    </FormModal>
  );
}
