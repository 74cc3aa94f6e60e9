import { defineTexts } from '../texts.js';

/**
 * The letter's refusals (error codes `SupplierPortal:<key>`) and the words of its export. Item
 * names are the library's, in the reader's language; `{0}` … are filled by the server.
 */
export const letterRuleTexts = defineTexts('SupplierPortal', {
  'Letter:ItemEntity': ['letter check item', '承认书检查项', '承認書檢查項'],
  'Letter:SubmitIncomplete': [
    'The letter cannot be submitted yet: {0} item(s) need attention. {1}',
    '承认书还不能提交：有 {0} 个检查项需要处理。{1}',
    '承認書還不能送出：有 {0} 個檢查項需要處理。{1}',
  ],
  'Letter:ProblemMissingFile': [
    '{0}: upload the required file.',
    '{0}：请上传必需的文件。',
    '{0}：請上傳必需的檔案。',
  ],
  'Letter:ProblemNoValidTo': [
    '{0}: the file {1} has no valid-to date; upload it again with its validity.',
    '{0}：文件 {1} 没有有效期截止日，请连同有效期重新上传。',
    '{0}：檔案 {1} 沒有有效期截止日，請連同有效期重新上傳。',
  ],
  'Letter:ProblemExpired': [
    '{0}: the file {1} was valid only until {2}; upload a current report.',
    '{0}：文件 {1} 的有效期仅到 {2}，请上传有效期内的报告。',
    '{0}：檔案 {1} 的有效期僅到 {2}，請上傳有效期內的報告。',
  ],
  'Letter:NgNeedsComment': [
    'An NG result needs a comment saying what is wrong.',
    '判定为不合格时，请在说明中写明问题。',
    '判定為不合格時，請在說明中寫明問題。',
  ],
  'Letter:ReturnNeedsNg': [
    'Mark at least one item NG in the initial check before returning the letter, so the supplier knows what to fix.',
    '退回前请至少将一个检查项判定为不合格，让供应商知道要修改什么。',
    '退回前請至少將一個檢查項判定為不合格，讓供應商知道要修改什麼。',
  ],
  'Letter:InitialCheckUnjudged': [
    'The initial check is not finished: judge {0} OK or N/A first.',
    '初检尚未完成：请先将 {0} 判定为合格或不适用。',
    '初檢尚未完成：請先將 {0} 判定為合格或不適用。',
  ],
  'Letter:InitialCheckHasNg': [
    'The initial check found {0} NG: return the letter to the supplier instead.',
    '初检中 {0} 不合格，请改为退回给供应商。',
    '初檢中 {0} 不合格，請改為退回給供應商。',
  ],
  'Letter:ReviewUnreviewed': [
    'The review is not finished: review {0} first.',
    '审核尚未完成：请先审核 {0}。',
    '審核尚未完成：請先審核 {0}。',
  ],
  'Letter:ReviewHasNg': [
    '{0} was reviewed NG: approve with conditions or reject the letter instead.',
    '{0} 审核为不合格：请改为有条件承认或不承认。',
    '{0} 審核為不合格：請改為有條件承認或不承認。',
  ],
  'Letter:DeviationRequired': [
    'A conditional approval needs the date its deviation ends.',
    '有条件承认需要填写偏差期限。',
    '有條件承認需要填寫偏差期限。',
  ],
  'Letter:DeviationNotFuture': [
    'The deviation must end after today.',
    '偏差期限必须晚于今天。',
    '偏差期限必須晚於今天。',
  ],
  'Letter:DueDateInPast': [
    'The due date cannot be in the past.',
    '要求提交日不能早于今天。',
    '要求提交日不能早於今天。',
  ],
  'Letter:ExportTitle': ['Letters of recognition', '承认书', '承認書'],
});
