import { Checkbox, Empty, Tag } from 'antd';
import type { IdentityRoleDto } from '../../../api/identity';
import { translateDynamic, useL } from '../../../locales/i18n';

/** The user's roles: one checkbox per assignable role (a Form control over role names). */
export function RoleChecklist({
  roles,
  value,
  onChange,
}: {
  roles: readonly IdentityRoleDto[];
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const L = useL();
  if (roles.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Checkbox.Group
      className="user-roles"
      data-testid="user-roles"
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
    >
      {roles.map((r) => {
        const key = `Demo:Role.${r.name}`;
        const text = translateDynamic('SupplierPortal', key);
        return (
          <Checkbox key={r.id} value={r.name} data-testid={`role-option-${r.name}`} className="user-role">
            <span className="user-role-name">{r.name}</span>
            {text !== key && <span className="user-role-text">{text}</span>}
            {r.isDefault && <Tag color="blue">{L('AbpIdentity', 'DisplayName:IsDefault')}</Tag>}
          </Checkbox>
        );
      })}
    </Checkbox.Group>
  );
}
