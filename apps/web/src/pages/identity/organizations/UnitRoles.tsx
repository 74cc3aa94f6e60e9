import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Policies } from '@sp/contracts';
import { App, Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import {
  addUnitRoles,
  getUnitRoles,
  removeUnitRole,
  type OrganizationUnit,
  type UnitRole,
} from '../../../api/organizations';
import { ListToolbar, useHasPolicy, useServerList } from '../../../components/crud';
import { confirmAction } from '../../../components/crud/confirmAction';
import { useDialog } from '../../../components/crud/useDialog';
import { useL } from '../../../locales/i18n';
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
  const picker = useDialog<true>();
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

  const remove = async (role: UnitRole) => {
    const ok = await confirmAction({
      content: L(
        'AbpIdentity',
        'OrganizationUnitRoleRemovalConfirmationMessage',
        role.name,
        unit.displayName,
      ),
      okText: L('AbpUi', 'Remove'),
      danger: true,
    });
    if (!ok) return;
    try {
      await removeUnitRole(unit.id, role.id);
    } catch {
      return;
    }
    void message.success(L('AbpUi', 'SavedSuccessfully'));
    void list.refetch();
    if (holdsRole(role.name)) await reloadCurrentUser();
  };

  const columns: TableColumnsType<UnitRole> = [
    {
      title: L('AbpIdentity', 'RoleName'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
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
  if (canAssign)
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          danger
          size="small"
          onClick={() => void remove(r)}
          data-testid={`remove-role-${r.id}`}
        >
          {L('AbpUi', 'Remove')}
        </Button>
      ),
    });

  return (
    <div data-testid="ou-roles">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={L('AbpIdentity', 'RoleFilterPlaceholder')}
        onSearch={list.search}
        onReset={list.reset}
        actions={
          canAssign && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => picker.show(true)}
              data-testid="ou-add-role"
            >
              {L('AbpIdentity', 'AddOrganizationUnitRoles')}
            </Button>
          )
        }
      />
      <Table<UnitRole>
        {...list.tableProps}
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="ou-roles-table"
      />
      <RolePickerModal
        key={picker.key}
        open={picker.open}
        unitName={unit.displayName}
        assigned={assigned}
        onClose={picker.hide}
        onPick={add}
      />
    </div>
  );
}
