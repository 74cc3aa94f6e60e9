import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Policies } from '@sp/contracts';
import { App, Tag, type TableColumnsType } from 'antd';
import {
  addUnitUsers,
  getUnitUsers,
  getUserUnits,
  removeUnitUser,
  type MemberUser,
  type OrganizationUnit,
} from '../../../api/organizations';
import { confirmAction, useHasPolicy, useServerList, timeColumn } from '../../../components/crud';
import { AssignmentList } from './AssignmentList';
import { i18n, useL } from '../../../locales/i18n';
import { isCurrentUser, reloadCurrentUser } from '../current-user';
import { invalidateMemberLists, membersKey } from './queries';
import { isInSubtree } from './tree';
import { UserPickerModal } from './UserPickerModal';

const memberSortable = ['userName', 'name', 'email', 'phoneNumber', 'isActive', 'creationTime'];

/**
 * The Members tab: the users of the unit and of every unit below it, paged and sorted by the
 * server. Adding puts users into this unit; removing takes a user out of this unit and of the
 * sub-units through which they are listed.
 */
export function UnitMembers({ unit }: { unit: OrganizationUnit }) {
  const L = useL();
  const { message } = App.useApp();
  const canAssign = useHasPolicy(Policies.AbpIdentity.Users.DistributionOrganizationUnit.name);
  const list = useServerList<MemberUser>(membersKey(unit.id), (params) => getUnitUsers(unit.id, params));
  const queryClient = useQueryClient();

  const touchesMe = (ids: string[]) => ids.some(isCurrentUser);

  const add = async (users: MemberUser[]) => {
    try {
      await addUnitUsers(
        unit.id,
        users.map((u) => u.id),
      );
    } catch {
      return false;
    }
    void message.success(L('AbpUi', 'SavedSuccessfully'));
    void invalidateMemberLists(queryClient);
    if (touchesMe(users.map((u) => u.id))) await reloadCurrentUser();
    return true;
  };

  const remove = async (user: MemberUser) => {
    let units: OrganizationUnit[];
    try {
      units = (await getUserUnits(user.id)).items.filter((u) => isInSubtree(u, unit));
    } catch {
      return;
    }
    if (units.length === 0) {
      void invalidateMemberLists(queryClient);
      return;
    }
    const ok = await confirmAction({
      content: L(
        'AbpIdentity',
        'MemberRemovalConfirmationMessage',
        user.userName,
        units.map((u) => u.displayName).join(i18n.language.startsWith('zh') ? '、' : ', '),
      ),
      okText: L('AbpUi', 'Remove'),
      danger: true,
    });
    if (!ok) return;
    try {
      for (const u of units) await removeUnitUser(u.id, user.id);
    } catch {
      void invalidateMemberLists(queryClient);
      return;
    }
    void message.success(L('AbpUi', 'SavedSuccessfully'));
    void invalidateMemberLists(queryClient);
    if (touchesMe([user.id])) await reloadCurrentUser();
  };

  const columns: TableColumnsType<MemberUser> = [
    { title: L('AbpIdentity', 'UserName'), dataIndex: 'userName', key: 'userName' },
    {
      title: L('AbpAccount', 'Name'),
      key: 'name',
      render: (_, u) => [u.name, u.surname].filter(Boolean).join(' ') || '—',
    },
    { title: L('AbpIdentity', 'EmailAddress'), dataIndex: 'email', key: 'email' },
    {
      title: L('AbpIdentity', 'PhoneNumber'),
      dataIndex: 'phoneNumber',
      key: 'phoneNumber',
      render: (v: string | null) => v || '—',
    },
    {
      title: L('AbpUi', 'Status'),
      dataIndex: 'isActive',
      key: 'isActive',
      render: (active: boolean) =>
        active ? <Tag color="green">{L('AbpUi', 'Active')}</Tag> : <Tag>{L('AbpUi', 'Inactive')}</Tag>,
    },
    timeColumn(L('AbpUi', 'CreationTime'), 'creationTime'),
  ];
  return (
    <div data-testid="ou-members">
      <div className="ou-tab-hint">{L('AbpIdentity', 'MembersOfSubUnitsHint')}</div>
      <AssignmentList
        list={list}
        tableTestId="ou-members-table"
        columns={columns}
        sortable={memberSortable}
        search={L('AbpIdentity', 'UserFilterPlaceholder')}
        canAssign={canAssign}
        picker={(open, onClose) => (
          <UserPickerModal open={open} unitName={unit.displayName} onClose={onClose} onPick={add} />
        )}
        createText={L('AbpIdentity', 'AddMember')}
        createIcon={<UserAddOutlined />}
        createTestId="ou-add-member"
        removeKey="remove-member"
        onRemove={(u) => void remove(u)}
      />
    </div>
  );
}
