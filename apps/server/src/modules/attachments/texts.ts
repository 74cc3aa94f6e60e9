import { defineTexts } from '@sp/contracts';

/** The attachment rules' messages (rendered by the server in the caller's language). */
export const attachmentTexts = defineTexts('SupplierPortal', {
  'Attachment:UnknownOwnerType': [
    "'{0}' does not take attachments.",
    '“{0}”不支持附件。',
    '「{0}」不支援附件。',
  ],
  'Attachment:UnknownCategory': [
    "'{0}' is not an attachment category of this document. Allowed: {1}.",
    '“{0}”不是此单据的附件类别。可选：{1}。',
    '「{0}」不是此單據的附件類別。可選：{1}。',
  ],
  'Attachment:TooMany': [
    'This document holds at most {0} files. Remove one first.',
    '此单据最多只能有 {0} 个附件，请先删除一个。',
    '此單據最多只能有 {0} 個附件，請先刪除一個。',
  ],
  'Attachment:Locked': [
    "Files cannot be added or removed in the document's current status.",
    '单据当前状态下不能添加或删除附件。',
    '單據目前狀態下不能新增或刪除附件。',
  ],
});
