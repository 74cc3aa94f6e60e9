import { defineTexts } from '../texts.js';

/**
 * Suppliers and their contacts. They live in ABP's `AbpIdentity` resource beside users, where the
 * wire contract puts them.
 */
export const supplierTexts = defineTexts('AbpIdentity', {
  Suppliers: ['Suppliers', '供应商', '供應商'],
  // The categories of a supplier's qualification documents (SupplierAttachmentRules.categories).
  'SupplierDocument:General': ['General', '一般', '一般'],
  'SupplierDocument:License': ['Business licence', '营业执照', '營業執照'],
  'SupplierDocument:Certificate': [
    'Certificate (ISO, IATF)',
    '体系证书（ISO、IATF）',
    '體系證書（ISO、IATF）',
  ],
  'SupplierDocument:Declaration': ['Declaration (RoHS, REACH)', '声明（RoHS、REACH）', '聲明（RoHS、REACH）'],
  'SupplierDocument:Other': ['Other', '其他', '其他'],
  NewSupplier: ['New supplier', '新建供应商', '新增供應商'],
  EditSupplier: ['Edit supplier', '编辑供应商', '編輯供應商'],
  SupplierCode: ['Supplier code', '供应商编码', '供應商代碼'],
  SupplierName: ['Supplier name', '供应商名称', '供應商名稱'],
  SupplierShortName: ['Short name', '简称', '簡稱'],
  ContactPerson: ['Contact person', '联系人', '聯絡人'],
  ContactPhone: ['Contact phone', '联系电话', '聯絡電話'],
  ContactEmail: ['Contact email', '联系邮箱', '聯絡電子郵件'],
  Address: ['Address', '地址', '地址'],
  SupplierStatus: ['Status', '状态', '狀態'],
  'SupplierStatus:Active': ['Active', '正常', '正常'],
  'SupplierStatus:Suspended': ['Suspended', '已暂停', '已暫停'],
  SupplierUsers: ['Supplier users', '供应商用户', '供應商使用者'],
  SupplierFilterPlaceholder: [
    'Search by code, name or contact',
    '按编码、名称或联系人搜索',
    '依代碼、名稱或聯絡人搜尋',
  ],
  SupplierDeletionConfirmationMessage: [
    "Supplier '{0}' will be deleted. Do you confirm that?",
    '确定要删除供应商“{0}”吗？',
    '確定要刪除供應商「{0}」嗎？',
  ],
  Contacts: ['Contacts', '联系人', '聯絡人'],
  ContactTitle: ['Position', '职务', '職稱'],
  PrimaryContact: ['Primary contact', '主要联系人', '主要聯絡人'],
  SuspendSupplier: ['Suspend', '暂停', '暫停'],
  ActivateSupplier: ['Activate', '恢复', '恢復'],
  SupplierSuspendConfirmationMessage: [
    "Supplier '{0}' will be suspended: its users are signed out and cannot sign in until it is activated again. Do you confirm that?",
    '确定要暂停供应商“{0}”吗？暂停后其用户将被强制退出，恢复前无法登录。',
    '確定要暫停供應商「{0}」嗎？暫停後其使用者將被強制登出，恢復前無法登入。',
  ],
  SupplierActivateConfirmationMessage: [
    "Supplier '{0}' will be activated and its users can sign in again. Do you confirm that?",
    '确定要恢复供应商“{0}”吗？恢复后其用户可以重新登录。',
    '確定要恢復供應商「{0}」嗎？恢復後其使用者可以重新登入。',
  ],
  AddContact: ['Add contact', '添加联系人', '新增聯絡人'],
  NoContacts: ['No contacts yet.', '暂无联系人。', '尚無聯絡人。'],
  SupplierContactsHint: [
    'At least one contact needs an email address. The primary contact receives notices and letters.',
    '至少一位联系人需要填写邮箱。主要联系人接收通知和函件。',
    '至少一位聯絡人需要填寫電子郵件。主要聯絡人接收通知與函件。',
  ],
  InvalidVendorCode: [
    'Use letters, digits and - . _ only, starting with a letter or digit.',
    '只能包含字母、数字及 - . _，且必须以字母或数字开头。',
    '只能包含字母、數字及 - . _，且必須以字母或數字開頭。',
  ],
  SupplierSuspendedMessage: [
    'The supplier has been suspended; its users have been signed out.',
    '供应商已暂停，其用户已被强制退出。',
    '供應商已暫停，其使用者已被強制登出。',
  ],
  SupplierActivatedMessage: ['The supplier has been activated.', '供应商已恢复。', '供應商已恢復。'],
  SupplierBasicInformation: ['Basic information', '基本信息', '基本資料'],
  'Volo.Abp.Identity:DuplicateSupplierCode': [
    "Supplier code '{0}' is already taken.",
    '供应商编码“{0}”已被使用。',
    '供應商代碼「{0}」已被使用。',
  ],
  'Volo.Abp.Identity:SupplierFieldsBuyerOwned': [
    "Only the buyer changes a supplier's code, name, short name, status and remark; keep your contacts and address current here.",
    '供应商编码、名称、简称、状态和备注只能由采购方修改；你可以在此更新联系人和地址。',
    '供應商編碼、名稱、簡稱、狀態和備註只能由採購方修改；你可以在此更新聯絡人和地址。',
  ],
  'Volo.Abp.Identity:SupplierHasUsers': [
    "Supplier '{0}' still has users and cannot be deleted.",
    '供应商“{0}”下仍有用户，不能删除。',
    '供應商「{0}」底下仍有使用者，無法刪除。',
  ],
  'Volo.Abp.Identity:SupplierPrimaryContactNotUnique': [
    'Only one contact can be the primary contact.',
    '只能设置一位主要联系人。',
    '只能設定一位主要聯絡人。',
  ],
  'Volo.Abp.Identity:SupplierContactEmailRequired': [
    'At least one contact must have an email address.',
    '至少需要一位联系人填写电子邮箱。',
    '至少需要一位聯絡人填寫電子郵件。',
  ],
});
