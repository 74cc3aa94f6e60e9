import { Policies } from '@sp/contracts';
import { Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
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
  confirmDelete,
  ListToolbar,
  PageContainer,
  toastDeleted,
  useHasPolicy,
  useServerList,
} from '../../../components/crud';
import { i18n, useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { useConfigStore } from '../../../stores/config';
import { ui } from '../../../utils/ui';
import { parseTime } from '../../../utils/time';
import { PermissionsDialog, type PermissionsTarget } from '../permissions/PermissionsDialog';
import { BoolTag } from '../shared/FlagTags';
import { useDialog } from '../../../components/crud/useDialog';
import { SetPasswordModal } from './SetPasswordModal';
import { SupplierCell } from './SupplierCell';
import { UserFormModal } from './UserFormModal';
import { UserRowActions } from './UserRowActions';
import './users.css';

const P = Policies.AbpIdentity;

type UserFilters = {
  filter?: string;
  isActive?: boolean;
};

/** "Name Surname"; in Chinese the family name comes first, without a space. */
const fullName = (u: IdentityUserDto, language: string) =>
  language.startsWith('zh')
    ? `${u.surname ?? ''}${u.name ?? ''}`
    : [u.name, u.surname].filter(Boolean).join(' ');

const activeValue = (v: boolean | undefined) => (v === undefined ? 'all' : String(v));

/**
 * /identity/users: the tenant's users (filter on user name, name, e-mail and phone; active filter;
 * server sorting and paging; Excel export of the current filter), with create/edit, permissions,
 * unlock, set password and delete as the viewer's policies allow.
 */
export default function UsersPage() {
  const L = useL();
  const list = useServerList<IdentityUserDto, UserFilters>('identity-users', getUsers);
  const edit = useDialog<string>();
  const password = useDialog<IdentityUserDto>();
  const permissions = useDialog<PermissionsTarget>();
  const [exporting, setExporting] = useState(false);
  const selfId = useConfigStore((s) => s.config?.currentUser.id);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const may = {
    create: useHasPolicy(P.Users.Create.name),
    update: useHasPolicy(P.Users.Update.name),
    remove: useHasPolicy(P.Users.Delete.name),
    managePermissions: useHasPolicy(P.Users.ManagePermissions.name),
  };
  const canReadSuppliers = useHasPolicy(P.Suppliers.name);

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadFile(usersExportUrl, list.params, 'users.xlsx');
    } finally {
      setExporting(false);
    }
  };

  const unlock = async (u: IdentityUserDto) => {
    await unlockUser(u.id);
    ui.message?.success(L('AbpIdentity', 'UserUnlocked'));
    void list.refetch();
  };

  const remove = async (u: IdentityUserDto) => {
    if (!(await confirmDelete(u.userName, L('AbpIdentity', 'UserDeletionConfirmationMessage', u.userName))))
      return;
    await deleteUser(u.id);
    toastDeleted();
    void list.refetch();
  };

  const columns: TableColumnsType<IdentityUserDto> = [
    {
      title: L('AbpIdentity', 'UserName'),
      dataIndex: 'userName',
      key: 'userName',
      sorter: true,
      render: (v: string) => <span className="user-username">{v}</span>,
    },
    {
      title: L('AbpAccount', 'Name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (_, u) => fullName(u, i18n.language),
    },
    { title: L('AbpIdentity', 'EmailAddress'), dataIndex: 'email', key: 'email', sorter: true },
    { title: L('AbpIdentity', 'PhoneNumber'), dataIndex: 'phoneNumber', key: 'phoneNumber', sorter: true },
    {
      title: L('AbpUi', 'Status'),
      dataIndex: 'isActive',
      key: 'isActive',
      sorter: true,
      render: (v: boolean) => <BoolTag value={v} yes={L('AbpUi', 'Active')} no={L('AbpUi', 'Inactive')} />,
    },
    {
      title: L('AbpIdentity', 'LockoutEnd'),
      dataIndex: 'lockoutEnd',
      key: 'lockoutEnd',
      sorter: true,
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
    {
      title: L('AbpIdentity', 'CreationTime'),
      dataIndex: 'creationTime',
      key: 'creationTime',
      sorter: true,
      render: (v: string) => <span className="user-time">{parseTime(v, '{y}-{m}-{d} {h}:{i}')}</span>,
    },
    {
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      width: 1,
      // Kept in view on a wide screen; on a phone it would leave no room for the rest.
      ...(mobile ? {} : { fixed: 'right' as const }),
      render: (_, u) => (
        <UserRowActions
          user={u}
          may={may}
          isSelf={u.id === selfId}
          on={{
            onEdit: (x) => edit.show(x.id),
            onPermissions: (x) =>
              permissions.show({ providerName: 'U', providerKey: x.id, displayName: x.userName }),
            onUnlock: (x) => void unlock(x),
            onSetPassword: (x) => password.show(x),
            onDelete: (x) => void remove(x),
          }}
        />
      ),
    },
  ];

  return (
    <PageContainer testId="page-users">
      <ListToolbar
        filter={list.draft.filter}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={L('AbpIdentity', 'UserFilterPlaceholder')}
        extra={
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
        onSearch={list.search}
        onReset={list.reset}
        onCreate={may.create ? () => edit.show(null) : undefined}
        createText={L('AbpIdentity', 'NewUser')}
        onExport={() => void exportList()}
        exporting={exporting}
      />
      <Table<IdentityUserDto>
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="users-table"
        {...list.tableProps}
      />
      <UserFormModal
        key={`user-${edit.key}`}
        open={edit.open}
        userId={edit.subject}
        onClose={edit.hide}
        onSaved={() => void list.refetch()}
      />
      <SetPasswordModal
        key={`password-${password.key}`}
        open={password.open}
        user={password.subject}
        onClose={password.hide}
      />
      <PermissionsDialog open={permissions.open} target={permissions.subject} onClose={permissions.hide} />
    </PageContainer>
  );
}
