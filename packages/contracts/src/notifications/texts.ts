import { defineTexts } from '../texts.js';

/** Mail templates, the in-app notification list and the dashboard's To-do card. */
export const notificationTexts = defineTexts('SupplierPortal', {
  'Menu:SystemComponents.MailTemplates': ['Mail templates', '邮件模板', '郵件範本'],
  'MailTemplate:Event': ['Event', '事件', '事件'],
  'MailTemplate:Name': ['Name', '名称', '名稱'],
  'MailTemplate:Audience': ['Recipients', '收件人', '收件人'],
  'MailTemplate:Audience.buyer': ['Buyer users', '采购方用户', '採購方使用者'],
  'MailTemplate:Audience.vendor': [
    'Supplier users and contacts',
    '供应商用户和联系人',
    '供應商使用者和聯絡人',
  ],
  'MailTemplate:Audience.any': ['Anyone', '任何人', '任何人'],
  'MailTemplate:Language': ['Language', '语言', '語言'],
  'MailTemplate:Subject': ['Subject', '主题', '主旨'],
  'MailTemplate:Body': ['Body (HTML)', '正文（HTML）', '內文（HTML）'],
  'MailTemplate:Customized': ['Customized', '已自定义', '已自訂'],
  'MailTemplate:Default': ['Default', '默认', '預設'],
  'MailTemplate:Preview': ['Preview', '预览', '預覽'],
  'MailTemplate:PreviewHint': [
    'The preview fills in the sample data of the event.',
    '预览使用该事件的示例数据。',
    '預覽使用該事件的範例資料。',
  ],
  'MailTemplate:Placeholders': ['Placeholders', '占位符', '預留位置'],
  'MailTemplate:ResetToDefault': ['Reset to default', '恢复默认', '還原預設'],
  'MailTemplate:ResetConfirm': [
    'Reset the {0} template of "{1}" to the default?',
    '确定将“{1}”的{0}模板恢复为默认吗？',
    '確定將「{1}」的{0}範本還原為預設嗎？',
  ],
  'MailTemplate:Saved': ['Template saved', '模板已保存', '範本已儲存'],
  'MailTemplate:ResetDone': ['Template reset to default', '模板已恢复默认', '範本已還原預設'],
  'MailTemplate:SelectEvent': ['Select an event on the left', '请在左侧选择事件', '請在左側選擇事件'],
  'MailTemplate:NoEvents': ['No mail events are defined', '尚未定义邮件事件', '尚未定義郵件事件'],
  'MailTemplate:InvalidTemplate': [
    'The template cannot be read: {0}',
    '模板无法解析：{0}',
    '範本無法解析：{0}',
  ],
  'MailTemplate:UnescapedNotAllowed': [
    'Use {{name}}: unescaped values ({{{name}}}, {{&name}}), partials and delimiter changes are not allowed.',
    '请使用 {{name}}：不允许未转义的值（{{{name}}}、{{&name}}）、子模板和更改分隔符。',
    '請使用 {{name}}：不允許未跳脫的值（{{{name}}}、{{&name}}）、子範本和變更分隔符號。',
  ],
  'Notification:Title': ['Notifications', '通知', '通知'],
  'Notification:Empty': ['No notifications', '暂无通知', '沒有通知'],
  'Notification:MarkRead': ['Mark as read', '标为已读', '標為已讀'],
  'Notification:ReadAll': ['Mark all as read', '全部标为已读', '全部標為已讀'],
  'Todo:Title': ['To-do', '待办事项', '待辦事項'],
  'Todo:Empty': ['Nothing is waiting for you', '暂无待办事项', '目前沒有待辦事項'],
});
