import { defineTexts } from '../texts.js';

/** The permission dialog and its errors (`AbpPermissionManagement`). */
export const permissionTexts = defineTexts('AbpPermissionManagement', {
  Permissions: ['Permissions', '权限', '權限'],
  PermissionsOf: ['Permissions - {0}', '权限 - {0}', '權限 - {0}'],
  All: ['All', '全部', '全部'],
  SelectAllInAllTabs: ['Grant all permissions', '授予所有权限', '授予所有權限'],
  SelectAllInThisTab: ['Select all', '全选', '全選'],
  OnlyProviderPermissons: ['Only this provider', '仅此提供者', '僅此提供者'],
  InheritedPermissionsHint: [
    'Permissions granted through a role are checked and greyed out: change them on the role.',
    '通过角色获得的权限显示为已勾选且不可修改，如需调整请到对应角色中修改。',
    '透過角色取得的權限會顯示為已勾選且無法變更，如需調整請至該角色修改。',
  ],
  GrantedByOtherProvider: ['Granted by {0}', '已由{0}授予', '已由{0}授予'],
  SaveWithoutAnyPermissionsWarningMessage: [
    'Are you sure you want to save without any permissions?',
    '确定不授予任何权限并保存吗？',
    '確定不授予任何權限並儲存嗎？',
  ],
  PermissionsSaved: ['Permissions saved.', '权限已保存。', '權限已儲存。'],
  HostOnlyPermission: ['Host only', '仅宿主', '僅限主機端'],
  UnknownPermission: [
    "There is no permission named '{0}'.",
    '不存在名为“{0}”的权限。',
    '不存在名為「{0}」的權限。',
  ],
  PermissionNotAvailable: [
    "The permission '{0}' is not available here (it belongs to the host).",
    '权限“{0}”在此处不可用（仅限宿主）。',
    '權限「{0}」在此處無法使用（僅限主機端）。',
  ],
});
