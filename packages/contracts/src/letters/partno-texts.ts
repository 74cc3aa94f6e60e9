import { defineTexts } from '../texts.js';

/**
 * Part-number confirmations (料号确认): the request pages' words and the refusals of the
 * `partNoConfirm` endpoints (error codes `SupplierPortal:<key>`). Shared field names (part no,
 * due date, owner engineer …) are `Letter:*` in texts.ts and `Field:*` in the common vocabulary.
 */
export const partNoConfirmTexts = defineTexts('SupplierPortal', {
  'PartNoConfirm:Title': ['Part number confirmations', '料号确认', '料號確認'],
  'PartNoConfirm:New': ['New request', '新建申请', '新增申請'],
  // It also finds the part's name and MPN; the box names the usual three.
  'PartNoConfirm:FilterPlaceholder': [
    'Request, part or letter no.',
    '申请编号、料号或承认书编号',
    '申請編號、料號或承認書編號',
  ],
  'PartNoConfirm:EditTitle': ['Edit request {0}', '编辑申请 {0}', '編輯申請 {0}'],
  'PartNoConfirm:Requests': ['Letter requests', '承认申请', '承認申請'],
  'PartNoConfirm:Letter': ['Letter', '承认书', '承認書'],
  'PartNoConfirm:LetterStatus': ['Letter status', '承认书状态', '承認書狀態'],
  'PartNoConfirm:AckStatus': ['Confirmation', '确认状态', '確認狀態'],
  'PartNoConfirm:AckBy': ['Acknowledged by', '确认人', '確認人'],
  'PartNoConfirm:AckTime': ['Answered', '确认时间', '確認時間'],
  'PartNoConfirm:AckComment': ["Supplier's comment", '供应商说明', '供應商說明'],
  'PartNoConfirm:DeclineReason': ['Reason for declining', '拒绝原因', '拒絕原因'],
  'PartNoConfirm:CancelReason': ['Reason for cancelling', '取消原因', '取消原因'],
  'PartNoConfirm:PreviousLetter': ['Replaces letter', '前版承认书', '前版承認書'],
  'PartNoConfirm:Remark': ['Remark to the supplier', '给供应商的备注', '給供應商的備註'],
  'PartNoConfirm:DueFrom': ['Due from', '要求提交日自', '要求提交日自'],
  'PartNoConfirm:DueTo': ['Due to', '要求提交日至', '要求提交日至'],
  'PartNoConfirm:Part': ['Part', '料件', '料件'],
  'PartNoConfirm:Request': ['Request', '申请', '申請'],
  'PartNoConfirm:Answer': ['Your answer', '回签', '回簽'],
  'PartNoConfirm:AnswerHint': [
    'Acknowledge with the date you can submit the letter by, or decline with a reason.',
    '请填写可提交承认书的日期并确认，如无法提供请填写原因后拒绝。',
    '請填寫可送出承認書的日期並確認，如無法提供請填寫原因後拒絕。',
  ],
  'PartNoConfirm:StartHint': [
    'You acknowledged this request. Start the letter to fill in its check items and upload the documents.',
    '您已确认该申请。请创建承认书，填写检查项目并上传资料。',
    '您已確認該申請。請建立承認書，填寫檢查項目並上傳資料。',
  ],
  'PartNoConfirm:OpenLetter': ['Open the letter', '打开承认书', '開啟承認書'],
  'PartNoConfirm:Answered': [
    'This request is {0}; there is nothing to answer.',
    '该申请状态为“{0}”，无需回签。',
    '該申請狀態為「{0}」，無需回簽。',
  ],
  'PartNoConfirm:LetterStarted': [
    'Letter {0} was started from this request.',
    '已由该申请创建承认书 {0}。',
    '已由該申請建立承認書 {0}。',
  ],
  'PartNoConfirm:Created': [
    'Request {0} sent to the supplier.',
    '申请 {0} 已发送给供应商。',
    '申請 {0} 已發送給供應商。',
  ],
  'PartNoConfirm:Saved': ['Request {0} saved.', '申请 {0} 已保存。', '申請 {0} 已儲存。'],
  'PartNoConfirm:AcknowledgedMessage': [
    'Acknowledged. You can start the letter now.',
    '已确认，现在可以创建承认书。',
    '已確認，現在可以建立承認書。',
  ],
  'PartNoConfirm:DeclinedMessage': [
    'Declined; the owner engineer has been told.',
    '已拒绝，系统已通知承认工程师。',
    '已拒絕，系統已通知承認工程師。',
  ],
  'PartNoConfirm:ConfirmCancel': [
    'Cancel request {0}? The supplier can no longer answer it.',
    '确定取消申请 {0}？取消后供应商将无法再回签。',
    '確定取消申請 {0}？取消後供應商將無法再回簽。',
  ],
  'PartNoConfirm:ConfirmResend': [
    'Send request {0} to the supplier again?',
    '确定将申请 {0} 重新发送给供应商？',
    '確定將申請 {0} 重新發送給供應商？',
  ],
  'PartNoConfirm:ConfirmCreateLetter': [
    'Start the letter for {0}? Its check items are taken from the template.',
    '确定为 {0} 创建承认书？检查项目将按检查模板生成。',
    '確定為 {0} 建立承認書？檢查項目將依檢查範本產生。',
  ],
  'PartNoConfirm:TemplateNeedsCategory': [
    'Choose the material category first',
    '请先选择物料类别',
    '請先選擇物料類別',
  ],
  'PartNoConfirm:TemplateNeedsOtherType': [
    'Choose the other type first',
    '请先选择其他类别',
    '請先選擇其他類別',
  ],
  'PartNoConfirm:TemplateHint': [
    'Active templates of the letter type (and, for a part, its material category).',
    '仅列出该承认书类型（部品还需同物料类别）的启用模板。',
    '僅列出該承認書類型（部品還需同物料類別）的啟用範本。',
  ],
  'PartNoConfirm:MaterialHint': [
    'Known in the material master: name and category filled from it.',
    '物料主档中已有此料号：品名与类别已自动带出。',
    '物料主檔中已有此料號：品名與類別已自動帶出。',
  ],
  'PartNoConfirm:NoRequests': ['No letter requests yet.', '暂无承认申请。', '暫無承認申請。'],
  'PartNoConfirm:Export': ['Letter requests', '承认申请', '承認申請'],

  // Refusals.
  'PartNoConfirm:PartNoRequired': [
    'A part letter needs the part number.',
    '部品承认书必须填写料号。',
    '部品承認書必須填寫料號。',
  ],
  'PartNoConfirm:PartNameRequired': [
    'The part number is not in the material master: enter the part name.',
    '物料主档中没有此料号，请填写品名。',
    '物料主檔中沒有此料號，請填寫品名。',
  ],
  'PartNoConfirm:CategoryRequired': [
    'A part letter needs the material category (the material master has none for this part).',
    '部品承认书需要物料类别（物料主档中此料号没有类别）。',
    '部品承認書需要物料類別（物料主檔中此料號沒有類別）。',
  ],
  'PartNoConfirm:OtherTypeRequired': [
    'Choose what kind of other letter is requested.',
    '请选择其他承认书的类别。',
    '請選擇其他承認書的類別。',
  ],
  'PartNoConfirm:PartFieldsOnOther': [
    'An other letter is not about a part: leave the part fields empty.',
    '其他类承认书与料件无关，请勿填写料件字段。',
    '其他類承認書與料件無關，請勿填寫料件欄位。',
  ],
  'PartNoConfirm:DueDateInPast': [
    'The due date cannot be in the past.',
    '要求提交日不能早于今天。',
    '要求提交日不能早於今天。',
  ],
  'PartNoConfirm:PromisedDateInPast': [
    'The promised date cannot be before today.',
    '承诺日期不能早于今天。',
    '承諾日期不能早於今天。',
  ],
  'PartNoConfirm:PromisedDateRequired': [
    'Give the date you can submit the letter by.',
    '请填写可提交承认书的日期。',
    '請填寫可送出承認書的日期。',
  ],
  'PartNoConfirm:ReasonRequired': [
    'Give the reason, so the owner engineer knows what to do next.',
    '请填写原因，以便承认工程师处理。',
    '請填寫原因，以便承認工程師處理。',
  ],
  'PartNoConfirm:UnknownSupplier': [
    'This supplier does not exist or is not active.',
    '该供应商不存在或未启用。',
    '該供應商不存在或未啟用。',
  ],
  'PartNoConfirm:UnknownTemplate': [
    'This check template does not exist or is not active.',
    '该检查模板不存在或未启用。',
    '該檢查範本不存在或未啟用。',
  ],
  'PartNoConfirm:TemplateWrongType': [
    'The check template {0} is for {1}, not for this letter type.',
    '检查模板 {0} 适用于“{1}”，与本承认书类型不符。',
    '檢查範本 {0} 適用於「{1}」，與本承認書類型不符。',
  ],
  'PartNoConfirm:TemplateWrongCategory': [
    'The check template {0} is for material category {1}, but the part is {2}.',
    '检查模板 {0} 适用于物料类别 {1}，而该料件属于 {2}。',
    '檢查範本 {0} 適用於物料類別 {1}，而該料件屬於 {2}。',
  ],
  'PartNoConfirm:TemplateWrongOtherType': [
    'The check template {0} is for another kind of letter.',
    '检查模板 {0} 适用于其他类别的承认书。',
    '檢查範本 {0} 適用於其他類別的承認書。',
  ],
  'PartNoConfirm:TemplateEmpty': [
    'The check template {0} asks for no item at submission level {1}: choose another template or level.',
    '检查模板 {0} 在提交等级 {1} 下没有任何检查项目，请选择其他模板或等级。',
    '檢查範本 {0} 在提交等級 {1} 下沒有任何檢查項目，請選擇其他範本或等級。',
  ],
  'PartNoConfirm:UnknownOwner': [
    'The owner engineer must be an active user on the buyer side.',
    '承认工程师必须是采购方的有效用户。',
    '承認工程師必須是採購方的有效使用者。',
  ],
  'PartNoConfirm:UnknownBuyer': [
    'The buyer must be an active user on the buyer side.',
    '采购员必须是采购方的有效用户。',
    '採購員必須是採購方的有效使用者。',
  ],
  'PartNoConfirm:OpenRequestExists': [
    'Request {0} for this letter is still open; answer or cancel it before opening another.',
    '该承认书已有未结申请 {0}，请先处理或取消后再新建。',
    '該承認書已有未結申請 {0}，請先處理或取消後再新增。',
  ],
  'PartNoConfirm:LetterExists': [
    'Letter {0} has already been started from this request.',
    '该申请已创建承认书 {0}。',
    '該申請已建立承認書 {0}。',
  ],
});
