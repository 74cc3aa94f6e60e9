import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  KeyOutlined,
  SafetyOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { isLockedOut, type IdentityUserDto } from '../../../api/identity';
import { useL } from '../../../locales/i18n';

export interface UserActionPermissions {
  update: boolean;
  remove: boolean;
  managePermissions: boolean;
}

export interface UserActionHandlers {
  onEdit: (u: IdentityUserDto) => void;
  onPermissions: (u: IdentityUserDto) => void;
  onUnlock: (u: IdentityUserDto) => void;
  onSetPassword: (u: IdentityUserDto) => void;
  onDelete: (u: IdentityUserDto) => void;
}

/**
 * A row's buttons, each only with its policy: edit and permissions in view, the rarer ones (unlock
 * while locked, set password, delete; never deleting oneself) under "More".
 */
export function UserRowActions({
  user,
  may,
  isSelf,
  on,
}: {
  user: IdentityUserDto;
  may: UserActionPermissions;
  isSelf: boolean;
  on: UserActionHandlers;
}) {
  const L = useL();
  const more: NonNullable<MenuProps['items']> = [];
  if (may.update && isLockedOut(user))
    more.push({
      key: 'unlock',
      icon: <UnlockOutlined />,
      label: <span data-testid={`unlock-${user.id}`}>{L('AbpIdentity', 'Unlock')}</span>,
    });
  if (may.update)
    more.push({
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid={`set-password-${user.id}`}>{L('AbpIdentity', 'SetPassword')}</span>,
    });
  if (may.remove && !isSelf)
    more.push({
      key: 'delete',
      danger: true,
      icon: <DeleteOutlined />,
      label: <span data-testid={`delete-${user.id}`}>{L('AbpUi', 'Delete')}</span>,
    });
  const onMore: MenuProps['onClick'] = ({ key }) => {
    if (key === 'unlock') on.onUnlock(user);
    else if (key === 'password') on.onSetPassword(user);
    else if (key === 'delete') on.onDelete(user);
  };

  return (
    <Space size={0} className="crud-actions">
      {may.update && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          data-testid={`edit-${user.id}`}
          onClick={() => on.onEdit(user)}
        >
          {L('AbpUi', 'Edit')}
        </Button>
      )}
      {may.managePermissions && (
        <Button
          type="link"
          size="small"
          icon={<SafetyOutlined />}
          data-testid={`permissions-${user.id}`}
          onClick={() => on.onPermissions(user)}
        >
          {L('AbpIdentity', 'Permissions')}
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown menu={{ items: more, onClick: onMore }} trigger={['click']}>
          <Button type="link" size="small" data-testid={`more-${user.id}`}>
            {L('AbpUi', 'More')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
