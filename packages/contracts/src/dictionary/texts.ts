import { defineTexts } from '../texts.js';

/** The data dictionary (`AbpDataDictionary`). */
export const dictionaryTexts = defineTexts('AbpDataDictionary', {
  DataDictionary: ['Data dictionary', '数据字典', '資料字典'],
  DataDictionaryDetail: ['Dictionary items', '字典明细', '字典明細'],
  NewDataDic: ['New dictionary', '新建字典', '新增字典'],
  NewDataDicDetail: ['New dictionary item', '新建字典项', '新增字典項目'],
  EditDataDic: ['Edit - {0}', '编辑 - {0}', '編輯 - {0}'],
  NewDataDicDetailOf: ['{0} - new item', '{0} - 新建字典项', '{0} - 新增字典項目'],
  Create: ['Create', '新建', '新增'],
  Edit: ['Edit', '编辑', '編輯'],
  Delete: ['Delete', '删除', '刪除'],
  Name: ['Name', '名称', '名稱'],
  Description: ['Description', '描述', '說明'],
  Label: ['Label', '标签', '標籤'],
  Value: ['Value', '值', '值'],
  Sort: ['Sort order', '排序', '排序'],
  Filter: ['Filter', '筛选', '篩選'],
  PleaseSelectDictionary: ['Please select a dictionary first.', '请先选择一个字典。', '請先選擇一個字典。'],
  DictionaryDeletionConfirmationMessage: [
    "Dictionary '{0}' and all its items will be deleted. Do you confirm that?",
    '将删除字典“{0}”及其所有字典项，确定吗？',
    '將刪除字典「{0}」及其所有項目，確定嗎？',
  ],
  'Abp.DataDictionary.E0001': [
    'A dictionary with this name already exists.',
    '已存在同名字典。',
    '已有同名的字典。',
  ],
  'Abp.DataDictionary.E0002': [
    'This dictionary item already exists.',
    '该字典项已存在。',
    '此字典項目已存在。',
  ],
  'Abp.DataDictionary.N0001': ['The dictionary does not exist.', '字典不存在。', '字典不存在。'],
});

/** Display names of the seeded dictionaries (`SupplierPortal`, `Demo:Dictionary.*`). */
export const dictionaryNameTexts = defineTexts('SupplierPortal', {
  'Demo:Dictionary.MaterialCategory': ['Material category', '物料类别', '物料類別'],
  'Demo:Dictionary.Unit': ['Unit of measure', '计量单位', '計量單位'],
  'Demo:Dictionary.NoticeCategory': ['Notice category', '通知类别', '通知類別'],
});
