import { Policies } from '@sp/contracts';
import { App, Space, Tag, type TableColumnsType } from 'antd';
import {
  addUnitRoles,
  getUnitRoles,
  removeUnitRole,
  type OrganizationUnit,
  type UnitRole,
} from '../../../api/organizations';
import { confirmAction, confirmed, useHasPolicy, useServerList } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { AssignmentList } from './AssignmentList';
import { holdsRole, reloadCurrentUser } from '../current-user';
import { rolesKey } from './queries';
import { roleLabel } from './role-label';
import { RolePickerModal } from './RolePickerModal';

/** The Roles tab: the roles given to the unit, with add and remove. */
export function UnitRoles({ unit }: { unit: OrganizationUnit }) {
  const L = useL();
  const { message } = App.useApp();
  const canAssign = useHasPolicy(Policies.AbpIdentity.Roles.AddOrganizationUnitRole.name);
  const list = useServerList<UnitRole>(rolesKey(unit.id), (params) => getUnitRoles(unit.id, params));
  const assigned = (list.data?.items ?? []).map((r) => r.id);

  const add = async (roleIds: string[]) => {
    try {
      await addUnitRoles(unit.id, roleIds);
    } catch {
      return false;
    }
    void message.success(L('AbpUi', 'SavedSuccessfully'));
    const { data } = await list.refetch();
    if ((data?.items ?? []).some((r) => roleIds.includes(r.id) && holdsRole(r.name)))
      await reloadCurrentUser();
    return true;
  };

  const remove = (role: UnitRole) =>
    confirmed({
      ask: () =>
        confirmAction({
          content: L(
            'AbpIdentity',
            'OrganizationUnitRoleRemovalConfirmationMessage',
            role.name,
            unit.displayName,
          ),
          okText: L('AbpUi', 'Remove'),
          danger: true,
        }),
      run: () => removeUnitRole(unit.id, role.id),
      success: 'saved',
      then: async () => {
        void list.refetch();
        if (holdsRole(role.name)) await reloadCurrentUser();
      },
    });

  const columns: TableColumnsType<UnitRole> = [
    {
      title: L('AbpIdentity', 'RoleName'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => {
        const label = roleLabel(L, name);
        return label === name ? name : `${label} (${name})`;
      },
    },
    {
      title: L('AbpUi', 'Type'),
      key: 'flags',
      render: (_, r) => (
        <Space size={4} wrap>
          {r.isStatic && <Tag color="blue">{L('AbpIdentity', 'DisplayName:IsStatic')}</Tag>}
          {r.isDefault && <Tag color="green">{L('AbpIdentity', 'DisplayName:IsDefault')}</Tag>}
          {r.isPublic && <Tag color="cyan">{L('AbpIdentity', 'DisplayName:IsPublic')}</Tag>}
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="ou-roles">
      <AssignmentList
        list={list}
        tableTestId="ou-roles-table"
        columns={columns}
        sortable={['name']}
        search={L('AbpIdentity', 'RoleFilterPlaceholder')}
        canAssign={canAssign}
        picker={(open, onClose) => (
          <RolePickerModal
            open={open}
            unitName={unit.displayName}
            assigned={assigned}
            onClose={onClose}
            onPick={add}
          />
        )}
        createText={L('AbpIdentity', 'AddOrganizationUnitRoles')}
        createTestId="ou-add-role"
        removeKey="remove-role"
        onRemove={(r) => void remove(r)}
      />
    </div>
  );
}
