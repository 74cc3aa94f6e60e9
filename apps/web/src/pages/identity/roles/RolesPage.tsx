import { Policies } from '@sp/contracts';
import type { TableColumnsType } from 'antd';
import { deleteRole, getRoles, type IdentityRoleDto } from '../../../api/identity';
import { confirmedDelete, ListPage, useDialog, useHasPolicy, useServerList } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { reloadIfCurrent } from '../current-user';
import { PermissionsDialog, type PermissionsTarget } from '../permissions/PermissionsDialog';
import { RoleFormModal } from './RoleFormModal';
import { RoleNameCell } from './RoleNameCell';
import './roles.css';

const P = Policies.AbpIdentity.Roles;

/** /identity/roles: the roles of the tenant with their flags, create/edit, delete and permissions. */
export default function RolesPage() {
  const L = useL();
  const list = useServerList<IdentityRoleDto, { filter?: string }>(
    'identity-roles',
    getRoles,
    {},
    {
      url: true,
      sortable: ['name'],
    },
  );
  const dialog = useDialog<IdentityRoleDto>();
  const permissions = useDialog<PermissionsTarget>();
  const mayCreate = useHasPolicy(P.Create.name);
  const mayUpdate = useHasPolicy(P.Update.name);
  const mayDelete = useHasPolicy(P.Delete.name);
  const mayManage = useHasPolicy(P.ManagePermissions.name);

  const remove = (role: IdentityRoleDto) =>
    confirmedDelete(
      role.name,
      L('AbpIdentity', 'RoleDeletionConfirmationMessage', role.name),
      () => deleteRole(role.id),
      () => Promise.all([list.refetch(), reloadIfCurrent({ roleName: role.name })]),
    );

  const columns: TableColumnsType<IdentityRoleDto> = [
    {
      title: L('AbpIdentity', 'RoleName'),
      dataIndex: 'name',
      key: 'name',
      render: (_, role) => <RoleNameCell role={role} />,
    },
  ];

  return (
    <ListPage
      list={list}
      testId="page-roles"
      tableTestId="roles-table"
      columns={columns}
      sortable={['name']}
      search={L('AbpIdentity', 'RoleFilterPlaceholder')}
      onCreate={mayCreate ? () => dialog.show(null) : undefined}
      createText={L('AbpIdentity', 'NewRole')}
      rowActions={(role) => [
        { key: 'edit', hidden: !mayUpdate, onClick: () => dialog.show(role) },
        {
          key: 'permissions',
          label: L('AbpIdentity', 'Permissions'),
          hidden: !mayManage,
          onClick: () =>
            permissions.show({ providerName: 'R', providerKey: role.name, displayName: role.name }),
        },
        { key: 'delete', hidden: role.isStatic || !mayDelete, onClick: () => void remove(role) },
      ]}
    >
      <RoleFormModal key={dialog.key} role={dialog.subject} {...dialog.bind(() => void list.refetch())} />
      <PermissionsDialog open={permissions.open} target={permissions.subject} onClose={permissions.hide} />
    </ListPage>
  );
}
