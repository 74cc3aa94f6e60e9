import { defineTexts } from '../texts.js';

/** OAuth client applications: the registry page and the token endpoint's client errors. */
export const oauthClientTexts = defineTexts('SupplierPortal', {
  'Menu:OAuthClients': ['OAuth clients', 'OAuth 客户端', 'OAuth 用戶端'],
  'OAuthClients:New': ['New client', '新建客户端', '新增用戶端'],
  'OAuthClients:Edit': ['Edit client', '编辑客户端', '編輯用戶端'],
  'OAuthClients:ClientId': ['Client ID', '客户端 ID', '用戶端 ID'],
  'OAuthClients:DisplayName': ['Display name', '显示名称', '顯示名稱'],
  'OAuthClients:ClientType': ['Client type', '客户端类型', '用戶端類型'],
  'OAuthClients:Type:confidential': ['Confidential', '机密', '機密'],
  'OAuthClients:Type:public': ['Public', '公开', '公開'],
  'OAuthClients:GrantTypes': ['Grant types', '授权类型', '授權類型'],
  'OAuthClients:Scopes': ['Scopes', '作用域', '範圍'],
  'OAuthClients:Tenant': ['Acts in tenant', '所属租户', '所屬租戶'],
  'OAuthClients:Host': ['(host)', '（宿主）', '（主機端）'],
  'OAuthClients:Permissions': ['Permissions', '权限', '權限'],
  'OAuthClients:AccessTokenLifetime': [
    'Access token lifetime (seconds)',
    '访问令牌有效期（秒）',
    '存取權杖有效期（秒）',
  ],
  'OAuthClients:Enabled': ['Enabled', '启用', '啟用'],
  'OAuthClients:Disable': ['Disable', '停用', '停用'],
  'OAuthClients:Enable': ['Enable', '启用', '啟用'],
  'OAuthClients:Filter': ['Search by client ID or name', '按客户端 ID 或名称搜索', '依用戶端 ID 或名稱搜尋'],
  'OAuthClients:SecretTitle': ['Client secret', '客户端密钥', '用戶端密鑰'],
  'OAuthClients:SecretOnce': [
    'Copy this secret now: it is stored hashed and will not be shown again.',
    '请立即复制此密钥：它以哈希形式保存，不会再次显示。',
    '請立即複製此密鑰：它以雜湊形式儲存，不會再次顯示。',
  ],
  'OAuthClients:DeleteConfirm': [
    "Client '{0}' will be deleted. Do you confirm that?",
    '确定要删除客户端“{0}”吗？',
    '確定要刪除用戶端「{0}」嗎？',
  ],
  'OAuthClients:DuplicateClientId': [
    "Client ID '{0}' is already taken.",
    '客户端 ID“{0}”已被使用。',
    '用戶端 ID「{0}」已被使用。',
  ],
  'OAuthClients:StaticClient': [
    "'{0}' is a built-in client: it cannot be deleted, and the portal's own client cannot be disabled.",
    '“{0}”是内置客户端：不能删除，门户自身的客户端也不能停用。',
    '「{0}」是內建用戶端：不能刪除，入口網站自身的用戶端也不能停用。',
  ],
  'OAuthClients:PublicNoSecret': [
    'A public client has no secret and cannot use the client-credentials grant.',
    '公开客户端没有密钥，不能使用客户端凭据授权。',
    '公開用戶端沒有密鑰，不能使用用戶端憑證授權。',
  ],
  'OAuthClients:UnknownTenant': ["Tenant '{0}' does not exist.", '租户“{0}”不存在。', '租戶「{0}」不存在。'],
  'OAuthClients:UnknownPermission': [
    "Permission '{0}' does not exist or is not available in this tenant.",
    '权限“{0}”不存在或在该租户中不可用。',
    '權限「{0}」不存在或在此租戶中不可用。',
  ],
  'OAuth:InvalidClient': [
    'The specified client credentials are invalid.',
    '客户端凭据无效。',
    '用戶端憑證無效。',
  ],
  'OAuth:UnauthorizedClient': [
    'This client application is not allowed to use the specified grant type.',
    '该客户端应用不允许使用此授权类型。',
    '此用戶端應用程式不允許使用此授權類型。',
  ],
  'OAuth:InvalidScope': [
    "The scope '{0}' is not allowed for this client.",
    '该客户端不允许使用作用域“{0}”。',
    '此用戶端不允許使用範圍「{0}」。',
  ],
  'OAuth:ClientNeedsUser': [
    'This endpoint needs a signed-in user; a client-credentials token has none.',
    '此接口需要登录用户；客户端凭据令牌没有用户。',
    '此端點需要登入的使用者；用戶端憑證權杖沒有使用者。',
  ],
});
