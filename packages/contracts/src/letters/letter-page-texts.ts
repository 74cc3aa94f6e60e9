import { defineTexts } from '../texts.js';

/**
 * The letter pages' own texts (`SupplierPortal`, `LetterPage:*`): the three overviews, the detail
 * with its items table, upload, judgement and conclusion dialogs, and the signature records. The
 * fields several pages show are `Letter:*` (texts.ts); statuses and actions are the common words.
 */
export const letterPageTexts = defineTexts('SupplierPortal', {
  // Overviews
  'LetterPage:ExportName': ['Letters of recognition', '承认书', '承認書'],
  'LetterPage:FilterPlaceholder': [
    'Letter no., part no. or name',
    '承认书编号、料号或品名',
    '承認書編號、料號或品名',
  ],
  'LetterPage:DateRange': ['Submitted between', '提交日期', '送出日期'],
  'LetterPage:SubmittedFrom': ['Submitted from', '提交日期起', '送出日期起'],
  'LetterPage:SubmittedTo': ['Submitted to', '提交日期止', '送出日期止'],
  'LetterPage:OverdueOnly': ['Overdue only', '仅看逾期', '僅看逾期'],
  'LetterPage:ExpiringWithin': ['Expiring within', '多少天内到期', '多少天內到期'],
  'LetterPage:Days': ['days', '天', '天'],
  'LetterPage:DaysValue': ['{0} d', '{0} 天', '{0} 天'],
  'LetterPage:Owner': ['Owner', '承认工程师', '承認工程師'],
  'LetterPage:Part': ['Part', '料号', '料號'],
  'LetterPage:Type': ['Type', '类型', '類型'],
  // Detail header
  'LetterPage:Validity': ['Validity', '有效期', '有效期'],
  'LetterPage:TemplateVersion': ['{0} (v{1})', '{0}（第 {1} 版）', '{0}（第 {1} 版）'],
  'LetterPage:PreviousRevision': ['Previous revision', '前版', '前版'],
  'LetterPage:RejectReason': ['Reason for rejection', '不承认原因', '不承認原因'],
  'LetterPage:InitialCheckedTime': ['Initial check done', '初检时间', '初檢時間'],
  'LetterPage:RevisionValue': ['Rev. {0}', '第 {0} 版', '第 {0} 版'],
  'LetterPage:ApprovedPdf': ['Approved PDF', '承认书 PDF', '承認書 PDF'],
  'LetterPage:Overdue': ['Overdue', '已逾期', '已逾期'],
  // Items
  'LetterPage:Items': ['Check items', '检查项目', '檢查項目'],
  'LetterPage:Required': ['Required', '必交', '必交'],
  'LetterPage:NeedsValidity': ['Validity dates', '需有效期', '需有效期'],
  'LetterPage:AcceptanceCriteria': ['Acceptance criteria', '判定标准', '判定標準'],
  'LetterPage:Files': ['Files', '文件', '檔案'],
  'LetterPage:NoFiles': ['No file yet', '尚未上传', '尚未上傳'],
  'LetterPage:Missing': ['Missing', '缺文件', '缺檔案'],
  'LetterPage:FileCount': ['{0} of {1}', '{0} / {1}', '{0} / {1}'],
  'LetterPage:ValidToSoon': ['Expires within 30 days', '30 天内到期', '30 天內到期'],
  'LetterPage:VendorComment': ['Supplier comment', '供应商说明', '供應商說明'],
  'LetterPage:EditComment': ['Edit comment', '编辑说明', '編輯說明'],
  'LetterPage:CommentTitle': ['Comment on {0}', '{0} 的说明', '{0} 的說明'],
  'LetterPage:Judge': ['Judge', '判定', '判定'],
  'LetterPage:NotJudged': ['Not judged', '未判定', '未判定'],
  'LetterPage:RemoveFile': ['Remove file', '移除文件', '移除檔案'],
  'LetterPage:RemoveFileConfirm': [
    'Remove {0} from this item?',
    '确定从此项目移除 {0} 吗？',
    '確定從此項目移除 {0} 嗎？',
  ],
  'LetterPage:ItemsProgress': [
    '{0} of {1} required items have files',
    '必交项目已上传 {0} / {1}',
    '必交項目已上傳 {0} / {1}',
  ],
  // Upload dialog
  'LetterPage:UploadTitle': ['Upload to {0}', '上传到：{0}', '上傳到：{0}'],
  'LetterPage:File': ['File', '文件', '檔案'],
  'LetterPage:ChooseFile': ['Choose a file', '选择文件', '選擇檔案'],
  'LetterPage:AllowedExts': ['Allowed types: {0}', '允许的格式：{0}', '允許的格式：{0}'],
  'LetterPage:AnyExt': ['any type', '不限', '不限'],
  'LetterPage:MaxFiles': [
    'At most {0} files for this item ({1} now)',
    '此项目最多 {0} 个文件（现有 {1} 个）',
    '此項目最多 {0} 個檔案（現有 {1} 個）',
  ],
  'LetterPage:ReplaceHint': [
    'A file of the same name replaces the current one as its next version.',
    '同名文件将作为新版本取代现有文件。',
    '同名檔案將作為新版本取代現有檔案。',
  ],
  'LetterPage:FileRequired': ['Choose the file to upload', '请选择要上传的文件', '請選擇要上傳的檔案'],
  'LetterPage:WrongExt': ['This item takes {0} files only', '此项目只接受 {0} 文件', '此項目只接受 {0} 檔案'],
  'LetterPage:DocValidFrom': ['Document valid from', '文件生效日', '文件生效日'],
  'LetterPage:DocValidTo': ['Document valid to', '文件有效期至', '文件有效期限'],
  'LetterPage:ValidToRequired': [
    'This item needs the date the document is valid to',
    '此项目需要填写文件的有效期至',
    '此項目需要填寫文件的有效期限',
  ],
  'LetterPage:ValidToPast': [
    'The document has already expired: it cannot be submitted',
    '文件已过期，不能提交',
    '文件已過期，不能送出',
  ],
  'LetterPage:ValidToBeforeFrom': [
    'Valid to must come after valid from',
    '有效期至须晚于生效日',
    '有效期限須晚於生效日',
  ],
  // Judgement and conclusion dialogs
  'LetterPage:CheckTitle': ['Initial check: {0}', '初检：{0}', '初檢：{0}'],
  'LetterPage:ReviewTitle': ['Review: {0}', '审核：{0}', '審核：{0}'],
  'LetterPage:Result': ['Result', '结果', '結果'],
  'LetterPage:ResultRequired': [
    'Choose OK, NG or N/A',
    '请选择合格、不合格或不适用',
    '請選擇合格、不合格或不適用',
  ],
  'LetterPage:NgNeedsComment': [
    'Say what is wrong: an NG needs a comment',
    '请说明问题：判定不合格须填写意见',
    '請說明問題：判定不合格須填寫意見',
  ],
  'LetterPage:ConditionsRequired': [
    'State the conditions of the approval',
    '请填写承认条件',
    '請填寫承認條件',
  ],
  'LetterPage:DeviationRequired': ['Give the date the deviation ends', '请填写偏差期限', '請填寫偏差期限'],
  'LetterPage:DeviationPast': [
    'The deviation must end after today',
    '偏差期限须晚于今天',
    '偏差期限須晚於今天',
  ],
  'LetterPage:SubmitRefused': ['The letter cannot be submitted yet', '承认书尚不能提交', '承認書尚不能送出'],
  'LetterPage:NewRevisionDone': [
    'Request {0} opened for the next revision',
    '已为新版次建立料号确认 {0}',
    '已為新版次建立料號確認 {0}',
  ],
  // Signature records
  'LetterPage:Approvals': ['Signature records', '签核记录', '簽核記錄'],
  'LetterPage:NoApprovals': ['No signatures yet', '暂无签核记录', '尚無簽核記錄'],
  'LetterPage:Step': ['Step', '步骤', '步驟'],
  'LetterPage:SignAction': ['Action', '动作', '動作'],
  'LetterPage:Signature': ['Signature (SHA-256)', '签章（SHA-256）', '簽章（SHA-256）'],
});
