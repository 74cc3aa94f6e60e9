import { Tag } from 'antd';
import type { IdentityRoleDto } from '../../../api/identity';
import { translateDynamic, useL } from '../../../locales/i18n';

/** The role's name, its product name when the portal has one (`Demo:Role.admin`), and its flags. */
export function RoleNameCell({ role }: { role: IdentityRoleDto }) {
  const L = useL();
  const key = `Demo:Role.${role.name}`;
  const known = translateDynamic('SupplierPortal', key);
  return (
    <span className="role-name-cell">
      <span className="role-name">{role.name}</span>
      {known !== key && <span className="role-display-name">{known}</span>}
      {role.isStatic && <Tag color="orange">{L('AbpIdentity', 'DisplayName:IsStatic')}</Tag>}
      {role.isDefault && <Tag color="blue">{L('AbpIdentity', 'DisplayName:IsDefault')}</Tag>}
      {role.isPublic && <Tag color="green">{L('AbpIdentity', 'DisplayName:IsPublic')}</Tag>}
    </span>
  );
}
