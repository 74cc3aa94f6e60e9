import { defineTexts } from '../texts.js';

/** The mail outbox page and its statuses (`SupplierPortal`, `Mail:*`). */
export const mailOutboxTexts = defineTexts('SupplierPortal', {
  'Mail:Outbox': ['Mail outbox', '邮件发件箱', '郵件寄件匣'],
  'Mail:To': ['To', '收件人', '收件者'],
  'Mail:Cc': ['Cc', '抄送', '副本'],
  'Mail:Subject': ['Subject', '主题', '主旨'],
  'Mail:Body': ['Body', '正文', '內文'],
  'Mail:Status': ['Status', '状态', '狀態'],
  'Mail:Tries': ['Attempts', '尝试次数', '嘗試次數'],
  'Mail:LastError': ['Last error', '最近错误', '最近錯誤'],
  'Mail:SentTime': ['Sent at', '发送时间', '寄送時間'],
  'Mail:NextAttemptTime': ['Next attempt', '下次尝试', '下次嘗試'],
  'Mail:CreationTime': ['Queued at', '入队时间', '排入時間'],
  'Mail:RelatedEntity': ['Related record', '关联记录', '關聯紀錄'],
  'Mail:Retry': ['Send again', '重新发送', '重新寄送'],
  'Mail:AlreadySent': ['This mail has already been sent.', '该邮件已发送。', '此郵件已寄出。'],
  'Mail:BeingSent': ['This mail is being sent right now.', '该邮件正在发送中。', '此郵件正在寄送中。'],
  'Mail:FilterPlaceholder': [
    'Recipient, subject or record',
    '收件人、主题或关联记录',
    '收件人、主旨或關聯記錄',
  ],
  'Mail:RetryConfirmationMessage': [
    "The mail '{0}' will be sent again. Continue?",
    '将重新发送邮件“{0}”，是否继续？',
    '將重新傳送郵件「{0}」，是否繼續？',
  ],
  'Mail:RetryQueued': [
    'The mail will be sent again shortly.',
    '邮件将很快重新发送。',
    '郵件將很快重新傳送。',
  ],
  'Enum:MailStatus.Pending': ['Pending', '待发送', '待寄送'],
  'Enum:MailStatus.Sending': ['Sending', '发送中', '寄送中'],
  'Enum:MailStatus.Sent': ['Sent', '已发送', '已寄出'],
  'Enum:MailStatus.Failed': ['Failed', '发送失败', '寄送失敗'],
});
