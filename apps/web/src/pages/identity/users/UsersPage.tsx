import { Policies } from '@sp/contracts';
import { Select, Tag, type TableColumnsType } from 'antd';
import { downloadFile } from '../../../api/download';
import {
  deleteUser,
  getUsers,
  isLockedOut,
  unlockUser,
  usersExportUrl,
  type IdentityUserDto,
} from '../../../api/identity';
import {
  confirmedDelete,
  ListPage,
  useDialog,
  useHasPolicy,
  useServerList,
  timeColumn,
} from '../../../components/crud';
import { i18n, useL } from '../../../locales/i18n';
import { useConfigStore } from '../../../stores/config';
import { ui } from '../../../utils/ui';
import { parseTime } from '../../../utils/time';
import { PermissionsDialog, type PermissionsTarget } from '../permissions/PermissionsDialog';
import { BoolTag } from '../shared/FlagTags';
import { SetPasswordModal } from './SetPasswordModal';
import { SupplierCell } from './SupplierCell';
import { UserFormModal } from './UserFormModal';
import { userRowActions } from './user-row-actions';
import './users.css';

const P = Policies.AbpIdentity;

type UserFilters = {
  filter?: string;
  isActive?: boolean;
};

const noFilters: UserFilters = {};

/** "Name Surname"; in Chinese the family name comes first, without a space. */
const fullName = (u: IdentityUserDto, language: string) =>
  language.startsWith('zh')
    ? `${u.surname ?? ''}${u.name ?? ''}`
    : [u.name, u.surname].filter(Boolean).join(' ');

const sortable = ['userName', 'name', 'email', 'phoneNumber', 'isActive', 'lockoutEnd', 'creationTime'];

const activeValue = (v: boolean | undefined) => (v === undefined ? 'all' : String(v));

/**
 * /identity/users: the tenant's users (filter on user name, name, e-mail and phone; active filter;
 * server sorting and paging; Excel export of the current filter), with create/edit, permissions,
 * unlock, set password and delete as the viewer's policies allow.
 */
export default function UsersPage() {
  const L = useL();
  const list = useServerList<IdentityUserDto, UserFilters>('identity-users', getUsers, noFilters, {
    url: true,
    sortable,
  });
  const edit = useDialog<string>();
  const password = useDialog<IdentityUserDto>();
  const permissions = useDialog<PermissionsTarget>();
  const selfId = useConfigStore((s) => s.config?.currentUser.id);
  const may = {
    create: useHasPolicy(P.Users.Create.name),
    update: useHasPolicy(P.Users.Update.name),
    remove: useHasPolicy(P.Users.Delete.name),
    managePermissions: useHasPolicy(P.Users.ManagePermissions.name),
  };
  const canReadSuppliers = useHasPolicy(P.Suppliers.name);

  const unlock = async (u: IdentityUserDto) => {
    await unlockUser(u.id);
    ui.message?.success(L('AbpIdentity', 'UserUnlocked'));
    void list.refetch();
  };

  const remove = (u: IdentityUserDto) =>
    confirmedDelete(
      u.userName,
      L('AbpIdentity', 'UserDeletionConfirmationMessage', u.userName),
      () => deleteUser(u.id),
      () => list.refetch(),
    );

  const columns: TableColumnsType<IdentityUserDto> = [
    {
      title: L('AbpIdentity', 'UserName'),
      dataIndex: 'userName',
      key: 'userName',
      render: (v: string) => <span className="user-username">{v}</span>,
    },
    {
      title: L('AbpAccount', 'Name'),
      dataIndex: 'name',
      key: 'name',
      render: (_, u) => fullName(u, i18n.language),
    },
    { title: L('AbpIdentity', 'EmailAddress'), dataIndex: 'email', key: 'email' },
    { title: L('AbpIdentity', 'PhoneNumber'), dataIndex: 'phoneNumber', key: 'phoneNumber' },
    {
      title: L('AbpUi', 'Status'),
      dataIndex: 'isActive',
      key: 'isActive',
      // A locked-out user says so here too: the "locked until" column is hidden at first.
      render: (v: boolean, u) => (
        <>
          <BoolTag value={v} yes={L('AbpUi', 'Active')} no={L('AbpUi', 'Inactive')} />
          {isLockedOut(u) && (
            <Tag color="red" title={parseTime(u.lockoutEnd, '{y}-{m}-{d} {h}:{i}') ?? undefined}>
              {L('AbpIdentity', 'LockoutEnd')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: L('AbpIdentity', 'LockoutEnd'),
      dataIndex: 'lockoutEnd',
      key: 'lockoutEnd',
      render: (_, u) =>
        isLockedOut(u) ? (
          <Tag color="red" data-testid={`locked-${u.id}`}>
            {parseTime(u.lockoutEnd, '{y}-{m}-{d} {h}:{i}')}
          </Tag>
        ) : null,
    },
    {
      title: L('AbpIdentity', 'LinkedSupplier'),
      dataIndex: 'supplierId',
      key: 'supplier',
      render: (v: string | null) => <SupplierCell supplierId={v} canRead={canReadSuppliers} />,
    },
    timeColumn(L('AbpIdentity', 'CreationTime'), 'creationTime', {
      format: '{y}-{m}-{d} {h}:{i}',
      className: 'user-time',
    }),
  ];

  return (
    <ListPage
      list={list}
      testId="page-users"
      tableTestId="users-table"
      // What a 1366 px screen leaves out until the user asks for it (the column picker).
      hiddenColumns={['phoneNumber', 'lockoutEnd']}
      columns={columns}
      sortable={sortable}
      search={L('AbpIdentity', 'UserFilterPlaceholder')}
      filters={
        <Select
          data-testid="filter-active"
          className="user-active-filter"
          value={activeValue(list.draft.isActive)}
          onChange={(v: string) => list.setDraft({ isActive: v === 'all' ? undefined : v === 'true' })}
          options={[
            { value: 'all', label: `${L('AbpUi', 'Status')}: ${L('AbpUi', 'All')}` },
            { value: 'true', label: L('AbpUi', 'Active') },
            { value: 'false', label: L('AbpUi', 'Inactive') },
          ]}
        />
      }
      onCreate={may.create ? () => edit.show(null) : undefined}
      createText={L('AbpIdentity', 'NewUser')}
      onExport={() => downloadFile(usersExportUrl, list.params, 'users.xlsx')}
      rowActions={(u) =>
        userRowActions(u, may, u.id === selfId, {
          edit: () => edit.show(u.id),
          permissions: () =>
            permissions.show({ providerName: 'U', providerKey: u.id, displayName: u.userName }),
          unlock: () => void unlock(u),
          setPassword: () => password.show(u),
          remove: () => void remove(u),
        })
      }
    >
      <UserFormModal
        key={`user-${edit.key}`}
        userId={edit.subject}
        {...edit.bind(() => void list.refetch())}
      />
      <SetPasswordModal
        key={`password-${password.key}`}
        open={password.open}
        user={password.subject}
        onClose={password.hide}
      />
      <PermissionsDialog open={permissions.open} target={permissions.subject} onClose={permissions.hide} />
    </ListPage>
  );
}
