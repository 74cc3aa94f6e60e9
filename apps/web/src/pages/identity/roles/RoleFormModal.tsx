import { Checkbox, Form, Input } from 'antd';
import { createRole, updateRole, type IdentityRoleDto, type IdentityRoleInput } from '../../../api/identity';
import { FormModal, useSave, type DialogProps } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { reloadIfCurrent } from '../current-user';

interface RoleForm {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
}

/** Create or edit a role: name (fixed on static roles), default and public flags. */
/** The role's two switches, each with ABP's own display name and description. */
const roleFlags = [
  { field: 'isDefault', text: 'IsDefault', testId: 'role-is-default' },
  { field: 'isPublic', text: 'IsPublic', testId: 'role-is-public' },
] as const;

export function RoleFormModal({
  open,
  role,
  onClose,
  onSaved,
}: {
  /** null: a new role. */
  role: IdentityRoleDto | null;
} & DialogProps) {
  const L = useL();
  const save = useSave(
    (values: RoleForm) => {
      const input: IdentityRoleInput = {
        name: values.name.trim(),
        isDefault: values.isDefault,
        isPublic: values.isPublic,
      };
      return role
        ? updateRole(role.id, { ...input, concurrencyStamp: role.concurrencyStamp })
        : createRole(input);
    },
    async () => {
      onSaved(); // closes the dialog
      // A role the current user holds was renamed: their roles (and grants) follow.
      if (role) await reloadIfCurrent({ roleName: role.name });
    },
  );

  const nameLabel = L('AbpIdentity', 'DisplayName:RoleName');
  return (
    <FormModal<RoleForm>
      open={open}
      title={role ? L('AbpIdentity', 'EditRole') : L('AbpIdentity', 'NewRole')}
      onClose={onClose}
      save={save}
      testId="role-form"
      maskClosable={false}
      initialValues={{
        name: role?.name ?? '',
        isDefault: role?.isDefault ?? false,
        isPublic: role?.isPublic ?? false,
      }}
    >
      <Form.Item
        name="name"
        label={nameLabel}
        rules={[
          { required: true, whitespace: true, message: L('AbpUi', 'FieldIsRequired', nameLabel) },
          { max: 256 },
        ]}
        extra={role?.isStatic ? L('AbpIdentity', 'Volo.Abp.Identity:StaticRoleRenaming') : undefined}
      >
        <Input data-testid="role-name" maxLength={256} disabled={role?.isStatic} autoFocus />
      </Form.Item>
      {roleFlags.map(({ field, text, testId }) => (
        <Form.Item
          key={field}
          name={field}
          valuePropName="checked"
          extra={L('AbpIdentity', `Description:${text}`)}
          className="role-flag"
        >
          <Checkbox data-testid={testId}>{L('AbpIdentity', `DisplayName:${text}`)}</Checkbox>
        </Form.Item>
      ))}
    </FormModal>
  );
}
