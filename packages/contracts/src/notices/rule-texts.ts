import { defineTexts } from '../texts.js';

/**
 * Notices to suppliers: the server's business refusals and the recipient sheet's headings (the
 * server part). Keys `NoticeRule:*` and `NoticeSheet:*`.
 */
export const noticeRuleTexts = defineTexts('SupplierPortal', {
  'NoticeRule:UnknownCategory': [
    '"{0}" is not a notice category of this tenant.',
    '“{0}”不是本租户的通知类别。',
    '「{0}」不是本租戶的通知類別。',
  ],
  'NoticeRule:UnknownMaterialCategory': [
    '"{0}" is not a material category of this tenant.',
    '“{0}”不是本租户的物料类别。',
    '「{0}」不是本租戶的物料類別。',
  ],
  'NoticeRule:UnknownSuppliers': [
    '{0} of the picked suppliers do not exist.',
    '所选供应商中有 {0} 家不存在。',
    '所選供應商中有 {0} 家不存在。',
  ],
  'NoticeRule:DeadlinePassed': [
    'The acknowledgement deadline must be in the future to publish.',
    '回签期限须晚于当前时间才能发布。',
    '回簽期限須晚於目前時間才能發佈。',
  ],
  'NoticeRule:NoRecipients': [
    'No active supplier matches the recipients of this notice.',
    '没有符合该通知接收范围的有效供应商。',
    '沒有符合該通知接收範圍的有效供應商。',
  ],
  'NoticeRule:NotLive': [
    'This notice is {0}: it takes no more answers.',
    '该通知{0}，不再接受回签或回复。',
    '該通知{0}，不再接受回簽或回覆。',
  ],
  'NoticeRule:NotLive.Closed': ['closed', '已关闭', '已關閉'],
  'NoticeRule:NotLive.Revoked': ['revoked', '已撤回', '已撤回'],
  'NoticeRule:NoAckRequired': [
    'This notice asks for no acknowledgement.',
    '该通知无需回签。',
    '該通知無需回簽。',
  ],
  'NoticeRule:AlreadyAcknowledged': [
    'You have already acknowledged this notice.',
    '您已回签过该通知。',
    '您已回簽過該通知。',
  ],
  'NoticeRule:AlreadyRefused': [
    'You have already declined this notice.',
    '您已拒签过该通知。',
    '您已拒簽過該通知。',
  ],
  'NoticeRule:NoReplyRequired': ['This notice asks for no reply.', '该通知无需回复。', '該通知無需回覆。'],
  'NoticeRule:ReplyWaiting': [
    'Your reply is waiting for review: it can be changed once it is returned.',
    '您的回复正在等待审核，退回后才能修改。',
    '您的回覆正在等待審核，退回後才能修改。',
  ],
  'NoticeRule:ReplyAccepted': [
    'Your reply has been accepted already.',
    '您的回复已被接受。',
    '您的回覆已被接受。',
  ],
  'NoticeRule:NoReplyToReview': [
    'There is no submitted reply to review.',
    '没有待审核的回复。',
    '沒有待審核的回覆。',
  ],
  'NoticeSheet:Title': ['Notice recipients', '通知接收情况', '通知接收情況'],
  'NoticeSheet:Read': ['Read', '阅读', '閱讀'],
  'NoticeSheet:FirstReadTime': ['First read', '首次阅读时间', '首次閱讀時間'],
  'NoticeSheet:ReadBy': ['Read by', '阅读人', '閱讀人'],
  'NoticeSheet:Ack': ['Acknowledgement', '回签', '回簽'],
  'NoticeSheet:AckTime': ['Acknowledged on', '回签时间', '回簽時間'],
  'NoticeSheet:AckBy': ['Acknowledged by', '回签人', '回簽人'],
  'NoticeSheet:AckNote': ['Note / reason', '备注/原因', '備註/原因'],
  'NoticeSheet:Reply': ['Reply', '回复', '回覆'],
  'NoticeSheet:ReplyContent': ['Reply text', '回复内容', '回覆內容'],
  'NoticeSheet:ReplyTime': ['Replied on', '回复时间', '回覆時間'],
  'NoticeSheet:ReviewComment': ['Review comment', '审核意见', '審核意見'],
  'NoticeSheet:RemindCount': ['Reminders', '催办次数', '催辦次數'],
  'NoticeSheet:LastRemindTime': ['Last reminder', '最近催办时间', '最近催辦時間'],
});
