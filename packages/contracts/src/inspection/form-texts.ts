import { defineTexts } from '../texts.js';

/**
 * Incoming inspection: the form rules the server refuses with (error codes
 * `SupplierPortal:<key>`), the sentences of `formSubmitProblems`, and the form's field names (the
 * export's headers; the pages may use them too). `{0}` … are filled by the server.
 */
export const inspectionFormTexts = defineTexts('SupplierPortal', {
  'InspectionForm:ResultEntity': ['inspection result', '检验结果', '檢驗結果'],
  'InspectionForm:LinesHeldByForms': [
    'The lots of this delivery have inspection forms with IQC ({0}): ask IQC to return them before changing the lines.',
    '此送货单的批次已有提交给 IQC 的检验单（{0}）：请先由 IQC 退回，再修改明细。',
    '此送貨單的批次已有提交給 IQC 的檢驗單（{0}）：請先由 IQC 退回，再修改明細。',
  ],
  'InspectionForm:AlreadyExists': [
    'Line {0} of delivery {1} already has its inspection form: open it from the form list.',
    '送货单 {1} 的第 {0} 行已有检验单，请从检验单列表打开。',
    '送貨單 {1} 的第 {0} 項已有檢驗單，請從檢驗單列表開啟。',
  ],
  'InspectionForm:DeliveryNotOpen': [
    'Delivery {0} is {1}: a form is made for a submitted delivery note (its lines no longer change) that is not cancelled.',
    '送货单 {0} 的状态为“{1}”：检验单只能为已提交（行已不再变动）且未取消的送货单创建。',
    '送貨單 {0} 的狀態為「{1}」：檢驗單只能為已送出（項次已不再變動）且未取消的送貨單建立。',
  ],
  'InspectionForm:NoConfig': [
    'Part {0} has no confirmed inspection configuration for this supplier: IQC sets it up and confirms it first.',
    '料号 {0} 没有该供应商已确认的检验配置：请 IQC 先配置并确认。',
    '料號 {0} 沒有該供應商已確認的檢驗配置：請 IQC 先配置並確認。',
  ],
  'InspectionForm:Exempt': [
    'Part {0} is exempt from inspection: its lots need no form and are received without one.',
    '料号 {0} 为免检物料：其批次无需检验单，可直接收货。',
    '料號 {0} 為免檢物料：其批次無需檢驗單，可直接收貨。',
  ],
  'InspectionForm:ConfigIncomplete': [
    'The inspection configuration of part {0} names no AQL: IQC completes it before forms can be made.',
    '料号 {0} 的检验配置未设定 AQL：请 IQC 补全后再创建检验单。',
    '料號 {0} 的檢驗配置未設定 AQL：請 IQC 補全後再建立檢驗單。',
  ],
  'InspectionForm:UnknownItem': [
    'The form has no inspection item {0}.',
    '检验单中没有检验项目 {0}。',
    '檢驗單中沒有檢驗項目 {0}。',
  ],
  'InspectionForm:BadDecimal': [
    '{0}: "{1}" is not a number.',
    '{0}：“{1}”不是数字。',
    '{0}：「{1}」不是數字。',
  ],
  'InspectionForm:BadPassFail': [
    '{0}: answer OK or NG (not "{1}").',
    '{0}：请填写 OK 或 NG（而不是“{1}”）。',
    '{0}：請填寫 OK 或 NG（而不是「{1}」）。',
  ],
  'InspectionForm:BadChoice': [
    '{0}: "{1}" is not one of the answers ({2}).',
    '{0}：“{1}”不在可选答案（{2}）之中。',
    '{0}：「{1}」不在可選答案（{2}）之中。',
  ],
  'InspectionForm:SubmitIncomplete': [
    'The form cannot be submitted yet: {0} thing(s) need attention. {1}',
    '检验单还不能提交：有 {0} 处需要处理。{1}',
    '檢驗單還不能送出：有 {0} 處需要處理。{1}',
  ],
  'InspectionForm:Problem.MissingInspector': [
    'Enter who inspected the lot.',
    '请填写供方检验员。',
    '請填寫供方檢驗員。',
  ],
  'InspectionForm:Problem.MissingInspectDate': [
    'Enter the inspection date.',
    '请填写检验日期。',
    '請填寫檢驗日期。',
  ],
  'InspectionForm:Problem.MissingConclusion': [
    'Give your conclusion (Pass or Fail).',
    '请填写供方判定（合格或不合格）。',
    '請填寫供方判定（合格或不合格）。',
  ],
  'InspectionForm:Problem.Unanswered': [
    '{0}: enter the values or the result.',
    '{0}：请填写测量值或判定。',
    '{0}：請填寫量測值或判定。',
  ],
  'InspectionForm:Problem.NgBelowDefects': [
    '{0}: the NG count {1} is less than the {2} defective piece(s) the NG items show.',
    '{0}：不良数 {1} 少于不合格项目所显示的 {2} 个不良品。',
    '{0}：不良數 {1} 少於不合格項目所顯示的 {2} 個不良品。',
  ],
  'InspectionForm:Problem.MissingDocument': [
    '{0}: attach the document.',
    '{0}：请上传该资料。',
    '{0}：請上傳該資料。',
  ],
  'InspectionForm:Problem.ExpiredDocument': [
    '{0}: the document was valid only until {1}; attach a current one.',
    '{0}：该资料的有效期仅到 {1}，请上传有效期内的资料。',
    '{0}：該資料的有效期僅到 {1}，請上傳有效期內的資料。',
  ],
  'InspectionForm:Problem.PassOverRe': [
    '{0}: {1} NG reach the reject number Re {2}, so the lot cannot be judged Pass.',
    '{0}：不良数 {1} 已达到拒收数 Re {2}，不能判定为合格。',
    '{0}：不良數 {1} 已達到拒收數 Re {2}，不能判定為合格。',
  ],
  'InspectionForm:ReceiptStopped': [
    'Delivery {0} cannot be received: the inspection forms of line(s) {1} are not accepted.',
    '送货单 {0} 不能收货：第 {1} 行的检验单尚未判定合格。',
    '送貨單 {0} 不能收貨：第 {1} 項的檢驗單尚未判定合格。',
  ],
  'InspectionForm:ExportTitle': ['Inspection forms', '检验单', '檢驗單'],

  'InspectionForm:Field.DeliveryLineNo': ['Line', '行号', '項次'],
  'InspectionForm:Field.LotQty': ['Lot quantity', '批量', '批量'],
  'InspectionForm:Field.InspectionMode': ['Inspection mode', '检验方式', '檢驗方式'],
  'InspectionForm:Field.InspectionLevel': ['Inspection level', '检验水平', '檢驗水準'],
  'InspectionForm:Field.CodeLetter': ['Code letter', '样本字码', '樣本代字'],
  'InspectionForm:Field.SampleSize': ['Sample size', '样本数', '樣本數'],
  'InspectionForm:Field.VendorInspector': ['Supplier inspector', '供方检验员', '供方檢驗員'],
  'InspectionForm:Field.VendorInspectDate': ['Inspection date', '检验日期', '檢驗日期'],
  'InspectionForm:Field.VendorConclusion': ['Supplier conclusion', '供方判定', '供方判定'],
  'InspectionForm:Field.NgCritical': ['NG critical', '致命不良数', '致命不良數'],
  'InspectionForm:Field.NgMajor': ['NG major', '严重不良数', '嚴重不良數'],
  'InspectionForm:Field.NgMinor': ['NG minor', '轻微不良数', '輕微不良數'],
  'InspectionForm:Field.ReviewResult': ['Review result', '审核结论', '審核結論'],
  'InspectionForm:Field.Disposition': ['Disposition', '处置', '處置'],
  'InspectionForm:Field.Reviewer': ['Reviewer', '审核人', '審核人'],
  'InspectionForm:Field.SubmittedTime': ['Submitted', '提交时间', '送出時間'],
  'InspectionForm:Field.ReviewTime': ['Reviewed', '审核时间', '審核時間'],
  'InspectionForm:Field.DaysWaiting': ['Days waiting', '等待天数', '等待天數'],
  'InspectionForm:Field.MissingDocs': ['Documents missing', '资料缺失', '資料缺失'],
  'InspectionForm:Field.Documents': ['Documents', '随货资料', '隨貨資料'],
});
