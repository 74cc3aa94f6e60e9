import { defineTexts } from '../texts.js';

/** Tenant management (`AbpTenantManagement`). */
export const tenantTexts = defineTexts('AbpTenantManagement', {
  'Menu:TenantManagement': ['Tenant management', '租户管理', '租戶管理'],
  Tenants: ['Tenants', '租户', '租戶'],
  NewTenant: ['New tenant', '新建租户', '新增租戶'],
  EditTenant: ['Edit tenant', '编辑租户', '編輯租戶'],
  TenantName: ['Tenant name', '租户名称', '租戶名稱'],
  'DisplayName:TenantName': ['Tenant name', '租户名称', '租戶名稱'],
  AdminEmailAddress: ['Admin email address', '管理员邮箱', '管理員電子郵件'],
  AdminPassword: ['Admin password', '管理员密码', '管理員密碼'],
  'DisplayName:AdminEmailAddress': ['Admin email address', '管理员邮箱', '管理員電子郵件'],
  'DisplayName:AdminPassword': ['Admin password', '管理员密码', '管理員密碼'],
  'DisplayName:IsActive': ['Active', '启用', '啟用'],
  TenantFilterPlaceholder: ['Search by tenant name', '按租户名称搜索', '依租戶名稱搜尋'],
  TenantDeletionConfirmationMessage: [
    "Tenant '{0}' will be deleted. Do you confirm that?",
    '确定要删除租户“{0}”吗？',
    '確定要刪除租戶「{0}」嗎？',
  ],
  TenantDeletionBlocksLoginMessage: [
    "Tenant '{0}' will be deleted: its users are signed out at once and can no longer sign in. Do you confirm that?",
    '将删除租户“{0}”：其用户会立即被强制退出，之后无法再登录。确定吗？',
    '將刪除租戶「{0}」：其使用者會立即被強制登出，之後無法再登入。確定嗎？',
  ],
  TenantAdminHint: [
    "The tenant's administrator is created with the username 'admin', this email address and this password.",
    '将为租户创建管理员账号 admin，使用此邮箱和密码。',
    '將為租戶建立管理員帳號 admin，使用此電子郵件與密碼。',
  ],
  TenantInactiveHint: [
    'Users of an inactive tenant cannot sign in.',
    '停用租户的用户无法登录。',
    '停用租戶的使用者無法登入。',
  ],
  PasswordRulesTitle: ['Password rules', '密码规则', '密碼規則'],
  ConnectionStrings: ['Connection strings', '连接字符串', '連線字串'],
  'DisplayName:DefaultConnectionString': ['Default connection string', '默认连接字符串', '預設連線字串'],
  'DisplayName:UseSharedDatabase': ['Use the shared database', '使用共享数据库', '使用共用資料庫'],
  Features: ['Features', '功能', '功能'],
  ManageHostFeatures: ['Manage host features', '管理宿主功能', '管理主機端功能'],
  'Volo.Abp.TenantManagement:DuplicateTenantName': [
    "Tenant name '{0}' is already taken.",
    '租户名称“{0}”已被使用。',
    '租戶名稱「{0}」已被使用。',
  ],
  'Permission:TenantManagement': ['Tenant management', '租户管理', '租戶管理'],
  'Permission:ManageFeatures': ['Manage features', '管理功能', '管理功能'],
  'Permission:ManageConnectionStrings': ['Manage connection strings', '管理连接字符串', '管理連線字串'],
});
