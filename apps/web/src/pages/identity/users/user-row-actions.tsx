import { KeyOutlined, SafetyOutlined, UnlockOutlined } from '@ant-design/icons';
import { isLockedOut, type IdentityUserDto } from '../../../api/identity';
import type { RowAction } from '../../../components/crud';
import { translate } from '../../../locales/i18n';

export interface UserActionPermissions {
  update: boolean;
  remove: boolean;
  managePermissions: boolean;
}

export interface UserActionHandlers {
  edit: () => void;
  permissions: () => void;
  unlock: () => void;
  setPassword: () => void;
  remove: () => void;
}

/**
 * A row's buttons, each only with its policy: edit and permissions in view, the rarer ones (unlock
 * while locked, set password, delete; never deleting oneself) under "More".
 */
export function userRowActions(
  user: IdentityUserDto,
  may: UserActionPermissions,
  isSelf: boolean,
  on: UserActionHandlers,
): RowAction[] {
  return [
    { key: 'edit', hidden: !may.update, onClick: on.edit },
    {
      key: 'permissions',
      label: translate('AbpIdentity', 'Permissions'),
      icon: <SafetyOutlined />,
      hidden: !may.managePermissions,
      onClick: on.permissions,
    },
    {
      key: 'unlock',
      label: translate('AbpIdentity', 'Unlock'),
      icon: <UnlockOutlined />,
      hidden: !may.update || !isLockedOut(user),
      more: true,
      onClick: on.unlock,
    },
    {
      key: 'set-password',
      label: translate('AbpIdentity', 'SetPassword'),
      icon: <KeyOutlined />,
      hidden: !may.update,
      more: true,
      onClick: on.setPassword,
    },
    { key: 'delete', hidden: !may.remove || isSelf, more: true, onClick: on.remove },
  ];
}
