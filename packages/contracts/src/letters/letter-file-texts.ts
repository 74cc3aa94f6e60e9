import { defineTexts } from '../texts.js';

/**
 * The letter files' texts: upload and delete refusals, the file overviews (buyer and vendor), and
 * the approved PDF's cover, contents and stamp (`LetterPdf:*`, printed in English and Simplified
 * Chinese side by side, whoever approves).
 */
export const letterFileTexts = defineTexts('SupplierPortal', {
  'LetterFile:UploadAction': ['Upload a file', '上传文件', '上傳檔案'],
  'LetterFile:DeleteAction': ['Delete a file', '删除文件', '刪除檔案'],
  'LetterFile:ItemNotFound': [
    'The letter has no check item {0}.',
    '该承认书没有检查项目 {0}。',
    '該承認書沒有檢查項目 {0}。',
  ],
  'LetterFile:ItemTakesNoFile': [
    'The check item {0} takes no files.',
    '检查项目 {0} 不需要上传文件。',
    '檢查項目 {0} 不需要上傳檔案。',
  ],
  'LetterFile:ExtNotAllowed': [
    'The check item {0} does not accept {1} files; allowed: {2}.',
    '检查项目 {0} 不接受 {1} 文件；允许的类型：{2}。',
    '檢查項目 {0} 不接受 {1} 檔案；允許的類型：{2}。',
  ],
  'LetterFile:TooMany': [
    'The check item {0} already holds {1} files, its most. Delete one, or upload a file of the same name to replace it.',
    '检查项目 {0} 已有 {1} 个文件，已达上限。请先删除一个，或上传同名文件以替换。',
    '檢查項目 {0} 已有 {1} 個檔案，已達上限。請先刪除一個，或上傳同名檔案以取代。',
  ],
  'LetterFile:ValidToRequired': [
    'This check item needs the document’s valid-to date.',
    '该检查项目需要填写文件的有效期至。',
    '該檢查項目需要填寫檔案的有效期至。',
  ],
  'LetterFile:ValidToBeforeFrom': [
    'The valid-to date must be after the valid-from date.',
    '有效期至必须晚于生效日。',
    '有效期至必須晚於生效日。',
  ],
  'LetterFile:NotCurrent': [
    'Only a current file can be deleted; replaced versions stay for the record.',
    '只能删除当前文件；被取代的旧版本须保留备查。',
    '只能刪除目前檔案；被取代的舊版本須保留備查。',
  ],
  'LetterFile:NotApproved': [
    'The letter has no approved PDF yet.',
    '该承认书尚无已承认的 PDF。',
    '該承認書尚無已承認的 PDF。',
  ],

  'LetterFile:Files': ['Letter files', '承认书文件', '承認書檔案'],
  'LetterFile:LetterStatus': ['Letter status', '承认书状态', '承認書狀態'],
  'LetterFile:FileStatus': ['File status', '文件状态', '檔案狀態'],
  'LetterFile:ItemCode': ['Item code', '项目编码', '項目編碼'],
  'LetterFile:ExpiresIn': ['Expires in', '剩余天数', '剩餘天數'],
  'LetterFile:DaysLeft': ['{0} d', '{0} 天', '{0} 天'],
  'LetterFile:DaysPast': ['{0} d ago', '已过 {0} 天', '已過 {0} 天'],
  'LetterFile:ExpiringWithin': ['Expiring within (days)', '多少天内到期', '多少天內到期'],
  'LetterFile:ExpiringWithinPlaceholder': ['e.g. 30', '如 30', '如 30'],
  'LetterFile:UploadedBy': ['Uploaded by', '上传人', '上傳人'],
  'LetterFile:UploadedTime': ['Uploaded', '上传时间', '上傳時間'],
  'LetterFile:Keyword': ['File, letter or part no.', '文件名、承认书或料号', '檔名、承認書或料號'],
  'LetterFile:Empty': [
    'No files match. Files appear here once a supplier uploads them to a letter.',
    '没有符合条件的文件。供应商在承认书中上传文件后会显示在这里。',
    '沒有符合條件的檔案。供應商在承認書中上傳檔案後會顯示在這裡。',
  ],
  'LetterFile:Sha256': ['SHA-256', 'SHA-256', 'SHA-256'],

  'LetterPdf:Title': ['Letter of recognition', '承认书', '承認書'],
  'LetterPdf:LetterNo': ['Letter no.', '承认书编号', '承認書編號'],
  'LetterPdf:Revision': ['Revision', '版次', '版次'],
  'LetterPdf:Part': ['Part / drawing rev.', '料号 / 图纸版本', '料號 / 圖面版本'],
  'LetterPdf:PartName': ['Part name / spec', '品名 / 规格', '品名 / 規格'],
  'LetterPdf:OtherType': ['Letter type', '承认书类别', '承認書類別'],
  'LetterPdf:Supplier': ['Supplier', '供应商', '供應商'],
  'LetterPdf:Manufacturer': ['Manufacturer / MPN', '制造商 / 制造商料号', '製造商 / 製造商料號'],
  'LetterPdf:Conclusion': ['Conclusion', '承认结论', '承認結論'],
  'LetterPdf:Conditions': ['Conditions', '承认条件', '承認條件'],
  'LetterPdf:DeviationUntil': ['Deviation until', '偏差期限', '偏差期限'],
  'LetterPdf:Validity': ['Validity', '有效期', '有效期'],
  'LetterPdf:Signatures': ['Signatures', '签核', '簽核'],
  'LetterPdf:SubmittedBy': ['Submitted (supplier)', '供应商提交', '供應商送出'],
  'LetterPdf:InitialCheckBy': ['Initial check', '初检', '初檢'],
  'LetterPdf:ApprovedBy': ['Approved by', '承认人', '承認人'],
  'LetterPdf:Contents': ['Contents', '目录', '目錄'],
  'LetterPdf:Item': ['Check item', '检查项目', '檢查項目'],
  'LetterPdf:File': ['File', '文件', '檔案'],
  'LetterPdf:Version': ['Ver.', '版本', '版本'],
  'LetterPdf:ValidTo': ['Valid to', '有效期至', '有效期至'],
  'LetterPdf:Pages': ['Pages', '页码', '頁碼'],
  'LetterPdf:NoFile': ['no file', '无文件', '無檔案'],
  'LetterPdf:NotMergedType': [
    'not merged (not a PDF or image)',
    '未合并（非 PDF 或图片）',
    '未合併（非 PDF 或圖片）',
  ],
  'LetterPdf:CouldNotMerge': [
    'could not be merged (unreadable or encrypted)',
    '无法合并（无法读取或已加密）',
    '無法合併（無法讀取或已加密）',
  ],
  'LetterPdf:HashNote': [
    'Files that are not merged are identified by their SHA-256.',
    '未合并的文件以其 SHA-256 标识。',
    '未合併的檔案以其 SHA-256 標識。',
  ],
  'LetterPdf:PageOf': ['Page {0} of {1}', '第 {0} 页，共 {1} 页', '第 {0} 頁，共 {1} 頁'],
  'LetterPdf:StampApproved': ['APPROVED', '已承认', '已承認'],
  'LetterPdf:StampConditional': ['CONDITIONALLY APPROVED', '有条件承认', '有條件承認'],
});
