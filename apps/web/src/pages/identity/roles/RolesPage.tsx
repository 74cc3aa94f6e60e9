import { Policies } from '@sp/contracts';
import { Table, type TableColumnsType } from 'antd';
import { deleteRole, getRoles, type IdentityRoleDto } from '../../../api/identity';
import {
  confirmDelete,
  ListToolbar,
  PageContainer,
  RowActions,
  toastDeleted,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { reloadIfCurrent } from '../current-user';
import { PermissionsDialog, type PermissionsTarget } from '../permissions/PermissionsDialog';
import { useDialog } from '../../../components/crud/useDialog';
import { RoleFormModal } from './RoleFormModal';
import { RoleNameCell } from './RoleNameCell';
import './roles.css';

const P = Policies.AbpIdentity.Roles;

/** /identity/roles: the roles of the tenant with their flags, create/edit, delete and permissions. */
export default function RolesPage() {
  const L = useL();
  const list = useServerList<IdentityRoleDto, { filter?: string }>('identity-roles', getRoles);
  const dialog = useDialog<IdentityRoleDto>();
  const permissions = useDialog<PermissionsTarget>();
  const mayCreate = useHasPolicy(P.Create.name);
  const mayUpdate = useHasPolicy(P.Update.name);
  const mayDelete = useHasPolicy(P.Delete.name);
  const mayManage = useHasPolicy(P.ManagePermissions.name);

  const remove = async (role: IdentityRoleDto) => {
    const ok = await confirmDelete(role.name, L('AbpIdentity', 'RoleDeletionConfirmationMessage', role.name));
    if (!ok) return;
    await deleteRole(role.id);
    toastDeleted();
    void list.refetch();
    await reloadIfCurrent({ roleName: role.name });
  };

  const columns: TableColumnsType<IdentityRoleDto> = [
    {
      title: L('AbpIdentity', 'RoleName'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (_, role) => <RoleNameCell role={role} />,
    },
    {
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      width: 1,
      render: (_, role) => (
        <RowActions
          id={role.id}
          actions={[
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
        />
      ),
    },
  ];

  return (
    <PageContainer testId="page-roles">
      <ListToolbar
        filter={list.draft.filter}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={L('AbpIdentity', 'RoleFilterPlaceholder')}
        onSearch={list.search}
        onReset={list.reset}
        onCreate={mayCreate ? () => dialog.show(null) : undefined}
        createText={L('AbpIdentity', 'NewRole')}
      />
      <Table<IdentityRoleDto>
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="roles-table"
        {...list.tableProps}
      />
      <RoleFormModal
        key={dialog.key}
        open={dialog.open}
        role={dialog.subject}
        onClose={dialog.hide}
        onSaved={() => void list.refetch()}
      />
      <PermissionsDialog open={permissions.open} target={permissions.subject} onClose={permissions.hide} />
    </PageContainer>
  );
}
