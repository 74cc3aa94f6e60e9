import { defineTexts } from '../texts.js';

/**
 * Incoming inspection: the form pages' own texts (`SupplierPortal`, `FormPage:*`): the vendor's and
 * IQC's overviews, the detail with its result grid, Ac/Re and document checklist, the review
 * dialogs, and what the delivery pages say about a line's form. Enum values are `Enum:*` (texts.ts);
 * statuses and actions come from the form workflow.
 */
export const inspectionFormPageTexts = defineTexts('SupplierPortal', {
  // Overviews
  'FormPage:ExportName': ['Inspection forms', '进料检验单', '進料檢驗單'],
  'FormPage:FilterPlaceholder': [
    'Form, delivery, part or lot no.',
    '单号、送货单号、料号或批号',
    '單號、送貨單號、料號或批號',
  ],
  'FormPage:CreatedFrom': ['Created from', '建单日期起', '建單日期起'],
  'FormPage:CreatedTo': ['Created to', '建单日期止', '建單日期止'],
  'FormPage:DateRange': ['Created between', '建单日期', '建單日期'],
  'FormPage:LotQty': ['Lot qty', '批量', '批量'],
  'FormPage:SampleSize': ['Sample', '样本数', '樣本數'],
  'FormPage:VendorConclusion': ['Supplier conclusion', '供方判定', '供方判定'],
  'FormPage:ReviewResult': ['IQC result', '审核结论', '審核結論'],
  'FormPage:Disposition': ['Disposition', '处置', '處置'],
  'FormPage:SubmittedTime': ['Submitted', '提交时间', '送出時間'],
  'FormPage:Reviewer': ['Reviewer', '审核人', '審核人'],
  'FormPage:DaysWaiting': ['Waiting', '等待天数', '等待天數'],
  'FormPage:DaysValue': ['{0} d', '{0} 天', '{0} 天'],
  'FormPage:MissingDocs': ['Documents missing', '缺随货资料', '缺隨貨資料'],
  'FormPage:DocsOk': ['Complete', '齐全', '齊全'],
  'FormPage:PendingMine': ['Pending my review', '待我审核', '待我審核'],
  'FormPage:VersionValue': ['v{0}', '第 {0} 版', '第 {0} 版'],
  // New form
  'FormPage:NewForm': ['New form', '新建检验单', '新增檢驗單'],
  'FormPage:Delivery': ['Delivery note', '送货单', '送貨單'],
  'FormPage:PickDelivery': ['Choose one of your delivery notes', '选择送货单', '選擇送貨單'],
  'FormPage:PickLine': ['Line (lot)', '送货行（批）', '送貨行（批）'],
  'FormPage:HasForm': ['Has form {0}', '已有检验单 {0}', '已有檢驗單 {0}'],
  'FormPage:NoDeliveries': [
    'None of your delivery notes can take a form now.',
    '目前没有可建检验单的送货单。',
    '目前沒有可建立檢驗單的送貨單。',
  ],
  'FormPage:DeliveryRequired': ['Choose the delivery note', '请选择送货单', '請選擇送貨單'],
  'FormPage:LineRequired': ['Choose the line', '请选择送货行', '請選擇送貨行'],
  // Detail header
  'FormPage:DeliveryLine': ['Delivery / line', '送货单 / 行', '送貨單 / 行'],
  'FormPage:DeliveryLineValue': ['{0} / line {1}', '{0} / 第 {1} 行', '{0} / 第 {1} 行'],
  'FormPage:Mode': ['Inspection mode', '检验方式', '檢驗方式'],
  'FormPage:Letter': ['Letter of recognition', '承认书', '承認書'],
  'FormPage:LetterValue': ['{0} rev. {1}', '{0}（第 {1} 版）', '{0}（第 {1} 版）'],
  'FormPage:Version': ['Version', '版本', '版本'],
  'FormPage:ReviewComment': ['IQC comment', '审核意见', '審核意見'],
  // Sampling and NG counts
  'FormPage:Sampling': ['Sampling plan and defects', '抽样方案与不良数', '抽樣方案與不良數'],
  'FormPage:FullAcRe': [
    'Full inspection: every piece is checked and any defective fails the lot (Ac 0 / Re 1).',
    '全检：逐件检验，出现任何不良品即判批不合格（Ac 0 / Re 1）。',
    '全檢：逐件檢驗，出現任何不良品即判批不合格（Ac 0 / Re 1）。',
  ],
  'FormPage:NgCount': ['NG found', '不良数', '不良數'],
  'FormPage:NgReachesRe': [
    '{0}: {1} defective reaches Re {2}, the lot fails',
    '{0}：不良 {1} 达到 Re {2}，批不合格',
    '{0}：不良 {1} 達到 Re {2}，批不合格',
  ],
  // Result grid
  'FormPage:Results': ['Inspection results', '检验结果', '檢驗結果'],
  'FormPage:Item': ['Item', '检验项目', '檢驗項目'],
  'FormPage:SampleQty': ['Checked', '抽检数', '抽檢數'],
  'FormPage:Values': ['Values', '实测值', '實測值'],
  'FormPage:ValuesHint': ['Type a value, Enter', '输入数值后回车', '輸入數值後按 Enter'],
  'FormPage:DefectQty': ['Defective', '不良数', '不良數'],
  'FormPage:Result': ['Result', '判定', '判定'],
  'FormPage:Remark': ['Remark', '备注', '備註'],
  'FormPage:OutOfLimits': ['{0} is outside the limits', '{0} 超出规格', '{0} 超出規格'],
  'FormPage:NotANumber': ['{0} is not a number', '{0} 不是数字', '{0} 不是數字'],
  'FormPage:NoItems': [
    'The configuration has no inspection items.',
    '检验配置未设检验项目。',
    '檢驗配置未設檢驗項目。',
  ],
  // The vendor's conclusion
  'FormPage:Conclusion': ['Supplier inspection', '供方检验', '供方檢驗'],
  'FormPage:VendorInspector': ['Inspector', '供方检验员', '供方檢驗員'],
  'FormPage:VendorInspectDate': ['Inspection date', '检验日期', '檢驗日期'],
  'FormPage:SuggestedConclusion': ['By the results: {0}', '按检验结果应为：{0}', '依檢驗結果應為：{0}'],
  // Documents
  'FormPage:Documents': ['Documents with the lot', '随货资料', '隨貨資料'],
  'FormPage:DocRequired': ['Required', '必附', '必附'],
  'FormPage:DocExtra': ['Extra', '附加', '附加'],
  'FormPage:DocValidTo': ['Valid to', '有效期至', '有效期限'],
  'FormPage:DocExpired': ['Expired', '已过期', '已過期'],
  'FormPage:DocMissing': ['Missing', '未上传', '未上傳'],
  'FormPage:DocOk': ['Attached', '已上传', '已上傳'],
  'FormPage:DocsProgress': [
    '{0} of {1} required documents attached and valid',
    '必附资料 {0} / {1} 已上传且有效',
    '必附資料 {0} / {1} 已上傳且有效',
  ],
  'FormPage:AddDocument': ['Add another document', '添加其他资料', '新增其他資料'],
  'FormPage:RemoveDocConfirm': [
    'Remove {0} from this form?',
    '确定从检验单移除 {0} 吗？',
    '確定從檢驗單移除 {0} 嗎？',
  ],
  // Submitting
  'FormPage:BeforeSubmit': ['To submit, still:', '提交前还需：', '送出前還需：'],
  'FormPage:Unsaved': ['Unsaved changes', '有未保存的修改', '有尚未儲存的變更'],
  'FormPage:ReportPdf': ['Report PDF', '检验报告 PDF', '檢驗報告 PDF'],
  'FormPage:DeleteConfirm': [
    'Delete the draft form {0}?',
    '确定删除检验单草稿 {0} 吗？',
    '確定刪除檢驗單草稿 {0} 嗎？',
  ],
  // IQC's decision
  'FormPage:DecisionReason': ['Reason', '原因', '原因'],
  'FormPage:DispositionRequired': ['Choose the disposition', '请选择处置方式', '請選擇處置方式'],
  'FormPage:ReasonRequired': ['Give the reason', '请填写原因', '請填寫原因'],
  'FormPage:PreviousVersion': ['Previous version', '上一版', '上一版'],
  // Delivery pages
  'FormPage:InspectionForm': ['Inspection form', '检验单', '檢驗單'],
  'FormPage:CreateForm': ['Create form', '建检验单', '建立檢驗單'],
  'FormPage:NoForm': ['No form', '无检验单', '無檢驗單'],
  'FormPage:ReceiptWarn': [
    'These lines have no accepted inspection form. You may still receive them.',
    '以下送货行的检验单尚未判定合格，仍可收货。',
    '以下送貨行的檢驗單尚未判定合格，仍可收貨。',
  ],
  'FormPage:ReceiptStop': [
    'Receiving is stopped until IQC accepts these lines’ inspection forms.',
    'IQC 判定以下送货行的检验单合格后才能收货。',
    'IQC 判定以下送貨行的檢驗單合格後才能收貨。',
  ],
  'FormPage:ReceiptLine': ['Line {0} {1}: {2}', '第 {0} 行 {1}：{2}', '第 {0} 行 {1}：{2}'],
});
