import { defineTexts } from '../texts.js';

/**
 * Incoming inspection: the material inspection configuration page (物料信息确认), its rules and
 * its import (H config). Field keys are `IqcConfig:Field:<name>`, so the import sheet's headers,
 * the export's and the form's labels are one text each.
 */
export const iqcConfigTexts = defineTexts('SupplierPortal', {
  'IqcConfig:Title': ['Material inspection configuration', '物料信息确认', '物料資訊確認'],
  'IqcConfig:ExportTitle': ['Inspection configurations', '物料检验配置', '物料檢驗配置'],
  'IqcConfig:New': ['New configuration', '新建配置', '新建配置'],
  'IqcConfig:Edit': ['Edit configuration', '编辑配置', '編輯配置'],
  'IqcConfig:View': ['Configuration', '配置详情', '配置詳情'],
  'IqcConfig:Search': ['Part no or name', '料号或品名', '料號或品名'],
  'IqcConfig:AllModes': ['All modes', '全部方式', '全部方式'],
  'IqcConfig:AllStatuses': ['All statuses', '全部状态', '全部狀態'],
  'IqcConfig:AllSuppliers': ['All suppliers', '全部供应商', '全部供應商'],
  'IqcConfig:Empty': ['No inspection configurations yet', '暂无物料检验配置', '暫無物料檢驗配置'],
  'IqcConfig:AddItem': ['Add item', '添加检验项目', '新增檢驗項目'],
  'IqcConfig:RemoveItem': ['Remove item', '删除项目', '刪除項目'],
  'IqcConfig:NoItems': [
    'No inspection items: lots are judged on their documents alone.',
    '暂无检验项目：仅凭随货资料判定。',
    '暫無檢驗項目：僅憑隨貨資料判定。',
  ],
  'IqcConfig:ReviseNotice': [
    'Saving changes to a confirmed configuration sends it back to the supplier to confirm again.',
    '修改已确认的配置后，需供应商重新确认。',
    '修改已確認的配置後，需供應商重新確認。',
  ],
  'IqcConfig:ModeIgnoresSampling': [
    'Full and exempt inspection use no inspection level or AQL.',
    '全检和免检不使用检验水平和 AQL。',
    '全檢和免檢不使用檢驗水準和 AQL。',
  ],
  'IqcConfig:FromMaterial': [
    'Taken from the material master when it knows the part',
    '物料主数据中有此料号时，以主数据为准',
    '物料主資料中有此料號時，以主資料為準',
  ],
  'IqcConfig:Plan': ['Inspection plan', '检验方案', '檢驗方案'],
  'IqcConfig:NewestLetter': [
    'On saving, the newest approved letter of this supplier and part is linked.',
    '保存时关联该供应商此料号最新的已批准承认书。',
    '儲存時關聯該供應商此料號最新的已核准承認書。',
  ],
  'IqcConfig:DeleteConfirm': [
    'Delete the configuration of part {0} for {1}?',
    '删除 {1} 的料号 {0} 的配置？',
    '刪除 {1} 的料號 {0} 的配置？',
  ],
  'IqcConfig:ConfirmQuestion': [
    'Confirm the configuration of part {0}? It then drives the inspection forms of its lots.',
    '确认料号 {0} 的配置？确认后其来料检验单按此配置生成。',
    '確認料號 {0} 的配置？確認後其來料檢驗單按此配置產生。',
  ],
  'IqcConfig:VendorConfirmQuestion': [
    'Confirm that you have read the requirements of part {0} and will meet them?',
    '确认已阅读料号 {0} 的检验要求并将遵照执行？',
    '確認已閱讀料號 {0} 的檢驗要求並將遵照執行？',
  ],
  'IqcConfig:Saved': ['Configuration saved', '配置已保存', '配置已儲存'],
  'IqcConfig:Deleted': ['Configuration deleted', '配置已删除', '配置已刪除'],
  'IqcConfig:Done': ['Done', '操作成功', '操作成功'],
  'IqcConfig:ImportTitle': ['Import configurations', '导入检验配置', '匯入檢驗配置'],
  'IqcConfig:ImportHelp': [
    'One row per inspection item; the rows of one supplier code and part number make one configuration. An existing configuration is replaced and goes back to the supplier to confirm.',
    '每行一个检验项目；同一供应商代码和料号的各行组成一个配置。已有的配置将被替换，并退回供应商重新确认。',
    '每列一個檢驗項目；同一供應商代碼和料號的各列組成一個配置。已有的配置將被替換，並退回供應商重新確認。',
  ],
  'IqcConfig:ImportDone': [
    '{0} configurations imported: {1} new, {2} replaced.',
    '已导入 {0} 个配置：新建 {1} 个，替换 {2} 个。',
    '已匯入 {0} 個配置：新建 {1} 個，替換 {2} 個。',
  ],
  'IqcConfig:TemplateSheet': ['Configurations', '检验配置', '檢驗配置'],

  // Fields: the form's labels, the list's and export's headers, the import sheet's columns.
  'IqcConfig:Field:supplierCode': ['Supplier code', '供应商代码', '供應商代碼'],
  'IqcConfig:Field:partNo': ['Part no', '料号', '料號'],
  'IqcConfig:Field:partName': ['Part name', '品名', '品名'],
  'IqcConfig:Field:inspectionMode': ['Inspection mode', '检验方式', '檢驗方式'],
  'IqcConfig:Field:inspectionLevel': ['Inspection level', '检验水平', '檢驗水準'],
  'IqcConfig:Field:aqlCritical': ['AQL critical', 'AQL 致命', 'AQL 致命'],
  'IqcConfig:Field:aqlMajor': ['AQL major', 'AQL 严重', 'AQL 嚴重'],
  'IqcConfig:Field:aqlMinor': ['AQL minor', 'AQL 轻微', 'AQL 輕微'],
  'IqcConfig:Field:aql': ['AQL (Cr / Ma / Mi)', 'AQL（致命/严重/轻微）', 'AQL（致命/嚴重/輕微）'],
  'IqcConfig:Field:requiredDocs': ['Required documents', '随货资料', '隨貨資料'],
  'IqcConfig:Field:remark': ['Remark', '备注', '備註'],
  'IqcConfig:Field:letter': ['Letter of recognition', '承认书', '承認書'],
  'IqcConfig:Field:items': ['Inspection items', '检验项目', '檢驗項目'],
  'IqcConfig:Field:itemCode': ['Item code', '项目代码', '項目代碼'],
  'IqcConfig:Field:itemName': ['Item', '检验项目', '檢驗項目'],
  'IqcConfig:Field:method': ['Method', '检验方法', '檢驗方法'],
  'IqcConfig:Field:itemSpec': ['Requirement', '规格要求', '規格要求'],
  'IqcConfig:Field:valueType': ['Value type', '值类型', '值類型'],
  'IqcConfig:Field:lsl': ['Lower limit', '下限', '下限'],
  'IqcConfig:Field:usl': ['Upper limit', '上限', '上限'],
  'IqcConfig:Field:unit': ['Unit', '单位', '單位'],
  'IqcConfig:Field:choices': ['Answers', '选项', '選項'],
  'IqcConfig:Field:okChoices': ['OK answers', '合格选项', '合格選項'],
  'IqcConfig:Field:severity': ['Severity', '缺陷等级', '缺陷等級'],
  'IqcConfig:Field:sampleOverride': ['Sample qty', '抽样数', '抽樣數'],
  'IqcConfig:Field:vendorConfirmed': ['Confirmed by supplier', '供应商确认', '供應商確認'],
  'IqcConfig:Field:confirmed': ['Confirmed by IQC', 'IQC 确认', 'IQC 確認'],
  'IqcConfig:Field:confirmedTime': ['Confirmed on', '确认时间', '確認時間'],

  // Rules (config-rules.ts `iqcConfigProblems`, and the service's own).
  'IqcConfig:LevelRequired': [
    'Sampling and skip-lot inspection need an inspection level.',
    '抽检和跳批检验须选择检验水平。',
    '抽檢和跳批檢驗須選擇檢驗水準。',
  ],
  'IqcConfig:AqlRequired': [
    'Give at least one AQL (critical, major or minor).',
    '至少填写一个 AQL（致命、严重或轻微）。',
    '至少填寫一個 AQL（致命、嚴重或輕微）。',
  ],
  'IqcConfig:LimitRequired': [
    'Item {0}: a measured item needs a lower or an upper limit.',
    '项目 {0}：计量项目须填写下限或上限。',
    '項目 {0}：計量項目須填寫下限或上限。',
  ],
  'IqcConfig:LimitsOrder': [
    'Item {0}: the lower limit is above the upper limit.',
    '项目 {0}：下限大于上限。',
    '項目 {0}：下限大於上限。',
  ],
  'IqcConfig:ChoicesRequired': [
    'Item {0}: list the answers to choose from.',
    '项目 {0}：请填写可选答案。',
    '項目 {0}：請填寫可選答案。',
  ],
  'IqcConfig:OkChoiceRequired': [
    'Item {0}: mark at least one answer as OK.',
    '项目 {0}：至少指定一个合格选项。',
    '項目 {0}：至少指定一個合格選項。',
  ],
  'IqcConfig:OkChoiceUnknown': [
    'Item {0}: "{1}" is not one of its answers.',
    '项目 {0}：“{1}”不在可选答案中。',
    '項目 {0}：「{1}」不在可選答案中。',
  ],
  'IqcConfig:ItemCodeDuplicate': [
    'Item code {0} is used twice.',
    '项目代码 {0} 重复。',
    '項目代碼 {0} 重複。',
  ],
  'IqcConfig:UnknownSupplier': [
    'Choose an active supplier.',
    '请选择一个有效的供应商。',
    '請選擇一個有效的供應商。',
  ],
  'IqcConfig:PartNameRequired': [
    'The material master does not know this part: give its name.',
    '物料主数据中没有此料号，请填写品名。',
    '物料主資料中沒有此料號，請填寫品名。',
  ],
  'IqcConfig:Duplicate': [
    'Supplier {0} already has a configuration for part {1}.',
    '供应商 {0} 的料号 {1} 已有配置。',
    '供應商 {0} 的料號 {1} 已有配置。',
  ],
  'IqcConfig:LetterMismatch': [
    'Choose an approved letter of recognition of this supplier and part.',
    '请选择该供应商此料号的已批准承认书。',
    '請選擇該供應商此料號的已核准承認書。',
  ],
  'IqcConfig:ImportUnknownSupplier': [
    'There is no supplier with code {0}.',
    '没有代码为 {0} 的供应商。',
    '沒有代碼為 {0} 的供應商。',
  ],
  'IqcConfig:ImportUnknownDoc': [
    '{0} is not a document type (allowed: {1}).',
    '{0} 不是随货资料类型（允许：{1}）。',
    '{0} 不是隨貨資料類型（允許：{1}）。',
  ],
  'IqcConfig:ImportConflict': [
    'Differs from row {0} of the same configuration.',
    '与同一配置的第 {0} 行不一致。',
    '與同一配置的第 {0} 列不一致。',
  ],
  'IqcConfig:ImportItemIncomplete': [
    'An item row needs its name, value type and severity.',
    '检验项目行须填写项目名称、值类型和缺陷等级。',
    '檢驗項目列須填寫項目名稱、值類型和缺陷等級。',
  ],
  'IqcConfig:ImportBadAql': [
    '{0} is not an AQL of the standard.',
    '{0} 不是标准中的 AQL 值。',
    '{0} 不是標準中的 AQL 值。',
  ],
});
