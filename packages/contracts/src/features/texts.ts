import { defineTexts } from '../texts.js';

/**
 * Feature management (`SupplierPortal`, `Feature:*`): the features' and groups' display names and
 * descriptions, the dialog's words and the refusals. The error code keys are ABP's.
 */
export const featureManagementTexts = defineTexts('SupplierPortal', {
  'FeatureGroup:SupplierPortal.Areas': ['Business areas', '业务模块', '業務模組'],
  'FeatureGroup:SupplierPortal.Limits': ['Limits', '限额', '限額'],
  'Feature:SupplierPortal.VendorLabel': ['Labels and shipping', '标签与发货', '標籤與出貨'],
  'Feature:SupplierPortal.LetterOfRecognition': ['Letters of recognition', '承认书', '承認書'],
  'Feature:SupplierPortal.ToSupplierNotice': ['Supplier notices', '供应商通知', '供應商通知'],
  'Feature:SupplierPortal.QualityControl': ['Incoming inspection', '进料检验', '進料檢驗'],
  'Feature:SupplierPortal.Material': ['Supplier BOMs', '供应商 BOM', '供應商 BOM'],
  'Feature:SupplierPortal.MaxUserCount': ['Maximum users', '最大用户数', '最大使用者數'],
  'Feature:SupplierPortal.MaxStorageMb': ['Maximum storage (MB)', '最大存储空间（MB）', '最大儲存空間（MB）'],
  'FeatureDescription:Area': [
    'Switched off, the area disappears from the menu and its endpoints refuse every call.',
    '关闭后，该模块从菜单中隐藏，其接口拒绝所有调用。',
    '關閉後，該模組從選單中隱藏，其介面拒絕所有呼叫。',
  ],
  'FeatureDescription:Unlimited': ['0 means unlimited.', '0 表示不限制。', '0 表示不限制。'],
  'Feature:ManageAction': ['Features', '功能', '功能'],
  'Feature:DialogTitle': ['Features of {0}', '{0} 的功能', '{0} 的功能'],
  'Feature:Saved': ['Features saved.', '功能设置已保存。', '功能設定已儲存。'],
  'Feature:ResetToDefault': ['Reset to default', '恢复默认', '還原預設值'],
  'Volo.Feature:010001': ['The feature {0} is not enabled.', '功能“{0}”未启用。', '功能「{0}」未啟用。'],
  'Feature:UnknownFeature': ['Unknown feature: {0}', '未知的功能：{0}', '未知的功能：{0}'],
  'Feature:InvalidValue': ['The value of {0} is not valid: {1}', '{0} 的值无效：{1}', '{0} 的值無效：{1}'],
  'SupplierPortal:MaxUserCountReached': [
    'This tenant may have at most {0} users.',
    '该租户最多只能有 {0} 个用户。',
    '該租戶最多只能有 {0} 位使用者。',
  ],
  'SupplierPortal:MaxStorageReached': [
    "This tenant's files may take at most {0} MB.",
    '该租户的文件最多只能占用 {0} MB。',
    '該租戶的檔案最多只能佔用 {0} MB。',
  ],
});
