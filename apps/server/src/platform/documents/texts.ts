import { defineTexts } from '@sp/contracts';

/**
 * Texts of the documents mechanism: Excel import problems, the error report, refused files.
 * `{0}` placeholders as everywhere (ABP style).
 */
export const documentTexts = defineTexts('SupplierPortal', {
  'Import:NotAnExcelFile': [
    'The file is not an Excel workbook (.xlsx).',
    '该文件不是 Excel 工作簿（.xlsx）。',
    '該檔案不是 Excel 活頁簿（.xlsx）。',
  ],
  'Import:NoFile': ['No file was uploaded.', '没有上传文件。', '沒有上傳檔案。'],
  'Import:FileTooLarge': ['The file is larger than {0} MB.', '文件大于 {0} MB。', '檔案大於 {0} MB。'],
  'Import:NoRows': [
    'The workbook has no rows to import.',
    '工作簿中没有可导入的行。',
    '活頁簿中沒有可匯入的列。',
  ],
  'Import:TooManyRows': [
    'The file has {0} rows; at most {1} can be imported at once.',
    '文件有 {0} 行，一次最多可导入 {1} 行。',
    '檔案有 {0} 列，一次最多可匯入 {1} 列。',
  ],
  'Import:MissingColumn': ['The column "{0}" is missing.', '缺少列“{0}”。', '缺少欄位「{0}」。'],
  'Import:Required': ['{0} is required.', '{0}不能为空。', '{0}不能為空。'],
  'Import:NotANumber': ['{0} must be a number.', '{0}必须是数字。', '{0}必須是數字。'],
  'Import:NotAnInteger': ['{0} must be a whole number.', '{0}必须是整数。', '{0}必須是整數。'],
  'Import:NotADate': ['{0} must be a date.', '{0}必须是日期。', '{0}必須是日期。'],
  'Import:NotABoolean': ['{0} must be yes or no.', '{0}必须是“是”或“否”。', '{0}必須是「是」或「否」。'],
  'Import:AtLeast': ['{0} must be at least {1}.', '{0}不能小于 {1}。', '{0}不能小於 {1}。'],
  'Import:GreaterThan': ['{0} must be greater than {1}.', '{0}必须大于 {1}。', '{0}必須大於 {1}。'],
  'Import:AtMost': ['{0} must be at most {1}.', '{0}不能大于 {1}。', '{0}不能大於 {1}。'],
  'Import:LessThan': ['{0} must be less than {1}.', '{0}必须小于 {1}。', '{0}必須小於 {1}。'],
  'Import:MinLength': [
    '{0} must have at least {1} characters.',
    '{0}至少需要 {1} 个字符。',
    '{0}至少需要 {1} 個字元。',
  ],
  'Import:MaxLength': [
    '{0} must have at most {1} characters.',
    '{0}最多 {1} 个字符。',
    '{0}最多 {1} 個字元。',
  ],
  'Import:OneOf': ['{0} must be one of: {1}.', '{0}必须是以下之一：{1}。', '{0}必須是以下之一：{1}。'],
  'Import:Invalid': ['{0} is not valid.', '{0}无效。', '{0}無效。'],
  'Import:Duplicate': [
    '{0} "{1}" already appears in row {2}.',
    '{0}“{1}”与第 {2} 行重复。',
    '{0}「{1}」與第 {2} 列重複。',
  ],
  'Import:RowProblem': ['Row {0}: {1}', '第 {0} 行：{1}', '第 {0} 列：{1}'],
  'Import:Rejected': [
    'The file has {0} problems; nothing was imported. Download the error report for details.',
    '文件有 {0} 个问题，未导入任何数据。请下载错误报告查看详情。',
    '檔案有 {0} 個問題，未匯入任何資料。請下載錯誤報告查看詳情。',
  ],
  'Import:Report:Sheet': ['Problems', '问题', '問題'],
  'Import:Report:Row': ['Row', '行号', '列號'],
  'Import:Report:Column': ['Column', '列', '欄位'],
  'Import:Report:Value': ['Value', '值', '值'],
  'Import:Report:Message': ['Problem', '问题', '問題'],
});
