import { defineTexts } from '../texts.js';

/** The file service's errors, in ABP's `AbpExceptionHandling` resource where ABP clients look for them. */
export const fileErrorTexts = defineTexts('AbpExceptionHandling', {
  NoFileUploaded: ['No file found!', '未找到上传的文件！', '找不到上傳的檔案！'],
  FileNotFound: ['File not found: {0}', '文件不存在：{0}', '找不到檔案：{0}'],
  FileTooLarge: [
    'The file is larger than the allowed {0}.',
    '文件超过允许的大小 {0}。',
    '檔案超過允許的大小 {0}。',
  ],
  FileTypeNotAllowed: [
    'Files of type {0} are not allowed.',
    '不允许上传 {0} 类型的文件。',
    '不允許上傳 {0} 類型的檔案。',
  ],
  FileEmpty: ['The file is empty.', '文件为空。', '檔案是空的。'],
  InvalidFileName: [
    "'{0}' is not a valid file name: send the name alone, without a folder or control characters.",
    '“{0}”不是有效的文件名：只能是文件名本身，不能包含文件夹或控制字符。',
    '「{0}」不是有效的檔名：只能是檔名本身，不可包含資料夾或控制字元。',
  ],
  InvalidFileId: [
    "'{0}' is not a valid file id: a file id is 32 hexadecimal characters.",
    '“{0}”不是有效的文件 ID：文件 ID 由 32 个十六进制字符组成。',
    '「{0}」不是有效的檔案 ID：檔案 ID 由 32 個十六進位字元組成。',
  ],
  FileUploadIncomplete: [
    'The upload ended before the whole file arrived. Please try again.',
    '文件尚未完整上传，上传就中断了，请重试。',
    '檔案尚未完整上傳，上傳就中斷了，請再試一次。',
  ],
  StorageUnavailable: [
    'The file storage is unavailable at the moment. Please try again later.',
    '文件存储暂时不可用，请稍后再试。',
    '檔案儲存暫時無法使用，請稍後再試。',
  ],
});
